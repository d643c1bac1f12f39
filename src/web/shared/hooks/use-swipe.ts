/**
 * A horizontal swipe on a touch screen (product.md §2, §9: more than SWIPE_THRESHOLD_PX): the comparison
 * steps through its categories (the studio page's lightbox has its own copy, so that opening it does
 * not download the compare page's chunk, which this module is built into). Listens to touch
 * events and to touch pointers, whichever the browser sends first; a gesture that is more vertical
 * than horizontal (scrolling) or that scrolled a table sideways is not a swipe.
 */
import { SWIPE_THRESHOLD_PX } from '@domain/limits';
import { type PointerEvent, type TouchEvent, useMemo, useRef } from 'react';

export type SwipeDirection = 'left' | 'right';

interface Gesture {
  x: number;
  y: number;
  scroller: Element | null;
  scrollLeft: number;
}

/** The swipe's direction, or null when the movement is not a horizontal swipe past the threshold. */
export function swipeDirection(
  dx: number,
  dy: number,
  threshold = SWIPE_THRESHOLD_PX,
): SwipeDirection | null {
  if (Math.abs(dx) <= threshold || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'left' : 'right';
}

export function useSwipe(onSwipe: (direction: SwipeDirection) => void) {
  const gesture = useRef<Gesture | null>(null);
  const callback = useRef(onSwipe);
  callback.current = onSwipe;

  return useMemo(() => {
    const start = (x: number, y: number, target: EventTarget | null) => {
      if (gesture.current) return;
      const scroller = target instanceof Element ? target.closest('[data-swipe-scroller]') : null;
      gesture.current = { x, y, scroller, scrollLeft: scroller?.scrollLeft ?? 0 };
    };
    const end = (x: number, y: number) => {
      const g = gesture.current;
      gesture.current = null;
      if (!g) return;
      if (g.scroller && Math.abs(g.scroller.scrollLeft - g.scrollLeft) > 1) return;
      const direction = swipeDirection(x - g.x, y - g.y);
      if (direction) callback.current(direction);
    };
    return {
      onTouchStart: (event: TouchEvent) => {
        const touch = event.touches[0];
        if (touch && event.touches.length === 1) start(touch.clientX, touch.clientY, event.target);
      },
      onTouchEnd: (event: TouchEvent) => {
        const touch = event.changedTouches[0];
        if (touch) end(touch.clientX, touch.clientY);
      },
      onTouchCancel: () => {
        gesture.current = null;
      },
      onPointerDown: (event: PointerEvent) => {
        if (event.pointerType === 'touch') start(event.clientX, event.clientY, event.target);
      },
      onPointerUp: (event: PointerEvent) => {
        if (event.pointerType === 'touch') end(event.clientX, event.clientY);
      },
    };
  }, []);
}
