/**
 * The directory's ranked search in the browser (product.md §12). The search engine (MiniSearch, in
 * @domain/studio-search) is not part of the first load: it is fetched when the reader first searches
 * (or focuses the search box: studio-directory.tsx warms it then), never at start, so a reader who only
 * browses or filters never downloads it and the start-up has no indexing to do (issue 15). The list is
 * indexed a chunk at a time, so typing does not wait for it and no long task blocks input. Until it is
 * ready the list answers with the plain substring search and says it is busy; if the module cannot be
 * fetched (offline), the substring search simply stays.
 */
import type { FilterableStudio, IndexedStudio } from '@domain/studio-filters';
import type { StudioSearch } from '@domain/studio-search';
import { useEffect, useState } from 'react';

type SearchModule = typeof import('@domain/studio-search');

let loading: Promise<SearchModule> | null = null;

/** Fetches the search module once (a failed fetch may be tried again). */
export function loadStudioSearch(): Promise<SearchModule> {
  loading ??= import('@domain/studio-search').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** One build per list (the list's index is one array while its data lives). */
const builds = new WeakMap<object, Promise<StudioSearch>>();

function searchFor<T extends FilterableStudio>(index: readonly IndexedStudio<T>[]): Promise<StudioSearch> {
  let build = builds.get(index);
  if (!build) {
    build = loadStudioSearch().then((module) => module.buildStudioSearchInSteps(index));
    build.catch(() => builds.delete(index));
    builds.set(index, build);
  }
  return build;
}

/**
 * `wanted`: the reader is searching (then the search is fetched at once). `search` is null until it
 * is ready for this index; `loading` is true while it is wanted and not ready.
 */
export function useStudioSearch<T extends FilterableStudio>(
  index: readonly IndexedStudio<T>[],
  wanted: boolean,
): { search: StudioSearch | null; loading: boolean } {
  const [ready, setReady] = useState<{ index: readonly IndexedStudio<T>[]; search: StudioSearch } | null>(
    null,
  );
  const [failed, setFailed] = useState(false);
  const search = ready?.index === index ? ready.search : null;

  useEffect(() => {
    if (search || !wanted) return;
    let live = true;
    setFailed(false);
    searchFor(index).then(
      (built) => {
        if (live) setReady({ index, search: built });
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [index, wanted, search]);

  return { search, loading: wanted && !search && !failed };
}
