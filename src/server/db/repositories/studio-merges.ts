/**
 * The SQL of merging duplicate studios (product.md §20, issue 39): the merge records (studio_merges),
 * and the rows a merge moves from the merged studio to the survivor and its undo moves back (sources,
 * parameter versions, owners, claims, corrections, enquiries). Each runs inside the caller's write;
 * the merge's logic is services/studio-merge.ts.
 */
import { and, count, desc, eq, gt, inArray, max, sql } from 'drizzle-orm';
import type { Executor } from '../database';
import {
  appState,
  corrections,
  DATA_VERSION_KEY,
  enquiries,
  ownerClaims,
  studioMerges,
  studioOwners,
  studioParameters,
  studioSources,
  studios,
} from '../schema';
import { lastVerifiedAt } from './studio-reads';

export type StudioMergeRow = typeof studioMerges.$inferSelect;

/** A merge with both studios' names, for the list and the answers. */
export type StudioMergeListRow = StudioMergeRow & {
  survivorName: string;
  mergedName: string;
  /** Both studios' versions now (null: the studio is gone). */
  survivorVersionNow: number | null;
  mergedVersionNow: number | null;
};

/** How many rows of each kind a studio has that a merge would move. */
export interface MovableCounts {
  sources: number;
  owners: number;
  claims: number;
  corrections: number;
  enquiries: number;
}

export async function movableCounts(db: Executor, studioId: number): Promise<MovableCounts> {
  const [sources, owners, claims, corrected, enquired] = await Promise.all([
    db.select({ n: count() }).from(studioSources).where(eq(studioSources.studioId, studioId)),
    db.select({ n: count() }).from(studioOwners).where(eq(studioOwners.studioId, studioId)),
    db.select({ n: count() }).from(ownerClaims).where(eq(ownerClaims.studioId, studioId)),
    db.select({ n: count() }).from(corrections).where(eq(corrections.studioId, studioId)),
    db.select({ n: count() }).from(enquiries).where(eq(enquiries.studioId, studioId)),
  ]);
  return {
    sources: Number(sources[0]?.n ?? 0),
    owners: Number(owners[0]?.n ?? 0),
    claims: Number(claims[0]?.n ?? 0),
    corrections: Number(corrected[0]?.n ?? 0),
    enquiries: Number(enquired[0]?.n ?? 0),
  };
}

/** The highest reference number of the studio's sources (0: none). */
export async function topSourceIndex(tx: Executor, studioId: number): Promise<number> {
  const [top] = await tx
    .select({ n: max(studioSources.refIndex) })
    .from(studioSources)
    .where(eq(studioSources.studioId, studioId));
  return top?.n ?? 0;
}

/** Moves every source of `from` to `to`, its number raised by `offset`; the numbers moved (as they were). */
export async function moveSources(tx: Executor, from: number, to: number, offset: number): Promise<number[]> {
  const rows = await tx
    .update(studioSources)
    .set({ studioId: to, refIndex: sql`${studioSources.refIndex} + ${offset}` })
    .where(eq(studioSources.studioId, from))
    .returning({ refIndex: studioSources.refIndex });
  return rows.map((r) => r.refIndex - offset).sort((a, b) => a - b);
}

/** Moves the sources a merge moved back: those of `from` numbered above `offset`. */
export async function moveSourcesBack(tx: Executor, from: number, to: number, offset: number): Promise<void> {
  await tx
    .update(studioSources)
    .set({ studioId: to, refIndex: sql`${studioSources.refIndex} - ${offset}` })
    .where(and(eq(studioSources.studioId, from), gt(studioSources.refIndex, offset)));
}

/** Ends the current version of a parameter (its row stays in the history). */
export async function endParameterVersions(tx: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(studioParameters)
    .set({ isCurrent: false })
    .where(inArray(studioParameters.id, [...ids]));
}

/** Makes these parameter rows current again (an undo). */
export async function restoreParameterVersions(tx: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(studioParameters)
    .set({ isCurrent: true })
    .where(inArray(studioParameters.id, [...ids]));
}

export async function deleteParameterRows(tx: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(studioParameters).where(inArray(studioParameters.id, [...ids]));
}

/** A new current version of a parameter on the studio; its row id. */
export async function insertParameterVersion(
  tx: Executor,
  input: {
    studioId: number;
    key: string;
    value: string;
    displayName: string | null;
    sourceReferences: number[] | null;
    createdBy: number;
  },
): Promise<number> {
  const [last] = await tx
    .select({ n: max(studioParameters.version) })
    .from(studioParameters)
    .where(and(eq(studioParameters.studioId, input.studioId), eq(studioParameters.parameterKey, input.key)));
  const [row] = await tx
    .insert(studioParameters)
    .values({
      studioId: input.studioId,
      parameterKey: input.key,
      parameterValue: input.value,
      displayName: input.displayName,
      sourceReferences: input.sourceReferences,
      version: (last?.n ?? 0) + 1,
      isCurrent: true,
      createdBy: input.createdBy,
      updatedAt: sql`now()`,
    })
    .returning({ id: studioParameters.id });
  if (!row) throw new Error('insert into studio_parameters returned no row');
  return row.id;
}

/** An owner binding as stored, to put it back exactly. */
export interface OwnerBinding {
  userId: number;
  claimId: number | null;
  createdAt: string;
}

/**
 * Moves the owners of `from` to `to` (an owner of both stays one binding, the survivor's): the
 * bindings `from` had, and the accounts newly bound to `to`.
 */
export async function moveOwners(
  tx: Executor,
  from: number,
  to: number,
): Promise<{ removed: OwnerBinding[]; added: number[] }> {
  const removed = await tx.delete(studioOwners).where(eq(studioOwners.studioId, from)).returning({
    userId: studioOwners.userId,
    claimId: studioOwners.claimId,
    createdAt: studioOwners.createdAt,
  });
  if (removed.length === 0) return { removed: [], added: [] };
  const added = await tx
    .insert(studioOwners)
    .values(
      removed.map((o) => ({ userId: o.userId, studioId: to, claimId: o.claimId, createdAt: o.createdAt })),
    )
    .onConflictDoNothing()
    .returning({ userId: studioOwners.userId });
  return {
    removed: removed.map((o) => ({ ...o, createdAt: o.createdAt.toISOString() })),
    added: added.map((o) => o.userId).sort((a, b) => a - b),
  };
}

/** Puts the owners back: unbinds the added accounts from `from`, binds `removed` to `to` again. */
export async function moveOwnersBack(
  tx: Executor,
  from: number,
  to: number,
  moved: { removed: readonly OwnerBinding[]; added: readonly number[] },
): Promise<void> {
  if (moved.added.length > 0)
    await tx
      .delete(studioOwners)
      .where(and(eq(studioOwners.studioId, from), inArray(studioOwners.userId, [...moved.added])));
  if (moved.removed.length > 0)
    await tx
      .insert(studioOwners)
      .values(
        moved.removed.map((o) => ({
          userId: o.userId,
          studioId: to,
          claimId: o.claimId,
          createdAt: new Date(o.createdAt),
        })),
      )
      .onConflictDoNothing();
}

/** True when the studio has an owner binding. */
export async function hasOwners(tx: Executor, studioId: number): Promise<boolean> {
  const rows = await tx
    .select({ userId: studioOwners.userId })
    .from(studioOwners)
    .where(eq(studioOwners.studioId, studioId))
    .limit(1);
  return rows.length > 0;
}

/** The rows a merge moves whole by their studio id; their ids. */
export interface MovedIds {
  claims: number[];
  corrections: number[];
  enquiries: number[];
}

/** Moves the claims, corrections and enquiries (quote-request copies included) of `from` to `to`. */
export async function moveStudioRows(tx: Executor, from: number, to: number): Promise<MovedIds> {
  const claims = await tx
    .update(ownerClaims)
    .set({ studioId: to })
    .where(eq(ownerClaims.studioId, from))
    .returning({ id: ownerClaims.id });
  const corrected = await tx
    .update(corrections)
    .set({ studioId: to })
    .where(eq(corrections.studioId, from))
    .returning({ id: corrections.id });
  const enquired = await tx
    .update(enquiries)
    .set({ studioId: to })
    .where(eq(enquiries.studioId, from))
    .returning({ id: enquiries.id });
  const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);
  return { claims: ids(claims), corrections: ids(corrected), enquiries: ids(enquired) };
}

/** Moves those rows back to `to` (the ones still on `from`: an erased enquiry stays erased). */
export async function moveStudioRowsBack(
  tx: Executor,
  from: number,
  to: number,
  moved: MovedIds,
): Promise<void> {
  if (moved.claims.length > 0)
    await tx
      .update(ownerClaims)
      .set({ studioId: to })
      .where(and(eq(ownerClaims.studioId, from), inArray(ownerClaims.id, moved.claims)));
  if (moved.corrections.length > 0)
    await tx
      .update(corrections)
      .set({ studioId: to })
      .where(and(eq(corrections.studioId, from), inArray(corrections.id, moved.corrections)));
  if (moved.enquiries.length > 0)
    await tx
      .update(enquiries)
      .set({ studioId: to })
      .where(and(eq(enquiries.studioId, from), inArray(enquiries.id, moved.enquiries)));
}

export async function insertMerge(
  tx: Executor,
  input: Pick<
    typeof studioMerges.$inferInsert,
    'survivorId' | 'mergedId' | 'adminId' | 'before' | 'moved' | 'survivorVersion' | 'mergedVersion'
  >,
): Promise<StudioMergeRow> {
  const [row] = await tx.insert(studioMerges).values(input).returning();
  if (!row) throw new Error('insert into studio_merges returned no row');
  return row;
}

/** The merge, locked against a concurrent undo until the transaction ends. */
export async function lockMerge(tx: Executor, id: number): Promise<StudioMergeRow | null> {
  const rows = await tx.select().from(studioMerges).where(eq(studioMerges.id, id)).for('update');
  return rows[0] ?? null;
}

export async function markMergeUndone(tx: Executor, id: number, adminId: number): Promise<void> {
  await tx
    .update(studioMerges)
    .set({ undoneAt: sql`now()`, undoneBy: adminId })
    .where(eq(studioMerges.id, id));
}

const survivorStudio = sql`(SELECT s.name FROM ${studios} s WHERE s.id = ${studioMerges.survivorId})`;
const mergedStudio = sql`(SELECT s.name FROM ${studios} s WHERE s.id = ${studioMerges.mergedId})`;

/** Merges, newest first (at most `limit`), or the one of `id`, with both studios' names and versions. */
export async function listMerges(
  db: Executor,
  options: { limit: number; id?: number },
): Promise<StudioMergeListRow[]> {
  const rows = await db
    .select({
      merge: studioMerges,
      survivorName: sql<string | null>`${survivorStudio}`,
      mergedName: sql<string | null>`${mergedStudio}`,
      survivorVersionNow: sql<
        number | null
      >`(SELECT s.version FROM ${studios} s WHERE s.id = ${studioMerges.survivorId})`,
      mergedVersionNow: sql<
        number | null
      >`(SELECT s.version FROM ${studios} s WHERE s.id = ${studioMerges.mergedId})`,
    })
    .from(studioMerges)
    .where(options.id === undefined ? undefined : eq(studioMerges.id, options.id))
    .orderBy(desc(studioMerges.createdAt), desc(studioMerges.id))
    .limit(options.limit);
  return rows.map((r) => ({
    ...r.merge,
    survivorName: r.survivorName ?? '',
    mergedName: r.mergedName ?? '',
    survivorVersionNow: r.survivorVersionNow === null ? null : Number(r.survivorVersionNow),
    mergedVersionNow: r.mergedVersionNow === null ? null : Number(r.mergedVersionNow),
  }));
}

/** Sets columns of one studio in a plain statement (commitStudioChange then closes the write). */
export async function setStudioColumns(
  tx: Executor,
  id: number,
  set: Partial<typeof studios.$inferInsert>,
): Promise<void> {
  if (Object.keys(set).length === 0) return;
  await tx.update(studios).set(set).where(eq(studios.id, id));
}

/** When each studio was last verified by a person (studio-reads.ts lastVerifiedAt); null: never. */
export async function lastVerifiedTimes(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, Date | null>> {
  if (ids.length === 0) return new Map();
  // Joined (to the one app_state row) as studio-reads.ts does: a single-table select would name the
  // subquery's studios.id unqualified, which inside it reads as the change log's own id.
  const rows = await db
    .select({ id: studios.id, at: lastVerifiedAt })
    .from(studios)
    .innerJoin(appState, eq(appState.key, DATA_VERSION_KEY))
    .where(inArray(studios.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.at ?? null]));
}
