// Starts the built server on a fresh data directory (the e2e webServer command).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
if (!process.env.DATA_DIR) throw new Error('DATA_DIR must be set');
rmSync(process.env.DATA_DIR, { recursive: true, force: true });
await import(pathToFileURL(path.join(root, process.env.VP_DIST_DIR ?? 'dist', 'server/main.js')).href);
