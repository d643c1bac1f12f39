/**
 * The options of every filter group with faceted counts: how many studios match the search and every
 * other group, so that an option says what choosing it would show. Tables per index, built in steps.
 */
import { countryLabel } from './countries';
import { isFreeFor } from './studio-calendar';
import { countryKeys } from './studio-facts';
import {
  choicesOf,
  chosenValues,
  forEachSearched,
  freeDaysOf,
  type IndexedStudio,
  matchesChoices,
  matchesGroup,
  matchesPlaceAndRanges,
  type PositionTest,
  placeAndRanges,
  type SearchMembership,
  verifiedCutoffMs,
  verifiedSinceCutoff,
} from './studio-filter-matching';
import { FILTER_GROUPS, FIXED_GROUP_OPTIONS, type FilterGroup, type StudioFilters } from './studio-filters';
import type { ValueLocale } from './value-format';

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
  keep: PositionTest = null,
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
  const free = freeDaysOf(filters);
  const choices = choicesOf(filters);
  const now = Date.now();
  forEachSearched(index, filters, search, false, (i, facts) => {
    if (place && !matchesPlaceAndRanges(facts, place)) return;
    if (verifiedSince !== null && !verifiedSinceCutoff(facts, verifiedSince)) return;
    if (free && !isFreeFor(facts.calendar, free[0], free[1], now)) return;
    if (choices && !matchesChoices(facts, choices)) return;
    if (keep && !keep(i)) return;
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
