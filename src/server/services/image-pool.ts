/**
 * Worker threads that process uploaded images (issue 18): a 24-megapixel photo costs a couple of
 * seconds of CPU, which on the event loop would hold every other request up. Bounded like the PDF
 * pool (pdf-pool.ts): at most `size` run and `queueLimit` wait; beyond that process() refuses at once
 * with ImageBusyError (503 image_busy with Retry-After). Threads start on the first upload, and run
 * at a lower CPU priority (a nice increment, inherited by libvips' own threads), so pages come first.
 */
// sharp must be loaded by the main thread before any worker loads it (its native libraries then stay
// loaded until every thread has ended): sharp's documentation for worker threads on glibc Linux.
import 'sharp';
import { type BoundedPoolOptions, BoundedWorkerPool, workerFile } from './bounded-worker-pool';
import type { ProcessedImage } from './image-processing';

export class ImageBusyError extends Error {
  constructor() {
    super('Image processing is busy.');
    this.name = 'ImageBusyError';
  }
}

export type ImagePoolOptions = BoundedPoolOptions;

/** The image worker module (dist/server/image-pool-worker.js, or through tsx from the sources). */
export function imageWorkerFile(moduleUrl: string = import.meta.url): string {
  return workerFile(moduleUrl, { built: './image-pool-worker.js', sources: './image-pool-worker-tsx.mjs' });
}

export class ImagePool {
  private readonly pool: BoundedWorkerPool<Uint8Array, ProcessedImage>;

  constructor(options: ImagePoolOptions) {
    this.pool = new BoundedWorkerPool({
      ...options,
      filename: imageWorkerFile(),
      busy: () => new ImageBusyError(),
    });
  }

  /** Images being processed or waiting now. */
  get pending(): number {
    return this.pool.pending;
  }

  /** Jobs refused as busy so far. */
  get refusals(): number {
    return this.pool.refusals;
  }

  process(original: Uint8Array): Promise<ProcessedImage> {
    return this.pool.run(original);
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
