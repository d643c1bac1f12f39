/**
 * The Russian names of the gazetteer's places (issue 34), for the cities a studio is stored in:
 * `russianCityName('Berlin', 'DE')` is 'Берлин'. A studio's city is stored as typed (Latin, in the
 * spreadsheet too); the presenter adds this name as `city_ru` so that Russian pages write the city in
 * Cyrillic where GeoNames has a Russian name, and the stored name otherwise.
 *
 * From the same GeoNames file as the 'near' box, picked as the places API picks a Russian name
 * (services/gazetteer.ts), for places of at least RUSSIAN_CITY_MIN_POPULATION people: a generated
 * asset (`npm run map:places` writes it; a unit test checks it is current), so that presenting a
 * studio needs no loaded gazetteer. Keyed by country code, then by the place's GeoNames name and ASCII
 * name, folded (case and accents aside): the most populous place of a name in a country wins, as in
 * the gazetteer's locate.
 */
import { foldName } from '@domain/countries';
import type { RussianPlaceName } from './gazetteer';
import names from './russian-city-names.json' with { type: 'json' };

/** Places of at least this many people have their Russian name here (the gazetteer's Latin-alternates bar). */
export const RUSSIAN_CITY_MIN_POPULATION = 15_000;

export type RussianCityNames = Record<string, Record<string, string>>;

const table: RussianCityNames = names;

/** The Russian name of a studio's city in its country (ISO code), or null when the gazetteer has none. */
export function russianCityName(city: string, countryCode: string | null): string | null {
  if (!countryCode) return null;
  return table[countryCode]?.[foldName(city)] ?? null;
}

/** The table from the gazetteer's places with a Russian name (what the asset holds). */
export function russianCityNamesFrom(places: readonly RussianPlaceName[]): RussianCityNames {
  const byCountry: RussianCityNames = {};
  const population = new Map<string, number>();
  const sorted = [...places].sort(
    (a, b) => a.countryCode.localeCompare(b.countryCode) || a.name.localeCompare(b.name),
  );
  for (const place of sorted) {
    if (place.population < RUSSIAN_CITY_MIN_POPULATION) continue;
    for (const key of new Set([foldName(place.name), foldName(place.asciiName)])) {
      if (!key || key === foldName(place.russian)) continue;
      const id = `${place.countryCode}\t${key}`;
      if ((population.get(id) ?? -1) >= place.population) continue;
      population.set(id, place.population);
      byCountry[place.countryCode] ??= {};
      byCountry[place.countryCode]![key] = place.russian;
    }
  }
  return byCountry;
}
