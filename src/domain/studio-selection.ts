/**
 * The one selection of studios (product.md §11): the directory's filters, search, place and ranges,
 * then the sort, each studio with its distance and what the search matched. The studios API uses it
 * now, the web list in phase 2, and the bulk export to write "exactly the studios the list shows":
 *
 *   const index = indexStudios(studios);                  // once per list
 *   const search = buildStudioSearch(index);              // once per list, only when searching
 *   const selected = selectStudios(index, parseStudioListQuery(location.search), search);
 *
 * Pure and synchronous. Without `search` the text search is the plain substring of name, city and
 * country (the browser's fallback while studio-search.ts loads).
 */
import { type DayRateQuery, dayRateIn, withinBudget } from './day-rate-query';
import { EMPTY_RATE_TABLE, type RateTable } from './exchange-rates';
import { distanceKm } from './geo';
import type { StudioFacts } from './studio-facts';
import {
  filterPositions,
  type IndexedStudio,
  normalizeSearch,
  type PositionTest,
} from './studio-filter-matching';
import type { StudioFilters } from './studio-filters';
import type { StudioListQuery } from './studio-list-address';
import type { SearchMatch } from './studio-search-fields';
import { type SortSpec, type SortValues, sortComparator } from './studio-sort';

/** What selectStudios needs of a search: the hits by position (studio-search.ts's StudioSearch). */
export interface SelectionSearch {
  search(text: string): ReadonlyMap<number, { tier: number; score: number; matches: SearchMatch[] }>;
}

export interface SelectedStudio<T> {
  readonly studio: T;
  /** The studio's facts from the index (what the cards show without working them out again). */
  readonly facts: StudioFacts;
  /** From filters.near; null without near or without the studio's coordinates. */
  readonly distanceKm: number | null;
  /** What the search matched, most telling field first; empty when not searching (worked out when read). */
  readonly matches: SearchMatch[];
}

/** The sort a query gets when it names none: relevance when searching, distance near a place, else name. */
export function effectiveSort(query: Pick<StudioListQuery, 'filters' | 'sort'>): SortSpec {
  if (query.sort) return query.sort;
  if (normalizeSearch(query.filters.search) !== '') return { key: 'relevance', descending: false };
  if (query.filters.near) return { key: 'distance', descending: false };
  return { key: 'name', descending: false };
}

/**
 * The day-rate budget as a test by position (product.md §18): the studio's shooting-day rate in the
 * reader's currency at most the budget; one without a rate (or not convertible) only when unknowns are
 * kept. null without a budget. The list, its option counts and the phone's sheet count with it.
 */
export function budgetTest<T>(
  index: readonly IndexedStudio<T>[],
  dayRate: DayRateQuery | undefined,
  rates: RateTable,
): PositionTest {
  if (!dayRate || dayRate.max === null) return null;
  const currency = dayRate.currency;
  return (position) => withinBudget(dayRateIn(index[position]!.facts.dayRates, currency, rates), dayRate);
}

/** A selected studio; what the search matched is worked out when read (a page shows a few of thousands). */
class Selected<T> implements SelectedStudio<T> {
  constructor(
    readonly studio: T,
    readonly facts: StudioFacts,
    readonly distanceKm: number | null,
    private readonly hit: { matches: SearchMatch[] } | undefined,
  ) {}

  get matches(): SearchMatch[] {
    return this.hit ? this.hit.matches : [];
  }
}

/**
 * The studios of an index that match the query, sorted, with their distances and matches. The index
 * is in directory order (name, then id), which breaks every tie. One small object per matching
 * studio until the sort, one after it: with ten thousand studios this runs on each keystroke.
 */
export function selectStudios<T>(
  index: readonly IndexedStudio<T>[],
  query: Pick<StudioListQuery, 'filters' | 'sort' | 'dayRate'>,
  search: SelectionSearch | null = null,
  rates: RateTable = EMPTY_RATE_TABLE,
): SelectedStudio<T>[] {
  const filters: StudioFilters = query.filters;
  const text = normalizeSearch(filters.search);
  const hits = text !== '' && search ? search.search(filters.search) : null;
  const sort = effectiveSort(query);
  // The day rate in the reader's currency, worked out only when a budget or the sort reads it.
  const readsRate = query.dayRate?.max != null || sort.key === 'day_rate';
  const rateOf = (position: number) =>
    dayRateIn(index[position]!.facts.dayRates, query.dayRate?.currency ?? null, rates);
  const positions = filterPositions(index, filters, hits, budgetTest(index, query.dayRate, rates));
  const near = filters.near ?? null;
  const rows = positions.map((position): SortValues => {
    const { facts } = index[position]!;
    return {
      day_rate: readsRate ? rateOf(position) : null,
      position,
      distanceKm: near && facts.point ? distanceKm(near, facts.point) : null,
      // The hit itself: it has the tier and the score.
      relevance: hits?.get(position) ?? null,
      wall_width: facts.numbers.wall_width,
      wall_area: facts.numbers.wall_area,
      pixel_pitch: facts.numbers.pixel_pitch,
      ceiling_height: facts.numbers.ceiling_height,
      updated: facts.updatedMs,
    };
  });
  rows.sort(sortComparator(sort));
  return rows.map((values) => {
    const { studio, facts } = index[values.position]!;
    return new Selected(studio, facts, values.distanceKm, hits?.get(values.position));
  });
}
