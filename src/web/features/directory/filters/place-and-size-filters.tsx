/**
 * 'Place and sizes' (product.md §11): the 'near' box with its radius and the numeric range filters,
 * folded under one disclosure beside the dropdowns from the sm breakpoint. Open when any of them is
 * in use. On a phone the same body is in the Filters sheet (studio-filters-sheet.tsx).
 */
import type { LatLng } from '@domain/geo';
import { activeChoices } from '@domain/image-chain-choices';
import type { IndexedStudio } from '@domain/studio-filter-matching';
import type { StudioFilters } from '@domain/studio-filters';
import type { RangeFilter as Range, RangeKey } from '@domain/studio-ranges';
import { lazy, memo, Suspense, useState } from 'react';
import { Spinner } from '@/shared/components/ui/spinner';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { refineMessages } from '../refine-messages';

const PlaceAndSizeBody = lazy(() => import('./place-and-size-body'));

export interface PlaceAndSizeFiltersProps {
  filters: StudioFilters;
  index: readonly IndexedStudio<unknown>[];
  onApplyFilters(filters: StudioFilters): void;
}

export function withRange(filters: StudioFilters, key: RangeKey, range: Range | null): StudioFilters {
  const ranges = { ...filters.ranges };
  if (range) ranges[key] = range;
  else delete ranges[key];
  return { ...filters, ranges };
}

export function withNear(
  filters: StudioFilters,
  near: LatLng | null,
  radiusKm: number | null,
): StudioFilters {
  return { ...filters, near, radiusKm: near ? radiusKm : null };
}

/**
 * Memoised: its inside (loaded on demand) may still be the server's HTML, waiting for its code, when
 * the list renders again right after hydrating; new props would make React drop that HTML and draw
 * the part afresh (a spinner, new ids), where the same props let it hydrate once its code is here.
 */
export const PlaceAndSizeFilters = memo(function PlaceAndSizeFilters(props: PlaceAndSizeFiltersProps) {
  const t = useMessages(refineMessages);
  const { filters } = props;
  const inUse =
    filters.near !== null ||
    Object.keys(filters.ranges).length > 0 ||
    activeChoices(filters.choices).length > 0;
  // Open when in use; the inside loads on the first opening and stays.
  const [opened, setOpened] = useState(inUse);
  const show = opened || inUse;
  return (
    <details
      open={show || undefined}
      onToggle={(event) => setOpened(event.currentTarget.open)}
      // Its place box and sliders need scripts (no-script.css hides needs-script); without them the
      // filters' form keeps the address's place and ranges as they are. On a phone they are in the
      // Filters sheet with every other filter (issue 34): CSS hides this, so the server's page and
      // the hydrating one are the same on every screen.
      className="needs-script group rounded-md border border-line max-sm:hidden"
    >
      <summary className="cursor-pointer rounded-md px-3 py-2 text-sm font-medium select-none hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent">
        {t.moreFilters}
      </summary>
      {show ? (
        <Suspense fallback={<Spinner label={t.loadingFilters} className="py-4" />}>
          <PlaceAndSizeBody {...props} />
        </Suspense>
      ) : null}
    </details>
  );
});
