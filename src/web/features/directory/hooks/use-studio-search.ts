/**
 * The directory's ranked search in the browser (product.md §12). The search engine (MiniSearch, in
 * @domain/studio-search) is not part of the first load: once the page has loaded, it is fetched and
 * the list indexed in the browser's spare time, a slice of a few milliseconds at a time, so the index
 * is usually ready before the first search and never in a keystroke's way (decision 015). Until it is
 * ready the list answers with the plain substring search and, while the reader searches, says it is
 * busy; if the module cannot be fetched (offline), the substring search simply stays (and the next
 * search tries the fetch again).
 */
import type { FilterableStudio, IndexedStudio } from '@domain/studio-filters';
import type { StudioSearch, StudioSearchBuilder } from '@domain/studio-search';
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

/**
 * The longest slice of indexing at a time: an input that arrives meanwhile waits at most this long
 * (a few dozen studios a slice on a slow phone).
 */
const SLICE_MS = 8;

type Slice = (run: (hasTime: () => boolean) => void) => () => void;

interface BackgroundScheduler {
  postTask(callback: () => void, options: { priority: 'background'; signal: AbortSignal }): Promise<unknown>;
}

function sliceClock(): () => boolean {
  const began = performance.now();
  return () => performance.now() - began < SLICE_MS;
}

/**
 * The next slice of the browser's spare time: a background task where there are (Chromium, Firefox:
 * it runs only when no input, rendering or other task is waiting, one slice after the other), else an
 * idle callback (one slice per idle period, so slower), else a zero-delay timer.
 */
const idleSlice: Slice = (run) => {
  const { scheduler } = globalThis as { scheduler?: Partial<BackgroundScheduler> };
  if (typeof scheduler?.postTask === 'function') {
    const controller = new AbortController();
    scheduler
      .postTask(() => run(sliceClock()), { priority: 'background', signal: controller.signal })
      .catch(() => undefined);
    return () => controller.abort();
  }
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback((deadline) => {
      const hasTime = sliceClock();
      run(() => deadline.timeRemaining() > 0 && hasTime());
    });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(() => run(sliceClock()), 0);
  return () => clearTimeout(id);
};

/** After the page's load event (its images and scripts first), or at once if it has passed. */
function afterLoad(start: () => void): () => void {
  if (document.readyState === 'complete') {
    start();
    return () => undefined;
  }
  window.addEventListener('load', start, { once: true });
  return () => window.removeEventListener('load', start);
}

interface Build {
  promise: Promise<StudioSearch>;
  /** The reader is searching: start now rather than after the page's load event. */
  hurry(): void;
  /** Stops a build not yet done (its promise rejects); a later search starts again. */
  cancel(): void;
}

/** One build per list (the list's index is one array while its data lives). */
const builds = new WeakMap<object, Build>();
/** The finished ones, read in render: the first search after the build is answered by it at once. */
const built = new WeakMap<object, StudioSearch>();

/**
 * Fetches the search module after the page's load event, then indexes the list in slices of spare
 * time. <html data-search-index> says "building", then "ready" (the browser tests and bench:find
 * wait for it, as for data-hydrated; a new list builds again).
 */
function buildFor<T extends FilterableStudio>(index: readonly IndexedStudio<T>[]): Build {
  const existing = builds.get(index);
  if (existing) return existing;
  let stopped = false;
  let started = false;
  let cancelPending: () => void = () => undefined;
  let start: () => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  document.documentElement.dataset.searchIndex = 'building';
  const promise = new Promise<StudioSearch>((resolve, reject) => {
    fail = reject;
    const next = (builder: StudioSearchBuilder) => {
      cancelPending = idleSlice((hasTime) => {
        if (stopped) return;
        if (!builder.step(hasTime)) return next(builder);
        built.set(index, builder.search);
        document.documentElement.dataset.searchIndex = 'ready';
        resolve(builder.search);
      });
    };
    start = () => {
      if (started) return;
      started = true;
      cancelPending();
      loadStudioSearch().then((module) => {
        if (!stopped) next(module.studioSearchBuilder(index));
      }, reject);
    };
    cancelPending = afterLoad(start);
  });
  const build: Build = {
    promise,
    hurry: () => start(),
    cancel() {
      if (built.has(index)) return;
      stopped = true;
      cancelPending();
      fail(new Error('the search index was not needed any more'));
    },
  };
  promise.catch(() => {
    if (builds.get(index) === build) builds.delete(index);
  });
  builds.set(index, build);
  return build;
}

/** The built search for this list, if its build is done. */
function builtFor<T extends FilterableStudio>(index: readonly IndexedStudio<T>[]): StudioSearch | null {
  return built.get(index) ?? null;
}

/**
 * Builds the list's search in idle time from the moment the list is shown. `wanted`: the reader is
 * searching (the list then re-renders when the search is ready). `search` is null until it is ready
 * for this index; `loading` is true while it is wanted and not ready.
 */
export function useStudioSearch<T extends FilterableStudio>(
  index: readonly IndexedStudio<T>[],
  wanted: boolean,
): { search: StudioSearch | null; loading: boolean } {
  const [ready, setReady] = useState<{ index: readonly IndexedStudio<T>[]; search: StudioSearch } | null>(
    null,
  );
  const [failed, setFailed] = useState(false);
  const search = ready?.index === index ? ready.search : builtFor(index);

  // In idle time, whether or not the reader searches; stopped if the list goes away unfinished.
  useEffect(() => {
    if (builtFor(index)) return;
    const build = buildFor(index);
    build.promise.catch(() => undefined);
    return () => build.cancel();
  }, [index]);

  useEffect(() => {
    if (search || !wanted) return;
    let live = true;
    setFailed(false);
    const build = buildFor(index);
    build.hurry();
    build.promise.then(
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

  return { search, loading: wanted && !search && !failed };
}
