import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long to wait for the new page's heading (a lazy page or its data may still be loading). */
const WAIT_MS = 10_000;

/**
 * The element that had focus when the last navigation began: a followed link's click or Back/Forward.
 * The router commits the new location only once the new page can render (a transition), which can be
 * well after the address changed; an element focused meanwhile is the user's choice and must be left
 * alone, so "has the user moved focus?" is answered against the start, not the commit.
 */
let navigationStart: { element: Element | null; at: number } | null = null;
let startWatched = false;

function watchNavigationStart(): void {
  if (startWatched || typeof document === 'undefined') return;
  startWatched = true;
  const note = () => {
    navigationStart = { element: document.activeElement, at: performance.now() };
  };
  document.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) note();
    },
    true,
  );
  window.addEventListener('popstate', note);
}

/** The focus to compare with: the one noted at the navigation's start when recent, else the current one. */
function focusAtNavigationStart(): Element | null {
  const start = navigationStart;
  navigationStart = null;
  if (start && performance.now() - start.at < WAIT_MS) return start.element;
  return document.activeElement;
}

/**
 * After an in-app navigation to another page, moves focus to the new page's main heading (the
 * first h1 in `main`), so keyboard and screen-reader users start at the new page instead of on the
 * link they left behind. Not on the first load (the browser starts at the top), and not
 * when only the query string or hash changes (filters stay where the user is working). The heading
 * may appear later (a route chunk or the studio's data loading): it is awaited, and focus is left
 * alone if the user has moved it since the navigation began (not only since the router committed it).
 */
export function useFocusHeadingOnNavigate(mainId: string): void {
  const { pathname, key } = useLocation();
  const previous = useRef(pathname);
  useEffect(watchNavigationStart, []);
  // Only the query or hash changed: the noted start belonged to that, not to a later page change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change, by its key
  useEffect(() => {
    if (previous.current === pathname) navigationStart = null;
  }, [key]);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById(mainId);
    if (!main) return;
    const focusedAtStart = focusAtNavigationStart();

    const tryFocus = (): boolean => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      const focused = document.activeElement;
      const untouched = focused === focusedAtStart || focused === document.body || !focused?.isConnected;
      if (untouched) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        // The scroll position is ScrollRestoration's (top for a new page, the old one on Back).
        heading.focus({ preventScroll: true });
      }
      return true;
    };
    if (tryFocus()) return;

    const observer = new MutationObserver(() => {
      if (tryFocus()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname, mainId]);
}
