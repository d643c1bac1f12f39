/**
 * The figures a card shows because the reader asked about them (issue 34): the value of each range
 * the list is filtered by and of the number it is sorted by, so a list filtered by pixel pitch shows
 * each studio's pitch. Formatted as the studio page formats them (value-format.ts); a studio that
 * does not state one reads 'not stated' (unknown is not no, nor small).
 */
import type { StudioFilters } from '@domain/studio-filters';
import {
  activeRanges,
  RANGE_DEFINITIONS,
  RANGE_KEYS,
  type RangeKey,
  type RangeValues,
} from '@domain/studio-ranges';
import type { SortSpec } from '@domain/studio-sort';
import { formatQuantity } from '@domain/value-format';
import type { Locale } from '@/shared/i18n/locale';

/** The ranges in use, then the sort's number: each once, in the filters' order. */
export function cardFigureKeys(filters: Pick<StudioFilters, 'ranges'>, sort: SortSpec | null): RangeKey[] {
  const keys = new Set<RangeKey>(activeRanges(filters.ranges).map(([key]) => key));
  const sortKey = sort?.key;
  if (sortKey && (RANGE_KEYS as readonly string[]).includes(sortKey)) keys.add(sortKey as RangeKey);
  return RANGE_KEYS.filter((key) => keys.has(key));
}

/** '2.6 mm' / '2,6 мм'; null when the studio does not state it. */
export function cardFigureText(key: RangeKey, numbers: RangeValues, locale: Locale): string | null {
  const value = numbers[key];
  return value === null ? null : formatQuantity(value, RANGE_DEFINITIONS[key].unit, locale);
}
