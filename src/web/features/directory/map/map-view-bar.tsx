/**
 * Beside the count line: the List / Map switch (two links, kept in the address as `view=map`) and,
 * when the list is limited to a map area, the chip that removes the limit (shown in both views,
 * since the area narrows the list too).
 */

import type { StudioFilters } from '@domain/studio-filters';
import { LIST_VIEWS, type ListView, PLACE_QUERY_KEYS } from '@domain/studio-list-address';
import { Link, useLocation } from 'react-router';
import { Chip } from '@/shared/components/ui/chip';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { cn } from '@/shared/lib/cn';
import { isPlainClick } from '@/shared/lib/plain-click';
import { mapViewMessages } from './map-view-messages';

/** This address in `view`: the grid is the address without `view`; the page is the first again. */
export function addressInView(search: string, view: ListView): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  if (view === 'map') params.set(PLACE_QUERY_KEYS.view, 'map');
  else params.delete(PLACE_QUERY_KEYS.view);
  const text = params.toString();
  return text ? `?${text}` : '';
}

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
  const t = useMessages(mapViewMessages);
  const { pathname, search } = useLocation();
  return (
    <div className="flex shrink-0 flex-wrap items-center gap-3">
      {filters.bounds ? (
        <Chip
          label={t.areaChip}
          removeLabel={t.removeArea}
          onRemove={() => setFilters({ ...filters, bounds: null })}
        />
      ) : null}
      {/* Links, so that without scripts the list is one click from the map (the map itself needs
          scripts: no-script.css hides its link, needs-script); with them a plain click switches in
          place, as the address's state does (use-studio-list-url-state.ts). */}
      <nav
        aria-label={t.viewLabel}
        className="inline-flex rounded-[var(--radius-control)] border border-line bg-surface p-0.5"
      >
        {LIST_VIEWS.map((option) => (
          <Link
            key={option}
            to={{ pathname, search: addressInView(search, option) }}
            aria-current={view === option ? 'true' : undefined}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              setView(option);
            }}
            className={cn(
              'inline-flex h-8 items-center rounded-[calc(var(--radius-control)-2px)] px-3 text-sm font-medium transition-colors',
              view === option ? 'bg-accent text-accent-ink' : 'text-ink hover:bg-surface-2',
              option === 'map' ? 'needs-script' : undefined,
            )}
          >
            {option === 'map' ? t.viewMap : t.viewList}
          </Link>
        ))}
      </nav>
    </div>
  );
}
