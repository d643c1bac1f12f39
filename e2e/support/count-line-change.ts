import type { Page } from '@playwright/test';

/** What to read at the moment the count line first changes. */
export type AtCountChange = 'count' | 'cards' | 'map-summary';

/**
 * Records, in the page, `what` as it is when the count line's text first changes, into
 * <html data-{key}> (the tests then wait for that attribute): the count's own text, the cards in the
 * grid, or the map's summary line.
 */
export async function recordAtFirstCountChange(page: Page, what: AtCountChange, key: string): Promise<void> {
  await page.evaluate(
    ({ what, key }) => {
      const count = document.querySelector('[data-testid=studio-count]');
      if (!count) throw new Error('no count line');
      const summary = document.querySelector('[data-testid=map-summary]');
      if (what === 'map-summary' && !summary) throw new Error('no map summary');
      const read = () =>
        what === 'count'
          ? (count.textContent ?? '')
          : what === 'cards'
            ? String(document.querySelectorAll('main article').length)
            : (summary?.textContent ?? '');
      const before = count.textContent;
      const observer = new MutationObserver(() => {
        if (count.textContent === before) return;
        observer.disconnect();
        document.documentElement.dataset[key] = read();
      });
      observer.observe(count, { childList: true, characterData: true, subtree: true });
    },
    { what, key },
  );
}
