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
 */
import { decodeHtmlEntities } from './html-entities';
import {
  COMPARE_MAX_STUDIOS,
  HEIGHT_BANDS,
  SCANNING_FILTER_OPTIONS,
  TRISTATE_FILTER_OPTIONS,
  WIDTH_BANDS,
} from './limits';
import type { DetailedAttributes } from './schemas/studio-schemas';
import {
  capabilityStatusOf,
  type LedBooleanAttribute,
  ledBooleanOf,
  ledWallHeightOf,
  ledWallWidthOf,
  offersCapability,
  serviceTypesOf,
} from './studio-attributes';
import { isPublicStatus } from './studio-status';

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
  return filters.search.trim() !== '' || FILTER_GROUPS.some((group) => filters[group].length > 0);
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
  detailed_attributes: DetailedAttributes;
}

/** A studio's values for every filter, computed once per studio. */
export interface StudioFacts {
  /** Lowercased decoded name, city and country. */
  haystack: readonly string[];
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

export function studioFacts(studio: FilterableStudio): StudioFacts {
  const attrs = studio.detailed_attributes ?? {};
  const city = (studio.city ?? '').trim();
  const country = (studio.country ?? '').trim();
  const services = serviceTypesOf(attrs);
  const gs3 = scanningOptionOf(attrs, '3DGS_LOCATION_SCANNING_STATUS');
  const gs4 = scanningOptionOf(attrs, '4DGS_ACTOR_SCANNING_STATUS');
  const width = widthBandOf(ledWallWidthOf(attrs));
  const height = heightBandOf(ledWallHeightOf(attrs));
  const ceiling = tristateOf(attrs, 'ceiling');
  const floor = tristateOf(attrs, 'floor');
  const movable = tristateOf(attrs, 'movable');
  const one = (value: string | null): readonly string[] => (value ? [value] : []);
  return {
    haystack: [displayNameOf(studio).toLowerCase(), city.toLowerCase(), country.toLowerCase()],
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

/** OR within the group; a group with nothing chosen matches everything. */
function matchesGroup(facts: StudioFacts, group: FilterGroup, chosen: readonly string[]): boolean {
  if (chosen.length === 0) return true;
  for (const value of facts.values[group]) if (chosen.includes(value)) return true;
  return false;
}

export interface IndexedStudio<T> {
  studio: T;
  facts: StudioFacts;
}

/** Computes every studio's facts once, so filtering a thousand studios stays cheap per keystroke. */
export function indexStudios<T extends FilterableStudio>(studios: readonly T[]): IndexedStudio<T>[] {
  return studios.map((studio) => ({ studio, facts: studioFacts(studio) }));
}

/** The index entries that match, in index order. */
export function filterEntries<T>(
  index: readonly IndexedStudio<T>[],
  filters: StudioFilters,
): IndexedStudio<T>[] {
  const needle = normalizeSearch(filters.search);
  const active = FILTER_GROUPS.filter((group) => filters[group].length > 0);
  if (needle === '' && active.length === 0) return [...index];
  const result: IndexedStudio<T>[] = [];
  for (const entry of index) {
    if (!matchesSearch(entry.facts, needle)) continue;
    if (active.every((group) => matchesGroup(entry.facts, group, filters[group]))) result.push(entry);
  }
  return result;
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
  const catalog: OptionCatalog = {
    countries: [...countries].sort(byText),
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
  return cities.filter((c) => countries.some((country) => c.countries.has(country))).map((c) => c.city);
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
 * The options of every group with faceted counts: how many studios match the search and all the
 * other groups and have this value. Options come from the whole list (so none vanishes while
 * filtering), those with a count of 0 after the others; chosen values are always listed, so they can
 * be unchosen.
 */
export function filterOptions<T>(index: readonly IndexedStudio<T>[], filters: StudioFilters): FilterOptions {
  const counts = {} as Record<FilterGroup, Map<string, number>>;
  for (const group of FILTER_GROUPS) counts[group] = new Map();
  const add = (group: FilterGroup, facts: StudioFacts) => {
    const map = counts[group];
    for (const value of facts.values[group]) map.set(value, (map.get(value) ?? 0) + 1);
  };
  const needle = normalizeSearch(filters.search);
  const active = FILTER_GROUPS.filter((group) => filters[group].length > 0);
  for (const { facts } of index) {
    if (!matchesSearch(facts, needle)) continue;
    // A studio counts in a group's options when it passes every other group.
    let failed: FilterGroup | null = null;
    let failures = 0;
    for (const group of active) {
      if (matchesGroup(facts, group, filters[group])) continue;
      failures++;
      failed = group;
      if (failures > 1) break;
    }
    if (failures === 0) for (const group of FILTER_GROUPS) add(group, facts);
    else if (failures === 1 && failed) add(failed, facts);
  }

  const build = (group: FilterGroup, values: readonly string[]): FilterOption[] => {
    const chosen = filters[group] as readonly string[];
    const list = chosen.every((v) => values.includes(v)) ? values : [...new Set([...values, ...chosen])];
    return matchingFirst(list.map((value) => ({ value, count: counts[group].get(value) ?? 0 })));
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
  const nextCountries = unique(countries);
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
// The address bar: ?q=…&country=Germany,France&city=…&service=…&gs3=yes&gs4=not-yet
// &width=small,xl&height=…&ceiling=yes&floor=unknown&movable=no&compare=1,5
// List items are separated by commas (readable as is; %2C after a URLSearchParams round trip reads the
// same); a comma inside an item is escaped with a backslash ("Washington\, D.C.").

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
const OWN_KEYS = new Set<string>([SEARCH_QUERY_KEY, COMPARE_QUERY_KEY, ...Object.values(QUERY_KEYS)]);

/** Bounds for hand-made addresses. */
export const MAX_SEARCH_LENGTH = 200;
const MAX_ITEMS_PER_GROUP = 100;
const MAX_ITEM_LENGTH = 200;

/** The list page's state in the address: the filters and the compare selection. */
export interface StudioListQuery {
  filters: StudioFilters;
  compare: number[];
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

/** The raw (still encoded) value of each parameter; the last one wins when a key repeats. */
function rawParams(search: string): Map<string, string> {
  const params = new Map<string, string>();
  const text = search.startsWith('?') ? search.slice(1) : search;
  if (!text) return params;
  for (const part of text.split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const key = decodeComponent(eq === -1 ? part : part.slice(0, eq));
    if (key === null) continue;
    params.set(key, eq === -1 ? '' : part.slice(eq + 1));
  }
  return params;
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

function parseFixed(group: Exclude<FilterGroup, 'countries' | 'cities' | 'services'>, raw?: string) {
  const allowed: readonly string[] = FIXED_GROUP_OPTIONS[group];
  const values: string[] = [];
  for (const item of parseList(raw)) {
    const value = item.toLowerCase().replace(/[-_]/g, ' ');
    const match = allowed.find((option) => option === value || tokenOf(option) === item.toLowerCase());
    if (match && !values.includes(match)) values.push(match);
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

/** Reads the list state from a location.search string; anything unreadable is ignored. */
export function parseStudioListQuery(search: string): StudioListQuery {
  const params = rawParams(search);
  const filters = emptyFilters();
  const q = params.get(SEARCH_QUERY_KEY);
  if (q) filters.search = (decodeComponent(q) ?? '').slice(0, MAX_SEARCH_LENGTH);
  filters.countries = parseList(params.get(QUERY_KEYS.countries));
  filters.cities = parseList(params.get(QUERY_KEYS.cities));
  filters.services = parseList(params.get(QUERY_KEYS.services));
  filters.gs3 = parseFixed('gs3', params.get(QUERY_KEYS.gs3)) as ScanningOption[];
  filters.gs4 = parseFixed('gs4', params.get(QUERY_KEYS.gs4)) as ScanningOption[];
  filters.widths = parseFixed('widths', params.get(QUERY_KEYS.widths)) as WidthBandId[];
  filters.heights = parseFixed('heights', params.get(QUERY_KEYS.heights)) as HeightBandId[];
  filters.ceiling = parseFixed('ceiling', params.get(QUERY_KEYS.ceiling)) as TristateOption[];
  filters.floor = parseFixed('floor', params.get(QUERY_KEYS.floor)) as TristateOption[];
  filters.movable = parseFixed('movable', params.get(QUERY_KEYS.movable)) as TristateOption[];
  return { filters, compare: parseCompareIds(params.get(COMPARE_QUERY_KEY)) };
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
  const search = state.filters.search.trim() ? state.filters.search.slice(0, MAX_SEARCH_LENGTH) : '';
  if (search) parts.push(`${SEARCH_QUERY_KEY}=${encodeItem(search)}`);
  for (const group of FILTER_GROUPS) {
    const values = state.filters[group] as readonly string[];
    if (values.length === 0) continue;
    const fixed = group in FIXED_GROUP_OPTIONS;
    parts.push(`${QUERY_KEYS[group]}=${values.map((v) => encodeListItem(fixed ? tokenOf(v) : v)).join(',')}`);
  }
  if (state.compare.length > 0) parts.push(`${COMPARE_QUERY_KEY}=${state.compare.join(',')}`);
  return parts.length ? `?${parts.join('&')}` : '';
}
