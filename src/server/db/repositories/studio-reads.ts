/** Read queries over studios. Visibility (spec §4, issue 2): visitors see published and pending_review. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { PUBLIC_STATUSES } from '../../../domain/studio-status';
import type { Executor } from '../database';
import { studios } from '../schema';

export type StudioRow = typeof studios.$inferSelect;

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

/** Published + pending_review, and all: the counts of the list intro (spec §4). */
export async function countStudios(db: Executor): Promise<{ public: number; total: number }> {
  const rows = await db
    .select({
      public: sql<number>`count(*) filter (where ${inArray(studios.status, [...PUBLIC_STATUSES])})::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(studios);
  return { public: Number(rows[0]?.public ?? 0), total: Number(rows[0]?.total ?? 0) };
}
