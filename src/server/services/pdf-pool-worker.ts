/**
 * The compare-PDF worker (node:worker_threads, run by piscina): renders one PDF off the server's event
 * loop. Built as its own entry (dist/server/pdf-pool-worker.js); from the TypeScript sources it is
 * loaded through pdf-pool-worker-tsx.mjs.
 */
import { type ComparePdfInput, renderComparePdf } from './compare-pdf';

export default async function renderInWorker(input: ComparePdfInput): Promise<Uint8Array> {
  return renderComparePdf(input);
}
