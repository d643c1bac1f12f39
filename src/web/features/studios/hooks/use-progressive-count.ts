/**
 * Progressive rendering for long lists on slow phones. After new filters a screenful of cards
 * renders at once, the rest of the first step once the browser is idle; then `step` more each time
 * the "show more" element comes near the viewport (IntersectionObserver) or is pressed.
 */
import { type RefObject, startTransition, useCallback, useEffect, useRef, useState } from 'react';

export const PROGRESSIVE_STEP = 24;
/** A card is rarely shorter than this; the grid has 1, 2 or 3 columns (sm 640 px, lg 1024 px). */
const CARD_MIN_HEIGHT_PX = 360;

/** How many cards fill the window: enough rows for its height, in as many columns as the grid has. */
export function screenfulOfCards(width: number, height: number): number {
  const columns = width >= 1024 ? 3 : width >= 640 ? 2 : 1;
  const rows = Math.ceil(height / CARD_MIN_HEIGHT_PX);
  return Math.max(3, columns * rows);
}

function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 200 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, 16);
  return () => clearTimeout(id);
}

export function useProgressiveCount(
  total: number,
  resetKey: string,
  step: number = PROGRESSIVE_STEP,
): { shown: number; showMore(): void; sentinelRef: RefObject<HTMLButtonElement | null> } {
  const [first] = useState(() =>
    Math.min(
      step,
      typeof window === 'undefined' ? step : screenfulOfCards(window.innerWidth, window.innerHeight),
    ),
  );
  const [state, setState] = useState({ key: resetKey, shown: first });
  // New filters: start again (adjusting state while rendering, not in an effect).
  let shown = state.shown;
  if (state.key !== resetKey) {
    shown = first;
    setState({ key: resetKey, shown: first });
  }
  const visible = Math.min(total, shown);

  // The rest of the first step, after the first rows have been painted.
  useEffect(() => {
    if (state.shown >= step || total <= state.shown) return;
    const key = state.key;
    return whenIdle(() =>
      startTransition(() => setState((s) => (s.key === key && s.shown < step ? { ...s, shown: step } : s))),
    );
  }, [state.key, state.shown, step, total]);

  const showMore = useCallback(() => {
    setState((s) => ({ ...s, shown: Math.max(s.shown, step) + step }));
  }, [step]);

  const sentinelRef = useRef<HTMLButtonElement | null>(null);
  const hasMore = visible < total;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `visible` renews the observer after each step, so an element still in view reports again.
  useEffect(() => {
    const element = sentinelRef.current;
    if (!hasMore || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) showMore();
      },
      { rootMargin: '0px 0px 800px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, showMore, visible]);

  return { shown: visible, showMore, sentinelRef };
}
