/**
 * The mail of a request to several studios (product.md §14): each studio's own message to whoever
 * answers for it (its owners, or the admins while it has none), each in the reader's language, carried
 * about its own copy (erased with it); and one summary to the sender, in theirs, about the request
 * (erased with its last copy).
 */
import type { EnquiryRow } from '../db/repositories/enquiries';
import type { OutgoingMail } from '../db/repositories/outbox';
import { asLocale } from '../lib/reader-locale';
import type { EnquiryRecipients } from './mail-texts';
import { quoteRequestMail, quoteSummaryMail } from './quote-request-mail-texts';

export interface QuoteCopy {
  row: EnquiryRow;
  studioName: string;
  contacts: { recipients: readonly { email: string; locale: string }[]; owners: boolean };
}

export function quoteRequestMails(copies: readonly QuoteCopy[]): OutgoingMail[] {
  const first = copies[0];
  if (!first) return [];
  const studioMails = copies.flatMap(({ row, studioName, contacts }) =>
    contacts.recipients.map(
      (r): OutgoingMail => ({
        to: r.email,
        locale: r.locale,
        kind: 'enquiry',
        studioId: row.studioId,
        about: { kind: 'enquiry', id: row.id },
        ...quoteRequestMail(asLocale(r.locale), {
          studioName,
          name: row.name,
          email: row.email,
          company: row.company,
          productionType: row.productionType,
          dateFrom: row.dateFrom,
          dateTo: row.dateTo,
          prepDays: row.prepDays ?? 0,
          shootDays: row.shootDays ?? 0,
          strikeDays: row.strikeDays ?? 0,
          crew: row.crew,
          message: row.message,
        }),
      }),
    ),
  );
  const senderLocale = asLocale(first.row.locale);
  const summary: OutgoingMail = {
    to: first.row.email,
    locale: senderLocale,
    kind: 'enquiry_request_copy',
    studioId: null,
    about: { kind: 'enquiry_request', id: first.row.requestId ?? first.row.id },
    ...quoteSummaryMail(senderLocale, {
      studios: copies.map((c) => ({
        name: c.studioName,
        recipients: (c.contacts.owners ? 'owners' : 'admins') as EnquiryRecipients,
      })),
      sentAt: first.row.createdAt,
    }),
  };
  return [...studioMails, summary];
}
