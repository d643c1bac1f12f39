/**
 * What the finding benches share (bench:find, bench:find-ab): the profiles, the scripts that time a
 * keystroke or a slider step in the page up to the frame after the count line changed, opening a
 * list page until it has hydrated, and the short searches that narrow the list.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { waitForExpression } from './browser';
import { seedSynthetic } from './seed-synthetic';

const SEEDED_MARK = '.bench-find-seeded';

/**
 * Seeds `studios` synthetic studios into `dataDir`; a kept directory (BENCH_DATA_DIR) only once, as a
 * second seeding would add as many again. `withRates`: day rates, calendars and exchange rates too.
 */
export function seedFindData(
  dataDir: string,
  kept: boolean,
  studios: number,
  bench: string,
  withRates = false,
): void {
  if (kept && existsSync(path.join(dataDir, SEEDED_MARK))) return;
  process.stdout.write(`${bench}: seeding ${studios} synthetic studios...\n`);
  seedSynthetic(dataDir, studios, false, withRates ? ['--with-rates-and-calendars'] : []);
  if (kept) writeFileSync(path.join(dataDir, SEEDED_MARK), String(studios));
}

/** The server's settings for the finding benches: the seeded data only, every studio read by the page. */
export function findServerEnv(dataDir: string, studios: number): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: 'false',
    LIST_MAX_PAGES: String(Math.ceil(studios / 100) + 1),
  };
}

/** How many studios the list shows a visitor. */
export async function visibleStudios(baseUrl: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/studios/studios-enhanced/?page_size=1`);
  return ((await response.json()) as { count: number }).count;
}

export const COUNT = '[data-testid=studio-count]';
/** The Filters sheet's 'Show N studios' button: the count a phone's visitor watches while choosing. */
export const SHEET_COUNT = '[data-testid=filters-sheet-apply]';

export interface Profile {
  name: string;
  viewport: { width: number; height: number };
  cpuSlowdown: number;
  mobile: boolean;
  goalMs: number;
}

export const ALL_PROFILES: Profile[] = [
  {
    name: 'Desktop (1280×720)',
    viewport: { width: 1280, height: 720 },
    cpuSlowdown: 1,
    mobile: false,
    goalMs: 50,
  },
  {
    name: 'Phone (390×844, 4× CPU slowdown)',
    viewport: { width: 390, height: 844 },
    cpuSlowdown: 4,
    mobile: true,
    goalMs: 100,
  },
];

/**
 * In the page: runs `trigger` (which marks 'vp-bench-start' and fires the input) and resolves with
 * the ms until the frame after the text of `countSelector` (the count line) changed.
 */
export function measureScript(trigger: string, countSelector: string = COUNT): string {
  return `
new Promise((resolve, reject) => {
  const count = document.querySelector(${JSON.stringify(countSelector)});
  const before = count.textContent;
  const observer = new MutationObserver(() => {
    if (count.textContent === before) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => {
      const m = performance.measure('vp-bench', 'vp-bench-start');
      performance.clearMarks('vp-bench-start');
      performance.clearMeasures('vp-bench');
      resolve(m.duration);
    }, 0));
  });
  observer.observe(count, { childList: true, characterData: true, subtree: true });
  setTimeout(() => { observer.disconnect(); reject(new Error('the count did not change')); }, 30000);
  ${trigger}
})`;
}

export function setSearchScript(text: string): string {
  return measureScript(`const input = document.querySelector('input[type=search]');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  performance.mark('vp-bench-start');
  setValue.call(input, ${JSON.stringify(text)});
  input.dispatchEvent(new Event('input', { bubbles: true }));`);
}

export function sliderKeyScript(label: string, key: string, countSelector: string = COUNT): string {
  return measureScript(
    `const thumb = document.querySelector('[role=slider][aria-label=${JSON.stringify(label)}]');
  thumb.focus();
  performance.mark('vp-bench-start');
  thumb.dispatchEvent(new KeyboardEvent('keydown', { key: ${JSON.stringify(key)}, bubbles: true, cancelable: true }));`,
    countSelector,
  );
}

export async function countText(page: Page, selector: string = COUNT): Promise<string> {
  return (await page.locator(selector).textContent()) ?? '';
}

export async function waitForCount(page: Page, text: string, selector: string = COUNT): Promise<void> {
  await waitForExpression(
    page,
    `document.querySelector(${JSON.stringify(selector)})?.textContent === ${JSON.stringify(text)}`,
  );
}

export async function openPage(
  context: BrowserContext,
  profile: Profile,
  url: string,
): Promise<{ page: Page; hydratedAt: number }> {
  const page = await context.newPage();
  if (profile.cpuSlowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  }
  await page.goto(url);
  await page.locator(COUNT).waitFor({ timeout: 300_000 });
  await page.waitForLoadState('networkidle');
  // The server's page shows the count before the app has hydrated it (decision 011); typing then is
  // lost (the 4x-slowed phone hydrates 9,000 studios for seconds), so wait for the app's mark.
  await waitForExpression(page, "document.documentElement.dataset.hydrated === 'true'", 300_000);
  return { page, hydratedAt: Date.now() };
}

/** Short searches that narrow the list without emptying it, found by asking the API (the same ranked search). */
export async function narrowingSearches(baseUrl: string, total: number, wanted: number): Promise<string[]> {
  const found: string[] = [];
  for (const a of 'sblmpcdtaeor') {
    for (const b of 'aeiou') {
      const response = await fetch(`${baseUrl}/api/studios/studios-enhanced/?page_size=1&q=${a}${b}`);
      const { count } = (await response.json()) as { count: number };
      if (count > 0 && count < total) found.push(`${a}${b}`);
      if (found.length === wanted) return found;
    }
  }
  if (found.length === 0) throw new Error('no short search narrows the list');
  return found;
}

/** The ranked search's index is built (<html data-search-index>, decision 015). */
export const SEARCH_INDEX_READY = "document.documentElement.dataset.searchIndex === 'ready'";
