/**
 * The studio directory's search and filters (product.md §5 "Filter matching", bands of §9) and their
 * form in the address bar. Pure: the web list, its browser tests and its benchmark use the same
 * functions.
 *
 * - Search: a case-insensitive substring of the name (HTML entities decoded), the city or the country.
 * - Within a filter group any chosen value matches (OR); across groups all must match (AND).
 * - Width and height bands: lower bound inclusive, upper exclusive; an unknown size matches no band.
 * - Ceiling, floor and movable panels: yes, no or unknown (catalog key, then the legacy attribute).
 * - 3DGS and 4DGS: 'yes' when the capability is Available or Limited, 'not yet' when it is Not
 *   Available, 'unknown' when the status is Unknown, missing or unreadable (unknown is not no).
 * - City options are limited to the chosen countries; changing the countries drops chosen cities
 *   that are no longer among the options.
 * - Countries are keyed by ISO code where one is known (the studio's country_code, else its country
 *   text read as a name), so one country is one option whatever it was typed as (product.md §11).
 * - Near a place, within a radius, inside map bounds, and numeric ranges (product.md §11); the sort
 *   and the map view are part of the address too. The selection of a list with its distances and its
 *   sort is studio-selection.ts; the ranked search is studio-search.ts, loaded on demand.
 */
import { countryCodeOf, countryKeyOf, countryLabel, countryName, isCountryCode } from './countries';
import {
  distanceKm,
  formatBounds,
  formatLatLng,
  type GeoBounds,
  inBounds,
  isLatitude,
  isLongitude,
  type LatLng,
  MAX_RADIUS_KM,
  parseBounds,
  parseDecimal,
  parseLatLng,
} from './geo';
import { decodeHtmlEntities } from './html-entities';
import {
  COMPARE_MAX_STUDIOS,
  HEIGHT_BANDS,
  SCANNING_FILTER_OPTIONS,
  STALE_AFTER_DAYS,
  TRISTATE_FILTER_OPTIONS,
  WIDTH_BANDS,
} from './limits';
import type { DetailedAttributes } from './schemas/studio-schemas';
import {
  capabilityStatusOf,
  type LedBooleanAttribute,
  ledBooleanOf,
  offersCapability,
  serviceTypesOf,
} from './studio-attributes';
import {
  activeRanges,
  isRangeKey,
  matchesRange,
  RANGE_KEYS,
  type RangeFilter,
  type RangeFilters,
  type RangeKey,
  type RangeValues,
  rangeValuesOf,
} from './studio-ranges';
import { formatSort, parseSort, SORT_KEYS, type SortSpec } from './studio-sort';
import { isPublicStatus } from './studio-status';
import type { ValueLocale } from './value-format';

export type WidthBandId = (typeof WIDTH_BANDS)[number]['id'];
export type HeightBandId = (typeof HEIGHT_BANDS)[number]['id'];
export type ScanningOption = (typeof SCANNING_FILTER_OPTIONS)[number];
export type TristateOption = (typeof TRISTATE_FILTER_OPTIONS)[number];

export const WIDTH_BAND_IDS: readonly WidthBandId[] = WIDTH_BANDS.map((b) => b.id);
export const HEIGHT_BAND_IDS: readonly HeightBandId[] = HEIGHT_BANDS.map((b) => b.id);

/** What the visitor chose. Every list is a set of values (no duplicates), in the order chosen. */
export interface StudioFilters {
  search: string;
  countries: string[];
  cities: string[];
  services: string[];
  gs3: ScanningOption[];
  gs4: ScanningOption[];
  widths: WidthBandId[];
  heights: HeightBandId[];
  ceiling: TristateOption[];
  floor: TristateOption[];
  movable: TristateOption[];
  /** Numeric ranges, by key (product.md §11). */
  ranges: RangeFilters;
  /** Distances are measured from here; with radiusKm, only studios within it match. */
  near: LatLng | null;
  radiusKm: number | null;
  /** 'Search this area': only studios inside the map's bounds. */
  bounds: GeoBounds | null;
  /** 'Verified in the last 12 months' (product.md §14): only studios verified within STALE_AFTER_DAYS. */
  recentlyVerified: boolean;
}

/** The filter groups (the dropdowns), in the order they are shown. */
export const FILTER_GROUPS = [
  'countries',
  'cities',
  'services',
  'gs3',
  'gs4',
  'widths',
  'heights',
  'ceiling',
  'floor',
  'movable',
] as const satisfies readonly (keyof StudioFilters)[];
export type FilterGroup = (typeof FILTER_GROUPS)[number];

export function emptyFilters(): StudioFilters {
  return {
    search: '',
    countries: [],
    cities: [],
    services: [],
    gs3: [],
    gs4: [],
    widths: [],
    heights: [],
    ceiling: [],
    floor: [],
    movable: [],
    ranges: {},
    near: null,
    radiusKm: null,
    bounds: null,
    recentlyVerified: false,
  };
}

/** The empty filter set, frozen: for comparisons and defaults that must never be changed. */
export const EMPTY_FILTERS: Readonly<StudioFilters> = Object.freeze(emptyFilters());

/** The fixed options of the enumerated groups; countries, cities and services come from the data. */
export const FIXED_GROUP_OPTIONS = {
  gs3: SCANNING_FILTER_OPTIONS,
  gs4: SCANNING_FILTER_OPTIONS,
  widths: WIDTH_BAND_IDS,
  heights: HEIGHT_BAND_IDS,
  ceiling: TRISTATE_FILTER_OPTIONS,
  floor: TRISTATE_FILTER_OPTIONS,
  movable: TRISTATE_FILTER_OPTIONS,
} as const satisfies Partial<Record<FilterGroup, readonly string[]>>;

export function hasActiveFilters(filters: StudioFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    FILTER_GROUPS.some((group) => filters[group].length > 0) ||
    hasPlaceOrRangeFilters(filters) ||
    filters.recentlyVerified === true
  );
}

/** A radius, map bounds or a numeric range narrows the list (near alone only measures distances). */
export function hasPlaceOrRangeFilters(filters: StudioFilters): boolean {
  return placeAndRanges(filters) !== null;
}

// ---------------------------------------------------------------------------------------------
// Reading a studio

/** What the filters read of a studio: the list endpoint's shape is enough. */
export interface FilterableStudio {
  /** The name as the API sends it (HTML entities possible)... */
  name: string;
  /** ...unless the loader decoded it already: then `name` is decoded and this is the original. */
  rawName?: string;
  city: string;
  country: string;
  /** ISO 3166-1 alpha-2; the country text is read as a name when it is missing. */
  country_code?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  updated_at?: string;
  /** When a value of the studio was last set or confirmed (product.md §14); null or missing: never. */
  verified_at?: string | null;
  description?: string;
  detailed_attributes: DetailedAttributes;
}

/** A studio's values for every filter, computed once per studio. */
export interface StudioFacts {
  /** Lowercased decoded name, city and country (as typed, and its English and Russian names). */
  haystack: readonly string[];
  /** The country's key: its ISO code when known, else the country text. */
  country: string;
  city: string;
  services: readonly string[];
  gs3: ScanningOption;
  gs4: ScanningOption;
  width: WidthBandId | null;
  height: HeightBandId | null;
  ceiling: TristateOption;
  floor: TristateOption;
  movable: TristateOption;
  /** The studio's place, when it has coordinates. */
  point: LatLng | null;
  /** The numbers the range filters and sorts read (null: not stated). */
  numbers: RangeValues;
  /** updated_at in ms (null when unknown). */
  updatedMs: number | null;
  /** verified_at in ms (null: never verified). */
  verifiedMs: number | null;
  /** The studio's values per group (services several, every other group one or none). */
  values: Readonly<Record<FilterGroup, readonly string[]>>;
}

interface Band<Id extends string> {
  readonly id: Id;
  readonly min: number;
  readonly max: number;
}

/** The band holding a value: min <= value < max. Unknown (null) or out-of-range values: none. */
export function bandOf<Id extends string>(bands: readonly Band<Id>[], value: number | null): Id | null {
  if (value === null || !Number.isFinite(value)) return null;
  return bands.find((band) => value >= band.min && value < band.max)?.id ?? null;
}

export function widthBandOf(widthM: number | null): WidthBandId | null {
  return bandOf(WIDTH_BANDS, widthM);
}

export function heightBandOf(heightM: number | null): HeightBandId | null {
  return bandOf(HEIGHT_BANDS, heightM);
}

export function tristateOf(attrs: DetailedAttributes, which: LedBooleanAttribute): TristateOption {
  const value = ledBooleanOf(attrs, which);
  return value === null ? 'unknown' : value ? 'yes' : 'no';
}

export function scanningOptionOf(
  attrs: DetailedAttributes,
  key: '3DGS_LOCATION_SCANNING_STATUS' | '4DGS_ACTOR_SCANNING_STATUS',
): ScanningOption {
  if (offersCapability(attrs, key)) return 'yes';
  return capabilityStatusOf(attrs, key) === 'Not Available' ? 'not yet' : 'unknown';
}

/** The name a person reads: HTML entities decoded exactly once (product.md §3). */
export function displayNameOf(studio: Pick<FilterableStudio, 'name' | 'rawName'>): string {
  return studio.rawName !== undefined ? studio.name : decodeHtmlEntities(studio.name);
}

/** The chosen country values as keys ("Germany" and "de" both read DE), without duplicates. */
export function countryKeys(values: readonly string[]): string[] {
  return unique(values.map((value) => countryCodeOf(value) ?? value.trim()).filter(Boolean));
}

const collators = new Map<ValueLocale, Intl.Collator>();

/**
 * Country options in the order of their names in the reader's language (the catalog's order is the
 * English one), those with studios first as matchingFirst puts them.
 */
export function sortCountryOptions<O extends FilterOption>(options: readonly O[], locale: ValueLocale): O[] {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale);
    collators.set(locale, collator);
  }
  const byName = collator.compare;
  return [...options].sort(
    (a, b) =>
      Number(b.count > 0) - Number(a.count > 0) ||
      byName(countryLabel(a.value, locale), countryLabel(b.value, locale)) ||
      byText(a.value, b.value),
  );
}

function pointOf(studio: FilterableStudio): LatLng | null {
  const { latitude, longitude } = studio;
  return isLatitude(latitude) && isLongitude(longitude) ? { latitude, longitude } : null;
}

function timeOf(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? ms : null;
}

export function studioFacts(studio: FilterableStudio): StudioFacts {
  const attrs = studio.detailed_attributes ?? {};
  const city = (studio.city ?? '').trim();
  const countryText = (studio.country ?? '').trim();
  const country = countryKeyOf(studio);
  const services = serviceTypesOf(attrs);
  const gs3 = scanningOptionOf(attrs, '3DGS_LOCATION_SCANNING_STATUS');
  const gs4 = scanningOptionOf(attrs, '4DGS_ACTOR_SCANNING_STATUS');
  const numbers = rangeValuesOf(attrs);
  const width = widthBandOf(numbers.wall_width);
  const height = heightBandOf(numbers.wall_height);
  const ceiling = tristateOf(attrs, 'ceiling');
  const floor = tristateOf(attrs, 'floor');
  const movable = tristateOf(attrs, 'movable');
  const one = (value: string | null): readonly string[] => (value ? [value] : []);
  const haystack = [displayNameOf(studio).toLowerCase(), city.toLowerCase(), countryText.toLowerCase()];
  if (isCountryCode(country))
    haystack.push(countryName(country, 'en').toLowerCase(), countryName(country, 'ru').toLowerCase());
  return {
    haystack,
    city,
    country,
    services,
    gs3,
    gs4,
    width,
    height,
    ceiling,
    floor,
    movable,
    point: pointOf(studio),
    numbers,
    updatedMs: timeOf(studio.updated_at),
    verifiedMs: timeOf(studio.verified_at),
    values: {
      countries: one(country),
      cities: one(city),
      services,
      gs3: [gs3],
      gs4: [gs4],
      widths: one(width),
      heights: one(height),
      ceiling: [ceiling],
      floor: [floor],
      movable: [movable],
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Matching

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
function forEachSearched<T>(
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
function matchesGroup(facts: StudioFacts, group: FilterGroup, chosen: readonly string[]): boolean {
  if (chosen.length === 0) return true;
  for (const value of facts.values[group]) if (chosen.includes(value)) return true;
  return false;
}

/** The radius, the bounds and the ranges of a filter set, prepared once per filtering. */
interface PlaceAndRanges {
  near: LatLng | null;
  radiusKm: number | null;
  bounds: GeoBounds | null;
  ranges: [RangeKey, RangeFilter][];
}

function placeAndRanges(filters: StudioFilters): PlaceAndRanges | null {
  const near = filters.near ?? null;
  const radiusKm = near !== null ? (filters.radiusKm ?? null) : null;
  const bounds = filters.bounds ?? null;
  const ranges = activeRanges(filters.ranges ?? {});
  if (radiusKm === null && bounds === null && ranges.length === 0) return null;
  return { near, radiusKm, bounds, ranges };
}

/** Within the radius and the bounds (a studio without coordinates is in neither), and every range. */
function matchesPlaceAndRanges(facts: StudioFacts, check: PlaceAndRanges): boolean {
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

function verifiedSinceCutoff(facts: StudioFacts, cutoffMs: number): boolean {
  return facts.verifiedMs !== null && facts.verifiedMs >= cutoffMs;
}

export interface IndexedStudio<T> {
  studio: T;
  facts: StudioFacts;
}

/** Computes every studio's facts once, so filtering a thousand studios stays cheap per keystroke. */
export function indexStudios<T extends FilterableStudio>(studios: readonly T[]): IndexedStudio<T>[] {
  return studios.map((studio) => ({ studio, facts: studioFacts(studio) }));
}

/** The chosen values as matched: countries as keys. */
function chosenValues(filters: StudioFilters, group: FilterGroup): readonly string[] {
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
): number[] {
  const active = FILTER_GROUPS.filter((group) => filters[group].length > 0).map(
    (group) => [group, chosenValues(filters, group)] as const,
  );
  const place = placeAndRanges(filters);
  const verifiedSince = filters.recentlyVerified ? verifiedCutoffMs() : null;
  const positions: number[] = [];
  forEachSearched(index, filters, search, true, (i, facts) => {
    if (place && !matchesPlaceAndRanges(facts, place)) return;
    if (verifiedSince !== null && !verifiedSinceCutoff(facts, verifiedSince)) return;
    if (active.every(([group, chosen]) => matchesGroup(facts, group, chosen))) positions.push(i);
  });
  return positions;
}

/** The index entries that match, in index order. */
export function filterEntries<T>(
  index: readonly IndexedStudio<T>[],
  filters: StudioFilters,
  search: SearchMembership | null = null,
): IndexedStudio<T>[] {
  if (!hasActiveFilters(filters)) return [...index];
  return filterPositions(index, filters, search).map((i) => index[i]!);
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

// ---------------------------------------------------------------------------------------------
// Options

export interface FilterOption {
  value: string;
  /** Studios that would match with this value chosen, given the search and the other groups. */
  count: number;
}

export type FilterOptions = Record<FilterGroup, FilterOption[]>;

const collator = new Intl.Collator('en', { sensitivity: 'base' });
const byText = (a: string, b: string) => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);

/** The data-driven option lists of an index, sorted once (they do not change while filtering). */
interface OptionCatalog {
  countries: string[];
  services: string[];
  /** Every city, sorted, with the countries it appears in. */
  cities: { city: string; countries: Set<string> }[];
}

const catalogs = new WeakMap<readonly IndexedStudio<unknown>[], OptionCatalog>();

function optionCatalog<T>(index: readonly IndexedStudio<T>[]): OptionCatalog {
  const cached = catalogs.get(index);
  if (cached) return cached;
  const countries = new Set<string>();
  const services = new Set<string>();
  const cities = new Map<string, Set<string>>();
  for (const { facts } of index) {
    if (facts.country) countries.add(facts.country);
    for (const service of facts.services) services.add(service);
    if (!facts.city) continue;
    const inCountries = cities.get(facts.city) ?? new Set<string>();
    inCountries.add(facts.country);
    cities.set(facts.city, inCountries);
  }
  // Countries in the order of their English names, whatever their keys are (codes or text); a list
  // shown to a reader is put in the order of their language by sortCountryOptions.
  const byCountryName = (a: string, b: string) => byText(countryLabel(a), countryLabel(b)) || byText(a, b);
  const catalog: OptionCatalog = {
    countries: [...countries].sort(byCountryName),
    services: [...services].sort(byText),
    cities: [...cities.keys()].sort(byText).map((city) => ({ city, countries: cities.get(city)! })),
  };
  catalogs.set(index, catalog);
  return catalog;
}

/** The city options: every city, or with countries chosen only the cities in them. */
export function cityOptionsFor<T>(
  index: readonly IndexedStudio<T>[],
  countries: readonly string[],
): string[] {
  const { cities } = optionCatalog(index);
  if (countries.length === 0) return cities.map((c) => c.city);
  const keys = countryKeys(countries);
  return cities.filter((c) => keys.some((country) => c.countries.has(country))).map((c) => c.city);
}

/**
 * Options that still match (count > 0) first, then those with none, each part in its own order: a
 * visitor meets what can narrow the list before what would empty it.
 */
export function matchingFirst(options: readonly FilterOption[]): FilterOption[] {
  const matching: FilterOption[] = [];
  const empty: FilterOption[] = [];
  for (const option of options) (option.count > 0 ? matching : empty).push(option);
  return matching.concat(empty);
}

/**
 * One group's values of every studio of an index as numbers, for counting options: the studio at
 * position i has the values `ids[starts[i]]` to `ids[starts[i + 1] - 1]`, each the position of its
 * text in `values`. Counting into an array by number instead of a map by text makes the counts of
 * ten thousand studios cheap enough for each keystroke (issue 16).
 */
interface GroupValueIds {
  values: string[];
  idOf: Map<string, number>;
  starts: Uint32Array;
  ids: Uint32Array;
}

const valueIdTables = new WeakMap<
  readonly IndexedStudio<unknown>[],
  Partial<Record<FilterGroup, GroupValueIds>>
>();

/** One group's value table of an index, built on first use. */
function groupValueIds<T>(index: readonly IndexedStudio<T>[], group: FilterGroup): GroupValueIds {
  let tables = valueIdTables.get(index);
  if (!tables) {
    tables = {};
    valueIdTables.set(index, tables);
  }
  const cached = tables[group];
  if (cached) return cached;
  const values: string[] = [];
  const idOf = new Map<string, number>();
  const starts = new Uint32Array(index.length + 1);
  let total = 0;
  for (let i = 0; i < index.length; i++) total += index[i]!.facts.values[group].length;
  const ids = new Uint32Array(total);
  let next = 0;
  for (let i = 0; i < index.length; i++) {
    starts[i] = next;
    for (const value of index[i]!.facts.values[group]) {
      let id = idOf.get(value);
      if (id === undefined) {
        id = values.length;
        values.push(value);
        idOf.set(value, id);
      }
      ids[next++] = id;
    }
  }
  starts[index.length] = next;
  const table = { values, idOf, starts, ids };
  tables[group] = table;
  return table;
}

/**
 * Builds the next part of an index's option tables (the sorted option lists, then each group's value
 * table) ahead of the first filterOptions, which would otherwise build them all at once; false once
 * every part is built. The browser builds them a part per task before the list hydrates (issue 15).
 */
export function prepareOptionTables<T>(index: readonly IndexedStudio<T>[]): boolean {
  if (!catalogs.has(index)) {
    optionCatalog(index);
    return true;
  }
  const tables = valueIdTables.get(index);
  const group = FILTER_GROUPS.find((name) => !tables?.[name]);
  if (!group) return false;
  groupValueIds(index, group);
  return true;
}

/**
 * The options of every group with faceted counts: how many studios match the search and all the
 * other groups and have this value. Options come from the whole list (so none vanishes while
 * filtering), those with a count of 0 after the others; chosen values are always listed, so they can
 * be unchosen.
 */
export function filterOptions<T>(
  index: readonly IndexedStudio<T>[],
  filters: StudioFilters,
  search: SearchMembership | null = null,
): FilterOptions {
  const table = {} as Record<FilterGroup, GroupValueIds>;
  const counts = {} as Record<FilterGroup, Uint32Array>;
  for (const group of FILTER_GROUPS) {
    table[group] = groupValueIds(index, group);
    counts[group] = new Uint32Array(table[group].values.length);
  }
  const add = (group: FilterGroup, position: number) => {
    const { starts, ids } = table[group];
    const tally = counts[group];
    for (let k = starts[position]!; k < starts[position + 1]!; k++) tally[ids[k]!]!++;
  };
  const active = FILTER_GROUPS.filter((group) => filters[group].length > 0);
  const chosen = {} as Record<FilterGroup, readonly string[]>;
  for (const group of active) chosen[group] = chosenValues(filters, group);
  const place = placeAndRanges(filters);
  const verifiedSince = filters.recentlyVerified ? verifiedCutoffMs() : null;
  forEachSearched(index, filters, search, false, (i, facts) => {
    if (place && !matchesPlaceAndRanges(facts, place)) return;
    if (verifiedSince !== null && !verifiedSinceCutoff(facts, verifiedSince)) return;
    // A studio counts in a group's options when it passes every other group.
    let failed: FilterGroup | null = null;
    let failures = 0;
    for (const group of active) {
      if (matchesGroup(facts, group, chosen[group])) continue;
      failures++;
      failed = group;
      if (failures > 1) break;
    }
    if (failures === 0) for (const group of FILTER_GROUPS) add(group, i);
    else if (failures === 1 && failed) add(failed, i);
  });
  const countOf = (group: FilterGroup, value: string): number => {
    const id = table[group].idOf.get(value);
    return id === undefined ? 0 : counts[group][id]!;
  };

  const build = (group: FilterGroup, values: readonly string[]): FilterOption[] => {
    const picked = group === 'countries' ? countryKeys(filters.countries) : filters[group];
    const list = picked.every((v) => values.includes(v)) ? values : [...new Set([...values, ...picked])];
    return matchingFirst(list.map((value) => ({ value, count: countOf(group, value) })));
  };
  const catalog = optionCatalog(index);
  return {
    countries: build('countries', catalog.countries),
    cities: build('cities', cityOptionsFor(index, filters.countries)),
    services: build('services', catalog.services),
    gs3: build('gs3', FIXED_GROUP_OPTIONS.gs3),
    gs4: build('gs4', FIXED_GROUP_OPTIONS.gs4),
    widths: build('widths', FIXED_GROUP_OPTIONS.widths),
    heights: build('heights', FIXED_GROUP_OPTIONS.heights),
    ceiling: build('ceiling', FIXED_GROUP_OPTIONS.ceiling),
    floor: build('floor', FIXED_GROUP_OPTIONS.floor),
    movable: build('movable', FIXED_GROUP_OPTIONS.movable),
  };
}

// ---------------------------------------------------------------------------------------------
// Changing the filters

/** New countries; chosen cities outside the remaining countries are dropped (product.md §5). */
export function withCountries<T>(
  filters: StudioFilters,
  countries: readonly string[],
  index: readonly IndexedStudio<T>[],
): StudioFilters {
  const nextCountries = countryKeys(countries);
  const allowed = new Set(cityOptionsFor(index, nextCountries));
  return { ...filters, countries: nextCountries, cities: filters.cities.filter((city) => allowed.has(city)) };
}

/** New values for one group (countries go through withCountries for the city rule). */
export function withGroup<T>(
  filters: StudioFilters,
  group: FilterGroup,
  values: readonly string[],
  index: readonly IndexedStudio<T>[],
): StudioFilters {
  if (group === 'countries') return withCountries(filters, values, index);
  const parsed = parseGroupValues(group, values);
  return { ...filters, [group]: parsed };
}

/** The filters without one chosen value (a chip's remove button). */
export function withoutValue<T>(
  filters: StudioFilters,
  group: FilterGroup,
  value: string,
  index: readonly IndexedStudio<T>[],
): StudioFilters {
  return withGroup(
    filters,
    group,
    (filters[group] as readonly string[]).filter((v) => v !== value),
    index,
  );
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

function parseGroupValues(group: FilterGroup, values: readonly string[]): string[] {
  if (group === 'countries' || group === 'cities' || group === 'services') return unique(values);
  const allowed: readonly string[] = FIXED_GROUP_OPTIONS[group];
  return unique(values).filter((v) => allowed.includes(v));
}

// ---------------------------------------------------------------------------------------------
// The address bar: ?q=…&country=DE,FR&city=…&service=…&gs3=yes&gs4=not-yet
// &width=small,xl&height=…&ceiling=yes&floor=unknown&movable=no
// &near=52.52,13.405&radius_km=100&bounds=47.2,5.8,55.1,15.1
// &wall_width=8..20&pixel_pitch=..2.6&with_unknown=pixel_pitch&verified=12m&sort=-wall_width&view=map
// &compare=1,5
// List items are separated by commas (readable as is; %2C after a URLSearchParams round trip reads the
// same); a comma inside an item is escaped with a backslash ("Washington\, D.C."). A range is
// "min..max" with either side left out; with_unknown names the ranges that keep studios without the
// value. The API reads the same address (strictly: a bad value is a 400 naming its parameter).

/** The query parameter of each group. */
export const QUERY_KEYS: Readonly<Record<FilterGroup, string>> = {
  countries: 'country',
  cities: 'city',
  services: 'service',
  gs3: 'gs3',
  gs4: 'gs4',
  widths: 'width',
  heights: 'height',
  ceiling: 'ceiling',
  floor: 'floor',
  movable: 'movable',
};
export const SEARCH_QUERY_KEY = 'q';
export const COMPARE_QUERY_KEY = 'compare';
/** The other parameters of the list's state (product.md §11). */
export const PLACE_QUERY_KEYS = {
  near: 'near',
  radiusKm: 'radius_km',
  bounds: 'bounds',
  withUnknown: 'with_unknown',
  verified: 'verified',
  sort: 'sort',
  view: 'view',
} as const;
const OWN_KEYS = new Set<string>([
  SEARCH_QUERY_KEY,
  COMPARE_QUERY_KEY,
  ...Object.values(QUERY_KEYS),
  ...Object.values(PLACE_QUERY_KEYS),
  ...RANGE_KEYS,
]);

/** The list's two views: the card grid and the map. */
export const LIST_VIEWS = ['grid', 'map'] as const;
export type ListView = (typeof LIST_VIEWS)[number];

/** Bounds for hand-made addresses. */
export const MAX_SEARCH_LENGTH = 200;
const MAX_ITEMS_PER_GROUP = 100;
const MAX_ITEM_LENGTH = 200;

/** The list page's state in the address: the filters, the sort, the view and the compare selection. */
export interface StudioListQuery {
  filters: StudioFilters;
  compare: number[];
  /** null or missing: the default (relevance when searching, else distance near a place, else name). */
  sort?: SortSpec | null;
  /** Missing: the grid. */
  view?: ListView;
}

/** A parameter the strict reading (the API's) refuses, with the reason. */
export interface QueryIssue {
  field: string;
  reason: string;
}

/** "not yet" is written not-yet in the address. */
function tokenOf(value: string): string {
  return value.replace(/ /g, '-');
}

function decodeComponent(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

function encodeItem(value: string): string {
  return encodeURIComponent(value);
}

/** A list item: its commas and backslashes escaped with a backslash, then percent-encoded. */
function encodeListItem(value: string): string {
  return encodeURIComponent(value.replace(/[\\,]/g, (c) => `\\${c}`));
}

/**
 * The list-valued parameters: repeated, their values add up (`country=DE&country=FR` is
 * `country=DE,FR`), as a plain HTML form sends one checkbox group (the filters without JavaScript,
 * issue 15); empty ones (a form's unticked or blank fields) say nothing.
 */
const LIST_KEYS = new Set<string>([...Object.values(QUERY_KEYS), PLACE_QUERY_KEYS.withUnknown]);

/** The raw (still encoded) value of each parameter; for other than list keys, the last one wins. */
function rawParams(search: string): Map<string, string> {
  const params = new Map<string, string>();
  const text = search.startsWith('?') ? search.slice(1) : search;
  if (!text) return params;
  for (const part of text.split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const key = decodeComponent(eq === -1 ? part : part.slice(0, eq));
    if (key === null) continue;
    const value = eq === -1 ? '' : part.slice(eq + 1);
    const earlier = LIST_KEYS.has(key) ? params.get(key) : undefined;
    params.set(key, earlier && value ? `${earlier},${value}` : value || (earlier ?? ''));
  }
  return params;
}

/** A filter value as a form field's value (a checkbox of its group's parameter, QUERY_KEYS). */
export function filterFieldValue(group: FilterGroup, value: string): string {
  return group in FIXED_GROUP_OPTIONS ? tokenOf(value) : value.replace(/[\\,]/g, (c) => `\\${c}`);
}

/** The list's own parameter names (the rest of an address, e.g. lang, is another page's business). */
export function isStudioListParam(name: string): boolean {
  return OWN_KEYS.has(name);
}

/** Splits a decoded list at commas; "\\," is a comma inside an item and "\\\\" a backslash. */
function splitList(text: string): string[] {
  const items: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\\' && i + 1 < text.length) current += text[++i];
    else if (c === ',') {
      items.push(current);
      current = '';
    } else current += c;
  }
  items.push(current);
  return items;
}

function parseList(raw: string | undefined): string[] {
  if (!raw) return [];
  const text = decodeComponent(raw);
  // A broken escape somewhere: read the items one by one and drop the broken ones.
  const parts =
    text !== null
      ? splitList(text)
      : raw.split(',').flatMap((part) => splitList(decodeComponent(part) ?? ''));
  const items: string[] = [];
  for (const part of parts) {
    const item = part.trim();
    if (item && item.length <= MAX_ITEM_LENGTH && !items.includes(item)) items.push(item);
    if (items.length >= MAX_ITEMS_PER_GROUP) break;
  }
  return items;
}

type FixedGroup = Exclude<FilterGroup, 'countries' | 'cities' | 'services'>;
type Report = (field: string, reason: string) => void;

function parseFixed(group: FixedGroup, raw: string | undefined, report: Report) {
  const allowed: readonly string[] = FIXED_GROUP_OPTIONS[group];
  const values: string[] = [];
  for (const item of parseList(raw)) {
    const value = item.toLowerCase().replace(/[-_]/g, ' ');
    const match = allowed.find((option) => option === value || tokenOf(option) === item.toLowerCase());
    if (!match)
      report(QUERY_KEYS[group], `Unknown value '${item}'. Use: ${allowed.map(tokenOf).join(', ')}.`);
    else if (!values.includes(match)) values.push(match);
  }
  return values;
}

/** Compare ids: positive integers, de-duplicated, at most COMPARE_MAX_STUDIOS. */
export function parseCompareIds(raw: string | null | undefined): number[] {
  const ids: number[] = [];
  for (const item of parseList(raw ?? undefined)) {
    if (!/^\d{1,9}$/.test(item)) continue;
    const id = Number(item);
    if (id > 0 && !ids.includes(id)) ids.push(id);
    if (ids.length >= COMPARE_MAX_STUDIOS) break;
  }
  return ids;
}

/** "8..20", "8..", "..20" (or one number: exactly it); null when unreadable or min > max. */
export function parseRange(text: string): { min: number | null; max: number | null } | null {
  const trimmed = text.trim();
  const dots = trimmed.indexOf('..');
  const [low, high] = dots === -1 ? [trimmed, trimmed] : [trimmed.slice(0, dots), trimmed.slice(dots + 2)];
  const min = low.trim() === '' ? null : parseDecimal(low);
  const max = high.trim() === '' ? null : parseDecimal(high);
  if ((low.trim() !== '' && min === null) || (high.trim() !== '' && max === null)) return null;
  if (min === null && max === null) return null;
  if (min !== null && max !== null && min > max) return null;
  return { min, max };
}

export function formatRange(range: Pick<RangeFilter, 'min' | 'max'>): string {
  const side = (value: number | null) => (value === null ? '' : String(value));
  return `${side(range.min)}..${side(range.max)}`;
}

function decoded(params: Map<string, string>, key: string): string | undefined {
  const raw = params.get(key);
  if (raw === undefined) return undefined;
  return decodeComponent(raw) ?? '';
}

function readPlace(params: Map<string, string>, filters: StudioFilters, report: Report): void {
  const near = decoded(params, PLACE_QUERY_KEYS.near);
  if (near !== undefined && near !== '') {
    filters.near = parseLatLng(near);
    if (!filters.near)
      report('near', 'Expected <latitude>,<longitude>: latitude -90 to 90, longitude -180 to 180.');
  }
  const radius = decoded(params, PLACE_QUERY_KEYS.radiusKm);
  if (radius !== undefined && radius !== '') {
    const value = parseDecimal(radius);
    if (value === null || value <= 0 || value > MAX_RADIUS_KM)
      report('radius_km', `Expected a distance in km, more than 0 and at most ${MAX_RADIUS_KM}.`);
    else if (near === undefined || near === '')
      report('radius_km', 'A radius needs near=<latitude>,<longitude>.');
    else filters.radiusKm = value;
  }
  const bounds = decoded(params, PLACE_QUERY_KEYS.bounds);
  if (bounds !== undefined && bounds !== '') {
    filters.bounds = parseBounds(bounds);
    if (!filters.bounds)
      report('bounds', 'Expected <south>,<west>,<north>,<east> in degrees, south not above north.');
  }
}

function readRanges(params: Map<string, string>, filters: StudioFilters, report: Report): void {
  const withUnknown = new Set<RangeKey>();
  for (const item of parseList(params.get(PLACE_QUERY_KEYS.withUnknown))) {
    if (isRangeKey(item)) withUnknown.add(item);
    else report('with_unknown', `Unknown range '${item}'. Use: ${RANGE_KEYS.join(', ')}.`);
  }
  for (const key of RANGE_KEYS) {
    const text = decoded(params, key);
    if (text === undefined || text === '') continue;
    const range = parseRange(text);
    if (!range) {
      report(key, 'Expected <min>..<max> (either may be left out), min not above max.');
      continue;
    }
    filters.ranges[key] = { ...range, includeUnknown: withUnknown.has(key) };
  }
}

function readSort(params: Map<string, string>, filters: StudioFilters, report: Report): SortSpec | null {
  const text = decoded(params, PLACE_QUERY_KEYS.sort);
  if (text === undefined || text === '') return null;
  const sort = parseSort(text);
  if (!sort) {
    report('sort', `Unknown sort '${text}'. Use one of ${SORT_KEYS_TEXT}, with - in front for descending.`);
    return null;
  }
  if (sort.key === 'distance' && !filters.near) {
    report('sort', 'Sorting by distance needs near=<latitude>,<longitude>.');
    return null;
  }
  if (sort.key === 'relevance' && normalizeSearch(filters.search) === '') {
    report('sort', 'Sorting by relevance needs a search (q).');
    return null;
  }
  return sort;
}

function readView(params: Map<string, string>, report: Report): ListView {
  const text = decoded(params, PLACE_QUERY_KEYS.view);
  if (text === undefined || text === '' || text === 'grid') return 'grid';
  if (text === 'map') return 'map';
  report('view', "Expected 'grid' or 'map'.");
  return 'grid';
}

/** The one value of ?verified= (product.md §14): verified in the last 12 months. */
export const RECENTLY_VERIFIED_TOKEN = '12m';

function readVerified(params: Map<string, string>, filters: StudioFilters, report: Report): void {
  const text = decoded(params, PLACE_QUERY_KEYS.verified);
  if (text === undefined || text === '') return;
  if (text === RECENTLY_VERIFIED_TOKEN) filters.recentlyVerified = true;
  else report('verified', `Expected '${RECENTLY_VERIFIED_TOKEN}' (verified in the last 12 months).`);
}

function readStudioListQuery(search: string, report: Report): StudioListQuery {
  const params = rawParams(search);
  const filters = emptyFilters();
  const q = params.get(SEARCH_QUERY_KEY);
  if (q) {
    const text = decodeComponent(q) ?? '';
    if (text.length > MAX_SEARCH_LENGTH) report('q', `Search at most ${MAX_SEARCH_LENGTH} characters.`);
    filters.search = text.slice(0, MAX_SEARCH_LENGTH);
  }
  filters.countries = countryKeys(parseList(params.get(QUERY_KEYS.countries)));
  filters.cities = parseList(params.get(QUERY_KEYS.cities));
  filters.services = parseList(params.get(QUERY_KEYS.services));
  const fixed = (group: FixedGroup) => parseFixed(group, params.get(QUERY_KEYS[group]), report);
  filters.gs3 = fixed('gs3') as ScanningOption[];
  filters.gs4 = fixed('gs4') as ScanningOption[];
  filters.widths = fixed('widths') as WidthBandId[];
  filters.heights = fixed('heights') as HeightBandId[];
  filters.ceiling = fixed('ceiling') as TristateOption[];
  filters.floor = fixed('floor') as TristateOption[];
  filters.movable = fixed('movable') as TristateOption[];
  readPlace(params, filters, report);
  readRanges(params, filters, report);
  readVerified(params, filters, report);
  const sort = readSort(params, filters, report);
  const view = readView(params, report);
  return { filters, compare: parseCompareIds(params.get(COMPARE_QUERY_KEY)), sort, view };
}

/** Reads the list state from a location.search string; anything unreadable is ignored. */
export function parseStudioListQuery(search: string): StudioListQuery {
  return readStudioListQuery(search, () => {});
}

/**
 * The API's reading of the same address: the state, and every parameter it refuses (the API answers
 * 400 naming them). Parameters that are not the list's own are not looked at.
 */
export function parseStudioListQueryStrict(search: string): { query: StudioListQuery; issues: QueryIssue[] } {
  const issues: QueryIssue[] = [];
  const query = readStudioListQuery(search, (field, reason) => issues.push({ field, reason }));
  return { query, issues };
}

const SORT_KEYS_TEXT = SORT_KEYS.join(', ');

/** The list's own parameters of a state, in the order they are written. */
function ownParts(state: StudioListQuery): string[] {
  const parts: string[] = [];
  const { filters } = state;
  const search = filters.search.trim() ? filters.search.slice(0, MAX_SEARCH_LENGTH) : '';
  if (search) parts.push(`${SEARCH_QUERY_KEY}=${encodeItem(search)}`);
  for (const group of FILTER_GROUPS) {
    const values = state.filters[group] as readonly string[];
    if (values.length === 0) continue;
    const fixed = group in FIXED_GROUP_OPTIONS;
    parts.push(`${QUERY_KEYS[group]}=${values.map((v) => encodeListItem(fixed ? tokenOf(v) : v)).join(',')}`);
  }
  if (filters.near) {
    parts.push(`${PLACE_QUERY_KEYS.near}=${formatLatLng(filters.near)}`);
    if (filters.radiusKm !== null) parts.push(`${PLACE_QUERY_KEYS.radiusKm}=${filters.radiusKm}`);
  }
  if (filters.bounds) parts.push(`${PLACE_QUERY_KEYS.bounds}=${formatBounds(filters.bounds)}`);
  const ranges = activeRanges(filters.ranges ?? {});
  for (const [key, range] of ranges) parts.push(`${key}=${formatRange(range)}`);
  const withUnknown = ranges.filter(([, range]) => range.includeUnknown).map(([key]) => key);
  if (withUnknown.length > 0) parts.push(`${PLACE_QUERY_KEYS.withUnknown}=${withUnknown.join(',')}`);
  if (filters.recentlyVerified) parts.push(`${PLACE_QUERY_KEYS.verified}=${RECENTLY_VERIFIED_TOKEN}`);
  if (state.sort) parts.push(`${PLACE_QUERY_KEYS.sort}=${formatSort(state.sort)}`);
  if (state.view && state.view !== 'grid') parts.push(`${PLACE_QUERY_KEYS.view}=${state.view}`);
  if (state.compare.length > 0) parts.push(`${COMPARE_QUERY_KEY}=${state.compare.join(',')}`);
  return parts;
}

/**
 * The list state as a search string ("?q=…&country=…", or "" when empty). Parameters that are not
 * the list's own (e.g. lang) are kept from `current`, in front.
 */
export function serializeStudioListQuery(state: StudioListQuery, current = ''): string {
  const parts: string[] = [];
  for (const [key, raw] of rawParams(current)) {
    if (!OWN_KEYS.has(key)) parts.push(raw === '' ? encodeItem(key) : `${encodeItem(key)}=${raw}`);
  }
  parts.push(...ownParts(state));
  return parts.length ? `?${parts.join('&')}` : '';
}
