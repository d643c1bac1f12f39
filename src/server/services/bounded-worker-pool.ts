/**
 * Worker threads for CPU-heavy jobs that must not hold the event loop (compare PDFs, image
 * processing). Bounded: at most `size` jobs run and `queueLimit` wait; beyond that run() refuses at
 * once with the pool's own busy error, so a burst cannot pile up unbounded work and memory. Threads
 * start on the first job, not with the app, so apps that never need them (tests, CLI tools) pay
 * nothing, and they run at a lower CPU priority so that pages come first.
 */
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';

export interface BoundedPoolOptions {
  /** Worker threads. */
  size: number;
  /** Jobs allowed to wait for a free thread; 0 refuses whenever every thread is busy. */
  queueLimit: number;
  /** How much lower than the server's own the threads' CPU priority is (0 to 19). */
  nice: number;
}

/**
 * A worker module: beside the built server bundle (`built`, its own entry in scripts/build.mjs), or,
 * when the caller runs from the TypeScript sources, the bootstrap (`sources`) that loads the TypeScript
 * worker through tsx. Both are given as literal relative paths, so the bundle keeps them as written.
 */
export function workerFile(moduleUrl: string, files: { built: string; sources: string }): string {
  return fileURLToPath(new URL(moduleUrl.endsWith('.ts') ? files.sources : files.built, moduleUrl));
}

export class BoundedWorkerPool<In, Out> {
  private pool: Piscina<In, Out> | null = null;
  private admitted = 0;
  private refused = 0;
  private closed = false;

  constructor(private readonly options: BoundedPoolOptions & { filename: string; busy(): Error }) {}

  /** Jobs running or waiting now. */
  get pending(): number {
    return this.admitted;
  }

  /** Jobs refused as busy so far (every thread busy and the queue full). */
  get refusals(): number {
    return this.refused;
  }

  /** Runs the job, or refuses it with the busy error; `onAdmitted` runs once the job is taken. */
  async run(input: In, onAdmitted?: () => void): Promise<Out> {
    if (this.closed || this.admitted >= this.options.size + this.options.queueLimit) {
      this.refused += 1;
      throw this.options.busy();
    }
    this.admitted += 1;
    onAdmitted?.();
    try {
      return await this.threads().run(input);
    } finally {
      this.admitted -= 1;
    }
  }

  /** Lets running and waiting jobs finish, then stops the threads. */
  async close(): Promise<void> {
    this.closed = true;
    const pool = this.pool;
    this.pool = null;
    if (pool) await pool.close();
  }

  private threads(): Piscina<In, Out> {
    this.pool ??= new Piscina<In, Out>({
      filename: this.options.filename,
      minThreads: this.options.size,
      maxThreads: this.options.size,
      // The admission count above is the bound; piscina's own queue never refuses.
      maxQueue: Number.POSITIVE_INFINITY,
      // On Linux a thread has its own nice value (libvips' threads inherit it): jobs yield the CPU to
      // the event loop. Piscina applies it through its optional @napi-rs/nice where available.
      niceIncrement: this.options.nice,
    });
    return this.pool;
  }
}
