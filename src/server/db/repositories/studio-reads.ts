/** Read queries over studios. Visibility (product.md §4): visitors see published and pending_review. */

import { PUBLIC_STATUSES } from '@domain/studio-status';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../database';
import { appState, changeLog, DATA_VERSION_KEY, studios } from '../schema';

/**
 * A studio's row, and when read for the studio store (the list and the detail) or left by a write,
 * `verifiedAt`: when a value of the studio was last set or confirmed (product.md §14); null: never.
 * Rows read for other jobs (a lock before a write) leave it out.
 */
export type StudioRow = typeof studios.$inferSelect & { verifiedAt?: Date | null };

/**
 * The change-log actions that set or confirm a value (product.md §14 freshness): the latest of them
 * tells where a value stands. Only VERIFYING_ACTIONS are a person's word for it.
 */
export const VALUE_ACTIONS = ['edit', 'import', 'seed', 'migrate', 'verify', 'correction', 'undo'];
/**
 * The actions by which a person with standing verifies a value: an admin's or owner's edit, their
 * 'Still correct', an approved correction. An import, the seed, a data migration and an undo set
 * values and verify nothing (product.md §14).
 */
export const VERIFYING_ACTIONS = ['edit', 'verify', 'correction'];

function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

/**
 * The studio's latest change-log entry by which a person verified a value (or an admin created the
 * studio by hand; a studio import's 'create' carries its studio_import_id): a backwards walk of the
 * partial index change_log_verified_idx, which holds only such entries.
 */
export const lastVerifiedAt = sql<Date | null>`(
  SELECT c.created_at FROM ${changeLog} c
   WHERE c.studio_id = ${studios.id}
     AND (c.action IN ('edit', 'verify', 'correction')
          OR (c.action = 'create' AND c.studio_import_id IS NULL))
     AND c.field NOT LIKE 'source:%'
   ORDER BY c.id DESC LIMIT 1)`.mapWith(toDate);

/** True for a change-log entry that counts as a person verifying the studio's values (lastVerifiedAt). */
export function verifiesValues(entry: { action: string; studioImportId?: number | null }): boolean {
  return (
    VERIFYING_ACTIONS.includes(entry.action) ||
    (entry.action === 'create' && (entry.studioImportId ?? null) === null)
  );
}

export interface Visibility {
  /** Admins see every status; visitors only the public ones. */
  includeHidden: boolean;
}

function visibleWhere(visibility: Visibility) {
  return visibility.includeHidden ? undefined : inArray(studios.status, [...PUBLIC_STATUSES]);
}

/** Every visible studio, in directory order (name, case-insensitive, then id). */
export async function listStudios(db: Executor, visibility: Visibility): Promise<StudioRow[]> {
  return db
    .select()
    .from(studios)
    .where(visibleWhere(visibility))
    .orderBy(sql`lower(${studios.name})`, asc(studios.id));
}

export async function findStudio(
  db: Executor,
  id: number,
  visibility: Visibility,
): Promise<StudioRow | null> {
  const rows = await db
    .select()
    .from(studios)
    .where(and(eq(studios.id, id), visibleWhere(visibility)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findStudios(
  db: Executor,
  ids: readonly number[],
  visibility: Visibility,
): Promise<StudioRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(studios)
    .where(and(inArray(studios.id, [...ids]), visibleWhere(visibility)));
}

/**
 * The names of those of `ids` that are archived: studios once public and since withdrawn, whose name a
 * shared link may still be asked for (a draft's name was never public and is not given).
 */
export async function archivedStudioNames(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: studios.id, name: studios.name })
    .from(studios)
    .where(and(inArray(studios.id, [...ids]), eq(studios.status, 'archived')));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Rows read together with the data version of the same snapshot (one statement). */
export interface VersionedRows {
  version: number;
  rows: StudioRow[];
}

/**
 * Every studio (hidden ones included), in directory order, with the data version they are the state
 * of: the full load of the studio store.
 */
export async function listAllStudiosAtVersion(db: Executor): Promise<VersionedRows> {
  return studiosAtVersion(db, sql`true`);
}

/** These studios (hidden ones included) and the data version they are the state of. */
export async function findStudiosAtVersion(db: Executor, ids: readonly number[]): Promise<VersionedRows> {
  return studiosAtVersion(db, ids.length === 0 ? sql`false` : inArray(studios.id, [...ids]));
}

async function studiosAtVersion(db: Executor, on: SQL): Promise<VersionedRows> {
  // The one app_state row left-joined to the studios: one snapshot, and a version even with no studio.
  const rows = await db
    .select({ version: appState.value, studio: studios, verifiedAt: lastVerifiedAt })
    .from(appState)
    .leftJoin(studios, on)
    .where(eq(appState.key, DATA_VERSION_KEY))
    .orderBy(sql`lower(${studios.name})`, asc(studios.id));
  return {
    version: rows[0]?.version ?? 0,
    rows: rows.flatMap((r) => (r.studio ? [{ ...r.studio, verifiedAt: r.verifiedAt ?? null }] : [])),
  };
}

/** Every studio id in directory order, and the data version that order is the state of. */
export async function studioOrderAtVersion(db: Executor): Promise<{ version: number; ids: number[] }> {
  const rows = await db
    .select({
      version: appState.value,
      ids: sql<
        number[]
      >`coalesce((select json_agg(${studios.id} order by lower(${studios.name}), ${studios.id}) from ${studios}), '[]'::json)`,
    })
    .from(appState)
    .where(eq(appState.key, DATA_VERSION_KEY));
  const ids = rows[0]?.ids ?? [];
  return { version: rows[0]?.version ?? 0, ids: typeof ids === 'string' ? JSON.parse(ids) : ids };
}
