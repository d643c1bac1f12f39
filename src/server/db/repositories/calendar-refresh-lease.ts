/**
 * The calendar feeds' refresh runs in one process of a fleet at a time (issue 38): a lease in
 * app_state, taken by one UPDATE that only succeeds once the last lease ran out (a row lock decides
 * between processes asking at once), on PostgreSQL and PGlite alike. Housekeeping, not studio data:
 * no data version moves.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../database';
import { appState } from '../schema';

const LEASE_KEY = 'calendar_refresh_lease';

/** Takes the lease until `untilMs` when no other process holds one; true: this process has it. */
export async function takeRefreshLease(db: Executor, nowMs: number, untilMs: number): Promise<boolean> {
  const rows = await db
    .insert(appState)
    .values({ key: LEASE_KEY, value: untilMs })
    .onConflictDoUpdate({
      target: appState.key,
      set: { value: untilMs },
      setWhere: sql`${appState.value} < ${nowMs}`,
    })
    .returning({ key: appState.key });
  return rows.length > 0;
}

/** Gives the lease back, when it is still this process's (the same `untilMs`). */
export async function releaseRefreshLease(db: Executor, untilMs: number): Promise<void> {
  await db
    .update(appState)
    .set({ value: 0 })
    .where(and(eq(appState.key, LEASE_KEY), eq(appState.value, untilMs)));
}
