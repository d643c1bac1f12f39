/**
 * The map's text alternative: how many studios are on it and in which countries, the largest shares
 * first (ties by name), the rest summed. Screen-reader users and everyone else read the same line.
 */

import { countryLabel } from '@domain/countries';
import type { StudioFacts } from '@domain/studio-facts';
import type { ValueLocale } from '@domain/value-format';
import type { CountryShare } from './map-messages';

/** Countries named before the rest are summed as 'elsewhere'. */
export const SUMMARY_TOP_COUNTRIES = 5;

export interface MapSummary {
  /** Studios with coordinates, on the map. */
  placed: number;
  /** Studios without coordinates, not on the map. */
  unplaced: number;
  countries: CountryShare[];
  /** Studios on the map in the countries not named. */
  others: number;
}

export function summarizeMap(
  selection: readonly { facts: Pick<StudioFacts, 'point' | 'country'> }[],
  locale: ValueLocale,
  top = SUMMARY_TOP_COUNTRIES,
): MapSummary {
  const byCountry = new Map<string, number>();
  let placed = 0;
  for (const { facts } of selection) {
    if (!facts.point) continue;
    placed += 1;
    // A studio with coordinates but no known country still counts, under 'elsewhere'.
    if (facts.country) byCountry.set(facts.country, (byCountry.get(facts.country) ?? 0) + 1);
  }
  const shares = [...byCountry].map(([key, count]) => ({ name: countryLabel(key, locale), count }));
  shares.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, locale));
  const countries = shares.slice(0, top);
  const named = countries.reduce((sum, c) => sum + c.count, 0);
  return { placed, unplaced: selection.length - placed, countries, others: placed - named };
}
