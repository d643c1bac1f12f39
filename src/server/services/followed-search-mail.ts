/**
 * The mail of followed searches (product.md §17), in the subscriber's language, plain text: the
 * confirmation (double opt-in: nothing else is sent before its link is opened) and the digest. Every
 * message carries the one-click unsubscribe headers (RFC 2369, RFC 8058) and the link in its text.
 * None carries words a visitor typed except the search they follow, shown as the list's address.
 */
import type { StudioChangeSummary } from '@domain/digest-plan';
import { displayNameOf } from '@domain/parameter-catalog';
import { WEB_BASE_PATH } from '@domain/web-routes';
import type { ReaderLocale } from '../lib/http/accept-language';

export interface FollowedMail {
  subject: string;
  text: string;
  headers: Record<string, string>;
}

const SIGNATURE = '— Virtual Production Studios';

function lines(...parts: string[]): string {
  return `${parts.join('\n')}\n`;
}

/** The list page of a followed search. */
export function searchPageUrl(origin: string, key: string): string {
  return `${origin}${WEB_BASE_PATH}/studios${key ? `?${key}` : ''}`;
}

/** RFC 8058: the https URL a mail client POSTs "List-Unsubscribe=One-Click" to. */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

export function confirmationMail(
  locale: ReaderLocale,
  p: { searchUrl: string; confirmUrl: string; unsubscribeUrl: string; frequency: 'daily' | 'weekly' },
): FollowedMail {
  const headers = unsubscribeHeaders(p.unsubscribeUrl);
  if (locale === 'ru') {
    const often = p.frequency === 'daily' ? 'раз в день' : 'раз в неделю';
    return {
      subject: 'Подтвердите подписку на поиск студий',
      headers,
      text: lines(
        'Здравствуйте!',
        '',
        `Кто-то (надеемся, вы) попросил присылать на этот адрес ${often} новости о поиске:`,
        p.searchUrl,
        '',
        'Чтобы подписаться, откройте ссылку (она действует один раз):',
        p.confirmUrl,
        '',
        'Если это были не вы, ничего не делайте: без подтверждения писем не будет, а адрес удалится через 7 дней.',
        `Отказаться: ${p.unsubscribeUrl}`,
        SIGNATURE,
      ),
    };
  }
  const often = p.frequency === 'daily' ? 'daily' : 'weekly';
  return {
    subject: 'Confirm your studio search alert',
    headers,
    text: lines(
      'Hello,',
      '',
      `Someone (we hope you) asked for ${often} news of this search to be mailed to this address:`,
      p.searchUrl,
      '',
      'To subscribe, open this link (it works once):',
      p.confirmUrl,
      '',
      'If it was not you, do nothing: without confirmation nothing is sent, and the address is erased after 7 days.',
      `Unsubscribe: ${p.unsubscribeUrl}`,
      SIGNATURE,
    ),
  };
}

const FIELD_NAMES: Record<string, Record<ReaderLocale, string>> = {
  name: { en: 'Name', ru: 'Название' },
  city: { en: 'City', ru: 'Город' },
  country: { en: 'Country', ru: 'Страна' },
  country_code: { en: 'Country code', ru: 'Код страны' },
  coordinates: { en: 'Location', ru: 'Координаты' },
  status: { en: 'Status', ru: 'Статус' },
  description: { en: 'Description', ru: 'Описание' },
};

/** A changed field in the reader's words: a studio field's name, else the parameter's. */
export function changedFieldName(field: string, locale: ReaderLocale): string {
  return Object.hasOwn(FIELD_NAMES, field) ? FIELD_NAMES[field]![locale] : displayNameOf(field, locale);
}

/** A value from the change log as a short line of text. */
export function changeValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

export interface DigestStudio {
  summary: StudioChangeSummary;
  name: string;
  url: string;
}

function studioLines(locale: ReaderLocale, studio: DigestStudio): string[] {
  const head = studio.summary.isNew
    ? `${locale === 'ru' ? 'Новая студия' : 'New studio'}: ${studio.name}`
    : `${studio.name}`;
  const fields = studio.summary.isNew
    ? []
    : studio.summary.fields
        .slice(0, 10)
        .map(
          (f) =>
            `  ${changedFieldName(f.field, locale)}: ${changeValueText(f.before)} → ${changeValueText(f.after)}`,
        );
  return [head, ...fields, `  ${studio.url}`, ''];
}

export function digestMail(
  locale: ReaderLocale,
  p: { searchUrl: string; unsubscribeUrl: string; studios: readonly DigestStudio[] },
): FollowedMail {
  const shown = p.studios.slice(0, 50);
  const more = p.studios.length - shown.length;
  const body = shown.flatMap((s) => studioLines(locale, s));
  if (locale === 'ru') {
    return {
      subject: `Новое в вашем поиске студий: ${p.studios.length}`,
      headers: unsubscribeHeaders(p.unsubscribeUrl),
      text: lines(
        'Со времени прошлого письма в вашем поиске изменилось:',
        p.searchUrl,
        '',
        ...body,
        ...(more > 0 ? [`И ещё ${more} — на странице поиска.`, ''] : []),
        `Отписаться одним щелчком: ${p.unsubscribeUrl}`,
        SIGNATURE,
      ),
    };
  }
  return {
    subject: `New in your studio search: ${p.studios.length}`,
    headers: unsubscribeHeaders(p.unsubscribeUrl),
    text: lines(
      'Since the last message, this changed in your search:',
      p.searchUrl,
      '',
      ...body,
      ...(more > 0 ? [`And ${more} more on the search page.`, ''] : []),
      `Unsubscribe with one click: ${p.unsubscribeUrl}`,
      SIGNATURE,
    ),
  };
}
