/**
 * Fixed-window limits per client shared by every server process: the counter lives in the database
 * and one upsert both reads and increments it, so parallel requests through different processes
 * cannot slip past the limit together.
 */
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../database';
import { clientRateCounters } from '../schema';

export interface ClientRateTake {
  /** Within the limit of the current window. */
  allowed: boolean;
  /** Milliseconds until the current window ends (by the database's clock). */
  retryAfterMs: number;
}

/** Counts one request of `key`: allowed when it is within `limit` requests of the current window. */
export async function takeClientRate(
  db: Executor,
  key: string,
  limit: number,
  windowMs: number,
): Promise<ClientRateTake> {
  const rows = await queryRows<{ count: number; retry_after_ms: number }>(
    db,
    sql`
    INSERT INTO ${clientRateCounters} AS c (key, window_start, count)
    VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN c.window_start <= now() - make_interval(secs => ${windowMs / 1000}) THEN 1 ELSE c.count + 1 END,
      window_start = CASE WHEN c.window_start <= now() - make_interval(secs => ${windowMs / 1000}) THEN now() ELSE c.window_start END
    RETURNING c.count,
      extract(epoch from c.window_start + make_interval(secs => ${windowMs / 1000}) - now()) * 1000 AS retry_after_ms`,
  );
  const row = rows[0];
  return {
    allowed: Number(row?.count ?? 1) <= limit,
    retryAfterMs: Math.max(0, Number(row?.retry_after_ms ?? windowMs)),
  };
}

/** Drops counters whose window ended more than `olderThanMs` ago (the daily housekeeping). */
export async function pruneClientRateCounters(db: Executor, olderThanMs: number): Promise<void> {
  await db.execute(
    sql`DELETE FROM ${clientRateCounters} WHERE window_start < now() - make_interval(secs => ${olderThanMs / 1000})`,
  );
}
