/**
 * The mail an enquiry sends (product.md §14): the enquiry to whoever answers for the studio (its owners,
 * or the admins while it has none), each in their own language, and to the sender a note that it went,
 * in theirs, with none of their words (their address is not confirmed: issue 35).
 */
import type { EnquiryRow } from '../db/repositories/enquiries';
import type { OutgoingMail } from '../db/repositories/outbox';
import { asLocale } from '../lib/reader-locale';
import { enquiryCopyMail, enquiryMail } from './mail-texts';

export function enquiryMails(
  row: EnquiryRow,
  studioName: string,
  contacts: { recipients: readonly { email: string; locale: string }[]; owners: boolean },
): OutgoingMail[] {
  const facts = {
    studioName,
    name: row.name,
    email: row.email,
    company: row.company,
    productionType: row.productionType,
    dateFrom: row.dateFrom,
    dateTo: row.dateTo,
    message: row.message,
  };
  const senderLocale = asLocale(row.locale);
  return [
    ...contacts.recipients.map((r) => ({
      to: r.email,
      locale: r.locale,
      kind: 'enquiry',
      studioId: row.studioId,
      about: { kind: 'enquiry' as const, id: row.id },
      ...enquiryMail(asLocale(r.locale), facts),
    })),
    {
      to: row.email,
      locale: senderLocale,
      kind: 'enquiry_copy',
      studioId: row.studioId,
      about: { kind: 'enquiry', id: row.id },
      ...enquiryCopyMail(senderLocale, {
        studioName,
        recipients: contacts.owners ? 'owners' : 'admins',
        sentAt: row.createdAt,
      }),
    },
  ];
}
