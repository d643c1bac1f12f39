/**
 * Which studios match the filters and the search (studio-filters.ts has the rules): an index of
 * studios with their facts, the search (ranked, or a substring until the ranked index is built), and
 * the filters; the positions, entries or studios that pass.
 */
import { distanceKm, type GeoBounds, inBounds, type LatLng } from './geo';
import { activeChoices, type ChoiceFilter, type ChoiceKey, matchesChoice } from './image-chain-choices';
import { STALE_AFTER_DAYS } from './limits';
import { dayNumber, isFreeFor } from './studio-calendar';
import { countryKeys, type FilterableStudio, type StudioFacts, studioFacts } from './studio-facts';
import { FILTER_GROUPS, type FilterGroup, hasActiveFilters, type StudioFilters } from './studio-filters';
import { activeRanges, matchesRange, type RangeFilter, type RangeKey } from './studio-ranges';
import { isPublicStatus } from './studio-status';

/** The search text as matched: trimmed and lowercased. */
export function normalizeSearch(search: string): string {
  return search.trim().toLowerCase();
}

function matchesSearch(facts: StudioFacts, needle: string): boolean {
  return needle === '' || facts.haystack.some((text) => text.includes(needle));
}

/**
 * The ranked search's answer (studio-search.ts), by position in the index. Without one, the search
 * is the plain substring of name, city and country (while the search module loads in the browser).
 */
export interface SearchMembership {
  has(position: number): boolean;
  /**
   * The matching positions, in any order, when the answer can list them (the ranked search's Map):
   * filtering and counting then visit those few entries instead of every entry of the index.
   */
  keys?(): Iterable<number>;
}

/**
 * The last substring answer of each index: filtering and counting ask for the same text one after
 * the other, and a longer text that contains the last one ('sa' after 's') only narrows its answer.
 */
const substringAnswers = new WeakMap<object, { needle: string; positions: Uint32Array }>();

/** The positions of the entries whose name, city or country holds `needle`, in index order. */
function substringPositions<T>(index: readonly IndexedStudio<T>[], needle: string): Uint32Array {
  const last = substringAnswers.get(index);
  if (last?.needle === needle) return last.positions;
  const found: number[] = [];
  if (last && needle.includes(last.needle)) {
    for (const i of last.positions) if (matchesSearch(index[i]!.facts, needle)) found.push(i);
  } else {
    for (let i = 0; i < index.length; i++) if (matchesSearch(index[i]!.facts, needle)) found.push(i);
  }
  const positions = Uint32Array.from(found);
  substringAnswers.set(index, { needle, positions });
  return positions;
}

/**
 * Calls `visit` with the position of each entry the search text lets through, in index order when
 * `ordered`: the ranked search's own positions when it lists them (a search narrows ten thousand
 * studios to a few hundred, issue 16), else those of the substring search (while the ranked one
 * loads), else every entry.
 */
export function forEachSearched<T>(
  index: readonly IndexedStudio<T>[],
  filters: StudioFilters,
  search: SearchMembership | null,
  ordered: boolean,
  visit: (position: number, facts: StudioFacts) => void,
): void {
  const needle = normalizeSearch(filters.search);
  if (needle === '') {
    for (let i = 0; i < index.length; i++) visit(i, index[i]!.facts);
    return;
  }
  if (search && !search.keys) {
    for (let i = 0; i < index.length; i++) if (search.has(i)) visit(i, index[i]!.facts);
    return;
  }
  let positions = search?.keys ? Uint32Array.from(search.keys()) : substringPositions(index, needle);
  if (search && ordered) positions = positions.sort();
  for (const position of positions) {
    const entry = index[position];
    if (entry) visit(position, entry.facts);
  }
}

/** OR within the group; a group with nothing chosen matches everything. */
export function matchesGroup(facts: StudioFacts, group: FilterGroup, chosen: readonly string[]): boolean {
  if (chosen.length === 0) return true;
  for (const value of facts.values[group]) if (chosen.includes(value)) return true;
  return false;
}

/** The radius, the bounds and the ranges of a filter set, prepared once per filtering. */
export interface PlaceAndRanges {
  near: LatLng | null;
  radiusKm: number | null;
  bounds: GeoBounds | null;
  ranges: [RangeKey, RangeFilter][];
}

export function placeAndRanges(filters: StudioFilters): PlaceAndRanges | null {
  const near = filters.near ?? null;
  const radiusKm = near !== null ? (filters.radiusKm ?? null) : null;
  const bounds = filters.bounds ?? null;
  const ranges = activeRanges(filters.ranges ?? {});
  if (radiusKm === null && bounds === null && ranges.length === 0) return null;
  return { near, radiusKm, bounds, ranges };
}

/** Within the radius and the bounds (a studio without coordinates is in neither), and every range. */
export function matchesPlaceAndRanges(facts: StudioFacts, check: PlaceAndRanges): boolean {
  if (check.radiusKm !== null && check.near !== null) {
    if (!facts.point || distanceKm(check.near, facts.point) > check.radiusKm) return false;
  }
  if (check.bounds !== null && (!facts.point || !inBounds(facts.point, check.bounds))) return false;
  for (const [key, range] of check.ranges) if (!matchesRange(facts.numbers[key], range)) return false;
  return true;
}

/** The earliest verification the 'verified in the last 12 months' filter keeps (product.md §14). */
export function verifiedCutoffMs(now: number = Date.now()): number {
  return now - STALE_AFTER_DAYS * 86_400_000;
}

export function verifiedSinceCutoff(facts: StudioFacts, cutoffMs: number): boolean {
  return facts.verifiedMs !== null && facts.verifiedMs >= cutoffMs;
}

/** The free-dates filter's days (issue 38), or null when not asked. */
export function freeDaysOf(filters: StudioFilters): [number, number] | null {
  const dates = filters.freeDates;
  if (!dates) return null;
  const from = dayNumber(dates.from);
  const to = dayNumber(dates.to);
  return from === null || to === null ? null : [from, to];
}

/** The image chain's choices in use (issue 38), or null when none is. */
export function choicesOf(filters: StudioFilters): [ChoiceKey, ChoiceFilter][] | null {
  const active = activeChoices(filters.choices);
  return active.length > 0 ? active : null;
}

export function matchesChoices(facts: StudioFacts, active: readonly [ChoiceKey, ChoiceFilter][]): boolean {
  for (const [key, choice] of active) if (!matchesChoice(facts.choices[key], choice)) return false;
  return true;
}

/**
 * A further test by position in the index that the filters cannot make alone: the day-rate budget,
 * which needs the exchange rates (studio-selection.ts); null: none.
 */
export type PositionTest = ((position: number) => boolean) | null;

export interface IndexedStudio<T> {
  studio: T;
  facts: StudioFacts;
}

/** Computes every studio's facts once, so filtering a thousand studios stays cheap per keystroke. */
export function indexStudios<T extends FilterableStudio>(studios: readonly T[]): IndexedStudio<T>[] {
  return studios.map((studio) => ({ studio, facts: studioFacts(studio) }));
}

/** The chosen values as matched: countries as keys. */
export function chosenValues(filters: StudioFilters, group: FilterGroup): readonly string[] {
  return group === 'countries' ? countryKeys(filters.countries) : filters[group];
}

/**
 * The positions (in the index) of the entries that match, in index order. `search` is the ranked
 * search's answer for filters.search; without it the search is the plain substring.
 */
export function filterPositions<T>(
  index: readonly IndexedStudio<T>[],
  filters: StudioFilters,
  search: SearchMembership | null = null,
  keep: PositionTest = null,
): number[] {
  const active = FILTER_GROUPS.filter((group) => filters[group].length > 0).map(
    (group) => [group, chosenValues(filters, group)] as const,
  );
  const place = placeAndRanges(filters);
  const verifiedSince = filters.recentlyVerified ? verifiedCutoffMs() : null;
  const free = freeDaysOf(filters);
  const choices = choicesOf(filters);
  const now = Date.now();
  const positions: number[] = [];
  forEachSearched(index, filters, search, true, (i, facts) => {
    if (place && !matchesPlaceAndRanges(facts, place)) return;
    if (verifiedSince !== null && !verifiedSinceCutoff(facts, verifiedSince)) return;
    if (free && !isFreeFor(facts.calendar, free[0], free[1], now)) return;
    if (choices && !matchesChoices(facts, choices)) return;
    if (keep && !keep(i)) return;
    if (active.every(([group, chosen]) => matchesGroup(facts, group, chosen))) positions.push(i);
  });
  return positions;
}

/** The index entries that match, in index order. */
export function filterEntries<T>(
  index: readonly IndexedStudio<T>[],
  filters: StudioFilters,
  search: SearchMembership | null = null,
  keep: PositionTest = null,
): IndexedStudio<T>[] {
  if (!hasActiveFilters(filters) && !keep) return [...index];
  return filterPositions(index, filters, search, keep).map((i) => index[i]!);
}

export function filterIndexed<T>(index: readonly IndexedStudio<T>[], filters: StudioFilters): T[] {
  return filterEntries(index, filters).map((entry) => entry.studio);
}

export function filterStudios<T extends FilterableStudio>(
  studios: readonly T[],
  filters: StudioFilters,
): T[] {
  return filterIndexed(indexStudios(studios), filters);
}

/** The public count of product.md §4: published and pending-review studios only. */
export function publicStudioCount(studios: readonly { status: string }[]): number {
  let count = 0;
  for (const studio of studios) if (isPublicStatus(studio.status)) count++;
  return count;
}

/** A radius, map bounds or a numeric range narrows the list (near alone only measures distances). */
export function hasPlaceOrRangeFilters(filters: StudioFilters): boolean {
  return placeAndRanges(filters) !== null;
}
