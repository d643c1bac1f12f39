// Builds the app when the sources changed, then runs the Playwright suite (arguments pass through).
import { spawnSync } from 'node:child_process';
import { buildAll, buildIsStale } from './build.mjs';

if (buildIsStale()) await buildAll();
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
