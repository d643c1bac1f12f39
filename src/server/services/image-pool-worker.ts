/**
 * The image worker (node:worker_threads, run by piscina): processes one upload off the server's event
 * loop. Built as its own entry (dist/server/image-pool-worker.js); from the TypeScript sources it is
 * loaded through image-pool-worker-tsx.mjs.
 */
import sharp from 'sharp';
import { type ProcessedImage, processImage } from './image-processing';

// One libvips thread per worker: the pool's size is the CPU it may take, and the event loop keeps a core.
sharp.concurrency(1);

export default async function processInWorker(original: Uint8Array): Promise<ProcessedImage> {
  return processImage(original);
}
