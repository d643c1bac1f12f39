/**
 * Playwright's `test`, whose pages check their hydration and wait, after each goto and reload, until the web app has hydrated
 * the server's HTML (decision 011: main.tsx marks <html data-hydrated>). The server's page is
 * visible and readable before its JavaScript runs; a click in that moment is a plain link's or
 * nothing, which is right for a reader but not what a test of the app's behaviour means to do.
 *
 * Every page with JavaScript asks the app to compare the server's markup with its own first render
 * (src/web/app/hydration-check.ts): a difference is reported on the console and fails the test, in
 * every test of the suite, whatever else it looks at.
 */
import { test as base, expect, type Page } from '@playwright/test';

export * from '@playwright/test';

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
    await context.addInitScript(() => {
      (window as { __vpCheckHydration?: boolean }).__vpCheckHydration = true;
    });
    const mismatches: string[] = [];
    context.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith('Hydration mismatch')) {
        mismatches.push(message.text());
      }
    });
    for (const page of context.pages()) waitForHydration(page);
    context.on('page', waitForHydration);
    await use(context);
    expect(mismatches, 'the browser rendered the page differently from the server').toEqual([]);
  },
});
