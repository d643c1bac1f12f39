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
 *
 * This file is the filter state; the rest lives beside it, one job each: studio-facts.ts (what a
 * studio offers, read once), studio-filter-matching.ts (which studios match), studio-filter-options.ts
 * (each group's options with their counts), studio-filter-changes.ts (changing a group) and
 * studio-list-address.ts (the filters in the address bar, for the list and the API).
 */
import type { GeoBounds, LatLng } from './geo';
import { activeChoices, type ChoiceFilters } from './image-chain-choices';
import { HEIGHT_BANDS, SCANNING_FILTER_OPTIONS, TRISTATE_FILTER_OPTIONS, WIDTH_BANDS } from './limits';
import type { FreeDates } from './studio-calendar';
import { hasPlaceOrRangeFilters } from './studio-filter-matching';
import type { RangeFilters } from './studio-ranges';

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
  /** Free on these dates (issue 38): a current calendar with nothing booked or held overlapping them. */
  freeDates?: FreeDates | null;
  /**
   * The image chain's choices (issue 38, image-chain-choices.ts): the processor and the colour
   * primaries (any of), HDR / PQ and genlock (yes or no), each keeping unknowns only when asked.
   */
  choices?: ChoiceFilters;
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
    filters.recentlyVerified === true ||
    Boolean(filters.freeDates) ||
    activeChoices(filters.choices).length > 0
  );
}
