/**
 * The list's sort (product.md §11): a plain select, so phones show their own picker and screen
 * readers know it. 'Best match' is offered while searching and 'Distance' near a place; the default
 * follows them (relevance when searching, distance near a place, else name). The day rate sorts by
 * the shooting-day rate in the reader's currency, the studios without one last, as its words say.
 */
import { PLACE_QUERY_KEYS } from '@domain/studio-list-address';
import { formatSort, parseSort, type SortSpec } from '@domain/studio-sort';
import { useId, useRef } from 'react';
import { inputClasses } from '@/shared/components/ui/text-input';
import { useChoiceBeforeHydration } from '@/shared/hooks/use-choice-before-hydration';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { cn } from '@/shared/lib/cn';
import { STUDIO_FILTERS_FORM_ID } from '../filters/no-script-filters';
import { type RefineMessages, refineMessages } from '../refine-messages';

interface SortChoice {
  value: string;
  label(t: RefineMessages): string;
  only?: 'searching' | 'near';
}

/** The orders a visitor picks from; the numbers in the direction a producer wants first. */
const SORT_CHOICES: readonly SortChoice[] = [
  { value: 'relevance', label: (t) => t.sortRelevance, only: 'searching' },
  { value: 'name', label: (t) => t.sortName },
  { value: 'distance', label: (t) => t.sortDistance, only: 'near' },
  { value: '-wall_width', label: (t) => t.sortWallWidth },
  { value: '-wall_area', label: (t) => t.sortWallArea },
  { value: 'pixel_pitch', label: (t) => t.sortPixelPitch },
  { value: '-ceiling_height', label: (t) => t.sortCeilingHeight },
  { value: '-updated', label: (t) => t.sortUpdated },
  // Converted into the reader's currency; studios without a rate after the others both ways (product.md §18).
  { value: 'day_rate', label: (t) => t.sortDayRate },
  { value: '-day_rate', label: (t) => t.sortDayRateHighest },
];

export function SortSelect({
  sort,
  searching,
  near,
  onSortChange,
}: {
  sort: SortSpec | null;
  searching: boolean;
  near: boolean;
  onSortChange(sort: SortSpec | null): void;
}) {
  const t = useMessages(refineMessages);
  const id = useId();
  const current = sort ? formatSort(sort) : '';
  const select = useRef<HTMLSelectElement>(null);
  const choose = (value: string) => onSortChange(value === '' ? null : parseSort(value));
  // An order picked on the server's page before its script ran is the list's once hydrated.
  useChoiceBeforeHydration(
    select,
    (element) => element.value !== current,
    (element) => choose(element.value),
  );
  const offered = SORT_CHOICES.filter(
    (choice) =>
      choice.value === current ||
      choice.only === undefined ||
      (choice.only === 'searching' ? searching : near),
  );
  // A hand-made address may name an order the select does not offer: it is shown as written.
  const known = current === '' || offered.some((choice) => choice.value === current);
  return (
    <div className="flex min-w-0 flex-1 items-center gap-2 sm:flex-none">
      {/* Read by screen readers everywhere; shown where there is room beside the select. */}
      <label htmlFor={id} className="sr-only text-sm font-medium text-muted sm:not-sr-only">
        {t.sortLabel}
      </label>
      {/* Named for the filters' GET form (no-script-filters.tsx): without scripts the order is sent
          with the filters. */}
      <select
        ref={select}
        id={id}
        name={PLACE_QUERY_KEYS.sort}
        form={STUDIO_FILTERS_FORM_ID}
        value={current}
        onChange={(event) => choose(event.target.value)}
        className={cn(inputClasses, 'h-10 w-full min-w-0 pr-8 text-sm sm:w-auto')}
      >
        <option value="">{t.sortDefault}</option>
        {offered.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label(t)}
          </option>
        ))}
        {known ? null : <option value={current}>{current}</option>}
      </select>
    </div>
  );
}
