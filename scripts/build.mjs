// Builds the web app (dist/web, with pre-compressed .br/.gz assets) and the server bundle
// (dist/server). `npm start` runs it when the sources are newer than the last build.
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** dist, or VP_DIST_DIR when several builds share one checkout. */
export const distDir = path.resolve(root, process.env.VP_DIST_DIR ?? 'dist');
const quietByDefault = process.argv.includes('--quiet');
/** The command-line tools built next to the server (scripts/run-cli.mjs runs them). */
export const CLI_ENTRIES = ['admin', 'db-backup', 'db-restore'];

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Pre-compressed copies of the assets browsers load (JS, CSS, SVG, JSON), served by
 * @fastify/static's preCompressed option. Source maps are left alone: rarely fetched, and brotli at
 * its best quality takes many seconds on them. Files compress in parallel on zlib's thread pool.
 */
async function precompress(dir) {
  const files = [...walk(dir)].filter((file) => /\.(js|css|svg|json|html|txt)$/.test(file));
  const jobs = files.map(async (file) => {
    const data = readFileSync(file);
    if (data.length < 1024) return 0;
    const [br, gz] = await Promise.all([
      brotli(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
      gzip(data, { level: 9 }),
    ]);
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
    return 1;
  });
  return (await Promise.all(jobs)).reduce((a, b) => a + b, 0);
}

/**
 * The server bundle: main.js; as their own entries, the compare-PDF, image, spreadsheet-reading and
 * iCalendar-reading workers and the embedded database's thread, which worker threads load by file name
 * at run time (pdf-pool.ts, ics-read-pool.ts and pglite-thread.ts look for them beside main.js), and
 * the operator's commands, so that a production install (npm ci --omit=dev) runs them without tsx
 * (dist/server/cli/*.js); plus the SQL migrations.
 */
export async function buildServer(outdir) {
  await esbuild({
    entryPoints: [
      { in: path.join(root, 'src/server/main.ts'), out: 'main' },
      { in: path.join(root, 'src/server/services/pdf-pool-worker.ts'), out: 'pdf-pool-worker' },
      { in: path.join(root, 'src/server/services/image-pool-worker.ts'), out: 'image-pool-worker' },
      {
        in: path.join(root, 'src/server/services/spreadsheet-read-worker.ts'),
        out: 'spreadsheet-read-worker',
      },
      { in: path.join(root, 'src/server/services/ics-read-worker.ts'), out: 'ics-read-worker' },
      {
        in: path.join(root, 'src/server/db/pglite-thread/pglite-thread-worker.ts'),
        out: 'pglite-thread-worker',
      },
      ...CLI_ENTRIES.map((name) => ({
        in: path.join(root, `src/server/cli/${name}.ts`),
        out: `cli/${name}`,
      })),
    ],
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // src/domain by its alias, as the web and the tests name it (tsconfig.node.json's paths).
    alias: { '@domain': path.join(root, 'src/domain') },
    sourcemap: true,
    logLevel: 'warning',
  });
  const migrations = path.join(outdir, 'migrations');
  rmSync(migrations, { recursive: true, force: true });
  cpSync(path.join(root, 'src/server/db/migrations'), migrations, { recursive: true });
  // The demo studios' iCalendar file (seed-calendars.ts reads it at the first start).
  cpSync(path.join(root, 'src/server/seed/demo-calendar.ics'), path.join(outdir, 'demo-calendar.ics'));
}

/**
 * Builds everything. `quiet`: warnings and errors only, and one line at the end (what `npm start`
 * prints: a newcomer's first start shows real problems, not the list of every file built).
 */
export async function buildAll({ quiet = quietByDefault } = {}) {
  const started = Date.now();
  await viteBuild({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: quiet ? 'warn' : 'info',
  });
  // The server's renderer (decision 011): the same app, built for Node into dist/ssr.
  await viteBuild({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: quiet ? 'warn' : 'info',
    build: {
      ssr: path.join(root, 'src/web/entry-server.tsx'),
      outDir: path.join(distDir, 'ssr'),
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
    },
  });
  const compressed = await precompress(path.join(distDir, 'web/assets'));
  await buildServer(path.join(distDir, 'server'));
  writeFileSync(path.join(distDir, '.build-stamp'), new Date().toISOString());
  console.info(`build: web and server in ${Date.now() - started} ms (${compressed} assets pre-compressed)`);
}

/** True when a source file is newer than the last build. */
export function buildIsStale() {
  let stamp;
  try {
    stamp = statSync(path.join(distDir, '.build-stamp')).mtimeMs;
  } catch {
    return true;
  }
  const inputs = ['src', 'package-lock.json', 'vite.config.ts'].map((p) => path.join(root, p));
  for (const input of inputs) {
    const stat = statSync(input, { throwIfNoEntry: false });
    if (!stat) continue;
    if (!stat.isDirectory()) {
      if (stat.mtimeMs > stamp) return true;
      continue;
    }
    for (const file of walk(input)) if (statSync(file).mtimeMs > stamp) return true;
  }
  return false;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildAll();
}
