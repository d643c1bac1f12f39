/**
 * The directory's controls: the search box, a multi-select per filter group, a removable chip per
 * active filter and 'Clear all'.
 */
import {
  FILTER_GROUPS,
  type FilterGroup,
  type FilterOptions,
  hasActiveFilters,
  type StudioFilters,
} from '@domain/studio-filters';
import { memo, type RefObject, useId, useMemo, useRef } from 'react';
import { Button } from '@/shared/components/ui/button';
import { Chip } from '@/shared/components/ui/chip';
import { MultiSelect, type MultiSelectOption } from '@/shared/components/ui/multi-select';
import { inputClasses } from '@/shared/components/ui/text-input';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { cn } from '@/shared/lib/cn';
import { type StudiosMessages, studiosMessages } from '../studios-messages';

const GROUP_LABEL: Record<FilterGroup, keyof StudiosMessages> = {
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

const VALUE_LABEL: Record<string, keyof StudiosMessages> = {
  yes: 'optionYes',
  no: 'optionNo',
  unknown: 'optionUnknown',
  'not yet': 'optionNotYet',
};

const WIDTH_LABEL: Record<string, keyof StudiosMessages> = {
  small: 'widthSmall',
  medium: 'widthMedium',
  large: 'widthLarge',
  xl: 'widthXl',
};

const HEIGHT_LABEL: Record<string, keyof StudiosMessages> = {
  low: 'heightLow',
  standard: 'heightStandard',
  high: 'heightHigh',
  'very-high': 'heightVeryHigh',
};

export function groupLabel(group: FilterGroup, t: StudiosMessages): string {
  return t[GROUP_LABEL[group]] as string;
}

/** The text of an option: data values as they are, fixed options from the catalog. */
export function optionLabel(group: FilterGroup, value: string, t: StudiosMessages): string {
  const table =
    group === 'widths'
      ? WIDTH_LABEL
      : group === 'heights'
        ? HEIGHT_LABEL
        : group === 'countries' || group === 'cities' || group === 'services'
          ? null
          : VALUE_LABEL;
  const key = table && Object.hasOwn(table, value) ? table[value] : undefined;
  return key ? (t[key] as string) : value;
}

export interface StudioFiltersPanelProps {
  filters: StudioFilters;
  searchText: string;
  options: FilterOptions;
  onSearchChange(text: string): void;
  onGroupChange(group: FilterGroup, values: string[]): void;
  onRemoveValue(group: FilterGroup, value: string): void;
  onClearSearch(): void;
  onClearAll(): void;
  /** The search box, for moving focus to it when the control that had it goes away. */
  searchInputRef?: RefObject<HTMLInputElement | null>;
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
  const t = useMessages(studiosMessages);
  const items: MultiSelectOption[] = useMemo(
    () => options.map((o) => ({ value: o.value, label: optionLabel(group, o.value, t), count: o.count })),
    [options, group, t],
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
      clearLabel={t.clearGroup}
    />
  );
});

export function StudioFiltersPanel({
  filters,
  searchText,
  options,
  onSearchChange,
  onGroupChange,
  onRemoveValue,
  onClearSearch,
  onClearAll,
  searchInputRef,
}: StudioFiltersPanelProps) {
  const t = useMessages(studiosMessages);
  const searchId = useId();
  const headingId = useId();
  const chipsRef = useRef<HTMLUListElement>(null);
  /** A removed chip takes its button away: focus the chip that took its place, else the search box. */
  const removeChip = (position: number, remove: () => void) => {
    remove();
    requestAnimationFrame(() => {
      const buttons = chipsRef.current?.querySelectorAll<HTMLButtonElement>('button');
      const next = buttons?.[position] ?? buttons?.[position - 1];
      (next ?? searchInputRef?.current)?.focus();
    });
  };
  const chips = FILTER_GROUPS.flatMap((group) =>
    (filters[group] as readonly string[]).map((value) => {
      const label = t.chipLabel({ group: groupLabel(group, t), value: optionLabel(group, value, t) });
      return { key: `${group}:${value}`, label, onRemove: () => onRemoveValue(group, value) };
    }),
  );
  const search = searchText.trim();
  if (search) {
    const label = t.searchChip({ text: search });
    chips.unshift({ key: 'search', label, onRemove: onClearSearch });
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)] sm:p-5"
    >
      <h2 id={headingId} className="sr-only">
        {t.filtersHeading}
      </h2>
      <div className="flex flex-col gap-1">
        <label htmlFor={searchId} className="text-xs font-medium text-muted">
          {t.searchLabel}
        </label>
        <div className="relative">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted"
          >
            ⌕
          </span>
          <input
            ref={searchInputRef}
            id={searchId}
            type="search"
            value={searchText}
            onChange={(event) => onSearchChange(event.target.value)}
            placeholder={t.searchPlaceholder}
            autoComplete="off"
            spellCheck={false}
            maxLength={200}
            className={cn(inputClasses, 'h-11 pl-9 text-base sm:text-sm')}
          />
        </div>
      </div>

      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
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

      {chips.length > 0 || hasActiveFilters(filters) ? (
        <div className="flex flex-wrap items-center gap-2">
          <ul ref={chipsRef} aria-label={t.activeFilters} className="flex flex-wrap gap-2">
            {chips.map((chip, position) => (
              <li key={chip.key}>
                <Chip
                  label={chip.label}
                  removeLabel={t.removeFilter({ label: chip.label })}
                  onRemove={() => removeChip(position, chip.onRemove)}
                />
              </li>
            ))}
          </ul>
          <Button variant="ghost" size="sm" onClick={onClearAll} className="text-accent-text">
            {t.clearAll}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
