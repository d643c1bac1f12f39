/** A distance for the cards: tenths of a kilometre under 10 km, whole kilometres above, in the reader's digits. */
import type { Locale } from '@/shared/i18n/locale';

const formats = new Map<string, Intl.NumberFormat>();

export function formatDistanceKm(km: number, locale: Locale): string {
  const digits = km < 10 ? 1 : 0;
  const key = `${locale}:${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', { maximumFractionDigits: digits });
    formats.set(key, format);
  }
  return format.format(km);
}
