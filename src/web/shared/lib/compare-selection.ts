/**
 * The reader's compare selection, for the header's Compare link (issue 34): the list keeps it in
 * its address (`compare=1,5`) and in its own state a moment ahead of the address, the compare page in
 * its `studios`. A page that holds a selection publishes it here as it changes; the header reads it,
 * and until a page has published one (the server's render, the browser's first render) reads the
 * address it is on, so the server-rendered link opens the selection before the app has run.
 */
import { COMPARE_QUERY_KEY, parseCompareIds } from '@domain/studio-list-address';
import { useSyncExternalStore } from 'react';

let published: readonly number[] | null = null;
const listeners = new Set<() => void>();

/** A page's current selection (the list's ticks, the compared studios). */
export function publishCompareSelection(ids: readonly number[]): void {
  if (published && published.length === ids.length && published.every((id, i) => id === ids[i])) return;
  published = [...ids];
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The selection an address holds: the list's `compare`, the compare page's `studios`. */
export function compareSelectionInAddress(pathname: string, search: string): number[] {
  const params = new URLSearchParams(search);
  if (pathname === '/studios') return parseCompareIds(params.get(COMPARE_QUERY_KEY));
  if (pathname === '/compare') return parseCompareIds(params.get('studios'));
  return [];
}

/** The selection last published, or (nothing published yet, or on the server) the address's. */
export function useCompareSelection(pathname: string, search: string): readonly number[] {
  const current = useSyncExternalStore(
    subscribe,
    () => published,
    () => null,
  );
  return current ?? compareSelectionInAddress(pathname, search);
}
