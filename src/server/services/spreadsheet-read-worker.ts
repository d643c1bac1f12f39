/**
 * The spreadsheet reader's worker (node:worker_threads, run by piscina): reads one uploaded studio
 * spreadsheet off the server's event loop. Built as its own entry (dist/server/spreadsheet-read-worker.js);
 * from the TypeScript sources it is loaded through spreadsheet-read-worker-tsx.mjs.
 */
import type { SpreadsheetReadJob } from './spreadsheet-read-pool';
import { readSpreadsheet, type SheetRead } from './spreadsheet-reader';

export default async function readInWorker(job: SpreadsheetReadJob): Promise<SheetRead> {
  // Structured cloning hands over a Uint8Array; a Buffer view on it costs no copy.
  const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
  return readSpreadsheet(job.fileName, bytes, job.limits);
}
