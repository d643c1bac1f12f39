/**
 * The embedded database on its own thread (see pglite-thread-worker.ts for why). This class answers
 * the part of PGlite's interface that drizzle and database.ts use (query, exec, transaction, listen,
 * close) by sending each call to the thread; transactions stay interactive, as in PGlite itself: a
 * query outside the open transaction waits until it ends.
 *
 * If the thread stops, every call in flight and every later call fails with DatabaseThreadStopped;
 * `onStopped` tells the server, which cannot serve without its database.
 */
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { fromThreadError, type ThreadMessage, type ThreadRequest, type ThreadStart } from './protocol';

export class DatabaseThreadStopped extends Error {
  constructor(reason: string) {
    super(`the database thread stopped: ${reason}`);
    this.name = 'DatabaseThreadStopped';
  }
}

/** The worker module: beside the built server bundle, or through tsx when running from sources. */
export function pgliteThreadWorkerFile(moduleUrl: string = import.meta.url): string {
  const fromSources = moduleUrl.endsWith('.ts');
  return fileURLToPath(
    new URL(fromSources ? './pglite-thread-worker-tsx.mjs' : './pglite-thread-worker.js', moduleUrl),
  );
}

/** A request before call() gives it its id (Omit over each member of the union). */
type WithoutId<R> = R extends unknown ? Omit<R, 'id'> : never;
type Request = WithoutId<ThreadRequest>;

const PROBE = '\u0000probe';

/** Drizzle reads some types as PostgreSQL's text; only such identity parsers can cross threads. */
function rawTypes(options: QueryOptions | undefined): number[] {
  const unsupported = Object.keys(options ?? {}).filter((key) => key !== 'rowMode' && key !== 'parsers');
  if (unsupported.length > 0)
    throw new Error(`query options not supported on the database thread: ${unsupported.join(', ')}`);
  return Object.entries(options?.parsers ?? {}).map(([oid, parse]) => {
    if (parse(PROBE, Number(oid)) !== PROBE)
      throw new Error(`only parsers that keep the text can cross to the database thread (type ${oid})`);
    return Number(oid);
  });
}

export class PgliteThread {
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private readonly listeners = new Map<number, (payload: string) => void>();
  private nextId = 1;
  private stopped: Error | null = null;
  private closing = false;
  /** Called once if the thread stops other than by close(). */
  onStopped: (error: Error) => void = () => {};

  private constructor(private readonly worker: Worker) {}

  /** Statements sent to the thread and not answered yet (one runs, the rest wait). */
  get queued(): number {
    return this.pending.size;
  }

  /** Starts the thread on a data directory (DATA_DIR/pgdata) and waits until the database is open. */
  static async open(
    pgdata: string,
    options: { nice?: number } = {},
    workerFile = pgliteThreadWorkerFile(),
  ): Promise<PgliteThread> {
    const start: ThreadStart = { pgdata, nice: options.nice ?? 0 };
    const worker = new Worker(workerFile, { workerData: start });
    const thread = new PgliteThread(worker);
    await new Promise<void>((resolve, reject) => {
      const early = (error: Error) => reject(error);
      worker.once('error', early);
      worker.once('exit', (code) => early(new DatabaseThreadStopped(`exit code ${code} while opening`)));
      worker.on('message', (message: ThreadMessage) => {
        if (message.op === 'ready') {
          worker.off('error', early);
          resolve();
        } else if (message.op === 'failed') {
          reject(fromThreadError(message.error));
          void worker.terminate();
        } else thread.receive(message);
      });
    });
    worker.removeAllListeners('exit');
    worker.on('error', (error) => thread.stop(error));
    worker.on('exit', (code) => thread.stop(new DatabaseThreadStopped(`exit code ${code}`)));
    return thread;
  }

  get closed(): boolean {
    return this.closing || this.stopped !== null;
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.queryIn(undefined, sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.call({ op: 'exec', sql }) as Promise<Results[]>;
  }

  async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const txId = (await this.call({ op: 'begin' })) as number;
    let finished = false;
    let rolledBack = false;
    const check = () => {
      if (finished || rolledBack) throw new Error('Transaction is closed');
    };
    const tx = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
        check();
        return this.queryIn<R>(txId, sql, params ?? [], options);
      },
      exec: (sql: string) => {
        check();
        return this.call({ op: 'exec', tx: txId, sql }) as Promise<Results[]>;
      },
      rollback: async () => {
        check();
        rolledBack = true;
      },
      get closed() {
        return finished || rolledBack;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      finished = true;
      await this.call({ op: 'end', tx: txId, commit: false }).catch(() => {});
      throw error;
    }
    finished = true;
    await this.call({ op: 'end', tx: txId, commit: !rolledBack });
    return result;
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const listener = (await this.call({ op: 'listen', channel })) as number;
    this.listeners.set(listener, callback);
    return async () => {
      this.listeners.delete(listener);
      if (!this.closed) await this.call({ op: 'unlisten', listener });
    };
  }

  /** Closes the database (PGlite writes everything out), then stops the thread. */
  async close(): Promise<void> {
    if (this.closed) return;
    try {
      await this.call({ op: 'close' });
    } finally {
      this.closing = true;
      await this.worker.terminate();
    }
  }

  private queryIn<T>(
    tx: number | undefined,
    sql: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    let raw: number[];
    try {
      raw = rawTypes(options);
    } catch (error) {
      return Promise.reject(error);
    }
    return this.call({
      op: 'query',
      ...(tx === undefined ? {} : { tx }),
      sql,
      params,
      ...(options?.rowMode ? { rowMode: options.rowMode } : {}),
      rawTypes: raw,
    }) as Promise<Results<T>>;
  }

  private call(request: Request): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    if (this.closing) return Promise.reject(new DatabaseThreadStopped('closed'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id } as ThreadRequest);
    });
  }

  private receive(message: ThreadMessage): void {
    if (message.op === 'notify') {
      this.listeners.get(message.listener)?.(message.payload);
      return;
    }
    if (message.op !== 'answer') return;
    const waiting = this.pending.get(message.id);
    if (!waiting) return;
    this.pending.delete(message.id);
    if (message.ok) waiting.resolve(message.value);
    else waiting.reject(fromThreadError(message.error));
  }

  private stop(error: Error): void {
    if (this.stopped || this.closing) return;
    this.stopped = error;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
    this.onStopped(error);
  }
}
