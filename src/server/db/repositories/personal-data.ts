/**
 * Erasing what visitors told us about themselves (product.md §14 "Personal data"): a claim or an
 * enquiry deleted on request (an admin; an enquiry also by the studio's owners), and everything older
 * than PERSONAL_DATA_RETENTION_DAYS erased by the daily housekeeping (claims and enquiries deleted,
 * suggesters' emails blanked on corrections). What was erased goes from the outbox too: every message
 * that carried it (outbox.about_*: the enquiry to the owners and its copy, the claimant's and the
 * suggester's mail; a request to several studios' summary to its sender once none of its copies is
 * left). And every message leaves the outbox OUTBOX_RETENTION_DAYS after it was sent (or
 * written, when it never was). Every erasure is in the change log (action `erase`, field
 * `personal_data`), naming what was erased by kind and id, never by its contents.
 */
import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../database';
import { corrections, enquiries, outbox, ownerClaims } from '../schema';
import type { MailAbout } from './outbox';
import { eraseOrphanRequestMail } from './quote-requests';
import { type ChangeEntry, recordChanges } from './studio-writes';

export type PersonalDataKind = 'claim' | 'enquiry' | 'correction_email' | 'mail';
/** Why: someone asked (an admin, an owner) or the retention period ran out. */
export type ErasureCause = 'request' | 'retention';

interface Erased {
  id: number;
  /** Null for a message that named no studio. */
  studioId: number | null;
  createdAt: Date;
}

function erasureLog(
  kind: PersonalDataKind,
  rows: readonly Erased[],
  actorId: number | null,
  cause: ErasureCause,
  mails: ReadonlyMap<number, number> = new Map(),
) {
  return rows.map(
    (row): ChangeEntry => ({
      adminId: actorId,
      studioId: row.studioId,
      action: 'erase',
      field: 'personal_data',
      before: { kind, id: row.id, created_at: row.createdAt.toISOString() },
      after: { erased: true, cause, ...(kind === 'mail' ? {} : { mails: mails.get(row.id) ?? 0 }) },
    }),
  );
}

/** Deletes the outbox's messages that carry what these claims, enquiries or corrections held; per id, how many. */
async function eraseMailAbout(
  tx: Executor,
  kind: MailAbout['kind'],
  ids: readonly number[],
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (ids.length === 0) return counts;
  const gone = await tx
    .delete(outbox)
    .where(and(eq(outbox.aboutKind, kind), inArray(outbox.aboutId, [...ids])))
    .returning({ aboutId: outbox.aboutId });
  for (const { aboutId } of gone) if (aboutId !== null) counts.set(aboutId, (counts.get(aboutId) ?? 0) + 1);
  return counts;
}

/** Deletes one claim with its details (an approved claim's owner stays an owner); false when none. */
export async function eraseClaim(tx: Executor, id: number, actorId: number | null): Promise<boolean> {
  const rows = await tx.delete(ownerClaims).where(eq(ownerClaims.id, id)).returning({
    id: ownerClaims.id,
    studioId: ownerClaims.studioId,
    createdAt: ownerClaims.createdAt,
  });
  const mails = await eraseMailAbout(
    tx,
    'claim',
    rows.map((r) => r.id),
  );
  await recordChanges(tx, erasureLog('claim', rows, actorId, 'request', mails));
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
  const mails = await eraseMailAbout(
    tx,
    'enquiry',
    rows.map((r) => r.id),
  );
  await recordChanges(tx, [
    ...erasureLog('enquiry', rows, actorId, 'request', mails),
    // The sender's summary of a request to several studios leaves with the request's last copy.
    ...erasureLog('mail', await eraseOrphanRequestMail(tx), actorId, 'request'),
  ]);
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
  const ids = (rows: readonly Erased[]) => rows.map((r) => r.id);
  await recordChanges(tx, [
    ...erasureLog('claim', claims, null, 'retention', await eraseMailAbout(tx, 'claim', ids(claims))),
    ...erasureLog('enquiry', gone, null, 'retention', await eraseMailAbout(tx, 'enquiry', ids(gone))),
    ...erasureLog('mail', await eraseOrphanRequestMail(tx), null, 'retention'),
    ...erasureLog(
      'correction_email',
      blanked,
      null,
      'retention',
      await eraseMailAbout(tx, 'correction', ids(blanked)),
    ),
  ]);
  return { claims: claims.length, enquiries: gone.length, correctionEmails: blanked.length };
}

/** Whether anything is past its retention: the housekeeping writes (and moves the data version) only then. */
export async function hasExpiredPersonalData(
  db: Executor,
  days: { personalData: number; outbox: number },
): Promise<boolean> {
  const personal = sql`now() - make_interval(days => ${days.personalData})`;
  const mail = sql`now() - make_interval(days => ${days.outbox})`;
  const rows = await queryRows<{ due: boolean }>(
    db,
    sql`SELECT
    EXISTS (SELECT 1 FROM ${ownerClaims} WHERE ${ownerClaims.createdAt} < ${personal})
    OR EXISTS (SELECT 1 FROM ${enquiries} WHERE ${enquiries.createdAt} < ${personal})
    OR EXISTS (SELECT 1 FROM ${corrections} WHERE ${corrections.createdAt} < ${personal} AND ${corrections.email} <> '')
    OR EXISTS (SELECT 1 FROM ${outbox} WHERE coalesce(${outbox.sentAt}, ${outbox.createdAt}) < ${mail}) AS due`,
  );
  return Boolean(rows[0]?.due);
}

/**
 * Deletes the messages sent more than `days` days ago, and those never sent (no SMTP_URL: the outbox
 * was their delivery; or sending failed) written more than `days` ago. Each is logged as an erasure
 * (kind mail), by id.
 */
export async function eraseOldMail(tx: Executor, days: number): Promise<number> {
  const cutoff = sql`now() - make_interval(days => ${days})`;
  const gone = await tx
    .delete(outbox)
    .where(lt(sql`coalesce(${outbox.sentAt}, ${outbox.createdAt})`, cutoff))
    .returning({ id: outbox.id, studioId: outbox.studioId, createdAt: outbox.createdAt });
  await recordChanges(tx, erasureLog('mail', gone, null, 'retention'));
  return gone.length;
}
