/**
 * The server's page shows its controls before the page's script runs (decision 011), and a reader on
 * a slow line may use one meanwhile: hydration keeps the element as the reader left it (React writes
 * no `value` or `checked` while hydrating, and fires no change for what happened before) but the
 * state as the server rendered it, so the control
 * shows a choice the page does not follow, and the next render puts the server's back. Once
 * hydrated, a control that `differs` from its state is `take`n, as if the reader had acted now. A
 * control rendered later (not over the server's HTML) always agrees with its state: nothing happens.
 */
import { type RefObject, useLayoutEffect } from 'react';

export function useChoiceBeforeHydration<E extends HTMLInputElement | HTMLSelectElement>(
  element: RefObject<E | null>,
  differs: (element: E) => boolean,
  take: (element: E) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at mount: the server's control as the reader left it.
  useLayoutEffect(() => {
    if (element.current && differs(element.current)) take(element.current);
  }, []);
}
