/**
 * The filters on a phone: a sheet (a Radix dialog: focus trapped, Escape or × closes without
 * applying) over the list, with every filter working on a draft: 'Verified', the ten dropdowns, then
 * the place and the sizes (issue 34: not a section of their own pushing the list down). 'Show N
 * studios' applies the draft as one step in the history; N is what the list will show. Loaded on
 * first opening, so the list's first paint does not carry it.
 */

import { withGroup } from '@domain/studio-filter-changes';
import { filterEntries, type IndexedStudio, normalizeSearch } from '@domain/studio-filter-matching';
import { filterOptions } from '@domain/studio-filter-options';
import { emptyFilters, type FilterGroup, type StudioFilters } from '@domain/studio-filters';
import type { StudioSearch } from '@domain/studio-search';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useCallback, useId, useMemo, useState } from 'react';
import { Button } from '@/shared/components/ui/button';
import { useReturnFocus } from '@/shared/hooks/use-return-focus';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { directoryMessages } from '../directory-messages';
import { refineMessages } from '../refine-messages';
import { chosenCount, FilterGroupGrid } from './filter-group-grid';
import { FreeDatesFilter } from './free-dates-filter';
import PlaceAndSizeBody from './place-and-size-body';
import { VerifiedFilter } from './verified-filter';

export interface StudioFiltersSheetProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The filters in force (the typed search included): the draft starts from them. */
  filters: StudioFilters;
  index: readonly IndexedStudio<unknown>[];
  /** The list's ranked search once it is ready (the substring search until then, as the list). */
  search: StudioSearch | null;
  onApply(filters: StudioFilters): void;
}

export default function StudioFiltersSheet({
  open,
  onOpenChange,
  filters,
  index,
  search,
  onApply,
}: StudioFiltersSheetProps) {
  const t = useMessages(directoryMessages);
  const r = useMessages(refineMessages);
  const placeHeadingId = useId();
  const returnFocus = useReturnFocus(open);
  const [draft, setDraft] = useState(filters);
  // Every opening starts from the filters in force (a closed sheet's draft is dropped).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(filters);
  }
  // Each change is made to the draft as it stands (an updater), so the handler keeps its identity.
  const onGroupChange = useCallback(
    (group: FilterGroup, values: string[]) => setDraft((now) => withGroup(now, group, values, index)),
    [index],
  );
  // Searched as the list searches, so 'Show N studios' is what the list then shows.
  const hits = useMemo(
    () => (search && normalizeSearch(draft.search) !== '' ? search.search(draft.search) : null),
    [search, draft.search],
  );
  const options = useMemo(() => filterOptions(index, draft, hits), [index, draft, hits]);
  const count = useMemo(() => filterEntries(index, draft, hits).length, [index, draft, hits]);

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <RadixDialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={returnFocus.onOpenAutoFocus}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          onEscapeKeyDown={(event) => {
            // Escape in an open dropdown closes that dropdown only.
            if (event.target instanceof Element && event.target.closest('[data-multi-select-panel]'))
              event.preventDefault();
          }}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[calc(100dvh-1rem)] flex-col rounded-t-[var(--radius-card)] border border-line bg-surface text-ink shadow-[var(--shadow-pop)]"
          style={{ animation: 'vp-fade-in 140ms ease-out' }}
        >
          <div className="flex items-center justify-between gap-4 border-b border-line px-4 py-3">
            <RadixDialog.Title className="text-lg font-semibold">
              {t.filtersButton({ count: chosenCount(draft) })}
            </RadixDialog.Title>
            <RadixDialog.Close
              aria-label={t.closeFilters}
              className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md text-muted hover:bg-surface-2 hover:text-ink"
            >
              <span aria-hidden="true" className="text-xl leading-none">
                ×
              </span>
            </RadixDialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4">
            <VerifiedFilter
              className="mb-4"
              checked={draft.recentlyVerified}
              onChange={(checked) => setDraft((now) => ({ ...now, recentlyVerified: checked }))}
            />
            <FreeDatesFilter
              className="mb-4"
              value={draft.freeDates}
              onChange={(freeDates) => setDraft((now) => ({ ...now, freeDates }))}
            />
            <FilterGroupGrid filters={draft} options={options} onGroupChange={onGroupChange} />
            <section aria-labelledby={placeHeadingId} className="mt-5">
              <h3 id={placeHeadingId} className="text-sm font-medium">
                {r.moreFilters}
              </h3>
              <PlaceAndSizeBody filters={draft} index={index} onApplyFilters={setDraft} />
            </section>
          </div>
          <div className="flex items-center justify-between gap-3 border-t border-line px-4 py-3">
            <Button
              variant="ghost"
              onClick={() => setDraft({ ...emptyFilters(), search: draft.search })}
              disabled={chosenCount(draft) === 0}
            >
              {t.resetDraft}
            </Button>
            <Button
              data-testid="filters-sheet-apply"
              onClick={() => {
                onApply(draft);
                onOpenChange(false);
              }}
            >
              {t.showStudios({ count })}
            </Button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
