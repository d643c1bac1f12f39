/**
 * Playwright's `test`, whose pages wait, after each goto and reload, until the web app has hydrated
 * the server's HTML (decision 011: main.tsx marks <html data-hydrated>). The server's page is
 * visible and readable before its JavaScript runs; a click in that moment is a plain link's or
 * nothing, which is right for a reader but not what a test of the app's behaviour means to do.
 */
import { test as base, type Page } from '@playwright/test';

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
    for (const page of context.pages()) waitForHydration(page);
    context.on('page', waitForHydration);
    await use(context);
  },
});
