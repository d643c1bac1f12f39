/**
 * The data version: a counter in the database that every write transaction bumps, announced to every
 * server process with NOTIFY. The announcement carries the version and the studios the write
 * touched (id and row version), so each process refreshes those studios only; a payload without
 * them (too many studios, or a tool that only knows the version) asks for a full reload. While the
 * listening connection is down, nothing is trusted: `isReliable` is false and callers read the
 * version from the database instead.
 */
import { eq, sql } from 'drizzle-orm';
import { type Database, type Executor, queryRows } from './database';
import type { StudioRow } from './repositories/studio-reads';
import { appState, DATA_VERSION_KEY } from './schema';

export const DATA_VERSION_CHANNEL = 'vp_data_version';
const KEY = DATA_VERSION_KEY;
/** Past this many studios the payload names none (NOTIFY payloads stop at 8,000 bytes). */
const MAX_ANNOUNCED_STUDIOS = 200;
/**
 * On PostgreSQL, how old the last look at the database's version may be when a read is served. A
 * notification can wait behind a busy event loop (or a busy database) for seconds; a read that finds
 * the database ahead of it waits for the change rather than serve what it replaced (StudioStore.ready),
 * so no process serves an old value for longer than this after a write, loaded or not. One query per
 * interval at most, shared by every read in it, and none while nobody reads. PGlite has one process,
 * whose own writes reach its caches as they commit: it never needs to look.
 */
export const CONFIRM_READS_EVERY_MS = 200;

/** A studio as a write left it: its id and its row version (studios.version). */
export type StudioStamp = readonly [id: number, version: number];

/** One committed write: its data version, and the studios it touched (null: unknown, reload all). */
export interface DataChange {
  version: number;
  studios: readonly StudioStamp[] | null;
  /** When the write announced itself, ms since the epoch by the database's clock (absent: older senders). */
  at?: number;
}

/**
 * A write as the process that made it knows it: also the touched studios' rows as the write left them
 * (a NOTIFY carries stamps, not rows), which its caches take instead of reading them again.
 */
export interface LocalDataChange extends DataChange {
  studios: readonly StudioStamp[];
  rows: readonly StudioRow[];
}

export async function readDataVersion(db: Executor): Promise<number> {
  const rows = await db.select({ value: appState.value }).from(appState).where(eq(appState.key, KEY));
  return rows[0]?.value ?? 0;
}

/** The payload after its version: `,"s":[[id,version],...]`, or nothing when the scope is unknown or too big. */
function encodeStudios(studios: readonly StudioStamp[] | null): string {
  return studios === null || studios.length > MAX_ANNOUNCED_STUDIOS ? '' : `,"s":${JSON.stringify(studios)}`;
}

/** `{"v":<version>,"s":[[id,version],...]}`, the "s" left out when the scope is unknown or too big. */
export function encodeChange(change: DataChange): string {
  return `{"v":${change.version}${encodeStudios(change.studios)}}`;
}

/** Reads a payload; a bare number (older servers, db:restore) is a change of unknown scope. */
export function decodeChange(payload: string): DataChange | null {
  if (/^\d+$/.test(payload)) return { version: Number(payload), studios: null };
  try {
    const parsed = JSON.parse(payload) as { v?: unknown; s?: unknown; t?: unknown };
    if (typeof parsed.v !== 'number' || !Number.isSafeInteger(parsed.v)) return null;
    const valid =
      Array.isArray(parsed.s) &&
      parsed.s.every(
        (s) =>
          Array.isArray(s) &&
          s.length === 2 &&
          s.every((n) => typeof n === 'number' && Number.isSafeInteger(n)),
      );
    const at = typeof parsed.t === 'number' && Number.isFinite(parsed.t) ? { at: parsed.t } : {};
    return { version: parsed.v, studios: valid ? (parsed.s as StudioStamp[]) : null, ...at };
  } catch {
    return null;
  }
}

/**
 * Bumps the version inside a write transaction and announces it with the studios the transaction
 * touched (their rows as it left them); the NOTIFY is delivered when it commits. One statement: each
 * round trip of a write is one more turn of a busy server's event loop, during which the transaction
 * holds its locks.
 */
export async function bumpDataVersion(tx: Executor, rows: readonly StudioRow[]): Promise<LocalDataChange> {
  const studios = rows.map((row) => [row.id, row.version] as const);
  // encodeChange()'s payload, with the version and the time (the database's clock, so every
  // receiver measures its notification lag against one clock) filled in by the database.
  const tail = `${encodeStudios(studios)}}`;
  const bumped = await queryRows<{ value: number }>(
    tx,
    sql`WITH bumped AS (
          UPDATE ${appState} SET value = value + 1 WHERE key = ${KEY} RETURNING value)
        SELECT value, pg_notify(${DATA_VERSION_CHANNEL},
          '{"v":' || value || ',"t":' || floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint || ${tail})
        FROM bumped`,
  );
  const value = bumped[0]?.value;
  if (value === undefined) throw new Error('app_state has no data_version row: migrations not applied?');
  return { version: Number(value), studios, rows };
}

export class DataVersion {
  private current = 0;
  private listening = false;
  private unlisten: (() => Promise<void>) | null = null;
  private readonly subscribers = new Set<(change: DataChange) => void>();
  private readonly reconnectSubscribers = new Set<() => void>();
  /**
   * Called with each notification's lag: from the write's announcement (the database's clock) to
   * its arrival here (this process's clock; on one machine the same clock, else as good as NTP).
   */
  onNotificationLag: ((ms: number) => void) | null = null;

  /** When the version was last read from the database for a read (ms since the epoch). */
  private confirmedAt = Number.NEGATIVE_INFINITY;
  private confirming: Promise<number | null> | null = null;
  private readonly confirmEveryMs: number | null;

  constructor(
    private readonly database: Database,
    options: { confirmReadsEveryMs?: number | null } = {},
  ) {
    this.confirmEveryMs =
      options.confirmReadsEveryMs !== undefined
        ? options.confirmReadsEveryMs
        : database.kind === 'postgres'
          ? CONFIRM_READS_EVERY_MS
          : null;
  }

  get value(): number {
    return this.current;
  }

  get isReliable(): boolean {
    return this.listening;
  }

  /** Calls back on every announced change (from any process, this one's included). */
  onChange(handler: (change: DataChange) => void): void {
    this.subscribers.add(handler);
  }

  /** Calls back when the listening connection is back: anything announced meanwhile was missed. */
  onReconnect(handler: () => void): void {
    this.reconnectSubscribers.add(handler);
  }

  /** Records a version seen in a commit or a notification; versions only move forward. */
  observe(version: number): void {
    if (version > this.current) this.current = version;
  }

  /** The version to serve a read with: the local one when notifications flow, else the database's. */
  async currentForRead(): Promise<number> {
    if (!this.listening) this.observe(await readDataVersion(this.database.db));
    return this.current;
  }

  /**
   * The database's version, when the last look at it is older than the interval (one query shared by
   * the reads that ask meanwhile); null when a recent look stands, when this process never looks
   * (PGlite), or when the database does not answer (the read is then served from memory, as before).
   */
  async confirmForRead(): Promise<number | null> {
    if (this.confirmEveryMs === null) return null;
    const now = Date.now();
    // A look begun within the interval stands (finished or not): whatever it missed was written
    // less than the interval before this read. An older one still under way (a slow database) is
    // not joined, or a read could wait on a look begun long before the write it should see.
    if (now - this.confirmedAt < this.confirmEveryMs) return this.confirming ?? null;
    this.confirmedAt = now;
    const look: Promise<number | null> = readDataVersion(this.database.db)
      .catch(() => null)
      .finally(() => {
        if (this.confirming === look) this.confirming = null;
      });
    this.confirming = look;
    return look;
  }

  async start(): Promise<void> {
    this.observe(await readDataVersion(this.database.db));
    this.unlisten = await this.database.listen(DATA_VERSION_CHANNEL, {
      onNotify: (payload) => {
        const change = decodeChange(payload);
        if (!change) return;
        if (change.at !== undefined) this.onNotificationLag?.(Date.now() - change.at);
        this.observe(change.version);
        for (const handler of this.subscribers) handler(change);
      },
      onDisconnect: () => {
        this.listening = false;
      },
      onReconnect: () => {
        // Notifications may have been missed while disconnected: re-read before trusting again.
        void readDataVersion(this.database.db)
          .then((v) => {
            this.observe(v);
            this.listening = true;
            for (const handler of this.reconnectSubscribers) handler();
          })
          .catch(() => {});
      },
    });
    this.listening = true;
  }

  async stop(): Promise<void> {
    this.listening = false;
    await this.unlisten?.();
    this.unlisten = null;
  }
}
