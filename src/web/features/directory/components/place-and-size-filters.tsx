/**
 * 'Place and sizes' (product.md §11): the 'near' box with its radius and the numeric range filters,
 * folded under one disclosure so a phone still sees the first card on its first screen. Open when any
 * of them is in use.
 */
import type { LatLng } from '@domain/geo';
import type { IndexedStudio, StudioFilters } from '@domain/studio-filters';
import { RANGE_KEYS, type RangeFilter as Range, type RangeKey } from '@domain/studio-ranges';
import { useMemo } from 'react';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { refineMessages } from '../refine-messages';
import { rangeExtents } from '../utils/range-extents';
import { NearPlaceFilter } from './near-place-filter';
import { RangeFilter } from './range-filter';

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

export function PlaceAndSizeFilters({ filters, index, onApplyFilters }: PlaceAndSizeFiltersProps) {
  const t = useMessages(refineMessages);
  const extents = useMemo(() => rangeExtents(index), [index]);
  const inUse = filters.near !== null || Object.keys(filters.ranges).length > 0;
  return (
    <details open={inUse || undefined} className="group rounded-md border border-line">
      <summary className="cursor-pointer rounded-md px-3 py-2 text-sm font-medium select-none hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent">
        {t.moreFilters}
      </summary>
      <div className="flex flex-col gap-5 border-t border-line p-3">
        <NearPlaceFilter
          near={filters.near}
          radiusKm={filters.radiusKm}
          onChange={(near, radiusKm) => onApplyFilters(withNear(filters, near, radiusKm))}
        />
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {RANGE_KEYS.map((key) => (
            <RangeFilter
              key={key}
              rangeKey={key}
              extent={extents[key]}
              total={index.length}
              value={filters.ranges[key]}
              onChange={(changed, range) => onApplyFilters(withRange(filters, changed, range))}
            />
          ))}
        </div>
      </div>
    </details>
  );
}
