/**
 * Followed searches' email alerts (product.md §17): the subscriptions (personal data: an address),
 * their confirmation, the digest's marks, and their erasure (on unsubscribe, by an admin, by the
 * retention rule) with every message that carried the address (outbox.about_kind 'subscription').
 * Each erasure is in the change log (action `erase`, field `personal_data`, kind `subscription`),
 * by id, never by address.
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../database';
import { outbox, searchSubscriptions } from '../schema';
import { recordChanges } from './studio-writes';

export type SubscriptionRow = typeof searchSubscriptions.$inferSelect;
export type ErasureCause = 'request' | 'unsubscribe' | 'retention';

export interface NewSubscription {
  email: string;
  queryKey: string;
  frequency: 'daily' | 'weekly';
  locale: string;
  origin: string;
  confirmTokenHash: string;
}

/**
 * Adds a subscription waiting for confirmation, or for an address that already follows this search
 * and has not confirmed, a new confirmation token (the last mail's link works). Null when the address
 * already confirmed this search (nothing to send).
 */
export async function upsertPendingSubscription(
  tx: Executor,
  input: NewSubscription,
): Promise<SubscriptionRow | null> {
  const existing = await tx
    .select()
    .from(searchSubscriptions)
    .where(
      and(
        eq(sql`lower(${searchSubscriptions.email})`, input.email.toLowerCase()),
        eq(searchSubscriptions.queryKey, input.queryKey),
      ),
    )
    .for('update');
  const row = existing[0];
  if (row?.confirmedAt) return null;
  if (row) {
    const updated = await tx
      .update(searchSubscriptions)
      .set({ confirmTokenHash: input.confirmTokenHash, frequency: input.frequency, locale: input.locale })
      .where(eq(searchSubscriptions.id, row.id))
      .returning();
    return updated[0] ?? null;
  }
  const inserted = await tx.insert(searchSubscriptions).values(input).onConflictDoNothing().returning();
  return inserted[0] ?? null;
}

/**
 * Confirms the subscription whose pending token has this hash (single use: the hash is cleared), its
 * digests covering changes after `through`, the first a day (daily) or a week (weekly) on. Null when no pending subscription has it.
 */
export async function confirmSubscription(
  tx: Executor,
  tokenHash: string,
  through: number,
): Promise<SubscriptionRow | null> {
  const rows = await tx
    .update(searchSubscriptions)
    .set({
      confirmTokenHash: null,
      confirmedAt: sql`now()`,
      lastSentThrough: through,
      nextDigestAt: sql`now() + CASE WHEN ${searchSubscriptions.frequency} = 'weekly' THEN interval '7 days' ELSE interval '1 day' END`,
    })
    .where(and(eq(searchSubscriptions.confirmTokenHash, tokenHash), isNull(searchSubscriptions.confirmedAt)))
    .returning();
  return rows[0] ?? null;
}

export async function subscriptionById(db: Executor, id: number): Promise<SubscriptionRow | null> {
  const rows = await db.select().from(searchSubscriptions).where(eq(searchSubscriptions.id, id));
  return rows[0] ?? null;
}

/** Every subscription, newest first (the admins' list). */
export async function listSubscriptions(db: Executor, limit: number): Promise<SubscriptionRow[]> {
  return db.select().from(searchSubscriptions).orderBy(desc(searchSubscriptions.id)).limit(limit);
}

async function eraseRows(
  tx: Executor,
  rows: readonly { id: number; createdAt: Date }[],
  actorId: number | null,
  cause: ErasureCause,
): Promise<void> {
  if (rows.length === 0) return;
  const ids = rows.map((r) => r.id);
  const gone = await tx
    .delete(outbox)
    .where(and(eq(outbox.aboutKind, 'subscription'), inArray(outbox.aboutId, ids)))
    .returning({ aboutId: outbox.aboutId });
  const mails = new Map<number, number>();
  for (const { aboutId } of gone) if (aboutId !== null) mails.set(aboutId, (mails.get(aboutId) ?? 0) + 1);
  await recordChanges(
    tx,
    rows.map((row) => ({
      adminId: actorId,
      studioId: null,
      action: 'erase' as const,
      field: 'personal_data',
      before: { kind: 'subscription', id: row.id, created_at: row.createdAt.toISOString() },
      after: { erased: true, cause, mails: mails.get(row.id) ?? 0 },
    })),
  );
}

/** Deletes a subscription with the mail that carried its address; false when there is none. */
export async function eraseSubscription(
  tx: Executor,
  id: number,
  actorId: number | null,
  cause: ErasureCause,
): Promise<boolean> {
  const rows = await tx
    .delete(searchSubscriptions)
    .where(eq(searchSubscriptions.id, id))
    .returning({ id: searchSubscriptions.id, createdAt: searchSubscriptions.createdAt });
  await eraseRows(tx, rows, actorId, cause);
  return rows.length > 0;
}

/** The retention rule: subscriptions never confirmed within `days` days are erased. */
export async function eraseUnconfirmedSubscriptions(tx: Executor, days: number): Promise<number> {
  const rows = await tx
    .delete(searchSubscriptions)
    .where(
      and(
        isNull(searchSubscriptions.confirmedAt),
        lt(searchSubscriptions.createdAt, sql`now() - make_interval(days => ${days})`),
      ),
    )
    .returning({ id: searchSubscriptions.id, createdAt: searchSubscriptions.createdAt });
  await eraseRows(tx, rows, null, 'retention');
  return rows.length;
}

export async function hasUnconfirmedPast(db: Executor, days: number): Promise<boolean> {
  const rows = await db
    .select({ id: searchSubscriptions.id })
    .from(searchSubscriptions)
    .where(
      and(
        isNull(searchSubscriptions.confirmedAt),
        lt(searchSubscriptions.createdAt, sql`now() - make_interval(days => ${days})`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Confirmed subscriptions whose digest is due at `now`. */
export async function dueSubscriptions(db: Executor, now: Date): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(searchSubscriptions)
    .where(and(isNotNull(searchSubscriptions.confirmedAt), lte(searchSubscriptions.nextDigestAt, now)))
    .orderBy(asc(searchSubscriptions.id));
}

/**
 * Moves subscriptions' marks on to `through` and their next digest on, only where the mark is still
 * below it (`news`: a subscription a concurrent run already mailed is left) or not above it (quiet
 * ones): the ids it moved.
 */
export async function advanceSubscriptions(
  tx: Executor,
  ids: readonly number[],
  through: number,
  now: Date,
  news: boolean,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .update(searchSubscriptions)
    .set({
      lastSentThrough: through,
      nextDigestAt: sql`${now.toISOString()}::timestamptz + CASE WHEN ${searchSubscriptions.frequency} = 'weekly' THEN interval '7 days' ELSE interval '1 day' END`,
    })
    .where(
      and(
        inArray(searchSubscriptions.id, [...ids]),
        news
          ? lt(searchSubscriptions.lastSentThrough, through)
          : lte(searchSubscriptions.lastSentThrough, through),
      ),
    )
    .returning({ id: searchSubscriptions.id });
  return rows.map((r) => r.id);
}
