/**
 * Fixed-window limits per client shared by every server process: the counter lives in the database
 * and one upsert both reads and increments it, so parallel requests through different processes
 * cannot slip past the limit together.
 */
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../database';
import { clientRateCounters } from '../schema';

/** Counts one request of `key`; true when it is within `limit` requests of the current window. */
export async function takeClientRate(
  db: Executor,
  key: string,
  limit: number,
  windowMs: number,
): Promise<boolean> {
  const rows = await queryRows<{ count: number }>(
    db,
    sql`
    INSERT INTO ${clientRateCounters} AS c (key, window_start, count)
    VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN c.window_start <= now() - make_interval(secs => ${windowMs / 1000}) THEN 1 ELSE c.count + 1 END,
      window_start = CASE WHEN c.window_start <= now() - make_interval(secs => ${windowMs / 1000}) THEN now() ELSE c.window_start END
    RETURNING c.count`,
  );
  return Number(rows[0]?.count ?? 1) <= limit;
}

/** Drops counters whose window ended more than `olderThanMs` ago (the daily housekeeping). */
export async function pruneClientRateCounters(db: Executor, olderThanMs: number): Promise<void> {
  await db.execute(
    sql`DELETE FROM ${clientRateCounters} WHERE window_start < now() - make_interval(secs => ${olderThanMs / 1000})`,
  );
}
