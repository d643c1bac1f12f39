/**
 * The data version: a counter in the database that every write transaction bumps, announced to every
 * server process with NOTIFY. Caches key their entries by it, so a write through any process
 * invalidates every process's cached lists. While the listening connection is down, nothing is
 * trusted: `isReliable` is false and callers read the version from the database instead.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from './database';
import { appState } from './schema';

export const DATA_VERSION_CHANNEL = 'vp_data_version';
const KEY = 'data_version';

export async function readDataVersion(db: Executor): Promise<number> {
  const rows = await db.select({ value: appState.value }).from(appState).where(eq(appState.key, KEY));
  return rows[0]?.value ?? 0;
}

/** Bumps the version inside a write transaction; the NOTIFY is delivered when it commits. */
export async function bumpDataVersion(tx: Executor): Promise<number> {
  const rows = await tx
    .update(appState)
    .set({ value: sql`${appState.value} + 1` })
    .where(eq(appState.key, KEY))
    .returning({ value: appState.value });
  const value = rows[0]?.value;
  if (value === undefined) throw new Error('app_state has no data_version row: migrations not applied?');
  await tx.execute(sql`SELECT pg_notify(${DATA_VERSION_CHANNEL}, ${String(value)})`);
  return value;
}

export class DataVersion {
  private current = 0;
  private listening = false;
  private unlisten: (() => Promise<void>) | null = null;

  constructor(private readonly database: Database) {}

  get value(): number {
    return this.current;
  }

  get isReliable(): boolean {
    return this.listening;
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

  async start(): Promise<void> {
    this.observe(await readDataVersion(this.database.db));
    this.unlisten = await this.database.listen(DATA_VERSION_CHANNEL, {
      onNotify: (payload) => {
        const n = Number(payload);
        if (Number.isFinite(n)) this.observe(n);
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
