/**
 * The web app's entry (decision 011, "First paint"). A server-rendered page is complete before any
 * script runs, and its stylesheet comes inline (index.html links it, not a module: the loader of
 * lazy chunks would otherwise fetch it again); this small module lets the browser paint it first,
 * then loads the app (main.tsx) and, beside it, a page state too large to travel in the page. On a
 * slow mobile network the page's content no longer shares the line with the app's scripts.
 */
import { keepEarlyClicks } from '@/shared/lib/early-clicks';
import { loadPageState } from '@/shared/ssr/page-state';

// A click on a control that needs the app, before it is here, is kept for it (early-clicks.ts).
keepEarlyClicks();

let started = false;

function start(): void {
  if (started) return;
  started = true;
  void loadPageState();
  void import('./main');
}

// requestAnimationFrame runs right before the next frame, the timeout right after it is painted.
// A page opened in the background paints no frame until shown: it starts at once.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0));
else start();
