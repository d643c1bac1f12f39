/**
 * A page whose scripts wait until the test lets them load: the server's HTML is all there is, as on
 * a slow connection (what a reader types or ticks before hydration). The console is watched from the
 * start: a hydration mismatch shows there.
 */
import type { Page } from '@playwright/test';

export interface HeldScripts {
  /** Lets the page's scripts load. */
  release(): void;
  /** Console errors and warnings, and uncaught errors, since holdScripts. */
  problems: string[];
}

/** Holds the page's requests to `url` (a glob) until release() is called. */
export async function holdRoute(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

export async function holdScripts(page: Page): Promise<HeldScripts> {
  const release = await holdRoute(page, '**/assets/*.js');
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (failure) => problems.push(failure.message));
  return { release, problems };
}

/**
 * Holds the app's scripts but not the page's entry (boot.ts, which keeps the clicks that come before
 * the app: src/web/shared/lib/early-clicks.ts), found in the page's HTML at `path`.
 */
export async function holdAppScripts(page: Page, path: string): Promise<() => void> {
  const html = await (await page.request.get(path)).text();
  const entry = /<script type="module"[^>]*\bsrc="([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error(`no module script in the HTML of ${path}`);
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    if (new URL(route.request().url()).pathname !== entry) await released;
    await route.continue();
  });
  return release;
}
