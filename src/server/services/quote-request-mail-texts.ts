/**
 * The texts of a request to several studios (product.md §14 "A request to several studios"), in the
 * recipient's language: each studio's own message, naming that studio only (never the others it went
 * to), and the sender's summary, which lists the studios reached and carries none of the sender's
 * words (their address is not confirmed: issue 35).
 */
import { crewRoleLabel, productionTypeLabel } from '@domain/quote-request';
import type { ReaderLocale } from '../lib/http/accept-language';
import { type EnquiryRecipients, lines, type MailText, SIGNATURE, sentAtText } from './mail-texts';

export interface QuoteFacts {
  studioName: string;
  name: string;
  email: string;
  company: string;
  productionType: string;
  dateFrom: string;
  dateTo: string;
  prepDays: number;
  shootDays: number;
  strikeDays: number;
  crew: readonly string[];
  message: string;
}

/** To one studio's owners (or the admins while it has none): this studio's name, no other. */
export function quoteRequestMail(locale: ReaderLocale, q: QuoteFacts): MailText {
  const ru = locale === 'ru';
  const crew = q.crew.map((role) => crewRoleLabel(role, locale)).join(', ');
  const body = [
    `${ru ? 'Имя' : 'Name'}: ${q.name}`,
    `Email: ${q.email}`,
    q.company ? `${ru ? 'Компания' : 'Company'}: ${q.company}` : null,
    `${ru ? 'Тип производства' : 'Production type'}: ${productionTypeLabel(q.productionType, locale)}`,
    `${ru ? 'Даты' : 'Dates'}: ${q.dateFrom} – ${q.dateTo}`,
    ru
      ? `Дни: подготовка ${q.prepDays}, съёмка ${q.shootDays}, разбор ${q.strikeDays}`
      : `Days: prep ${q.prepDays}, shoot ${q.shootDays}, strike ${q.strikeDays}`,
    `${ru ? 'Нужная команда' : 'Crew wanted'}: ${crew || (ru ? 'не указана' : 'none asked')}`,
    '',
    q.message,
  ];
  return ru
    ? {
        subject: `Запрос доступности и цены для «${q.studioName}» от ${q.name}`,
        text: lines(
          `Новый запрос доступности и цены через каталог для студии «${q.studioName}». Ответьте на ${q.email}.`,
          '',
          ...body,
          '',
          SIGNATURE.ru,
        ),
      }
    : {
        subject: `Availability and quote request for ${q.studioName} from ${q.name}`,
        text: lines(
          `A new availability and quote request for ${q.studioName} through the directory. Reply to ${q.email}.`,
          '',
          ...body,
          '',
          SIGNATURE.en,
        ),
      };
}

/** The sender's summary: every studio reached and who reads it there, when; none of their words. */
export function quoteSummaryMail(
  locale: ReaderLocale,
  p: { studios: readonly { name: string; recipients: EnquiryRecipients }[]; sentAt: Date },
): MailText {
  const when = sentAtText(p.sentAt, locale);
  if (locale === 'ru') {
    const list = p.studios.map(
      (s) =>
        `- «${s.name}» (${s.recipients === 'owners' ? 'владельцам студии' : 'администраторам каталога'})`,
    );
    return {
      subject: `Ваш запрос доступности и цены отправлен в ${p.studios.length} студии`,
      text: lines(
        'Здравствуйте!',
        '',
        `Ваш запрос доступности и цены передан ${when} каждой из этих студий отдельно (ни одна не видит других):`,
        ...list,
        '',
        'Ответы придут на этот адрес.',
        'Если вы ничего не отправляли, просто не обращайте внимания на это письмо.',
        SIGNATURE.ru,
      ),
    };
  }
  const list = p.studios.map(
    (s) => `- ${s.name} (${s.recipients === 'owners' ? "the studio's owners" : "the directory's admins"})`,
  );
  return {
    subject: `Your availability and quote request went to ${p.studios.length} studios`,
    text: lines(
      'Hello,',
      '',
      `Your availability and quote request was passed on ${when} to each of these studios separately (none sees the others):`,
      ...list,
      '',
      'Their answers will come to this address.',
      'If you sent nothing, please ignore this message.',
      SIGNATURE.en,
    ),
  };
}
