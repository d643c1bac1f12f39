/**
 * A request to several studios (product.md §14): one enquiry row per studio, its copies sharing
 * request_id (the first copy's id), and the sender's summary mail erased with the last of them.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../database';
import { enquiries, outbox } from '../schema';
import type { EnquiryRow, NewEnquiry } from './enquiries';

/** Inserts one copy per studio, in the given order, linked by request_id; returns them in that order. */
export async function insertQuoteCopies(tx: Executor, copies: readonly NewEnquiry[]): Promise<EnquiryRow[]> {
  if (copies.length === 0) return [];
  const inserted = await tx
    .insert(enquiries)
    .values(copies.map((c) => ({ ...c, email: c.email.trim().toLowerCase() })))
    .returning({ id: enquiries.id });
  const ids = inserted.map((r) => r.id);
  const requestId = Math.min(...ids);
  const rows = await tx.update(enquiries).set({ requestId }).where(inArray(enquiries.id, ids)).returning();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw new Error('a copy of the request was not written');
    return row;
  });
}

/**
 * Deletes the summary mails (outbox about 'enquiry_request') of requests none of whose copies is left;
 * those deleted. Called wherever enquiries are erased, in the same transaction.
 */
export async function eraseOrphanRequestMail(
  tx: Executor,
): Promise<{ id: number; studioId: number | null; createdAt: Date }[]> {
  const gone = await tx
    .delete(outbox)
    .where(
      and(
        eq(outbox.aboutKind, 'enquiry_request'),
        sql`NOT EXISTS (SELECT 1 FROM ${enquiries} WHERE ${enquiries.requestId} = ${outbox.aboutId})`,
      ),
    )
    .returning({ id: outbox.id, studioId: outbox.studioId, createdAt: outbox.createdAt });
  return gone;
}
