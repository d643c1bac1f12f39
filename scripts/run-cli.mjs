// `npm run admin|db:backup|db:restore -- ...`: runs a command-line tool. With the dev dependencies
// installed (a checkout) it runs the sources through tsx, so an edit takes effect at once; in a
// production install (npm ci --omit=dev, no tsx) it runs the built bundle, dist/server/cli/<name>.js
// (npm run build). Either way in this process, so a terminal's password prompt and Ctrl-C work as usual.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.resolve(root, process.env.VP_DIST_DIR ?? 'dist');
const [name] = process.argv.splice(2, 1);
const source = path.join(root, `src/server/cli/${name}.ts`);
const bundle = path.join(distDir, `server/cli/${name}.js`);

function hasTsx() {
  try {
    createRequire(import.meta.url).resolve('tsx/esm/api');
    return true;
  } catch {
    return false;
  }
}

if (!name || !/^[a-z-]+$/.test(name)) {
  console.error('Usage: node scripts/run-cli.mjs <admin|db-backup|db-restore> [arguments]');
  process.exit(2);
}
if (hasTsx() && existsSync(source)) {
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(source).href);
} else if (existsSync(bundle)) {
  await import(pathToFileURL(bundle).href);
} else {
  console.error(`${name}: ${path.relative(root, bundle)} is missing. Build it first: npm run build`);
  process.exit(1);
}
