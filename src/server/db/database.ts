/**
 * One Database interface over two drivers: PGlite (embedded, in-process, data in DATA_DIR) and
 * node-postgres (a pool on a PostgreSQL server). Same schema, same migrations, same queries.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../lib/project-root';
import { type DataDirLock, lockDataDir } from './data-dir-lock';
import { PgliteThread } from './pglite-thread/pglite-thread';
import { schema } from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything that runs queries: the database or a transaction in progress. */
export type Executor = Db | Tx;

export interface ListenHandlers {
  onNotify(payload: string): void;
  /** The listening connection dropped: notifications may be missed until onReconnect. */
  onDisconnect?(): void;
  /** The listening connection is back; anything sent meanwhile was missed. */
  onReconnect?(): void;
}

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** Applies pending migrations; safe when several processes start at once. */
  migrate(): Promise<void>;
  /**
   * Connections now: PostgreSQL's pool (in use, idle, callers waiting for one); the embedded
   * database's thread (a statement in use, the others waiting), zeros when it runs in-process.
   */
  connections(): { inUse: number; idle: number; waiting: number };
  /** Subscribes to a NOTIFY channel; resolves once listening, to a function that stops it. */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Arbitrary constant naming the migration lock among PostgreSQL advisory locks. */
const MIGRATION_LOCK_KEY = 727_274_001;

export interface PgliteOptions {
  /** A directory for the data, or an existing in-memory instance (tests). */
  dataDir?: string;
  client?: PGlite;
  /** Close the client on close() (false for a client shared by tests). */
  ownsClient?: boolean;
  /**
   * Run the database on its own thread (the server: statements then never stop the event loop; see
   * pglite-thread/), with this much lower a CPU priority (a nice increment; Linux). Short-lived
   * commands keep it on theirs.
   */
  thread?: { nice: number };
  /** The database thread stopped unexpectedly (only with `thread`). */
  onError?: (error: Error) => void;
}

export async function openPglite(options: PgliteOptions): Promise<Database> {
  let lock: DataDirLock | null = null;
  let client = options.client;
  let thread: PgliteThread | null = null;
  if (!client) {
    if (!options.dataDir) throw new Error('openPglite needs a dataDir or a client');
    lock = lockDataDir(options.dataDir);
    const pgdata = path.join(options.dataDir, 'pgdata');
    try {
      if (options.thread) {
        const opened = await PgliteThread.open(pgdata, options.thread);
        opened.onStopped = (error) => options.onError?.(error);
        thread = opened;
        // The thread answers the part of PGlite's interface that drizzle and this file use.
        client = opened as unknown as PGlite;
      } else {
        client = new PGlite(pgdata);
        await client.waitReady;
      }
    } catch (error) {
      lock.release();
      throw error;
    }
  }
  const pglite = client;
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Db;
  const ownsClient = options.ownsClient ?? !options.client;
  return {
    kind: 'pglite',
    db,
    async migrate() {
      await migratePglite(db as never, { migrationsFolder });
    },
    connections() {
      const queued = thread?.queued ?? 0;
      return {
        inUse: Math.min(1, queued),
        idle: queued === 0 && thread ? 1 : 0,
        waiting: Math.max(0, queued - 1),
      };
    },
    async listen(channel, handlers) {
      const unsubscribe = await pglite.listen(channel, (payload) => handlers.onNotify(payload));
      return async () => unsubscribe();
    },
    async close() {
      try {
        if (ownsClient && !pglite.closed) await pglite.close();
      } finally {
        lock?.release();
      }
    },
  };
}

export interface PostgresOptions {
  url: string;
  poolSize?: number;
  onError?: (error: Error) => void;
}

export async function openPostgres(options: PostgresOptions): Promise<Database> {
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', (error) => options.onError?.(error));
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  const listeners = new Set<() => Promise<void>>();
  return {
    kind: 'postgres',
    db,
    connections() {
      return {
        inUse: pool.totalCount - pool.idleCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      };
    },
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    async listen(channel, handlers) {
      const stop = await listenWithReconnect(options, channel, handlers);
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    },
    async close() {
      await Promise.all([...listeners].map((stop) => stop()));
      listeners.clear();
      await pool.end();
    },
  };
}

/** A dedicated connection that LISTENs, reconnecting with backoff when it drops. */
async function listenWithReconnect(
  options: PostgresOptions,
  channel: string,
  handlers: ListenHandlers,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let attempt = 0;

  const connect = async (isReconnect: boolean) => {
    if (stopped) return;
    const c = new pg.Client({ connectionString: options.url });
    client = c;
    c.on('notification', (msg) => {
      if (msg.channel === channel) handlers.onNotify(msg.payload ?? '');
    });
    c.on('error', (error) => {
      options.onError?.(error);
      scheduleReconnect();
    });
    c.on('end', () => scheduleReconnect());
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      attempt = 0;
      if (isReconnect) handlers.onReconnect?.();
    } catch (error) {
      options.onError?.(error as Error);
      scheduleReconnect();
    }
  };

  const scheduleReconnect = () => {
    if (stopped || timer) return;
    handlers.onDisconnect?.();
    const old = client;
    client = null;
    old?.removeAllListeners();
    old?.on('error', () => {});
    void old?.end().catch(() => {});
    const delay = Math.min(5000, 100 * 2 ** attempt++);
    timer = setTimeout(() => {
      timer = null;
      void connect(true);
    }, delay);
    timer.unref();
  };

  await connect(false);
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const c = client;
    client = null;
    if (c) {
      c.removeAllListeners();
      c.on('error', () => {});
      await c.end().catch(() => {});
    }
  };
}

export async function openDatabase(config: {
  databaseUrl: string | null;
  dataDir: string;
  databasePoolSize?: number;
  /** The embedded database on its own thread (the server; see PgliteOptions.thread). */
  pgliteThread?: { nice: number };
  onError?: (error: Error) => void;
}): Promise<Database> {
  if (config.databaseUrl) {
    return openPostgres({
      url: config.databaseUrl,
      poolSize: config.databasePoolSize,
      onError: config.onError,
    });
  }
  return openPglite({ dataDir: config.dataDir, thread: config.pgliteThread, onError: config.onError });
}

/** Rows of a raw SQL query; both drivers return them as `rows`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
