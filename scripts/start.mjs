// `npm start`: builds when the sources changed since the last build, then runs the server.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildAll, buildIsStale, distDir } from './build.mjs';

if (buildIsStale()) {
  console.info('start: building the web app and the server (sources changed since the last build)...');
  await buildAll({ quiet: true });
}
await import(pathToFileURL(path.join(distDir, 'server/main.js')).href);
