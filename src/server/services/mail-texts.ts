/**
 * The texts of every message the directory mails (product.md §14), in the recipient's language
 * (English or Russian), plain text only: visitors' words go in as they were typed, never as markup,
 * and only to the accounts that read them (owners, admins). Mail to an address nobody confirmed (an
 * enquiry's sender, a correction's suggester) carries none of the sender's words: the directory must
 * not mail attacker-written text to any address it is given (issue 35).
 */
import type { CorrectableStudioField } from '@domain/correctable-fields';
import { formatShortDate } from '@domain/format-date';
import { displayNameOf } from '@domain/parameter-catalog';
import type { ReaderLocale } from '../lib/http/accept-language';

export interface MailText {
  subject: string;
  text: string;
}

export const SIGNATURE = { en: '— Virtual Production Studios', ru: '— Virtual Production Studios' };

export function lines(...parts: (string | null | false)[]): string {
  return `${parts.filter((p): p is string => typeof p === 'string').join('\n')}\n`;
}

export function invitationMail(
  locale: ReaderLocale,
  p: { studioName: string; url: string; expiresAt: Date },
): MailText {
  const date = p.expiresAt.toISOString().slice(0, 10);
  return locale === 'ru'
    ? {
        subject: `Ваша заявка на студию «${p.studioName}» одобрена`,
        text: lines(
          `Здравствуйте!`,
          '',
          `Мы подтвердили, что вы представляете студию «${p.studioName}».`,
          `Задайте пароль по этой ссылке (она действует один раз, до ${date}):`,
          p.url,
          '',
          'После этого вы сможете сами обновлять данные студии.',
          SIGNATURE.ru,
        ),
      }
    : {
        subject: `Your claim of ${p.studioName} is approved`,
        text: lines(
          'Hello,',
          '',
          `We have confirmed that you represent ${p.studioName}.`,
          `Set your password with this link (it works once, until ${date}):`,
          p.url,
          '',
          "Then you can keep the studio's details up to date yourself.",
          SIGNATURE.en,
        ),
      };
}

export function ownerAddedMail(locale: ReaderLocale, p: { studioName: string; signInUrl: string }): MailText {
  return locale === 'ru'
    ? {
        subject: `Вы теперь владелец страницы «${p.studioName}»`,
        text: lines(
          `Ваша заявка на студию «${p.studioName}» одобрена.`,
          `Войдите со своим паролем: ${p.signInUrl}`,
          SIGNATURE.ru,
        ),
      }
    : {
        subject: `You now own the listing of ${p.studioName}`,
        text: lines(
          `Your claim of ${p.studioName} is approved.`,
          `Sign in with your password: ${p.signInUrl}`,
          SIGNATURE.en,
        ),
      };
}

export function claimRejectedMail(locale: ReaderLocale, p: { studioName: string; reason: string }): MailText {
  return locale === 'ru'
    ? {
        subject: `Заявка на студию «${p.studioName}» отклонена`,
        text: lines(
          `Мы не смогли подтвердить вашу заявку на студию «${p.studioName}».`,
          `Причина: ${p.reason}`,
          SIGNATURE.ru,
        ),
      }
    : {
        subject: `Your claim of ${p.studioName} was not approved`,
        text: lines(
          `We could not confirm your claim of ${p.studioName}.`,
          `Reason: ${p.reason}`,
          SIGNATURE.en,
        ),
      };
}

/** The studio fields a correction may name, as the studio page's editor names them; the capability
 * statuses are catalog parameters and take the catalog's names. */
const STUDIO_FIELD_NAMES: Record<
  Exclude<CorrectableStudioField, '3DGS_LOCATION_SCANNING_STATUS' | '4DGS_ACTOR_SCANNING_STATUS'>,
  Record<ReaderLocale, string>
> = {
  name: { en: 'Name', ru: 'Название' },
  city: { en: 'City', ru: 'Город' },
  country: { en: 'Country', ru: 'Страна' },
  country_code: { en: 'Country code', ru: 'Код страны' },
  showreel_video_url: { en: 'Showreel URL', ru: 'Ссылка на шоурил' },
  interactive_tour_url: { en: 'Tour URL', ru: 'Ссылка на тур' },
  scanning_team_type: { en: 'Scanning team type', ru: 'Тип команды сканирования' },
  environment_team_type: { en: 'Environment team type', ru: 'Тип команды окружений' },
};

/** A corrected field in the recipient's words: a studio field's name, else the parameter's. */
function correctionFieldName(field: string, locale: ReaderLocale): string {
  const names = Object.hasOwn(STUDIO_FIELD_NAMES, field)
    ? STUDIO_FIELD_NAMES[field as keyof typeof STUDIO_FIELD_NAMES]
    : null;
  return names ? names[locale] : displayNameOf(field, locale);
}

/**
 * A suggester's decision: the studio and the field in the recipient's words, and for a rejection the
 * moderator's reason; never the proposed value, which the suggester wrote (issue 35).
 */
export function correctionDecidedMail(
  locale: ReaderLocale,
  p: { studioName: string; field: string; approved: boolean; reason: string },
): MailText {
  const field = correctionFieldName(p.field, locale);
  if (locale === 'ru') {
    return p.approved
      ? {
          subject: `Ваше исправление для «${p.studioName}» принято`,
          text: lines(
            `Спасибо! Ваше предложение для поля «${field}» студии «${p.studioName}» принято: оно уже на странице студии.`,
            SIGNATURE.ru,
          ),
        }
      : {
          subject: `Ваше исправление для «${p.studioName}» не принято`,
          text: lines(
            `Предложение для поля «${field}» студии «${p.studioName}» не принято.`,
            `Причина: ${p.reason}`,
            SIGNATURE.ru,
          ),
        };
  }
  return p.approved
    ? {
        subject: `Your correction to ${p.studioName} is approved`,
        text: lines(
          `Thank you! Your suggestion for ${p.studioName}'s ${field} is approved: the studio's page shows it now.`,
          SIGNATURE.en,
        ),
      }
    : {
        subject: `Your correction to ${p.studioName} was not approved`,
        text: lines(
          `Your suggestion for ${p.studioName}'s ${field} was not approved.`,
          `Reason: ${p.reason}`,
          SIGNATURE.en,
        ),
      };
}

export interface EnquiryFacts {
  studioName: string;
  name: string;
  email: string;
  company: string;
  productionType: string;
  dateFrom: string;
  dateTo: string;
  message: string;
}

function enquiryBody(locale: ReaderLocale, e: EnquiryFacts): string[] {
  const ru = locale === 'ru';
  const dates = e.dateFrom || e.dateTo ? `${e.dateFrom || '…'} – ${e.dateTo || '…'}` : '';
  return [
    `${ru ? 'Имя' : 'Name'}: ${e.name}`,
    `Email: ${e.email}`,
    e.company ? `${ru ? 'Компания' : 'Company'}: ${e.company}` : '',
    e.productionType ? `${ru ? 'Тип производства' : 'Production type'}: ${e.productionType}` : '',
    dates ? `${ru ? 'Даты съёмок' : 'Shoot dates'}: ${dates}` : '',
    '',
    e.message,
  ].filter((line, i, all) => line !== '' || (i > 0 && all[i - 1] !== ''));
}

/** To the studio's owners (or the admins while it has none). */
export function enquiryMail(locale: ReaderLocale, e: EnquiryFacts): MailText {
  return locale === 'ru'
    ? {
        subject: `Запрос для «${e.studioName}» от ${e.name}`,
        text: lines(
          `Новый запрос через каталог для студии «${e.studioName}». Ответьте на ${e.email}.`,
          '',
          ...enquiryBody(locale, e),
          '',
          SIGNATURE.ru,
        ),
      }
    : {
        subject: `Enquiry for ${e.studioName} from ${e.name}`,
        text: lines(
          `A new enquiry for ${e.studioName} through the directory. Reply to ${e.email}.`,
          '',
          ...enquiryBody(locale, e),
          '',
          SIGNATURE.en,
        ),
      };
}

/** Who an enquiry went to: the studio's owners, or the directory's admins while it has none. */
export type EnquiryRecipients = 'owners' | 'admins';

/** "Nov 28, 2026 at 03:05 UTC" / "28 нояб. 2026 г. в 03:05 (UTC)". */
export function sentAtText(at: Date, locale: ReaderLocale): string {
  const time = at.toISOString().slice(11, 16);
  const date = formatShortDate(at, locale) ?? at.toISOString().slice(0, 10);
  return locale === 'ru' ? `${date} в ${time} (UTC)` : `${date} at ${time} UTC`;
}

/**
 * The sender's note that their enquiry went out: to whom and when, in their language, and nothing
 * they wrote (not their name, not their message): the address is only what the form was given.
 */
export function enquiryCopyMail(
  locale: ReaderLocale,
  p: { studioName: string; recipients: EnquiryRecipients; sentAt: Date },
): MailText {
  const when = sentAtText(p.sentAt, locale);
  if (locale === 'ru') {
    const to = p.recipients === 'owners' ? 'владельцам студии' : 'администраторам каталога';
    return {
      subject: `Ваш запрос в «${p.studioName}» отправлен`,
      text: lines(
        'Здравствуйте!',
        '',
        `Ваш запрос о студии «${p.studioName}» передан ${to} ${when}. Ответ придёт на этот адрес.`,
        '',
        'Если вы ничего не отправляли, просто не обращайте внимания на это письмо.',
        SIGNATURE.ru,
      ),
    };
  }
  const to = p.recipients === 'owners' ? "the studio's owners" : "the directory's admins";
  return {
    subject: `Your enquiry to ${p.studioName} was sent`,
    text: lines(
      'Hello,',
      '',
      `Your enquiry about ${p.studioName} was passed on to ${to} on ${when}. They will reply to this address.`,
      '',
      'If you sent nothing, please ignore this message.',
      SIGNATURE.en,
    ),
  };
}

/** The admins hear of a new claim or correction waiting for them. */
export function moderationNoticeMail(
  locale: ReaderLocale,
  p: { kind: 'claim' | 'correction'; studioName: string },
): MailText {
  if (locale === 'ru') {
    const what = p.kind === 'claim' ? 'Новая заявка владельца' : 'Новое исправление';
    return {
      subject: `${what}: ${p.studioName}`,
      text: lines(`${what} ждёт решения: ${p.studioName}.`, SIGNATURE.ru),
    };
  }
  const what = p.kind === 'claim' ? 'New owner claim' : 'New correction';
  return {
    subject: `${what}: ${p.studioName}`,
    text: lines(`${what} waits for a decision: ${p.studioName}.`, SIGNATURE.en),
  };
}
