/**
 * The worker threads that render compare PDFs: a render costs about 0.66 s of CPU, which on the event
 * loop held every other request up. Bounded (bounded-worker-pool.ts): beyond the queue, render()
 * refuses at once with PdfBusyError.
 */
import { type BoundedPoolOptions, BoundedWorkerPool, workerFile } from './bounded-worker-pool';
import type { ComparePdfInput } from './compare-pdf';

export class PdfBusyError extends Error {
  constructor() {
    super('PDF rendering is busy.');
    this.name = 'PdfBusyError';
  }
}

export type PdfPoolOptions = BoundedPoolOptions;

/** The PDF worker module (dist/server/pdf-pool-worker.js, or through tsx from the sources). */
export function pdfWorkerFile(moduleUrl: string = import.meta.url): string {
  return workerFile(moduleUrl, { built: './pdf-pool-worker.js', sources: './pdf-pool-worker-tsx.mjs' });
}

export class PdfPool {
  private readonly pool: BoundedWorkerPool<ComparePdfInput, Uint8Array>;
  private rendered = 0;

  constructor(options: PdfPoolOptions) {
    this.pool = new BoundedWorkerPool({
      ...options,
      filename: pdfWorkerFile(),
      busy: () => new PdfBusyError(),
    });
  }

  /** Renders started so far (cache hits never get here). */
  get renders(): number {
    return this.rendered;
  }

  /** Renders running or waiting now. */
  get pending(): number {
    return this.pool.pending;
  }

  /** Jobs refused as busy so far. */
  get refusals(): number {
    return this.pool.refusals;
  }

  async render(input: ComparePdfInput): Promise<Buffer> {
    const bytes = await this.pool.run(input, () => {
      this.rendered += 1;
    });
    // Structured cloning hands back a Uint8Array; a Buffer view on it costs no copy.
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /** Lets running and waiting renders finish, then stops the threads. */
  close(): Promise<void> {
    return this.pool.close();
  }
}
