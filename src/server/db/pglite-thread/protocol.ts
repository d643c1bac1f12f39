/**
 * Messages between the server's thread and the thread that owns the embedded database
 * (pglite-thread.ts and pglite-thread-worker.ts). Everything crosses by structured cloning.
 */

/** What the server thread asks for; every request carries an id its answer repeats. */
export type ThreadRequest =
  | {
      op: 'query';
      id: number;
      /** The transaction the query belongs to; none: run on its own (it waits for any open one). */
      tx?: number;
      sql: string;
      params: unknown[];
      rowMode?: 'array' | 'object';
      /** Type OIDs whose values stay as PostgreSQL's text (drizzle reads dates and intervals so). */
      rawTypes: number[];
    }
  | { op: 'exec'; id: number; tx?: number; sql: string }
  | { op: 'begin'; id: number }
  | { op: 'end'; id: number; tx: number; commit: boolean }
  | { op: 'listen'; id: number; channel: string }
  | { op: 'unlisten'; id: number; listener: number }
  | { op: 'close'; id: number };

/** An error as it crosses: its message, name and the fields PostgreSQL's errors carry (code, detail…). */
export interface ThreadError {
  message: string;
  name: string;
  fields: Record<string, unknown>;
}

export type ThreadMessage =
  | { op: 'ready' }
  | { op: 'failed'; error: ThreadError }
  | { op: 'answer'; id: number; ok: true; value: unknown }
  | { op: 'answer'; id: number; ok: false; error: ThreadError }
  | { op: 'notify'; listener: number; payload: string };

export interface ThreadStart {
  /** PGlite's data directory (DATA_DIR/pgdata). */
  pgdata: string;
  /** How much lower the thread's CPU priority is (a nice increment; applied on Linux only). */
  nice: number;
}

export function toThreadError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error', fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function') continue;
    // Only plain data crosses; a nested error or object is left out rather than failing the answer.
    if (value === null || ['string', 'number', 'boolean', 'bigint'].includes(typeof value))
      fields[key] = value;
  }
  return { message: error.message, name: error.name, fields };
}

export function fromThreadError(error: ThreadError): Error {
  const rebuilt = new Error(error.message);
  Object.assign(rebuilt, error.fields);
  rebuilt.name = error.name;
  return rebuilt;
}
