/**
 * Changing one filter group: the countries (which drops cities no longer among the options), a
 * group's chosen values, or one value removed (a chip's ×).
 */
import { countryKeys } from './studio-facts';
import type { IndexedStudio } from './studio-filter-matching';
import { cityOptionsFor } from './studio-filter-options';
import { FIXED_GROUP_OPTIONS, type FilterGroup, type StudioFilters } from './studio-filters';

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
