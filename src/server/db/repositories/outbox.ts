/**
 * The outbox (product.md §14): every outgoing message is a row, written in the transaction of what
 * caused it. With SMTP_URL the mail plugin sends it after the commit and stamps sent_at (or error);
 * without it the row is the delivery, read by the admins.
 */
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../database';
import { outbox } from '../schema';

export type OutboxRow = typeof outbox.$inferSelect;

/** Whose personal data a message carries, so that it is erased with it (personal-data.ts). */
export type MailAbout = {
  kind: 'claim' | 'enquiry' | 'enquiry_request' | 'correction' | 'subscription';
  id: number;
};

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  locale: string;
  kind: string;
  studioId?: number | null;
  /** Set on every message that carries what a visitor sent (their name, address or words). */
  about?: MailAbout | null;
  /** Extra headers (a followed search's List-Unsubscribe). */
  headers?: Record<string, string> | null;
}

/** Queues messages; returns their ids (for the mail plugin to send after the commit). */
export async function queueMail(tx: Executor, messages: readonly OutgoingMail[]): Promise<number[]> {
  if (messages.length === 0) return [];
  const rows = await tx
    .insert(outbox)
    .values(
      messages.map((m) => ({
        toAddress: m.to,
        // One line: a header cannot be split by a name a visitor typed.
        subject: m.subject.replace(/[\r\n]+/g, ' ').slice(0, 300),
        textBody: m.text,
        locale: m.locale,
        kind: m.kind,
        studioId: m.studioId ?? null,
        aboutKind: m.about?.kind ?? null,
        aboutId: m.about?.id ?? null,
        headers: m.headers ?? null,
      })),
    )
    .returning({ id: outbox.id });
  return rows.map((r) => r.id);
}

export async function outboxRows(db: Executor, ids: readonly number[]): Promise<OutboxRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(outbox)
    .where(inArray(outbox.id, [...ids]));
}

/** The latest messages, newest first. */
export async function listOutbox(db: Executor, limit: number): Promise<OutboxRow[]> {
  return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
}

export async function markMailSent(db: Executor, id: number, error: string | null): Promise<void> {
  await db
    .update(outbox)
    .set(error === null ? { sentAt: new Date(), error: null } : { error: error.slice(0, 2000) })
    .where(eq(outbox.id, id));
}

/**
 * Messages not sent yet: pending (never tried, or without SMTP_URL the row is the delivery) and
 * failed (the last try left an error), for the metrics.
 */
export async function outboxCounts(db: Executor): Promise<{ pending: number; failed: number }> {
  const rows = await queryRows<{ pending: number; failed: number }>(
    db,
    sql`SELECT count(*) FILTER (WHERE ${outbox.error} IS NULL)::int AS pending,
               count(*) FILTER (WHERE ${outbox.error} IS NOT NULL)::int AS failed
        FROM ${outbox} WHERE ${outbox.sentAt} IS NULL`,
  );
  return { pending: Number(rows[0]?.pending ?? 0), failed: Number(rows[0]?.failed ?? 0) };
}
