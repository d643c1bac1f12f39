/**
 * The lightbox's swipe (issue 18): a horizontal touch movement past SWIPE_THRESHOLD_PX steps to the
 * next or previous image; a more vertical one is not a swipe. Its own small copy rather than the
 * comparison's hook (shared/hooks/use-swipe), which the build files with the compare page's code:
 * importing it here would make the first lightbox download the compare page. Listens to touch
 * events and to touch pointers, whichever the browser sends first.
 */
import { SWIPE_THRESHOLD_PX } from '@domain/limits';
import { type PointerEvent, type TouchEvent, useMemo, useRef } from 'react';

/** +1 (next: the finger moved left), −1 (previous), or 0 when the movement is not a swipe. */
export function swipeStep(dx: number, dy: number, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(dx) <= threshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

export function useLightboxSwipe(onStep: (delta: -1 | 1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const callback = useRef(onStep);
  callback.current = onStep;
  return useMemo(() => {
    const begin = (x: number, y: number) => {
      start.current ??= { x, y };
    };
    const end = (x: number, y: number) => {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const step = swipeStep(x - from.x, y - from.y);
      if (step !== 0) callback.current(step);
    };
    return {
      onTouchStart: (event: TouchEvent) => {
        const touch = event.touches[0];
        if (touch && event.touches.length === 1) begin(touch.clientX, touch.clientY);
      },
      onTouchEnd: (event: TouchEvent) => {
        const touch = event.changedTouches[0];
        if (touch) end(touch.clientX, touch.clientY);
      },
      onTouchCancel: () => {
        start.current = null;
      },
      onPointerDown: (event: PointerEvent) => {
        if (event.pointerType === 'touch') begin(event.clientX, event.clientY);
      },
      onPointerUp: (event: PointerEvent) => {
        if (event.pointerType === 'touch') end(event.clientX, event.clientY);
      },
    };
  }, []);
}
