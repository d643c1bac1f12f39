/**
 * Focus on an element when it appears: what React's `autoFocus` did. Preact only writes the HTML
 * `autofocus` attribute, which browsers honour once per page (the first time an element with it
 * appears), so an editor opened a second time left the focus on its button (decision 021). Use this
 * instead of `autoFocus` (Biome's noAutofocus rule flags the attribute).
 */
import { type RefObject, useLayoutEffect } from 'react';

export function useFocusOnMount(element: RefObject<HTMLElement | null>): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the element appears.
  useLayoutEffect(() => {
    element.current?.focus();
  }, []);
}
