/**
 * The texts of every message the directory mails (product.md §14), in the recipient's language
 * (English or Russian), plain text only: visitors' words go in as they were typed, never as markup.
 */
import type { CorrectableStudioField } from '../../domain/correctable-fields';
import { displayNameOf } from '../../domain/parameter-catalog';
import { formatParameterValue, formatTeamType, isTeamType } from '../../domain/value-format';
import type { ReaderLocale } from '../lib/http/accept-language';

export interface MailText {
  subject: string;
  text: string;
}

const SIGNATURE = { en: '— Virtual Production Studios', ru: '— Virtual Production Studios' };

function lines(...parts: (string | null | false)[]): string {
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
 * The accepted value as the studio page shows it: a parameter's number with its unit in the
 * recipient's language, a status, a team's type or yes/no in their words; the other studio fields (a
 * name, a city, an address) as written.
 */
function correctionValueText(field: string, value: string, locale: ReaderLocale): string {
  if (field.endsWith('_team_type') && isTeamType(value)) return formatTeamType(value, locale);
  return Object.hasOwn(STUDIO_FIELD_NAMES, field) ? value : formatParameterValue(field, value, locale);
}

export function correctionDecidedMail(
  locale: ReaderLocale,
  p: { studioName: string; field: string; value: string; approved: boolean; reason: string },
): MailText {
  const field = correctionFieldName(p.field, locale);
  const value = correctionValueText(p.field, p.value, locale);
  if (locale === 'ru') {
    return p.approved
      ? {
          subject: `Ваше исправление для «${p.studioName}» принято`,
          text: lines(`Спасибо! Поле «${field}» студии «${p.studioName}» теперь: ${value}`, SIGNATURE.ru),
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
        text: lines(`Thank you! ${p.studioName}'s ${field} now reads: ${value}`, SIGNATURE.en),
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

/** The sender's copy. */
export function enquiryCopyMail(locale: ReaderLocale, e: EnquiryFacts): MailText {
  return locale === 'ru'
    ? {
        subject: `Ваш запрос в «${e.studioName}» отправлен`,
        text: lines(
          `Мы передали ваш запрос студии «${e.studioName}». Копия:`,
          '',
          ...enquiryBody(locale, e),
          '',
          SIGNATURE.ru,
        ),
      }
    : {
        subject: `Your enquiry to ${e.studioName} was sent`,
        text: lines(
          `We passed your enquiry on to ${e.studioName}. A copy:`,
          '',
          ...enquiryBody(locale, e),
          '',
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
