import type { Page } from '@playwright/test';

/**
 * Aborts every request that leaves the test server: the pages embed third-party frames (showreels,
 * tours), and the tests stay off the network.
 */
export async function keepOffTheNetwork(page: Page): Promise<void> {
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  );
}
