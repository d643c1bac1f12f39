/**
 * Where each value of a studio stands (product.md §14 freshness), read from the change log itself:
 * the latest entry that wrote or confirmed the field or parameter. A person with standing verifies a
 * value: an admin's or owner's edit or 'Still correct' (by the account's role), an approved
 * correction. An import (a spreadsheet, a JSON file), the demo data, a data migration or an undo only
 * adds it: the value is there, nobody has vouched for it. A parameter the log never names dates from
 * its row, as added. No second copy of the dates to keep in step.
 */
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../database';
import { adminUsers, changeLog, studioParameters } from '../schema';
import { textArray } from '../sql-arrays';
import type { WriteContext } from '../write-context';
import { VALUE_ACTIONS } from './studio-reads';
import { commitStudioChange } from './studio-writes';

export type VerifiedBy = 'admin' | 'owner' | 'correction';
export type AddedFrom = 'spreadsheet' | 'json' | 'demo' | 'migration' | 'undo' | 'import';

export type ValueStanding =
  | { status: 'verified'; at: Date; verifiedBy: VerifiedBy }
  | { status: 'added'; at: Date; addedFrom: AddedFrom };

/** A standing as a merge's change-log entry keeps it (its time as ISO text). */
export type StoredStanding = Omit<ValueStanding, 'at'> & { at: string };

/** The standings of these fields and parameters, as a merge's log entry keeps them. */
export function storedStandings(
  standings: ReadonlyMap<string, ValueStanding>,
  keys: readonly string[],
): Record<string, StoredStanding> {
  const out: Record<string, StoredStanding> = {};
  for (const key of keys) {
    const standing = standings.get(key);
    if (standing) out[key] = { ...standing, at: standing.at.toISOString() } as StoredStanding;
  }
  return out;
}

interface LogRow {
  action: string;
  role: string | null;
  admin_id: number | null;
  import_id: number | null;
  studio_import_id: number | null;
}

/** What one change-log entry that set or confirmed a value says of it. */
export function standingOf(row: LogRow, at: Date): ValueStanding {
  if (row.action === 'correction') return { status: 'verified', at, verifiedBy: 'correction' };
  if ((row.action === 'edit' || row.action === 'verify') && row.admin_id !== null && row.role !== null)
    return { status: 'verified', at, verifiedBy: row.role === 'owner' ? 'owner' : 'admin' };
  const addedFrom: AddedFrom =
    row.action === 'seed'
      ? 'demo'
      : row.action === 'migrate'
        ? 'migration'
        : row.action === 'undo'
          ? 'undo'
          : row.studio_import_id !== null
            ? 'spreadsheet'
            : row.import_id !== null
              ? 'json'
              : 'import';
  return { status: 'added', at, addedFrom };
}

export async function studioVerifications(
  db: Executor,
  studioId: number,
): Promise<Map<string, ValueStanding>> {
  const rows = await queryRows<
    LogRow & {
      id: number | string;
      field: string;
      created_at: Date | string;
    }
  >(
    db,
    sql`
    SELECT DISTINCT ON (c.field) c.id, c.field, c.created_at, c.action, a.role, c.admin_id, c.import_id,
           c.studio_import_id
      FROM ${changeLog} c LEFT JOIN ${adminUsers} a ON a.id = c.admin_id
     WHERE c.studio_id = ${studioId}
       AND c.action = ANY(${textArray(VALUE_ACTIONS)})
       AND c.field NOT LIKE 'source:%'
     ORDER BY c.field, c.id DESC`,
  );
  const out = new Map<string, ValueStanding>();
  const entryOf = new Map<string, number>();
  for (const row of rows) {
    out.set(row.field, standingOf(row, new Date(row.created_at)));
    entryOf.set(row.field, Number(row.id));
  }
  // A value a merge took from the merged studio (product.md §20) keeps the standing it had there,
  // until the survivor's own log names the field again; an undone merge counts no more.
  const merges = await queryRows<{ id: number | string; standing: unknown }>(
    db,
    sql`
    SELECT c.id, c.after -> 'standing' AS standing FROM ${changeLog} c
     WHERE c.studio_id = ${studioId} AND c.action = 'merge' AND c.field LIKE 'merge:%'
       AND NOT EXISTS (SELECT 1 FROM ${changeLog} u
                        WHERE u.studio_id = c.studio_id AND u.action = 'merge' AND u.id > c.id
                          AND u.field = 'merge_undo:' || substr(c.field, 7))
     ORDER BY c.id`,
  );
  for (const merge of merges) {
    const standing = (
      typeof merge.standing === 'string' ? JSON.parse(merge.standing) : merge.standing
    ) as Record<string, StoredStanding> | null;
    for (const [field, stored] of Object.entries(standing ?? {}))
      if ((entryOf.get(field) ?? 0) < Number(merge.id)) {
        out.set(field, { ...stored, at: new Date(stored.at) } as ValueStanding);
        entryOf.set(field, Number(merge.id));
      }
  }
  // A parameter the log never names (seeded, or written before the log kept parameters) was added
  // when its row was: from a JSON import when one wrote it, else with the studio's demo data.
  const params = await queryRows<{
    parameter_key: string;
    updated_at: Date | string;
    import_id: number | null;
    seeded: boolean;
  }>(
    db,
    sql`SELECT p.parameter_key, p.updated_at, p.import_id,
               EXISTS (SELECT 1 FROM ${changeLog} s WHERE s.studio_id = p.studio_id AND s.action = 'seed') AS seeded
          FROM ${studioParameters} p WHERE p.studio_id = ${studioId} AND p.is_current`,
  );
  for (const p of params)
    if (!out.has(p.parameter_key))
      out.set(p.parameter_key, {
        status: 'added',
        at: new Date(p.updated_at),
        addedFrom: p.import_id !== null ? 'json' : p.seeded ? 'demo' : 'import',
      });
  return out;
}

/** 'Still correct': logs each value unchanged (action 'verify'), which moves its date. */
export async function confirmValues(
  write: WriteContext,
  studioId: number,
  values: ReadonlyMap<string, unknown>,
  accountId: number,
): Promise<void> {
  await commitStudioChange(write, [studioId], {
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
