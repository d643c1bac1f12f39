/**
 * Beside the count line: the List / Map switch (two toggle buttons, kept in the address as
 * `view=map`) and, when the list is limited to a map area, the chip that removes the limit (shown in
 * both views, since the area narrows the list too).
 */
import { LIST_VIEWS, type ListView, type StudioFilters } from '@domain/studio-filters';
import { Chip } from '@/shared/components/ui/chip';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { cn } from '@/shared/lib/cn';
import { mapMessages } from '../../map-messages';

export function MapViewBar({
  view,
  setView,
  filters,
  setFilters,
}: {
  view: ListView;
  setView(view: ListView): void;
  filters: StudioFilters;
  /** New filters; the words in the search box are kept by the list (studio-directory.tsx). */
  setFilters(filters: StudioFilters): void;
}) {
  const t = useMessages(mapMessages);
  return (
    <div className="flex shrink-0 flex-wrap items-center gap-3">
      {filters.bounds ? (
        <Chip
          label={t.areaChip}
          removeLabel={t.removeArea}
          onRemove={() => setFilters({ ...filters, bounds: null })}
        />
      ) : null}
      <fieldset className="inline-flex rounded-[var(--radius-control)] border border-line bg-surface p-0.5">
        <legend className="sr-only">{t.viewLabel}</legend>
        {LIST_VIEWS.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={view === option}
            onClick={() => setView(option)}
            className={cn(
              'h-8 rounded-[calc(var(--radius-control)-2px)] px-3 text-sm font-medium transition-colors',
              view === option ? 'bg-accent text-accent-ink' : 'text-ink hover:bg-surface-2',
            )}
          >
            {option === 'map' ? t.viewMap : t.viewList}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
