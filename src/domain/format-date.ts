/**
 * Dates as the detail page shows them (product.md §2, §9: "Dates shown in en-US short-month format"):
 * "Mar 5, 2024" in English, and the Russian short-month form "5 мар. 2024 г." in Russian.
 * Calendar dates are read in UTC, so a studio created on 5 March shows 5 March everywhere.
 */

export type DateLocale = 'en' | 'ru';

const INTL_TAGS: Record<DateLocale, string> = { en: 'en-US', ru: 'ru-RU' };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(locale: DateLocale, timeZone: string): Intl.DateTimeFormat {
  const cacheKey = `${locale}|${timeZone}`;
  let formatter = formatters.get(cacheKey);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(INTL_TAGS[locale], {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone,
    });
    formatters.set(cacheKey, formatter);
  }
  return formatter;
}

/** A Date from an ISO string, a timestamp or a Date; null when it is not a valid date. */
export function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Mar 5, 2024" (en) / "5 мар. 2024 г." (ru); null for anything that is not a valid date. */
export function formatShortDate(value: unknown, locale: DateLocale = 'en', timeZone = 'UTC'): string | null {
  const date = toDate(value);
  return date ? formatterFor(locale, timeZone).format(date) : null;
}
