/**
 * Jobs that run in one process of a fleet at a time (the followed searches' digest): a lease row, taken
 * when free or expired, renewed by its holder, released when done. Plain rows, so it works alike on
 * PGlite and PostgreSQL, and a holder that died frees it when the lease runs out.
 */
import { and, eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../database';
import { jobLeases } from '../schema';

/** Takes (or renews) the lease for `seconds`; false when another holder has it. */
export async function takeLease(
  db: Executor,
  name: string,
  holder: string,
  seconds: number,
): Promise<boolean> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`INSERT INTO job_leases (name, holder, expires_at)
        VALUES (${name}, ${holder}, now() + make_interval(secs => ${seconds}))
        ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
          WHERE job_leases.expires_at < now() OR job_leases.holder = excluded.holder
        RETURNING name`,
  );
  return rows.length > 0;
}

export async function releaseLease(db: Executor, name: string, holder: string): Promise<void> {
  await db.delete(jobLeases).where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)));
}
