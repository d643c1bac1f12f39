/**
 * A page whose code is its own chunk (decision 021: React Router's declarative routes; the page's
 * code is loaded by the page, not by a data router). Once loaded, the page renders at once; before
 * that it suspends (the layout's Suspense shows PageLoading, the server's renderer waits for it). A
 * page the server rendered is loaded before hydrating (preloadPages), so the browser's first render
 * is synchronous and equals the server's HTML. A chunk that cannot be loaded is an error for the
 * page's error boundary (RouteError), tried again on the next navigation.
 */
import type { ComponentType } from 'react';
import { ChunkLoadError } from '@/shared/lib/lazy-part';

export type PageLoader = () => Promise<ComponentType>;

interface PageState {
  component?: ComponentType;
  pending?: Promise<void>;
  error?: Error;
}

const pages = new Map<PageLoader, PageState>();

/** Loads a page's code once (a failed load is tried again when asked again). */
export function loadPage(load: PageLoader): Promise<void> {
  const state = pages.get(load) ?? {};
  pages.set(load, state);
  if (state.component) return Promise.resolve();
  if (!state.pending) {
    delete state.error;
    state.pending = load().then(
      (component) => {
        state.component = component;
        delete state.pending;
      },
      (error: unknown) => {
        state.error = new ChunkLoadError(error);
        delete state.pending;
      },
    );
  }
  return state.pending;
}

export function RoutePage({ load }: { load: PageLoader }) {
  const state = pages.get(load);
  if (state?.component) {
    const Page = state.component;
    return <Page />;
  }
  if (state?.error) {
    const { error } = state;
    delete state.error;
    throw error;
  }
  throw loadPage(load);
}
