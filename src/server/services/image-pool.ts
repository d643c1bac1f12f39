/**
 * Worker threads that process uploaded images (issue 18): a 24-megapixel photo costs a couple of
 * seconds of CPU, which on the event loop would hold every other request up. Bounded like the PDF
 * pool (pdf-pool.ts): at most `size` run and `queueLimit` wait; beyond that process() refuses at once
 * with ImageBusyError (503 image_busy with Retry-After). Threads start on the first upload, and run
 * at a lower CPU priority (a nice increment, inherited by libvips' own threads), so pages come first.
 */
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
// sharp must be loaded by the main thread before any worker loads it (its native libraries then stay
// loaded until every thread has ended): sharp's documentation for worker threads on glibc Linux.
import 'sharp';
import type { ProcessedImage } from './image-processing';

export class ImageBusyError extends Error {
  constructor() {
    super('Image processing is busy.');
    this.name = 'ImageBusyError';
  }
}

export interface ImagePoolOptions {
  size: number;
  queueLimit: number;
  nice: number;
}

/** The worker module: built (dist/server/image-pool-worker.js) or, from the sources, through tsx. */
export function imageWorkerFile(moduleUrl: string = import.meta.url): string {
  const fromSources = moduleUrl.endsWith('.ts');
  return fileURLToPath(
    new URL(fromSources ? './image-pool-worker-tsx.mjs' : './image-pool-worker.js', moduleUrl),
  );
}

export class ImagePool {
  private pool: Piscina<Uint8Array, ProcessedImage> | null = null;
  private admitted = 0;
  private closed = false;

  constructor(private readonly options: ImagePoolOptions) {}

  /** Images being processed or waiting now. */
  get pending(): number {
    return this.admitted;
  }

  async process(original: Uint8Array): Promise<ProcessedImage> {
    if (this.closed || this.admitted >= this.options.size + this.options.queueLimit)
      throw new ImageBusyError();
    this.admitted += 1;
    try {
      return await this.threads().run(original);
    } finally {
      this.admitted -= 1;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const pool = this.pool;
    this.pool = null;
    if (pool) await pool.close();
  }

  private threads(): Piscina<Uint8Array, ProcessedImage> {
    this.pool ??= new Piscina<Uint8Array, ProcessedImage>({
      filename: imageWorkerFile(),
      minThreads: this.options.size,
      maxThreads: this.options.size,
      maxQueue: Number.POSITIVE_INFINITY,
      niceIncrement: this.options.nice,
    });
    return this.pool;
  }
}
