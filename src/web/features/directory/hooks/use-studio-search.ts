/**
 * The directory's ranked search in the browser (product.md §12). The search engine (MiniSearch, in
 * @domain/studio-search) is not part of the first load: it is fetched when the reader first searches
 * (or focuses the search box), and its index is built on the first search over the list. Until it is
 * here the list answers with the plain substring search and says it is busy; if it cannot be fetched
 * (offline), the substring search simply stays.
 */
import type { FilterableStudio, IndexedStudio } from '@domain/studio-filters';
import type { StudioSearch } from '@domain/studio-search';
import { useEffect, useMemo, useState } from 'react';

type SearchModule = typeof import('@domain/studio-search');

let loaded: SearchModule | null = null;
let loading: Promise<SearchModule> | null = null;

/** Fetches the search module once (a failed fetch may be tried again). */
export function loadStudioSearch(): Promise<SearchModule> {
  loading ??= import('@domain/studio-search').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Builds the engine over the index on the first search, not when the module arrives. */
function searchOver<T extends FilterableStudio>(
  module: SearchModule,
  index: readonly IndexedStudio<T>[],
): StudioSearch {
  let engine: StudioSearch | null = null;
  return {
    search(text) {
      engine ??= module.buildStudioSearch(index);
      return engine.search(text);
    },
  };
}

/**
 * `wanted`: the reader is searching. `search` is null until the module is here; `loading` is true
 * while it is wanted and on its way.
 */
export function useStudioSearch<T extends FilterableStudio>(
  index: readonly IndexedStudio<T>[],
  wanted: boolean,
): { search: StudioSearch | null; loading: boolean } {
  const [module, setModule] = useState<SearchModule | null>(loaded);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!wanted) {
      setFailed(false);
      return;
    }
    if (module || failed) return;
    let live = true;
    loadStudioSearch().then(
      (found) => {
        if (live) setModule(found);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, module, failed]);

  const search = useMemo(() => (module ? searchOver(module, index) : null), [module, index]);
  return { search, loading: wanted && !module && !failed };
}
