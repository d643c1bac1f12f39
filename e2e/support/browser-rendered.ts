import type { Page } from '@playwright/test';

/**
 * For tests that answer the API from the page (page.route): the server renders each page with the
 * real answers embedded (decision 011), which the browser would then not ask for again. This serves
 * the app's pages as the browser alone renders them (no server markup, no embedded query state), so
 * the browser's own requests, and the test's answers to them, decide what the page shows.
 */
export async function renderInBrowserOnly(page: Page): Promise<void> {
  await page.route('**/frontend/**', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const body = (await response.text())
      .replace(/<script type="application\/json" id="app-state">[\s\S]*?<\/script>/, '')
      .replace(/<div id="root">[\s\S]*<\/div>(\s*<\/body>)/, '<div id="root"></div>$1');
    await route.fulfill({ response, body });
  });
}
