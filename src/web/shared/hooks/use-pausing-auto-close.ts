import { type RefObject, useEffect, useRef, useState } from 'react';

interface PointerSpot {
  x: number;
  y: number;
  /** A finger does not hover: after a tap it has left, whatever the last spot was. */
  hovers: boolean;
}

/**
 * Closes the dialog `delayMs` after `active` turns on (the import's Complete step, product.md §9), but
 * waits while the pointer is over the dialog or the admin has moved focus to one of its controls
 * ('Import Another File' could not be reached in time). Leaving the dialog starts the
 * full delay again. The step's heading, which gets focus when the step appears, does not count.
 * Returns whether the countdown is paused, so the dialog can say so.
 *
 * Hover is read from the pointer's own events, not from :hover or pointerenter: when the step
 * appears, the button under the pointer (Import) has just been replaced, and the browser only
 * updates its hover state on the next move.
 */
export function usePausingAutoClose({
  active,
  delayMs,
  onClose,
  headingRef,
}: {
  active: boolean;
  delayMs: number;
  onClose(): void;
  /** The step's heading, inside the dialog: it finds the dialog and is not a control. */
  headingRef: RefObject<HTMLElement | null>;
}): boolean {
  const [paused, setPaused] = useState(false);
  const lastPointer = useRef<PointerSpot | null>(null);

  useEffect(() => {
    const remember = (event: PointerEvent) => {
      lastPointer.current = { x: event.clientX, y: event.clientY, hovers: event.pointerType !== 'touch' };
    };
    document.addEventListener('pointermove', remember, { passive: true });
    document.addEventListener('pointerdown', remember, { passive: true });
    return () => {
      document.removeEventListener('pointermove', remember);
      document.removeEventListener('pointerdown', remember);
    };
  }, []);

  useEffect(() => {
    const heading = headingRef.current;
    const dialog = heading?.closest<HTMLElement>('[role="dialog"]');
    if (!active || !heading || !dialog) return;
    const spot = lastPointer.current;
    const under = spot?.hovers ? document.elementFromPoint(spot.x, spot.y) : null;
    let hovering = under !== null && dialog.contains(under);
    let focusOnControl = dialog.contains(document.activeElement) && document.activeElement !== heading;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const schedule = () => {
      clearTimeout(timer);
      const wait = hovering || focusOnControl;
      setPaused(wait);
      if (!wait) timer = setTimeout(onClose, delayMs);
    };
    const setHovering = (next: boolean) => {
      if (next === hovering) return;
      hovering = next;
      schedule();
    };
    const onPointerMove = (event: PointerEvent) =>
      setHovering(
        event.pointerType !== 'touch' && event.target instanceof Node && dialog.contains(event.target),
      );
    const onPointerOut = (event: PointerEvent) => {
      if (event.relatedTarget === null) setHovering(false); // left the window
    };
    const onFocusIn = (event: FocusEvent) => {
      focusOnControl = event.target !== heading;
      schedule();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && dialog.contains(event.relatedTarget)) return;
      focusOnControl = false;
      schedule();
    };

    document.addEventListener('pointermove', onPointerMove, { passive: true });
    document.addEventListener('pointerout', onPointerOut, { passive: true });
    dialog.addEventListener('focusin', onFocusIn);
    dialog.addEventListener('focusout', onFocusOut);
    schedule();
    return () => {
      clearTimeout(timer);
      document.removeEventListener('pointermove', onPointerMove);
      document.removeEventListener('pointerout', onPointerOut);
      dialog.removeEventListener('focusin', onFocusIn);
      dialog.removeEventListener('focusout', onFocusOut);
    };
  }, [active, delayMs, onClose, headingRef]);

  return active && paused;
}
