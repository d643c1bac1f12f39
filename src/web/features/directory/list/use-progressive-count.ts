/**
 * Progressive rendering for long lists on slow phones. After new filters a screenful of cards
 * renders at once, the rest of the first step once the browser is idle; then `step` more each time
 * the "show more" element comes near the viewport (IntersectionObserver) or is pressed.
 *
 * With a `memoryKey` (the history entry's key) the count is remembered for that entry, so coming
 * back to it (Back, 'Back to Studios', a reload) renders as many cards as before at once and the
 * router can restore the scroll position instead of stopping at the end of the first screenful.
 */
import {
  type RefObject,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useIsHydrating } from '@/shared/hooks/use-is-hydrating';
import { whenIdle } from '@/shared/lib/when-idle';

export const PROGRESSIVE_STEP = 24;
/** A card is rarely shorter than this; the grid has 1, 2 or 3 columns (sm 640 px, lg 1024 px). */
const CARD_MIN_HEIGHT_PX = 360;
/** The first cards of a list measured once it is drawn (more would only repeat the first row's height). */
const MEASURED_CARDS = 6;

/**
 * How many cards fill the window: enough rows for its height, in as many columns as the grid has.
 * `cardPx`: the shortest card drawn on this screen so far, when one was measured. Without it, rows
 * of the floor's height and at least three cards; with it, the rows of real cards that fill the
 * window (a phone's card is about twice the floor: a keystroke there renders two cards, not three).
 */
export function screenfulOfCards(width: number, height: number, cardPx = 0): number {
  const columns = width >= 1024 ? 3 : width >= 640 ? 2 : 1;
  if (cardPx > 0) return columns * Math.ceil(height / Math.max(CARD_MIN_HEIGHT_PX, cardPx));
  const rows = Math.ceil(height / CARD_MIN_HEIGHT_PX);
  return Math.max(3, columns * rows);
}

/** The window's size and the shortest card measured in it, forgotten after a resize (cards reflow). */
let windowSize: { width: number; height: number; cardPx: number } | null = null;

/** Reading the window's size may force a layout mid-render: read once, again only after a resize. */
function currentWindowSize(): { width: number; height: number; cardPx: number } {
  if (windowSize === null) {
    windowSize = { width: window.innerWidth, height: window.innerHeight, cardPx: 0 };
    window.addEventListener(
      'resize',
      () => {
        windowSize = null;
      },
      { once: true, passive: true },
    );
  }
  return windowSize;
}

/**
 * The shortest of the first cards of the list on the screen, measured once and kept with the
 * window's size (a resize reflows the cards and forgets it). Only the cards drawn at once are
 * measured: those drawn later (content-visibility) have an estimated size until drawn.
 */
function measureCards(list: HTMLElement | null, drawn: number): number {
  const size = currentWindowSize();
  if (size.cardPx > 0 || !list) return size.cardPx;
  const count = Math.min(drawn, MEASURED_CARDS, list.children.length);
  for (let i = 0; i < count; i++) {
    const px = list.children[i]!.getBoundingClientRect().height;
    if (px > 0 && (size.cardPx === 0 || px < size.cardPx)) size.cardPx = px;
  }
  return size.cardPx;
}

/**
 * The cards shown at once after new filters: a screenful, at most a step (a whole step on the
 * server). Judged by the cards on the screen, measured the first time a list is replaced (they
 * are drawn; reading their size lays out at most what the next frame would).
 */
function firstCount(step: number, list: HTMLElement | null, drawn: number): number {
  if (typeof window === 'undefined') return step;
  const cardPx = measureCards(list, drawn);
  const { width, height } = currentWindowSize();
  return Math.min(step, screenfulOfCards(width, height, cardPx));
}

const MEMORY_PREFIX = 'vp-list-shown:';

/** The count remembered for a history entry, or 0 (storage may be off or full: then nothing is kept). */
export function rememberedCount(memoryKey: string | undefined): number {
  if (!memoryKey) return 0;
  try {
    const value = Number(window.sessionStorage.getItem(MEMORY_PREFIX + memoryKey));
    return Number.isSafeInteger(value) && value > 0 ? value : 0;
  } catch {
    return 0;
  }
}

function remember(memoryKey: string, count: number): void {
  try {
    window.sessionStorage.setItem(MEMORY_PREFIX + memoryKey, String(count));
  } catch {
    // Without storage, coming back shows the first screenful again: no harm beyond that.
  }
}

export function useProgressiveCount(
  total: number,
  resetKey: string,
  step: number = PROGRESSIVE_STEP,
  memoryKey?: string,
  /** Steps shown at once on the first render (the address's ?page=, which pages without JavaScript). */
  startSteps = 1,
): {
  shown: number;
  /**
   * The cards from this position on came after the first paint of their list: they may be drawn
   * only when they come near the screen (content-visibility). A whole step on the list the page
   * started with (the server laid those out), a screenful after new filters.
   */
  drawnAtOnce: number;
  showMore(): void;
  sentinelRef: RefObject<HTMLButtonElement | null>;
  /** The list of cards: its first cards are measured, for the next list's screenful. */
  listRef: RefObject<HTMLUListElement | null>;
} {
  // A page the server rendered (decision 011) starts with the server's count: a whole step, as the
  // server knows neither the window nor what this history entry showed before.
  const hydrating = useIsHydrating();
  const [startedHydrating] = useState(hydrating);
  // The list of cards on the screen: its first cards' size decides the next screenful (issue 16:
  // a phone's keystroke rendered a third card below the screen).
  const listRef = useRef<HTMLUListElement | null>(null);
  const [state, setState] = useState(() => ({
    key: resetKey,
    drawnAtOnce: step,
    shown: hydrating
      ? step * Math.max(1, startSteps)
      : Math.max(
          firstCount(step, null, 0),
          rememberedCount(memoryKey),
          startSteps > 1 ? step * startSteps : 0,
        ),
  }));
  // Once hydrated, as many cards as this entry showed before (a reload), before the first paint.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, right after hydration.
  useLayoutEffect(() => {
    if (!startedHydrating) return;
    const remembered = rememberedCount(memoryKey);
    if (remembered > 0) setState((s) => (s.shown < remembered ? { ...s, shown: remembered } : s));
  }, []);
  // New filters: start again with a screenful (adjusting state while rendering, not in an effect).
  // Never the server's whole step once hydrated: every keystroke in the search box would render
  // a whole step of cards (issue 16's typing goal missed by that on the list the server rendered).
  let { shown, drawnAtOnce } = state;
  if (state.key !== resetKey) {
    shown = hydrating ? step : firstCount(step, listRef.current, state.drawnAtOnce);
    drawnAtOnce = shown;
    setState({ key: resetKey, shown, drawnAtOnce });
  }
  const visible = Math.min(total, shown);

  useEffect(() => {
    if (memoryKey) remember(memoryKey, visible);
  }, [memoryKey, visible]);

  // The rest of the first step, after the first rows have been painted.
  useEffect(() => {
    if (state.shown >= step || total <= state.shown) return;
    const key = state.key;
    return whenIdle(
      () =>
        startTransition(() => setState((s) => (s.key === key && s.shown < step ? { ...s, shown: step } : s))),
      200,
      16,
    );
  }, [state.key, state.shown, step, total]);

  // Before the first step is complete, 'more' completes it: on a phone whose first screenful ends
  // near the button (compact filters), the observer would otherwise skip a whole step at once.
  const showMore = useCallback(() => {
    setState((s) => ({ ...s, shown: s.shown < step ? step : s.shown + step }));
  }, [step]);

  const sentinelRef = useRef<HTMLButtonElement | null>(null);
  const hasMore = visible < total;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `visible` renews the observer after each step, so an element still in view reports again.
  useEffect(() => {
    const element = sentinelRef.current;
    if (!hasMore || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        // Not while it has the keyboard's focus: Tab scrolls it into view, and loading then removed
        // the button under the focus (the reader is about to press it; the press shows more).
        if (element === document.activeElement) return;
        if (entries.some((entry) => entry.isIntersecting)) showMore();
      },
      { rootMargin: '0px 0px 800px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, showMore, visible]);

  return { shown: visible, drawnAtOnce, showMore, sentinelRef, listRef };
}
