import { type RefObject, useEffect, useState } from 'react';

/**
 * Closes the dialog `delayMs` after `active` turns on (the import's Complete step, spec §9), but
 * waits while the pointer is over the dialog or the admin has moved focus to one of its controls
 * (issue 12: 'Import Another File' could not be reached in time). Leaving the dialog starts the
 * full delay again. The step's heading, which gets focus when the step appears, does not count.
 * Returns whether the countdown is paused, so the dialog can say so.
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

  useEffect(() => {
    const heading = headingRef.current;
    const dialog = heading?.closest<HTMLElement>('[role="dialog"]');
    if (!active || !heading || !dialog) return;
    let hovering = dialog.matches(':hover');
    let focusOnControl = dialog.contains(document.activeElement) && document.activeElement !== heading;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const schedule = () => {
      clearTimeout(timer);
      const wait = hovering || focusOnControl;
      setPaused(wait);
      if (!wait) timer = setTimeout(onClose, delayMs);
    };
    const onPointerEnter = () => {
      hovering = true;
      schedule();
    };
    const onPointerLeave = () => {
      hovering = false;
      schedule();
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

    dialog.addEventListener('pointerenter', onPointerEnter);
    dialog.addEventListener('pointerleave', onPointerLeave);
    dialog.addEventListener('focusin', onFocusIn);
    dialog.addEventListener('focusout', onFocusOut);
    schedule();
    return () => {
      clearTimeout(timer);
      dialog.removeEventListener('pointerenter', onPointerEnter);
      dialog.removeEventListener('pointerleave', onPointerLeave);
      dialog.removeEventListener('focusin', onFocusIn);
      dialog.removeEventListener('focusout', onFocusOut);
    };
  }, [active, delayMs, onClose, headingRef]);

  return active && paused;
}
