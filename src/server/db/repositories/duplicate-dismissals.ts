/**
 * An admin's "Not a duplicate" (product.md §20): the pairs the finder proposes no more, each recorded
 * in the change log (action 'duplicate', no studio, field 'duplicate_pair:<a>-<b>') in the caller's
 * write.
 */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../database';
import { duplicateDismissals } from '../schema';
import { recordChanges } from './studio-writes';

export type DuplicateDismissalRow = typeof duplicateDismissals.$inferSelect;

/** Every dismissed pair as 'a:b' (the lower id first). */
export async function dismissedPairKeys(db: Executor): Promise<Set<string>> {
  const rows = await db
    .select({ a: duplicateDismissals.studioA, b: duplicateDismissals.studioB })
    .from(duplicateDismissals);
  return new Set(rows.map((r) => `${r.a}:${r.b}`));
}

function ordered(x: number, y: number): [number, number] {
  return x < y ? [x, y] : [y, x];
}

const field = (a: number, b: number) => `duplicate_pair:${a}-${b}`;

/** Remembers the pair as not a duplicate; a pair dismissed already keeps its first time and admin. */
export async function dismissDuplicate(
  tx: Executor,
  ids: [number, number],
  adminId: number,
): Promise<DuplicateDismissalRow> {
  const [a, b] = ordered(...ids);
  const inserted = await tx
    .insert(duplicateDismissals)
    .values({ studioA: a, studioB: b, adminId })
    .onConflictDoNothing()
    .returning();
  if (inserted[0]) {
    await recordChanges(tx, [
      {
        adminId,
        studioId: null,
        action: 'duplicate',
        field: field(a, b),
        before: null,
        after: 'not_duplicate',
      },
    ]);
    return inserted[0];
  }
  const rows = await tx
    .select()
    .from(duplicateDismissals)
    .where(and(eq(duplicateDismissals.studioA, a), eq(duplicateDismissals.studioB, b)));
  return rows[0]!;
}

/** Forgets the dismissal (the pair may be proposed again); false when there was none. */
export async function restoreDuplicate(
  tx: Executor,
  ids: [number, number],
  adminId: number,
): Promise<boolean> {
  const [a, b] = ordered(...ids);
  const deleted = await tx
    .delete(duplicateDismissals)
    .where(and(eq(duplicateDismissals.studioA, a), eq(duplicateDismissals.studioB, b)))
    .returning({ a: duplicateDismissals.studioA });
  if (deleted.length === 0) return false;
  await recordChanges(tx, [
    {
      adminId,
      studioId: null,
      action: 'duplicate',
      field: field(a, b),
      before: 'not_duplicate',
      after: null,
    },
  ]);
  return true;
}
