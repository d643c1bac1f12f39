/**
 * When each value of a studio was last verified, and by whom (product.md §14 freshness), read from
 * the change log itself: the latest entry that wrote or confirmed the field or parameter. An edit,
 * a correction or a 'Still correct' confirmation is verified by the account's role (admin, owner);
 * an import, the seed or a data migration by 'import' (a parameter the log never names: its row's
 * date, by 'import'). No second copy of the dates to keep in step.
 */
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../database';
import { adminUsers, changeLog, studioParameters } from '../schema';
import { textArray } from '../sql-arrays';
import { VALUE_ACTIONS } from './studio-reads';
import { commitStudioChange } from './studio-writes';

export type VerifiedBy = 'admin' | 'owner' | 'import';

export interface Verification {
  verifiedAt: Date;
  verifiedBy: VerifiedBy;
}

export async function studioVerifications(
  db: Executor,
  studioId: number,
): Promise<Map<string, Verification>> {
  const rows = await queryRows<{
    field: string;
    created_at: Date | string;
    action: string;
    role: string | null;
  }>(
    db,
    sql`
    SELECT DISTINCT ON (c.field) c.field, c.created_at, c.action, a.role
      FROM ${changeLog} c LEFT JOIN ${adminUsers} a ON a.id = c.admin_id
     WHERE c.studio_id = ${studioId}
       AND c.action = ANY(${textArray(VALUE_ACTIONS)})
       AND c.field NOT LIKE 'source:%'
     ORDER BY c.field, c.id DESC`,
  );
  const out = new Map<string, Verification>();
  for (const row of rows) {
    const byAccount = row.action === 'edit' || row.action === 'verify' || row.action === 'correction';
    const verifiedBy: VerifiedBy =
      !byAccount || row.role === null ? 'import' : row.role === 'owner' ? 'owner' : 'admin';
    out.set(row.field, { verifiedAt: new Date(row.created_at), verifiedBy });
  }
  // A parameter the log never names (seeded, or written before the log kept parameters) dates from
  // its row: an import's.
  const params = await queryRows<{ parameter_key: string; updated_at: Date | string }>(
    db,
    sql`SELECT parameter_key, updated_at FROM ${studioParameters} WHERE studio_id = ${studioId} AND is_current`,
  );
  for (const p of params)
    if (!out.has(p.parameter_key))
      out.set(p.parameter_key, { verifiedAt: new Date(p.updated_at), verifiedBy: 'import' });
  return out;
}

/** 'Still correct': logs each value unchanged (action 'verify'), which moves its date. */
export async function confirmValues(
  tx: Executor,
  studioId: number,
  values: ReadonlyMap<string, unknown>,
  accountId: number,
): Promise<void> {
  await commitStudioChange(tx, [studioId], {
    log: [...values].map(([field, value]) => ({
      adminId: accountId,
      studioId,
      action: 'verify' as const,
      field,
      before: value,
      after: value,
    })),
  });
}
