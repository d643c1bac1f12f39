/**
 * Playwright's `test`, whose pages wait, after each goto and reload, until the web app has hydrated
 * the server's HTML (decision 011: main.tsx marks <html data-hydrated>). The server's page is
 * visible and readable before its JavaScript runs; a click in that moment is a plain link's or
 * nothing, which is right for a reader but not what a test of the app's behaviour means to do.
 *
 * React compares the server's markup with its own first render while hydrating and reports a
 * difference (hydrateRoot's onRecoverableError, src/web/app/report-hydration-error.ts) on the
 * console: such a line fails the test, in every test of the suite, whatever else it looks at.
 */
import { test as base, expect, type Page } from '@playwright/test';

export * from '@playwright/test';

/** How src/web/app/report-hydration-error.ts begins each report. */
const HYDRATION_ERROR_PREFIX = 'Hydration mismatch';

const wrapped = new WeakSet<Page>();

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
    timeout: 20_000,
  });
}

function waitForHydration(page: Page): void {
  if (wrapped.has(page)) return;
  wrapped.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (response?.headers()['content-type']?.includes('text/html')) await hydrated(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (response?.headers()['content-type']?.includes('text/html')) await hydrated(page);
    return response;
  };
}

export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, use) => {
    // Without JavaScript nothing hydrates: the server's page is all there is.
    if (javaScriptEnabled === false) return use(context);
    const mismatches: string[] = [];
    context.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith(HYDRATION_ERROR_PREFIX)) {
        mismatches.push(message.text());
      }
    });
    for (const page of context.pages()) waitForHydration(page);
    context.on('page', waitForHydration);
    await use(context);
    expect(mismatches, 'the browser rendered the page differently from the server').toEqual([]);
  },
});
