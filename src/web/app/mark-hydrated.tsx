import { useEffect } from 'react';
import { replayEarlyClicks } from '@/shared/lib/early-clicks';

/**
 * Marks <html data-hydrated> once the app has taken over the page (the browser tests wait for it),
 * then gives the controls the clicks that came before the app (early-clicks.ts). It sits in the
 * page's Suspense boundary (root-layout.tsx): React hydrates a boundary's content in a pass of its
 * own after the frame's, and the page's controls take events only then. The server renders it too
 * (nothing), so both trees have the same shape. On a page rendered in the browser, it runs once the
 * first page has rendered; a later page does not run it again.
 */
export function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    // What the reader clicked before the app was here (shared/lib/early-clicks.ts).
    replayEarlyClicks();
  }, []);
  return null;
}
