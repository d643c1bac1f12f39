/**
 * The inside of 'Place and sizes': the 'near' box and the range filters. Its own chunk, loaded when
 * the disclosure first opens, so the list's first load does not carry the slider or the place box.
 */
import { isImageChainRangeKey } from '@domain/image-chain-ranges';
import { RANGE_KEYS } from '@domain/studio-ranges';
import { useMemo } from 'react';
import { NearPlaceFilter } from '../near-place/near-place-filter';
import { ImageChainFilters } from './image-chain-filters';
import { type PlaceAndSizeFiltersProps, withNear, withRange } from './place-and-size-filters';
import { rangeExtents } from './range-extents';
import { RangeFilter } from './range-filter';

export default function PlaceAndSizeBody({ filters, index, onApplyFilters }: PlaceAndSizeFiltersProps) {
  const extents = useMemo(() => rangeExtents(index), [index]);
  return (
    <div className="flex flex-col gap-5 border-t border-line p-3">
      <NearPlaceFilter
        near={filters.near}
        radiusKm={filters.radiusKm}
        onChange={(near, radiusKm) => onApplyFilters(withNear(filters, near, radiusKm))}
      />
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {RANGE_KEYS.filter((key) => !isImageChainRangeKey(key)).map((key) => (
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
      <ImageChainFilters
        filters={filters}
        index={index}
        extents={extents}
        onRange={(changed, range) => onApplyFilters(withRange(filters, changed, range))}
        onChoices={(choices) => onApplyFilters({ ...filters, choices })}
      />
    </div>
  );
}
