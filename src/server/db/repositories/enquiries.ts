/** Enquiries from visitors to studios (product.md §14): stored as sent, read by owners and admins. */
import { and, desc, inArray } from 'drizzle-orm';
import type { Executor } from '../database';
import { enquiries } from '../schema';

export type EnquiryRow = typeof enquiries.$inferSelect;
export type NewEnquiry = Omit<typeof enquiries.$inferInsert, 'id' | 'createdAt'>;

export async function insertEnquiry(tx: Executor, input: NewEnquiry): Promise<EnquiryRow> {
  const rows = await tx
    .insert(enquiries)
    .values({ ...input, email: input.email.trim().toLowerCase() })
    .returning();
  const row = rows[0];
  if (!row) throw new Error('insert into enquiries returned no row');
  return row;
}

/** Newest first; of the given studios, or of every studio when null. */
export async function listEnquiries(
  db: Executor,
  studioIds: readonly number[] | null,
  limit = 500,
): Promise<EnquiryRow[]> {
  if (studioIds !== null && studioIds.length === 0) return [];
  return db
    .select()
    .from(enquiries)
    .where(and(studioIds === null ? undefined : inArray(enquiries.studioId, [...studioIds])))
    .orderBy(desc(enquiries.id))
    .limit(limit);
}
