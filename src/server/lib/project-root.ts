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
/** The build folder: dist, or VP_DIST_DIR (parallel builds in one checkout, e.g. per test runner). */
export const distFolder = path.resolve(projectRoot, process.env.VP_DIST_DIR ?? 'dist');
/** True when this code runs from the server bundle (dist/server), not from the sources. */
const runningFromBundle = fileURLToPath(import.meta.url).startsWith(
  path.join(distFolder, 'server') + path.sep,
);
/**
 * The SQL migrations: the bundle's copy (scripts/build.mjs puts it in dist/server/migrations, so a
 * production install needs no sources), or the sources' when running from them.
 */
export const migrationsFolder = runningFromBundle
  ? path.join(distFolder, 'server/migrations')
  : path.join(projectRoot, 'src/server/db/migrations');
/** The demo studios' iCalendar file (issue 38): the bundle's copy, or the sources'. */
export const demoCalendarFile = runningFromBundle
  ? path.join(distFolder, 'server/demo-calendar.ics')
  : path.join(projectRoot, 'src/server/seed/demo-calendar.ics');
export const webDistFolder = path.join(distFolder, 'web');
