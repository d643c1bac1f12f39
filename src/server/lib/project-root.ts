import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: the nearest folder above this file that holds package.json (source or bundle). */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server code');
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot();
export const migrationsFolder = path.join(projectRoot, 'src/server/db/migrations');
/** The build folder: dist, or VP_DIST_DIR (parallel builds in one checkout, e.g. per test runner). */
export const distFolder = path.resolve(projectRoot, process.env.VP_DIST_DIR ?? 'dist');
export const webDistFolder = path.join(distFolder, 'web');
