import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { postPageView } from '../api/post-page-view';

/** True when the browser asks not to be tracked (Do Not Track or Global Privacy Control). */
export function doNotTrack(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };
  const win = window as Window & { doNotTrack?: string };
  return (
    nav.doNotTrack === '1' ||
    win.doNotTrack === '1' ||
    nav.msDoNotTrack === '1' ||
    nav.globalPrivacyControl === true
  );
}

/** Posts {path, referrer} on every route change (product.md §2); the first view's referrer is the document's. */
export function usePageViewTracking(): void {
  const location = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const path = location.pathname;
    if (previous.current === path) return;
    const referrer = previous.current ?? (document.referrer || null);
    previous.current = path;
    if (doNotTrack()) return;
    // Analytics must never disturb the page: failures are ignored.
    postPageView({ path, referrer }).catch(() => {});
  }, [location.pathname]);
}
