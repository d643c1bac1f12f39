/**
 * iCalendar text read off the server's event loop (issue 38, product.md §19): feeds fetched by the
 * scheduled refresh and by a feed's first fetch, and uploaded .ics files, are read by ical.js in one
 * worker thread (ics-read-worker.ts) at a lower CPU priority. The answers and errors are those of
 * busyRangesFromIcs (ics-ranges.ts) on the main thread: the busy days, or IcsUnreadableError.
 *
 * Bounded: one file is read at a time, at most `queueLimit` wait (beyond: IcsReadBusyError at once),
 * and each has `timeoutMs` from the moment the thread takes it (the thread's start is not counted):
 * a file that takes longer is unreadable (IcsUnreadableError, so a feed keeps `calendar_unreadable`
 * and an upload answers 422 as for any unreadable file), and its thread is stopped and replaced.
 * The thread starts on the first file, not with the app, and does not keep the process alive when idle.
 */
import { Worker } from 'node:worker_threads';
import { workerFile } from './bounded-worker-pool';
import { type IcsBusyRange, IcsUnreadableError } from './ics-ranges';

/** What the thread is started with. */
export interface IcsReadStart {
  nice: number;
}

/** A file for the thread to read. */
export interface IcsReadJob {
  id: number;
  text: string;
  now: number;
}

/** The thread's answer: the busy days, or why not (unreadable: busyRangesFromIcs refused it). */
export type IcsReadAnswer =
  | { id: number; ok: true; busy: IcsBusyRange[] }
  | { id: number; ok: false; unreadable: boolean; message: string };

/** Every place in the queue is taken. */
export class IcsReadBusyError extends Error {
  constructor() {
    super('Other calendars are being read.');
    this.name = 'IcsReadBusyError';
  }
}

/** The reading thread's module (dist/server/ics-read-worker.js, or through tsx from the sources). */
export function icsReadWorkerFile(moduleUrl: string = import.meta.url): string {
  return workerFile(moduleUrl, { built: './ics-read-worker.js', sources: './ics-read-worker-tsx.mjs' });
}

export interface IcsReadPoolOptions {
  /** How long one file may take once the thread has it. */
  timeoutMs?: number;
  /** Files allowed to wait while one is read. */
  queueLimit?: number;
  /** How much lower than the server's own the thread's CPU priority is (0 to 19; Linux). */
  nice?: number;
  filename?: string;
}

/** Default time limit for one file: far above the 2 MB a feed or upload may be (tens of ms). */
export const ICS_READ_TIMEOUT_MS = 5_000;

interface Waiting {
  id: number;
  text: string;
  now: number;
  resolve(busy: IcsBusyRange[]): void;
  reject(error: Error): void;
}

export class IcsReadPool {
  private readonly timeoutMs: number;
  private readonly queueLimit: number;
  private readonly nice: number;
  private readonly filename: string;
  private readonly queue: Waiting[] = [];
  private current: { job: Waiting; timer: NodeJS.Timeout } | null = null;
  private worker: Worker | null = null;
  private ready: Promise<Worker> | null = null;
  private nextId = 1;
  private refused = 0;
  private closed = false;

  constructor(options: IcsReadPoolOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? ICS_READ_TIMEOUT_MS;
    this.queueLimit = options.queueLimit ?? 64;
    this.nice = options.nice ?? 10;
    this.filename = options.filename ?? icsReadWorkerFile();
  }

  /** Files being read or waiting now. */
  get pending(): number {
    return this.queue.length + (this.current ? 1 : 0);
  }

  /** Files refused as busy so far. */
  get refusals(): number {
    return this.refused;
  }

  /**
   * The busy days of an .ics text, as busyRangesFromIcs(text, now) answers them; IcsUnreadableError
   * when it is not iCalendar or takes too long, IcsReadBusyError when the queue is full.
   */
  read(text: string, now: number = Date.now()): Promise<IcsBusyRange[]> {
    if (this.closed || this.pending >= 1 + this.queueLimit) {
      this.refused += 1;
      return Promise.reject(new IcsReadBusyError());
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, text, now, resolve, reject });
      this.pump();
    });
  }

  /** Stops the thread; files not read yet are refused as busy. */
  async close(): Promise<void> {
    this.closed = true;
    const waiting = this.queue.splice(0);
    for (const job of waiting) job.reject(new IcsReadBusyError());
    if (this.current) {
      clearTimeout(this.current.timer);
      this.current.job.reject(new IcsReadBusyError());
      this.current = null;
    }
    const worker = this.worker;
    this.worker = null;
    this.ready = null;
    if (worker) await worker.terminate();
  }

  private pump(): void {
    if (this.current || this.closed) return;
    const job = this.queue[0];
    if (!job) {
      this.worker?.unref();
      return;
    }
    this.thread().then(
      (worker) => {
        if (this.current || this.closed || this.queue[0] !== job) return;
        this.queue.shift();
        worker.ref();
        const timer = setTimeout(() => this.timedOut(job), this.timeoutMs);
        this.current = { job, timer };
        worker.postMessage({ id: job.id, text: job.text, now: job.now } satisfies IcsReadJob);
      },
      (error: Error) => {
        // The thread could not start: every file waiting is refused with why, the next read tries again.
        for (const waiting of this.queue.splice(0)) waiting.reject(error);
      },
    );
  }

  /** The thread, started and ready (its module loaded). */
  private thread(): Promise<Worker> {
    if (this.ready) return this.ready;
    const worker = new Worker(this.filename, { workerData: { nice: this.nice } satisfies IcsReadStart });
    this.worker = worker;
    this.ready = new Promise<Worker>((resolve, reject) => {
      const early = (error: Error) => {
        this.forget(worker);
        reject(error);
      };
      const exitEarly = (code: number) => early(new Error(`the calendar reading thread exited (${code})`));
      worker.once('error', early);
      worker.once('exit', exitEarly);
      worker.on('message', (message: IcsReadAnswer | { ready: true }) => {
        if ('ready' in message) {
          worker.off('error', early);
          worker.off('exit', exitEarly);
          worker.on('error', (error) => this.stopped(worker, error));
          worker.on('exit', (code) =>
            this.stopped(worker, new Error(`the calendar reading thread exited (${code})`)),
          );
          resolve(worker);
        } else this.answered(message);
      });
    });
    return this.ready;
  }

  private answered(answer: IcsReadAnswer): void {
    const current = this.current;
    if (!current || current.job.id !== answer.id) return;
    clearTimeout(current.timer);
    this.current = null;
    if (answer.ok) current.job.resolve(answer.busy);
    else if (answer.unreadable) current.job.reject(new IcsUnreadableError(answer.message));
    else current.job.reject(new Error(answer.message));
    this.pump();
  }

  private timedOut(job: Waiting): void {
    if (this.current?.job !== job) return;
    this.current = null;
    job.reject(
      new IcsUnreadableError(
        `Not readable within ${this.timeoutMs / 1000} s: too many events or recurrences.`,
      ),
    );
    const worker = this.worker;
    this.forget(worker);
    void worker?.terminate();
    this.pump();
  }

  /** The thread stopped on its own (a crash): the file it was reading fails, a new thread takes the rest. */
  private stopped(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.forget(worker);
    const current = this.current;
    if (current) {
      clearTimeout(current.timer);
      this.current = null;
      current.job.reject(error);
    }
    this.pump();
  }

  private forget(worker: Worker | null): void {
    if (worker && this.worker === worker) {
      this.worker = null;
      this.ready = null;
    }
  }
}
