/**
 * The ten filter dropdowns of the directory, with their option texts. Shown in the filters panel on
 * wide screens and in the filters sheet on phones.
 */

import { countryLabel } from '@domain/countries';
import { activeChoices } from '@domain/image-chain-choices';
import { formatServiceType } from '@domain/service-types';
import type { FilterOptions } from '@domain/studio-filter-options';
import { sortCountryOptions } from '@domain/studio-filter-options';
import type { FilterGroup, StudioFilters } from '@domain/studio-filters';
import { FILTER_GROUPS } from '@domain/studio-filters';
import { memo, useMemo } from 'react';
import { MultiSelect, type MultiSelectOption } from '@/shared/components/ui/multi-select';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import type { Locale } from '@/shared/i18n/locale';
import { cn } from '@/shared/lib/cn';
import { type DirectoryMessages, directoryMessages } from '../directory-messages';

const GROUP_LABEL: Record<FilterGroup, keyof DirectoryMessages> = {
  countries: 'groupCountries',
  cities: 'groupCities',
  services: 'groupServices',
  gs3: 'groupGs3',
  gs4: 'groupGs4',
  widths: 'groupWidths',
  heights: 'groupHeights',
  ceiling: 'groupCeiling',
  floor: 'groupFloor',
  movable: 'groupMovable',
};

const VALUE_LABEL: Record<string, keyof DirectoryMessages> = {
  yes: 'optionYes',
  no: 'optionNo',
  unknown: 'optionUnknown',
  'not yet': 'optionNotYet',
};

const WIDTH_LABEL: Record<string, keyof DirectoryMessages> = {
  small: 'widthSmall',
  medium: 'widthMedium',
  large: 'widthLarge',
  xl: 'widthXl',
};

const HEIGHT_LABEL: Record<string, keyof DirectoryMessages> = {
  low: 'heightLow',
  standard: 'heightStandard',
  high: 'heightHigh',
  'very-high': 'heightVeryHigh',
};

export function groupLabel(group: FilterGroup, t: DirectoryMessages): string {
  return t[GROUP_LABEL[group]] as string;
}

/**
 * The text of an option: a country code as its name in the reader's language, other data values as
 * they are, fixed options from the catalog.
 */
export function optionLabel(group: FilterGroup, value: string, t: DirectoryMessages, locale: Locale): string {
  if (group === 'countries') return countryLabel(value, locale);
  if (group === 'services') return formatServiceType(value, locale);
  const table =
    group === 'widths'
      ? WIDTH_LABEL
      : group === 'heights'
        ? HEIGHT_LABEL
        : group === 'cities'
          ? null
          : VALUE_LABEL;
  const key = table && Object.hasOwn(table, value) ? table[value] : undefined;
  return key ? (t[key] as string) : value;
}

const GroupSelect = memo(function GroupSelect({
  group,
  options,
  selected,
  onGroupChange,
}: {
  group: FilterGroup;
  options: FilterOptions[FilterGroup];
  selected: readonly string[];
  onGroupChange(group: FilterGroup, values: string[]): void;
}) {
  const t = useMessages(directoryMessages);
  const { locale } = useLocale();
  const items: MultiSelectOption[] = useMemo(
    () =>
      (group === 'countries' ? sortCountryOptions(options, locale) : options).map((o) => ({
        value: o.value,
        label: optionLabel(group, o.value, t, locale),
        count: o.count,
      })),
    [options, group, t, locale],
  );
  return (
    <MultiSelect
      label={groupLabel(group, t)}
      options={items}
      selected={selected}
      onChange={(values) => onGroupChange(group, values)}
      allLabel={t.all}
      selectedLabel={(count) => t.selectedCount({ count })}
      searchLabel={t.optionSearch}
      noOptionsLabel={t.noOptions}
      unavailableLabel={t.optionsUnavailable}
      clearLabel={t.clearGroup}
      zeroCountLabel={t.zeroCount}
    />
  );
});

export function FilterGroupGrid({
  filters,
  options,
  onGroupChange,
  className,
}: {
  filters: StudioFilters;
  options: FilterOptions;
  onGroupChange(group: FilterGroup, values: string[]): void;
  className?: string;
}) {
  return (
    <div className={cn('grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5', className)}>
      {FILTER_GROUPS.map((group) => (
        <GroupSelect
          key={group}
          group={group}
          options={options[group]}
          selected={filters[group]}
          onGroupChange={onGroupChange}
        />
      ))}
    </div>
  );
}

/**
 * How many values are chosen across the groups, the 12-month filter, the place and each range (the
 * search not counted): the n of 'Filters (n)', whose sheet holds all of them on a phone (issue 34).
 */
export function chosenCount(filters: StudioFilters): number {
  const others =
    (filters.recentlyVerified ? 1 : 0) +
    (filters.freeDates ? 1 : 0) +
    (filters.near ? 1 : 0) +
    Object.keys(filters.ranges).length +
    activeChoices(filters.choices).length;
  return FILTER_GROUPS.reduce((sum, group) => sum + filters[group].length, others);
}
