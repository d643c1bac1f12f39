import { useEffect } from 'react';
import { turnsTaken } from '@/shared/lib/hydrate-in-turn';

/**
 * Marks <html data-hydrated> once the app has taken over the page (the browser tests wait for it).
 * The server renders it too (it renders nothing there): both trees must have the same shape, or
 * every useId below would differ between the server's HTML and the browser.
 */
export function MarkHydrated() {
  useEffect(() => {
    // Once the parts hydrating in turns (hydrate-in-turn.tsx) have had theirs too.
    void turnsTaken().then(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
  }, []);
  return null;
}
