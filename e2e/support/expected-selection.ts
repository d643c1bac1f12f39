/**
 * What the directory should show for a filter set, worked out with the same domain functions the page
 * and the API use: the filters, the ranked search (MiniSearch) and the sort.
 */
import type { Studio } from '../../src/domain/schemas/studio-schemas';
import { indexStudios, normalizeSearch } from '../../src/domain/studio-filter-matching';
import { type FilterOptions, filterOptions } from '../../src/domain/studio-filter-options';
import type { StudioFilters } from '../../src/domain/studio-filters';
import { buildStudioSearch } from '../../src/domain/studio-search';
import { selectStudios } from '../../src/domain/studio-selection';
import type { SortSpec } from '../../src/domain/studio-sort';

/** The studios the list shows for these filters, in its order. */
export function expectedSelection(
  studios: readonly Studio[],
  filters: StudioFilters,
  sort: SortSpec | null = null,
): Studio[] {
  const index = indexStudios(studios);
  const search = normalizeSearch(filters.search) !== '' ? buildStudioSearch(index) : null;
  return selectStudios(index, { filters, sort }, search).map((selected) => selected.studio);
}

/** The filter panel's options (with their counts) for these filters. */
export function expectedOptions(studios: readonly Studio[], filters: StudioFilters): FilterOptions {
  const index = indexStudios(studios);
  const hits =
    normalizeSearch(filters.search) !== '' ? buildStudioSearch(index).search(filters.search) : null;
  return filterOptions(index, filters, hits);
}
