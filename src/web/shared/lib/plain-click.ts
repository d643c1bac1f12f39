import type { MouseEvent } from 'react';

/**
 * A plain click: the main button, no modifier. A modified click (a new tab or window, save as) keeps
 * a link's own behaviour; only a plain one is the app's to handle in place.
 */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
