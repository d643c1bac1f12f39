/**
 * The mail that tells whoever decides a claim or a correction (admins, or the studio's owners) that one
 * waits for them, each in their own language. Claims and corrections differ only in who is told.
 */
import type { OutgoingMail } from '../db/repositories/outbox';
import { asLocale } from '../lib/reader-locale';
import { moderationNoticeMail } from './mail-texts';

export function moderationNotices(
  recipients: readonly { email: string; locale: string }[],
  request: { kind: 'claim' | 'correction'; studioId: number; studioName: string },
): OutgoingMail[] {
  return recipients.map((r) => ({
    to: r.email,
    locale: r.locale,
    kind: `${request.kind}_received`,
    studioId: request.studioId,
    ...moderationNoticeMail(asLocale(r.locale), { kind: request.kind, studioName: request.studioName }),
  }));
}
