/**
 * Builds the list's ranked search in slices of the browser's spare time (decision 015): loaded with
 * the search engine itself when the reader first goes to the search box (use-studio-search.ts), so
 * neither is part of the list's first load.
 */
import type { FilterableStudio } from '@domain/studio-facts';
import type { IndexedStudio } from '@domain/studio-filter-matching';
import { type StudioSearch, type StudioSearchBuilder, studioSearchBuilder } from '@domain/studio-search';

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

/** Indexes `index` a slice at a time; `signal` stops it (the promise then rejects). */
export function buildStudioSearchInSlices<T extends FilterableStudio>(
  index: readonly IndexedStudio<T>[],
  signal: AbortSignal,
): Promise<StudioSearch> {
  return new Promise((resolve, reject) => {
    let cancelPending: () => void = () => undefined;
    const stop = () => {
      cancelPending();
      reject(new Error('the search index was not needed any more'));
    };
    if (signal.aborted) return stop();
    signal.addEventListener('abort', stop, { once: true });
    const next = (builder: StudioSearchBuilder) => {
      cancelPending = idleSlice((hasTime) => {
        if (signal.aborted) return;
        if (!builder.step(hasTime)) return next(builder);
        signal.removeEventListener('abort', stop);
        resolve(builder.search);
      });
    };
    next(studioSearchBuilder(index));
  });
}
