/**
 * The directory's state in the address bar, read and written: the filters, the search, the place,
 * the ranges, the sort, the view and the comparison. The web list reads it leniently; the API reads
 * the same address strictly (a bad value is a 400 naming its parameter).
 */

import {
  DAY_RATE_QUERY_KEYS,
  DAY_RATE_UNKNOWN_TOKEN,
  type DayRateQuery,
  dayRateParts,
  keepsUnknownDayRate,
  readDayRateQuery,
} from './day-rate-query';
import { formatBounds, formatLatLng, MAX_RADIUS_KM, parseBounds, parseDecimal, parseLatLng } from './geo';
import { COMPARE_MAX_STUDIOS } from './limits';
import { countryKeys } from './studio-facts';
import { normalizeSearch } from './studio-filter-matching';
import {
  emptyFilters,
  FILTER_GROUPS,
  FIXED_GROUP_OPTIONS,
  type FilterGroup,
  type HeightBandId,
  type ScanningOption,
  type StudioFilters,
  type TristateOption,
  type WidthBandId,
} from './studio-filters';
import { FREE_FROM_KEY, FREE_TO_KEY, freeDatesParts, readFreeDates } from './studio-free-dates';
import { activeRanges, isRangeKey, RANGE_KEYS, type RangeFilter, type RangeKey } from './studio-ranges';
import { formatSort, parseSort, SORT_KEYS, type SortSpec } from './studio-sort';

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
  freeFrom: FREE_FROM_KEY,
  freeTo: FREE_TO_KEY,
  sort: 'sort',
  view: 'view',
} as const;
const OWN_KEYS = new Set<string>([
  SEARCH_QUERY_KEY,
  COMPARE_QUERY_KEY,
  ...Object.values(QUERY_KEYS),
  ...Object.values(PLACE_QUERY_KEYS),
  ...RANGE_KEYS,
  ...Object.values(DAY_RATE_QUERY_KEYS),
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
  /** The reader's currency and day-rate budget (day-rate-query.ts); missing: none. */
  dayRate?: DayRateQuery;
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
    else if (item === DAY_RATE_UNKNOWN_TOKEN) continue;
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
  const freeDates = readFreeDates(
    decoded(params, PLACE_QUERY_KEYS.freeFrom),
    decoded(params, PLACE_QUERY_KEYS.freeTo),
    report,
  );
  if (freeDates) filters.freeDates = freeDates;
  const sort = readSort(params, filters, report);
  const view = readView(params, report);
  const unknownRate = parseList(params.get(PLACE_QUERY_KEYS.withUnknown)).includes(DAY_RATE_UNKNOWN_TOKEN);
  const dayRate = readDayRateQuery((key) => decoded(params, key), unknownRate, report);
  const compare = parseCompareIds(params.get(COMPARE_QUERY_KEY));
  return { filters, compare, sort, view, ...(dayRate ? { dayRate } : {}) };
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
  const withUnknown: string[] = ranges.filter(([, range]) => range.includeUnknown).map(([key]) => key);
  if (keepsUnknownDayRate(state.dayRate)) withUnknown.push(DAY_RATE_UNKNOWN_TOKEN);
  parts.push(...dayRateParts(state.dayRate));
  if (withUnknown.length > 0) parts.push(`${PLACE_QUERY_KEYS.withUnknown}=${withUnknown.join(',')}`);
  if (filters.recentlyVerified) parts.push(`${PLACE_QUERY_KEYS.verified}=${RECENTLY_VERIFIED_TOKEN}`);
  parts.push(...freeDatesParts(filters.freeDates));
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
