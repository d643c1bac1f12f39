/**
 * Where the window scrolls after a navigation (what React Router's ScrollRestoration did with a data
 * router; decision 022): a new page starts at the top (or at its #fragment), Back and Forward return to
 * where the reader was on that entry, also after a reload of the tab, and a navigation that asked to
 * keep the scroll (useAppNavigate's preventScrollReset) keeps it. Positions are remembered per history
 * entry (location.key) in sessionStorage: as the reader scrolls, and as the entry is left (this renders
 * first in the layout, before the new page changes the document). A page that is still arriving (its code, its data)
 * is waited for, a moment, until it is tall enough to scroll to the remembered place.
 *
 * A page loaded by a typed or pasted address, a bookmark or an outside link is a new history entry
 * without a key: React Router calls every such entry 'default', so the position of the last page read
 * that way (2,500 px down a studio page) was given to the next one (issue 34). keyHistoryEntry gives
 * such an entry a key of its own before the router reads it; a reload and Back/Forward keep it.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { takeKeepScroll } from '@/shared/lib/keep-scroll';

const STORAGE_KEY = 'vp-scroll-positions';
/** How long a Back waits for the page to become tall enough for its remembered position. */
const RESTORE_WAIT_MS = 1_500;

function readPositions(): Record<string, number> {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    return stored && typeof stored === 'object' ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function scrollToFragment(hash: string): boolean {
  if (!hash) return false;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: the fragment as written.
  }
  const target = document.getElementById(id);
  target?.scrollIntoView();
  return Boolean(target);
}

/**
 * Before the router starts: an entry the router never wrote (history.state without a key) gets a
 * key of its own, so it has no remembered position until the reader scrolls it.
 */
export function keyHistoryEntry(): void {
  const state: unknown = window.history.state;
  if (state && typeof state === 'object' && 'key' in state && state.key) return;
  const key = Math.random().toString(36).slice(2, 10);
  window.history.replaceState({ ...(state && typeof state === 'object' ? state : {}), key }, '');
}

export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  const first = useRef(true);
  const shownKey = useRef(location.key);
  if (shownKey.current !== location.key && typeof window !== 'undefined') {
    positions.current ??= readPositions();
    positions.current[shownKey.current] = window.scrollY;
    shownKey.current = location.key;
  }

  // The browser's own restoration would jump before the app has drawn the entry's page.
  useEffect(() => {
    positions.current ??= readPositions();
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const save = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
      } catch {
        // Storage full or refused: Back still works within this page's life.
      }
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = previous;
    };
  }, []);

  // The shown entry's position, as the reader scrolls.
  useEffect(() => {
    const remember = () => {
      positions.current ??= readPositions();
      positions.current[shownKey.current] = window.scrollY;
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    positions.current ??= readPositions();
    const remembered = positions.current[location.key];
    // The first render: a reload returns to its place; a new page is where the browser put it.
    if (first.current) {
      first.current = false;
      if (remembered !== undefined) window.scrollTo(0, remembered);
      return;
    }
    const keep = takeKeepScroll();
    if (navigationType === 'POP' && remembered !== undefined) {
      const began = performance.now();
      let frame = 0;
      const restore = () => {
        const tallEnough = document.documentElement.scrollHeight - window.innerHeight >= remembered;
        window.scrollTo(0, remembered);
        if (!tallEnough && performance.now() - began < RESTORE_WAIT_MS)
          frame = requestAnimationFrame(restore);
      };
      restore();
      return () => cancelAnimationFrame(frame);
    }
    if (keep || navigationType === 'POP') return undefined;
    if (!scrollToFragment(location.hash)) window.scrollTo(0, 0);
    return undefined;
  }, [location.key, location.hash, navigationType]);

  return null;
}
