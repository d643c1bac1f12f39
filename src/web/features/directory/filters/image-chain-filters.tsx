/**
 * 'Image chain & logistics' (issue 38): the image chain's choices (processor, primaries, HDR / PQ,
 * genlock), then the range filters of the image chain and the stage's logistics, in a disclosure of their own inside 'Place and sizes' so the panel stays short. Open
 * while one of them is in use.
 */
import { activeChoices, type ChoiceFilters } from '@domain/image-chain-choices';
import { IMAGE_CHAIN_RANGE_KEYS } from '@domain/image-chain-ranges';
import type { RangeFilter as Range, RangeKey } from '@domain/studio-ranges';
import { useState } from 'react';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { imageChainFilterMessages } from '../image-chain-messages';
import { ImageChainChoiceFilters } from './image-chain-choice-filters';
import type { PlaceAndSizeFiltersProps } from './place-and-size-filters';
import type { RangeExtent } from './range-extents';
import { RangeFilter } from './range-filter';

interface ImageChainFiltersProps extends Pick<PlaceAndSizeFiltersProps, 'filters' | 'index'> {
  extents: Record<RangeKey, RangeExtent | null>;
  onRange(key: RangeKey, range: Range | null): void;
  onChoices(choices: ChoiceFilters): void;
}

export function ImageChainFilters({ filters, index, extents, onRange, onChoices }: ImageChainFiltersProps) {
  const t = useMessages(imageChainFilterMessages);
  const inUse =
    IMAGE_CHAIN_RANGE_KEYS.some((key) => filters.ranges[key] !== undefined) ||
    activeChoices(filters.choices).length > 0;
  const [opened, setOpened] = useState(inUse);
  return (
    <details
      open={opened || inUse || undefined}
      onToggle={(event) => setOpened(event.currentTarget.open)}
      className="rounded-md border border-line"
      data-filter-group="image-chain"
    >
      <summary className="cursor-pointer rounded-md px-3 py-2 text-sm font-medium select-none hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent">
        {t.imageChainGroup}
      </summary>
      <div className="border-t border-line p-3">
        <ImageChainChoiceFilters choices={filters.choices} onChange={onChoices} />
      </div>
      <div className="grid grid-cols-1 gap-5 border-t border-line p-3 sm:grid-cols-2 lg:grid-cols-3">
        {IMAGE_CHAIN_RANGE_KEYS.map((key) => (
          <RangeFilter
            key={key}
            rangeKey={key}
            extent={extents[key]}
            total={index.length}
            value={filters.ranges[key]}
            onChange={onRange}
          />
        ))}
      </div>
    </details>
  );
}
