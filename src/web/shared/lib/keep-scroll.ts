/**
 * Whether the next entry the router shows asked to keep the scroll position (React Router's
 * `preventScrollReset`, which its declarative routes ignore: decision 022). This module alone holds
 * that note: useAppNavigate (shared/hooks/use-app-navigate.ts) writes it as it navigates, and the
 * app's scroll restoration (app/scroll-restoration.tsx) takes it, once, when it shows the new entry.
 */
let keepScroll = false;

/** Notes whether the navigation about to start asked to keep the scroll position. */
export function noteKeepScroll(keep: boolean): void {
  keepScroll = keep;
}

/** Whether the navigation being shown asked to keep the scroll position (asked once: the note is cleared). */
export function takeKeepScroll(): boolean {
  const keep = keepScroll;
  keepScroll = false;
  return keep;
}
