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

/**
 * Under this a studio stands on the place's centre point (a city's coordinates from the gazetteer,
 * as many studios have): it reads as being in its city, not '0 km away' (issue 34).
 */
export const AT_PLACE_KM = 1;

interface DistanceTexts {
  distanceAway(p: { km: string }): string;
  distanceAtPlace(p: { place: string }): string;
  distanceUnderOneKm: string;
}

/** A card's distance line: 'In Berlin' at the centre, else '12 km away'. */
export function distanceText(km: number, city: string | null, t: DistanceTexts, locale: Locale): string {
  if (km < AT_PLACE_KM) {
    const place = city?.trim();
    return place ? t.distanceAtPlace({ place }) : t.distanceUnderOneKm;
  }
  return t.distanceAway({ km: formatDistanceKm(km, locale) });
}
