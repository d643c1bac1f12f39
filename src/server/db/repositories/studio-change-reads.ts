/**
 * The change log as followed searches read it (product.md §17): the entries that change what a
 * studio shows (digest-plan.ts FOLLOWED_ACTIONS), by id range, so a digest reads each day's changes
 * once, and the latest ones for a feed.
 */
import { FOLLOWED_ACTIONS, type StudioChange } from '@domain/digest-plan';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../database';

interface Row {
  id: number | string;
  studio_id: number;
  action: string;
  field: string;
  before: unknown;
  after: unknown;
  created_at: Date | string;
}

const actions = sql.join(
  FOLLOWED_ACTIONS.map((a) => sql`${a}`),
  sql`, `,
);

function toChange(row: Row): StudioChange {
  return {
    id: Number(row.id),
    studioId: row.studio_id,
    action: row.action,
    field: row.field,
    before: row.before,
    after: row.after,
    at: new Date(row.created_at),
  };
}

/** The highest change-log id now (0 when the log is empty). */
export async function latestChangeId(db: Executor): Promise<number> {
  const rows = await queryRows<{ id: number | string | null }>(db, sql`SELECT max(id) AS id FROM change_log`);
  return Number(rows[0]?.id ?? 0);
}

/** The followed entries with after < id <= through. */
export async function studioChangesBetween(
  db: Executor,
  after: number,
  through: number,
): Promise<StudioChange[]> {
  const rows = await queryRows<Row>(
    db,
    sql`SELECT id, studio_id, action, field, before, after, created_at FROM change_log
        WHERE id > ${after} AND id <= ${through} AND studio_id IS NOT NULL AND action IN (${actions})
        ORDER BY id`,
  );
  return rows.map(toChange);
}

/** The latest `limit` followed entries of the last `days` days, newest first. */
export async function recentStudioChanges(
  db: Executor,
  days: number,
  limit: number,
): Promise<StudioChange[]> {
  const rows = await queryRows<Row>(
    db,
    sql`SELECT id, studio_id, action, field, before, after, created_at FROM change_log
        WHERE created_at > now() - make_interval(days => ${days}) AND studio_id IS NOT NULL
          AND action IN (${actions})
        ORDER BY id DESC LIMIT ${limit}`,
  );
  return rows.map(toChange);
}
