import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long to wait for the new page's heading (a lazy page or its data may still be loading). */
const WAIT_MS = 10_000;

/**
 * After an in-app navigation to another page, moves focus to the new page's main heading (the
 * first h1 in `main`), so keyboard and screen-reader users start at the new page instead of on the
 * link they left behind. Not on the first load (the browser starts at the top), and not
 * when only the query string or hash changes (filters stay where the user is working). The heading
 * may appear later (a route chunk or the studio's data loading): it is awaited, and focus is left
 * alone if the user has moved it meanwhile.
 */
export function useFocusHeadingOnNavigate(mainId: string): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById(mainId);
    if (!main) return;
    const focusedAtStart = document.activeElement;

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
