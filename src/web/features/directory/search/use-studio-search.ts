/**
 * The directory's ranked search in the browser (product.md §12). The search engine (MiniSearch, in
 * @domain/studio-search) and the code that builds its index (studio-search-build.ts) are not
 * part of the first load: when the reader first goes to the search box (or the address already
 * searches), they are fetched and the list indexed in the browser's spare time, a slice of a few
 * milliseconds at a time, never in a keystroke's way (decision 015, amended by 022: a reader who only
 * browses fetches none of it). Until it is ready the list answers with the plain substring search
 * and, while the reader searches, says it is busy; if the code cannot be fetched (offline), the
 * substring search simply stays (and the next search tries the fetch again).
 */
import type { FilterableStudio } from '@domain/studio-facts';
import type { IndexedStudio } from '@domain/studio-filter-matching';
import type { StudioSearch } from '@domain/studio-search';
import { useCallback, useEffect, useState } from 'react';

type BuildModule = typeof import('./studio-search-build');

let loading: Promise<BuildModule> | null = null;

/** Fetches the search's code once (a failed fetch may be tried again). */
function loadSearchBuild(): Promise<BuildModule> {
  loading ??= import('./studio-search-build').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

interface Build {
  promise: Promise<StudioSearch>;
  /** Stops a build not yet done (its promise rejects); a later search starts again. */
  cancel(): void;
}

/** One build per list (the list's index is one array while its data lives). */
const builds = new WeakMap<object, Build>();
/** The finished ones, read in render: the first search after the build is answered by it at once. */
const built = new WeakMap<object, StudioSearch>();

/**
 * Fetches the search's code, then indexes the list in slices of spare time. <html
 * data-search-index> says "building", then "ready" (the browser tests and bench:find wait for it, as
 * for data-hydrated; a new list builds again).
 */
function buildFor<T extends FilterableStudio>(index: readonly IndexedStudio<T>[]): Build {
  const existing = builds.get(index);
  if (existing) return existing;
  const controller = new AbortController();
  document.documentElement.dataset.searchIndex = 'building';
  const promise = loadSearchBuild()
    .then((module) => module.buildStudioSearchInSlices(index, controller.signal))
    .then((search) => {
      built.set(index, search);
      document.documentElement.dataset.searchIndex = 'ready';
      return search;
    });
  const build: Build = {
    promise,
    cancel() {
      if (!built.has(index)) controller.abort();
    },
  };
  promise.catch(() => {
    if (builds.get(index) === build) builds.delete(index);
  });
  builds.set(index, build);
  return build;
}

/**
 * The list's ranked search. `wanted`: the reader is searching (the build starts, and the list
 * re-renders when the search is ready); `prepare()`: the reader is about to (the search box has the
 * focus), so the build starts. `search` is null until it is ready for this index; `loading` is true
 * while it is wanted and not ready.
 */
export function useStudioSearch<T extends FilterableStudio>(
  index: readonly IndexedStudio<T>[],
  wanted: boolean,
): { search: StudioSearch | null; loading: boolean; prepare(): void } {
  const [ready, setReady] = useState<{ index: readonly IndexedStudio<T>[]; search: StudioSearch } | null>(
    null,
  );
  const [failed, setFailed] = useState(false);
  const search = ready?.index === index ? ready.search : (built.get(index) ?? null);

  // A build of this list is stopped if the list goes away before it is done.
  useEffect(() => () => builds.get(index)?.cancel(), [index]);

  useEffect(() => {
    if (search || !wanted) return;
    let live = true;
    setFailed(false);
    buildFor(index).promise.then(
      (done) => {
        if (live) setReady({ index, search: done });
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [index, wanted, search]);

  const prepare = useCallback(() => {
    if (!built.has(index)) buildFor(index).promise.catch(() => undefined);
  }, [index]);
  return { search, loading: wanted && !search && !failed, prepare };
}
