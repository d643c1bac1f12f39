/**
 * A small pool of worker threads that render compare PDFs: a render costs about 0.66 s of
 * CPU, which on the event loop held every other request up. The pool is bounded: at most `size`
 * renders run and `queueLimit` wait; beyond that render() refuses at once with PdfBusyError, so a
 * burst cannot pile up unbounded work and memory. Threads start on the first render, not with the
 * app, so apps that never print a PDF (tests, CLI tools) pay nothing.
 */
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { ComparePdfInput } from './compare-pdf';

export class PdfBusyError extends Error {
  constructor() {
    super('PDF rendering is busy.');
    this.name = 'PdfBusyError';
  }
}

export interface PdfPoolOptions {
  /** Worker threads. */
  size: number;
  /** Renders allowed to wait for a free thread; 0 refuses whenever every thread is busy. */
  queueLimit: number;
  /** How much lower than the server's own the threads' CPU priority is (0 to 19). */
  nice: number;
}

/**
 * The worker module: beside the built server bundle (dist/server/pdf-pool-worker.js, its own entry in
 * scripts/build.mjs), or, when this file runs from the TypeScript sources, a bootstrap that loads the
 * TypeScript worker through tsx.
 */
export function pdfWorkerFile(moduleUrl: string = import.meta.url): string {
  const fromSources = moduleUrl.endsWith('.ts');
  return fileURLToPath(
    new URL(fromSources ? './pdf-pool-worker-tsx.mjs' : './pdf-pool-worker.js', moduleUrl),
  );
}

export class PdfPool {
  private pool: Piscina<ComparePdfInput, Uint8Array> | null = null;
  private admitted = 0;
  private rendered = 0;
  private closed = false;

  constructor(private readonly options: PdfPoolOptions) {}

  /** Renders started so far (cache hits never get here). */
  get renders(): number {
    return this.rendered;
  }

  /** Renders running or waiting now. */
  get pending(): number {
    return this.admitted;
  }

  async render(input: ComparePdfInput): Promise<Buffer> {
    if (this.closed) throw new PdfBusyError();
    if (this.admitted >= this.options.size + this.options.queueLimit) throw new PdfBusyError();
    this.admitted += 1;
    this.rendered += 1;
    try {
      const bytes = await this.threads().run(input);
      // Structured cloning hands back a Uint8Array; a Buffer view on it costs no copy.
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } finally {
      this.admitted -= 1;
    }
  }

  /** Lets running and waiting renders finish, then stops the threads. */
  async close(): Promise<void> {
    this.closed = true;
    const pool = this.pool;
    this.pool = null;
    if (pool) await pool.close();
  }

  private threads(): Piscina<ComparePdfInput, Uint8Array> {
    this.pool ??= new Piscina<ComparePdfInput, Uint8Array>({
      filename: pdfWorkerFile(),
      minThreads: this.options.size,
      maxThreads: this.options.size,
      // The admission count above is the bound; piscina's own queue never refuses.
      maxQueue: Number.POSITIVE_INFINITY,
      // On Linux a thread has its own nice value: renders yield the CPU to the event loop (and to
      // everything else on a busy machine), so pages stay fast while PDFs take longer. Piscina
      // applies it through its optional @napi-rs/nice and skips it where that is not available.
      niceIncrement: this.options.nice,
    });
    return this.pool;
  }
}
