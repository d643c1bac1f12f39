/**
 * Erasing what visitors told us about themselves (product.md §14 "Personal data"): a claim or an
 * enquiry deleted on request (an admin; an enquiry also by the studio's owners), and everything older
 * than PERSONAL_DATA_RETENTION_DAYS erased by the daily housekeeping (claims and enquiries deleted,
 * suggesters' emails blanked on corrections). Every erasure is in the change log (action `erase`,
 * field `personal_data`), naming what was erased by kind and id, never by its contents.
 */
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../database';
import { corrections, enquiries, ownerClaims } from '../schema';
import { type ChangeEntry, recordChanges } from './studio-writes';

export type PersonalDataKind = 'claim' | 'enquiry' | 'correction_email';
/** Why: someone asked (an admin, an owner) or the retention period ran out. */
export type ErasureCause = 'request' | 'retention';

interface Erased {
  id: number;
  studioId: number;
  createdAt: Date;
}

function erasureLog(
  kind: PersonalDataKind,
  rows: readonly Erased[],
  actorId: number | null,
  cause: ErasureCause,
) {
  return rows.map(
    (row): ChangeEntry => ({
      adminId: actorId,
      studioId: row.studioId,
      action: 'erase',
      field: 'personal_data',
      before: { kind, id: row.id, created_at: row.createdAt.toISOString() },
      after: { erased: true, cause },
    }),
  );
}

/** Deletes one claim with its details (an approved claim's owner stays an owner); false when none. */
export async function eraseClaim(tx: Executor, id: number, actorId: number | null): Promise<boolean> {
  const rows = await tx.delete(ownerClaims).where(eq(ownerClaims.id, id)).returning({
    id: ownerClaims.id,
    studioId: ownerClaims.studioId,
    createdAt: ownerClaims.createdAt,
  });
  await recordChanges(tx, erasureLog('claim', rows, actorId, 'request'));
  return rows.length > 0;
}

/** Deletes one enquiry of a studio; false when the studio has no such enquiry. */
export async function eraseEnquiry(
  tx: Executor,
  studioId: number,
  id: number,
  actorId: number | null,
): Promise<boolean> {
  const rows = await tx
    .delete(enquiries)
    .where(and(eq(enquiries.id, id), eq(enquiries.studioId, studioId)))
    .returning({ id: enquiries.id, studioId: enquiries.studioId, createdAt: enquiries.createdAt });
  await recordChanges(tx, erasureLog('enquiry', rows, actorId, 'request'));
  return rows.length > 0;
}

export interface RetentionOutcome {
  claims: number;
  enquiries: number;
  correctionEmails: number;
}

/**
 * Erases the personal data received more than `days` days ago: claims (whatever their status) and
 * enquiries are deleted, corrections keep their proposal but lose the suggester's email. One
 * transaction; safe to run in several processes at once (a row is erased and logged once).
 */
export async function eraseExpiredPersonalData(tx: Executor, days: number): Promise<RetentionOutcome> {
  const cutoff = sql`now() - make_interval(days => ${days})`;
  const claims = await tx
    .delete(ownerClaims)
    .where(lt(ownerClaims.createdAt, cutoff))
    .returning({ id: ownerClaims.id, studioId: ownerClaims.studioId, createdAt: ownerClaims.createdAt });
  const gone = await tx
    .delete(enquiries)
    .where(lt(enquiries.createdAt, cutoff))
    .returning({ id: enquiries.id, studioId: enquiries.studioId, createdAt: enquiries.createdAt });
  const blanked = await tx
    .update(corrections)
    .set({ email: '' })
    .where(and(lt(corrections.createdAt, cutoff), ne(corrections.email, '')))
    .returning({ id: corrections.id, studioId: corrections.studioId, createdAt: corrections.createdAt });
  await recordChanges(tx, [
    ...erasureLog('claim', claims, null, 'retention'),
    ...erasureLog('enquiry', gone, null, 'retention'),
    ...erasureLog('correction_email', blanked, null, 'retention'),
  ]);
  return { claims: claims.length, enquiries: gone.length, correctionEmails: blanked.length };
}
