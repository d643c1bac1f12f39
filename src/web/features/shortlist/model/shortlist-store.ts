/**
 * The shortlist as this browser keeps it (product.md §16): localStorage under SHORTLIST_STORAGE_KEY,
 * read afresh whenever it changes in this tab or another (the `storage` event), so every tab shows the
 * same list. A browser that refuses storage (private mode, quota) keeps the list for this page only.
 * The server knows nothing of it: a page the server rendered starts with an empty list while
 * hydrating (useSyncExternalStore's server snapshot) and shows the reader's right after.
 */
import {
  addToShortlist,
  EMPTY_SHORTLIST,
  isShortlisted,
  parseShortlist,
  removeFromShortlist,
  SHORTLIST_STORAGE_KEY,
  type Shortlist,
  serializeShortlist,
} from '@domain/shortlist';
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
/** The last raw text read and what it parsed to: a stable snapshot while nothing changed. */
let cache: { raw: string | null; list: Shortlist } = { raw: null, list: EMPTY_SHORTLIST };
/** Where storage is refused, the list of this page. */
let fallback: string | null = null;
let storageRefused = false;

function readRaw(): string | null {
  if (storageRefused) return fallback;
  try {
    return window.localStorage.getItem(SHORTLIST_STORAGE_KEY);
  } catch {
    return fallback;
  }
}

/** The shortlist now (the browser only). */
export function readShortlist(): Shortlist {
  const raw = readRaw();
  if (raw !== cache.raw) cache = { raw, list: parseShortlist(raw) };
  return cache.list;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Writes the list `change` makes of the current one; returns the new list. */
export function updateShortlist(change: (list: Shortlist) => Shortlist): Shortlist {
  const current = readShortlist();
  const next = change(current);
  if (next === current) return current;
  const raw = serializeShortlist(next);
  try {
    window.localStorage.setItem(SHORTLIST_STORAGE_KEY, raw);
  } catch {
    storageRefused = true;
  }
  fallback = raw;
  notify();
  return readShortlist();
}

function onStorage(event: StorageEvent): void {
  if (event.key === SHORTLIST_STORAGE_KEY || event.key === null) notify();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

const serverSnapshot = () => EMPTY_SHORTLIST;

/** The reader's shortlist; empty on the server and while hydrating, then the browser's. */
export function useShortlist(): Shortlist {
  return useSyncExternalStore(subscribe, readShortlist, serverSnapshot);
}

/** Saves or removes the studio; true when it is saved afterwards. */
export function toggleShortlisted(studio: { id: number; name: string }): boolean {
  const saved = isShortlisted(readShortlist(), studio.id);
  const next = updateShortlist((list) =>
    saved ? removeFromShortlist(list, studio.id) : addToShortlist(list, studio),
  );
  return isShortlisted(next, studio.id);
}

// What was said last, for the live region (shortlist-announcer.tsx).
let announcement = { text: '', serial: 0 };
const announcementListeners = new Set<() => void>();

/** Says `text` to screen readers through the header's live region. */
export function announceShortlist(text: string): void {
  announcement = { text, serial: announcement.serial + 1 };
  for (const listener of announcementListeners) listener();
}

export function useShortlistAnnouncement(): { text: string; serial: number } {
  return useSyncExternalStore(
    (listener) => {
      announcementListeners.add(listener);
      return () => announcementListeners.delete(listener);
    },
    () => announcement,
    () => announcement,
  );
}
