/**
 * The directory's controls: the search box, a multi-select per filter group, a removable chip per
 * active filter and 'Clear all'. On narrow screens the dropdowns fold into one 'Filters (n)' button
 * that opens them in a sheet, so the first card stays on the first screen of a phone.
 */

import type { IndexedStudio } from '@domain/studio-filter-matching';
import type { FilterOptions } from '@domain/studio-filter-options';
import {
  FILTER_GROUPS,
  type FilterGroup,
  hasActiveFilters,
  type StudioFilters,
} from '@domain/studio-filters';
import { SEARCH_QUERY_KEY } from '@domain/studio-list-address';
import { RANGE_DEFINITIONS, RANGE_KEYS } from '@domain/studio-ranges';
import type { StudioSearch } from '@domain/studio-search';
import {
  type ComponentProps,
  createContext,
  lazy,
  memo,
  type ReactNode,
  type RefObject,
  Suspense,
  useContext,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Button } from '@/shared/components/ui/button';
import { Chip } from '@/shared/components/ui/chip';
import { inputClasses } from '@/shared/components/ui/text-input';
import { useChoiceBeforeHydration } from '@/shared/hooks/use-choice-before-hydration';
import { useMediaQuery } from '@/shared/hooks/use-media-query';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { cn } from '@/shared/lib/cn';
import { directoryMessages } from '../directory-messages';
import { useNearPlaceName } from '../near-place/use-near-place-name';
import { refineMessages } from '../refine-messages';
import { chosenCount, FilterGroupGrid, groupLabel, optionLabel } from './filter-group-grid';
import { FreeDatesFilter } from './free-dates-filter';
import { NoScriptFilters, STUDIO_FILTERS_FORM_ID } from './no-script-filters';
import { PlaceAndSizeFilters, withNear, withRange } from './place-and-size-filters';
import { VerifiedFilter } from './verified-filter';

const StudioFiltersSheet = lazy(() => import('./studio-filters-sheet'));

/** Below Tailwind's sm breakpoint the dropdowns move into the sheet (which counts its own draft). */
export const NARROW_QUERY = '(max-width: 639.98px)';

/**
 * Its content on narrow screens only. The screen is asked once the sheet was first opened, not while
 * the page hydrates (the first matchMedia after the page's HTML waits for its style to be worked out).
 */
function NarrowOnly({ children }: { children: ReactNode }) {
  return useMediaQuery(NARROW_QUERY) ? children : null;
}

/**
 * The search box's text, ahead of the list while typing. Given to the box alone through this context
 * (StudioDirectory provides it), so a keystroke's first render and frame are the box's: the panel's
 * other controls, the chips and the cards render again only with the list that follows (issue 16).
 */
export const SearchTextContext = createContext('');

function SearchBox({
  id,
  formId,
  placeholder,
  inputRef,
  onChange,
}: {
  id: string;
  formId: string;
  placeholder: string;
  inputRef?: RefObject<HTMLInputElement | null>;
  onChange(text: string): void;
}) {
  const text = useContext(SearchTextContext);
  const ownRef = useRef<HTMLInputElement>(null);
  const box = inputRef ?? ownRef;
  // Words typed into the server's page before its script ran are the list's search once hydrated.
  useChoiceBeforeHydration(
    box,
    (element) => element.value !== text,
    (element) => onChange(element.value),
  );
  return (
    <input
      ref={box}
      id={id}
      type="search"
      name={SEARCH_QUERY_KEY}
      form={formId}
      value={text}
      onChange={(event) => onChange(event.target.value)}
      placeholder={placeholder}
      autoComplete="off"
      spellCheck={false}
      maxLength={200}
      className={cn(inputClasses, 'h-11 pl-9 text-base sm:text-sm')}
    />
  );
}

/** The sheet's draft starts from the filters in force with the words in the search box. */
function SheetWithTypedSearch(props: ComponentProps<typeof StudioFiltersSheet>) {
  const text = useContext(SearchTextContext);
  const { filters } = props;
  const withText = useMemo(() => ({ ...filters, search: text }), [filters, text]);
  return <StudioFiltersSheet {...props} filters={withText} />;
}

export interface StudioFiltersPanelProps {
  /** The address's filters; the search box's own text comes from SearchTextContext. */
  filters: StudioFilters;
  /**
   * The search the list shows, which follows the box a moment later on a slow device: its chip
   * comes with the list it describes, so a keystroke's first frame repaints the box alone (the chip
   * row appearing would move the whole grid in that frame and again in the list's).
   */
  listSearch: string;
  options: FilterOptions;
  onSearchChange(text: string): void;
  onGroupChange(group: FilterGroup, values: string[]): void;
  onRemoveValue(group: FilterGroup, value: string): void;
  onClearSearch(): void;
  onClearAll(): void;
  /** The search box, for moving focus to it when the control that had it goes away. */
  searchInputRef?: RefObject<HTMLInputElement | null>;
  /** The indexed list and its ranked search (null until ready), for the sheet's counts on its draft. */
  index: readonly IndexedStudio<unknown>[];
  search: StudioSearch | null;
  /**
   * New filters from the chips, the place and sizes, the sheet, as one step; the words in the search
   * box are kept by the list (so the panel need not render again for each keystroke).
   */
  onApplyFilters(filters: StudioFilters): void;
}

/**
 * Memoised: the list renders again for what the panel does not show (the progressive count's steps,
 * a compare toggle, the end of hydration, the sign-in state), and the panel's props stay the same.
 */
export const StudioFiltersPanel = memo(function StudioFiltersPanel({
  filters,
  listSearch,
  options,
  onSearchChange,
  onGroupChange,
  onRemoveValue,
  onClearSearch,
  onClearAll,
  searchInputRef,
  index,
  search,
  onApplyFilters,
}: StudioFiltersPanelProps) {
  const t = useMessages(directoryMessages);
  const r = useMessages(refineMessages);
  const { locale } = useLocale();
  const [sheetOpen, setSheetOpen] = useState(false);
  // The sheet's chunk loads on the first opening and stays mounted after (its closing animation, focus return).
  const [sheetUsed, setSheetUsed] = useState(false);
  const searchId = useId();
  const headingId = useId();
  const formId = STUDIO_FILTERS_FORM_ID;
  const nearName = useNearPlaceName(filters.near, r.myLocation);
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
      const label = t.chipLabel({ group: groupLabel(group, t), value: optionLabel(group, value, t, locale) });
      return { key: `${group}:${value}`, label, onRemove: () => onRemoveValue(group, value) };
    }),
  );
  // The place and the ranges, removed as one step each (the typed search text kept by the list).
  if (filters.near) {
    chips.push({
      key: 'near',
      // As the near box names it (the gazetteer's name, the tab's, or the coordinates).
      label: r.nearChip({
        place: nearName ?? '',
        km: filters.radiusKm,
      }),
      onRemove: () => onApplyFilters(withNear(filters, null, null)),
    });
  }
  for (const key of RANGE_KEYS) {
    const range = filters.ranges[key];
    if (!range) continue;
    const unit = r.unit({ unit: RANGE_DEFINITIONS[key].unit });
    const text =
      range.min !== null && range.max !== null
        ? `${range.min}–${range.max} ${unit}`
        : range.min !== null
          ? `≥ ${range.min} ${unit}`
          : `≤ ${range.max} ${unit}`;
    chips.push({
      key: `range:${key}`,
      label: r.rangeChip({ label: r.range({ key }), range: text, unknown: range.includeUnknown }),
      onRemove: () => onApplyFilters(withRange(filters, key, null)),
    });
  }
  if (filters.recentlyVerified) {
    chips.push({
      key: 'verified',
      label: t.verifiedChip,
      onRemove: () => onApplyFilters({ ...filters, recentlyVerified: false }),
    });
  }
  const searched = listSearch.trim();
  if (searched) {
    const label = t.searchChip({ text: searched });
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
        <div className="flex gap-2">
          <div className="relative min-w-0 flex-1">
            <span
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted"
            >
              ⌕
            </span>
            <SearchBox
              id={searchId}
              formId={formId}
              placeholder={t.searchPlaceholder}
              inputRef={searchInputRef}
              onChange={onSearchChange}
            />
          </div>
          {/* Both layouts are in the markup and CSS shows one (issue 15): the server cannot know the
              screen, and choosing in script would move the list when the page hydrates. */}
          <Button
            variant="secondary"
            aria-haspopup="dialog"
            aria-expanded={sheetOpen}
            className="needs-script h-11 shrink-0 sm:hidden"
            onClick={() => {
              setSheetUsed(true);
              setSheetOpen(true);
            }}
          >
            {t.filtersButton({ count: chosenCount(filters) })}
          </Button>
        </div>
      </div>

      {/* The dropdowns, 'Place and sizes' and 'Verified' need scripts (no-script.css hides
          needs-script): without them the form below holds the same filters. */}
      <div className="needs-script max-sm:hidden">
        <FilterGroupGrid filters={filters} options={options} onGroupChange={onGroupChange} />
      </div>
      <PlaceAndSizeFilters filters={filters} index={index} onApplyFilters={onApplyFilters} />
      {/* On phones it waits in the Filters sheet with the dropdowns. */}
      <VerifiedFilter
        className="needs-script max-sm:hidden"
        checked={filters.recentlyVerified}
        onChange={(checked) => onApplyFilters({ ...filters, recentlyVerified: checked })}
      />
      <FreeDatesFilter
        className="needs-script max-sm:hidden"
        value={filters.freeDates}
        onChange={(freeDates) => onApplyFilters({ ...filters, freeDates })}
      />
      {sheetUsed ? (
        <NarrowOnly>
          <Suspense fallback={null}>
            <SheetWithTypedSearch
              open={sheetOpen}
              onOpenChange={setSheetOpen}
              filters={filters}
              index={index}
              search={search}
              onApply={onApplyFilters}
            />
          </Suspense>
        </NarrowOnly>
      ) : null}

      {/* A GET form of the address's own parameters (issue 15): without JavaScript it is how the
          filters work (NoScriptFilters, with the search box: form={formId}); with it the app takes
          every change as before and the form is never sent ('contents': it adds no box). */}
      <form id={formId} method="get" className="contents" onSubmit={(event) => event.preventDefault()}>
        <NoScriptFilters filters={filters} options={options} />
      </form>

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
          <Button variant="ghost" size="sm" onClick={onClearAll} className="needs-script text-accent-text">
            {t.clearAll}
          </Button>
        </div>
      ) : null}
    </section>
  );
});
