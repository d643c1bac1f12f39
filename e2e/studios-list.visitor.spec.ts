/**
 * The studio directory (/frontend/studios) on the demo data. Expected counts are computed from the
 * API's own answer with the same domain functions the page uses, and every shown card is checked
 * against them, so nothing here is a number copied from the seed.
 */

import type { Studio, StudioPage } from '../src/domain/schemas/studio-schemas';
import { serviceTypesOf } from '../src/domain/studio-attributes';
import { displayNameOf } from '../src/domain/studio-facts';
import { publicStudioCount } from '../src/domain/studio-filter-matching';
import { emptyFilters, type FilterGroup, type StudioFilters } from '../src/domain/studio-filters';
import { expectNoAxeViolations } from './support/axe';
import { renderInBrowserOnly } from './support/browser-rendered';
import { expectedSelection } from './support/expected-selection';
import { holdAppScripts, holdScripts } from './support/held-scripts';
import { type APIRequestContext, expect, type Page, test } from './support/test';

const LIST = '/frontend/studios';

async function loadDemo(request: APIRequestContext): Promise<Studio[]> {
  const studios: Studio[] = [];
  for (let page = 1; page <= 10; page++) {
    const response = await request.get(`/api/studios/studios-enhanced/?page=${page}&page_size=100`);
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as StudioPage;
    studios.push(...body.results);
    if (body.next === null) break;
  }
  return studios;
}

let demo: Studio[] = [];
test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  demo = await loadDemo(request);
  await request.dispose();
});

function filters(overrides: Partial<StudioFilters>): StudioFilters {
  return { ...emptyFilters(), ...overrides };
}

function expectedNames(f: StudioFilters): string[] {
  return expectedSelection(demo, f)
    .map((s) => displayNameOf(s))
    .sort();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const countLine = (page: Page) => page.getByTestId('studio-count');

/** Opens the list and waits for its data (generously: the test machine may be busy). */
async function gotoList(page: Page, query = ''): Promise<void> {
  await page.goto(`${LIST}${query}`);
  await expect(countLine(page)).toBeVisible({ timeout: 30_000 });
}
const cards = (page: Page) => page.getByRole('main').getByRole('article');

async function shownNames(page: Page): Promise<string[]> {
  return (await cards(page).locator('h3').allTextContents()).sort();
}

/** Scrolls down until every matching card has rendered (the list renders progressively). */
async function revealAll(page: Page, count: number): Promise<void> {
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      return cards(page).count();
    })
    .toBe(count);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The count line and the cards both agree with the domain's answer for these filters. */
async function expectResult(page: Page, f: StudioFilters): Promise<number> {
  const names = expectedNames(f);
  await expect(countLine(page)).toHaveText(`Showing ${names.length} of ${demo.length} studios`);
  await revealAll(page, names.length);
  expect(await shownNames(page)).toEqual(names);
  await expect(page.getByRole('button', { name: 'Show more studios' })).toHaveCount(0);
  return names.length;
}

const GROUP_LABEL: Record<FilterGroup, string> = {
  countries: 'Country',
  cities: 'City',
  services: 'Service type',
  gs3: '3DGS',
  gs4: '4DGS',
  widths: 'LED width',
  heights: 'LED height',
  ceiling: 'LED ceiling',
  floor: 'Floor',
  movable: 'Movable panels',
};

/** Opens a group's dropdown, ticks the options and closes it with Escape. */
async function choose(page: Page, group: FilterGroup, optionLabels: string[]): Promise<void> {
  const label = GROUP_LABEL[group];
  await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(label)} `) }).click();
  const panel = page.getByRole('dialog', { name: label, exact: true });
  await expect(panel).toBeVisible();
  for (const option of optionLabels) {
    await panel.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(option)}\\s*\\d+$`) }).check();
  }
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

test('the list shows the demo data', async ({ page }) => {
  const publicCount = publicStudioCount(demo);
  expect(demo.filter((s) => s.status === 'published')).toHaveLength(36);
  expect(demo.filter((s) => s.status === 'pending_review')).toHaveLength(6);
  expect(publicCount).toBe(42);

  await gotoList(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Virtual Production Studios' })).toBeVisible();
  await expect(
    page.getByText(`Discover ${publicCount} cutting-edge Virtual Production facilities`),
  ).toBeVisible();
  const credit = page.getByRole('main').getByRole('link', { name: /VP Atlas Research/ });
  await expect(credit).toHaveAttribute('target', '_blank');
  await expect(credit).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByRole('searchbox', { name: 'Search studios' })).toBeVisible();
  await expectResult(page, emptyFilters());

  // Names arrive HTML-escaped and are shown decoded.
  await expect(cards(page).getByRole('heading', { name: 'Smith & Reyes Virtual' })).toBeVisible();
  await expect(cards(page).getByRole('heading', { name: "Director's Cut Volume" })).toBeVisible();

  // A studio with everything: location, status, services (3, then '+K more'), indicators, links.
  const aurora = demo.find((s) => s.id === 1)!;
  const card = cards(page).filter({ has: page.getByRole('heading', { name: aurora.name }) });
  await expect(card.getByText(`${aurora.city}, ${aurora.country}`)).toBeVisible();
  await expect(card.getByText('Published', { exact: true })).toBeVisible();
  const services = serviceTypesOf(aurora.detailed_attributes);
  expect(services.length).toBeGreaterThan(3);
  await expect(card.getByRole('list', { name: 'Services' }).getByRole('listitem')).toHaveCount(4);
  await expect(card.getByText(`+${services.length - 3} more`)).toBeVisible();
  await expect(card.getByText('3DGS: yes')).toBeAttached();
  await expect(card.getByText('LED ceiling: yes')).toBeAttached();
  await expect(card.getByText('Floor: no')).toBeAttached();
  await expect(card.getByText('LED wall')).toBeVisible();
  await expect(card.getByText('Camera tracking')).toBeVisible();
  await expect(card.getByText('Engine', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: /^View Details/ })).toHaveAttribute(
    'href',
    '/frontend/studios/1',
  );
  const website = card.getByRole('link', { name: /^Website/ });
  await expect(website).toHaveAttribute('href', aurora.website_url!);
  await expect(website).toHaveAttribute('target', '_blank');
  await expect(website).toHaveAttribute('rel', 'noopener noreferrer');

  // A studio with nothing: unknown indicators, no website, no optional lines.
  const blank = cards(page).filter({ has: page.getByRole('heading', { name: 'Blank Slate Test Stage' }) });
  await expect(blank.getByText('LED ceiling: unknown')).toBeAttached();
  await expect(blank.getByText('4DGS: unknown')).toBeAttached();
  await expect(blank.getByRole('link', { name: /^Website/ })).toHaveCount(0);
  await expect(blank.getByText('LED wall')).toHaveCount(0);

  // Pending review studios are listed with their badge.
  await expect(cards(page).getByText('Pending Review', { exact: true })).toHaveCount(
    demo.filter((s) => s.status === 'pending_review').length,
  );
});

test("the list renders progressively: 'Show more studios' adds the rest", async ({ page }) => {
  // A phone: one column, so the button stays far below the window until it is used.
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoList(page);
  await expect(countLine(page)).toHaveText(`Showing ${demo.length} of ${demo.length} studios`);
  expect(demo.length).toBeGreaterThan(24);
  await expect(cards(page)).toHaveCount(24);
  const more = page.getByRole('button', { name: 'Show more studios' });
  await expect(more).toBeAttached();
  // A click without scrolling: scrolled into view, the button would load more by itself.
  await more.dispatchEvent('click');
  await expect(cards(page)).toHaveCount(demo.length);
  await expect(more).toHaveCount(0);
});

test("'Show more studios' from the keyboard hands the focus to the first new card", async ({ page }) => {
  await gotoList(page);
  await expect(cards(page)).toHaveCount(24);
  // Tab scrolls the button into view, where it would load the rest by itself and go from under the
  // focus: it waits for the press while it has the focus.
  const more = page.getByRole('button', { name: 'Show more studios' });
  await more.focus();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 600)));
  await expect(more).toBeFocused();
  await expect(cards(page)).toHaveCount(24);
  await page.keyboard.press('Enter');
  await expect(cards(page)).toHaveCount(demo.length);
  const firstNew = cards(page).nth(24);
  await expect.poll(() => firstNew.evaluate((card) => card.contains(document.activeElement))).toBe(true);
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('A');
});

test("a studio's 'Back to Studios' keeps the list's whole address: filters, ranges, sort and view", async ({
  page,
}) => {
  const back = page.getByRole('link', { name: 'Back to Studios' });
  for (const query of [
    'lang=en&country=DE&sort=-wall_width',
    'lang=en&wall_width=10..40&sort=name',
    'lang=en&country=DE&sort=-wall_width&view=map',
  ]) {
    await page.goto(`${LIST}?${query}`);
    const list = new URL(page.url());
    for (const field of query.split('&')) expect(list.search, query).toContain(field);
    await expect(countLine(page)).toHaveText(/^Showing [1-9]/);
    if (query.includes('view=map')) {
      const map = page.getByTestId('studio-map');
      await expect(map).toBeVisible({ timeout: 30_000 });
      await expect.poll(() => map.locator('[data-studios]').count()).toBeGreaterThan(0);
      await map.focus();
      await page.keyboard.press('Tab');
      // Enter on a group zooms in and focuses a marker it split into; on a studio, opens its card
      // (the markers may be made again meanwhile: each step waits for either).
      const details = map.getByRole('link', { name: /^View Details/ });
      const markerFocused = map.locator('[data-studios]:focus');
      await expect(markerFocused).toBeVisible();
      for (let step = 0; step < 12 && !(await details.isVisible()); step++) {
        await page.keyboard.press('Enter');
        await expect(details.or(markerFocused).first()).toBeVisible();
      }
      await details.click();
    } else {
      await cards(page)
        .first()
        .getByRole('link', { name: /^View Details/ })
        .click();
    }
    await expect(page).toHaveURL(/\/frontend\/studios\/\d+/);
    await expect(back).toHaveAttribute('href', list.pathname + list.search);
  }
});

test("'Loading studios...' while the list loads", async ({ page }) => {
  await renderInBrowserOnly(page);
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/studios/studios-enhanced/**', async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto(LIST);
  await expect(page.getByRole('status').filter({ hasText: 'Loading studios...' })).toBeVisible();
  release();
  await expect(countLine(page)).toHaveText(`Showing ${demo.length} of ${demo.length} studios`);
  await expect(page.getByText('Loading studios...')).toHaveCount(0);
});

test("'Error Loading Studios' with 'Try Again'", async ({ page }) => {
  await renderInBrowserOnly(page);
  let fail = true;
  await page.route('**/api/studios/studios-enhanced/**', (route) =>
    fail
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"Server error"}' })
      : route.continue(),
  );
  await page.goto(LIST);
  // The query retries twice before it gives up.
  await expect(page.getByRole('heading', { name: 'Error Loading Studios' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('alert')).toContainText('Error Loading Studios');
  fail = false;
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(countLine(page)).toHaveText(`Showing ${demo.length} of ${demo.length} studios`);
});

test('the filter dropdowns work with the keyboard', async ({ page }) => {
  await gotoList(page);
  const trigger = page.getByRole('button', { name: /^LED ceiling / });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('dialog', { name: 'LED ceiling', exact: true });
  const first = panel.getByRole('checkbox').first();
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(panel.getByRole('checkbox').nth(1)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(panel.getByRole('checkbox').nth(1)).toBeChecked();
  await expectResult(page, filters({ ceiling: ['no'] }));
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAccessibleName(/^LED ceiling 1 selected$/);
  // Removing the last chip hands the focus to the search box.
  await page.getByRole('button', { name: 'Remove filter LED ceiling: No' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search studios' })).toBeFocused();
});

const SINGLE_GROUP_CASES: { group: FilterGroup; labels: string[]; values: string[] }[] = [
  { group: 'countries', labels: ['Germany'], values: ['Germany'] },
  { group: 'cities', labels: ['Berlin'], values: ['Berlin'] },
  { group: 'services', labels: ['Car Process'], values: ['Car Process'] },
  { group: 'gs3', labels: ['Yes'], values: ['yes'] },
  { group: 'gs4', labels: ['Not yet'], values: ['not yet'] },
  { group: 'widths', labels: ['XL (>25m)'], values: ['xl'] },
  { group: 'heights', labels: ['Low (<3m)'], values: ['low'] },
  { group: 'ceiling', labels: ['Yes'], values: ['yes'] },
  { group: 'floor', labels: ['Unknown'], values: ['unknown'] },
  { group: 'movable', labels: ['No'], values: ['no'] },
];

for (const { group, labels, values } of SINGLE_GROUP_CASES) {
  test(`the ${GROUP_LABEL[group]} filter narrows the list and the count line agrees`, async ({ page }) => {
    await gotoList(page);
    await expectResult(page, emptyFilters());
    await choose(page, group, labels);
    const f = filters({ [group]: values });
    const count = await expectResult(page, f);
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(demo.length);
    await expect(
      page.getByRole('button', { name: `Remove filter ${GROUP_LABEL[group]}: ${labels[0]}` }),
    ).toBeVisible();
  });
}

test('values of one group add up (OR), groups narrow each other (AND)', async ({ page }) => {
  await gotoList(page);
  await choose(page, 'countries', ['Germany', 'France']);
  const either = await expectResult(page, filters({ countries: ['Germany', 'France'] }));
  expect(either).toBe(
    expectedNames(filters({ countries: ['Germany'] })).length +
      expectedNames(filters({ countries: ['France'] })).length,
  );
  await choose(page, 'ceiling', ['Yes']);
  const both = await expectResult(page, filters({ countries: ['Germany', 'France'], ceiling: ['yes'] }));
  expect(both).toBeLessThan(either);
  expect(both).toBeGreaterThan(0);
});

test('the city options follow the chosen countries', async ({ page }) => {
  await gotoList(page, `?country=France`);
  await page.getByRole('button', { name: /^City / }).click();
  const panel = page.getByRole('dialog', { name: 'City', exact: true });
  const frenchCities = [...new Set(demo.filter((s) => s.country === 'France').map((s) => s.city))];
  await expect(panel.getByRole('checkbox')).toHaveCount(frenchCities.length);
  await expect(panel.getByRole('checkbox', { name: /^Berlin/ })).toHaveCount(0);
});

test('the search matches name, city and country, case-insensitively', async ({ page }) => {
  await gotoList(page);
  const box = page.getByRole('searchbox', { name: 'Search studios' });
  await box.fill('SMITH & reyes');
  await expectResult(page, filters({ search: 'SMITH & reyes' }));
  await box.fill('berlin');
  expect(await expectResult(page, filters({ search: 'berlin' }))).toBeGreaterThan(1);
  await box.fill('united kingdom');
  expect(await expectResult(page, filters({ search: 'united kingdom' }))).toBeGreaterThan(0);
  await expect(page).toHaveURL(/[?&]q=united%20kingdom/);
});

test('chips remove their filter; removing a country drops its cities', async ({ page }) => {
  await gotoList(page, `?country=Germany,France&city=Berlin,Paris&floor=no`);
  await expectResult(
    page,
    filters({ countries: ['Germany', 'France'], cities: ['Berlin', 'Paris'], floor: ['no'] }),
  );

  await page.getByRole('button', { name: 'Remove filter Floor: No' }).click();
  await expectResult(page, filters({ countries: ['Germany', 'France'], cities: ['Berlin', 'Paris'] }));
  await expect(page).not.toHaveURL(/floor=/);

  await page.getByRole('button', { name: 'Remove filter Country: Germany' }).click();
  await expectResult(page, filters({ countries: ['France'], cities: ['Paris'] }));
  await expect(page.getByRole('button', { name: 'Remove filter City: Berlin' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove filter City: Paris' })).toBeVisible();
  await expect(page).toHaveURL(/\?country=FR&city=Paris$/);
});

test("'Clear all' removes the search and every filter", async ({ page }) => {
  await gotoList(page, `?q=a&gs3=yes&width=large,xl&movable=yes`);
  await expectResult(page, filters({ search: 'a', gs3: ['yes'], widths: ['large', 'xl'], movable: ['yes'] }));
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expectResult(page, emptyFilters());
  await expect(page.getByRole('searchbox', { name: 'Search studios' })).toHaveValue('');
  await expect(page.getByRole('searchbox', { name: 'Search studios' })).toBeFocused();
  await expect(page).toHaveURL(/\/frontend\/studios$/);
  await expect(page.getByRole('button', { name: 'Clear all' })).toHaveCount(0);
});

test("the empty state and 'Clear Filters'", async ({ page }) => {
  await gotoList(page);
  await page.getByRole('searchbox', { name: 'Search studios' }).fill('no studio is called this');
  await expect(page.getByRole('heading', { name: 'No studios found matching your criteria' })).toBeVisible();
  await expect(countLine(page)).toHaveText(`Showing 0 of ${demo.length} studios`);
  await expect(cards(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expectResult(page, emptyFilters());
  await expect(page.getByRole('searchbox', { name: 'Search studios' })).toHaveValue('');
});

test('the filters live in the address: reload, Back and Forward keep them', async ({ page }) => {
  await gotoList(page);
  await choose(page, 'countries', ['Germany']);
  await expect(page).toHaveURL(/\?country=DE$/);
  await choose(page, 'widths', ['Medium (8-15m)', 'Large (15-25m)']);
  await expect(page).toHaveURL(/\?country=DE&width=medium,large$/);
  await page.getByRole('searchbox', { name: 'Search studios' }).fill('stage');
  await expect(page).toHaveURL(/\?q=stage&country=DE&width=medium,large$/);
  const full = filters({ search: 'stage', countries: ['Germany'], widths: ['medium', 'large'] });
  await expectResult(page, full);

  await page.reload();
  await expect(countLine(page)).toBeVisible({ timeout: 30_000 });
  await expectResult(page, full);
  await expect(page.getByRole('searchbox', { name: 'Search studios' })).toHaveValue('stage');
  await expect(page.getByRole('button', { name: 'Remove filter LED width: Medium (8-15m)' })).toBeVisible();

  // Each ticked box was a step; the search text replaced its entry instead of adding one.
  await page.goBack();
  await expect(page).toHaveURL(/\?country=DE&width=medium$/);
  await expectResult(page, filters({ countries: ['Germany'], widths: ['medium'] }));
  await expect(page.getByRole('searchbox', { name: 'Search studios' })).toHaveValue('');
  await page.goBack();
  await expectResult(page, filters({ countries: ['Germany'] }));
  await page.goBack();
  await expectResult(page, emptyFilters());
  await page.goForward();
  await page.goForward();
  await page.goForward();
  await expectResult(page, full);
  await expect(page.getByRole('searchbox', { name: 'Search studios' })).toHaveValue('stage');
});

test('a hand-made address with garbage in it is read safely', async ({ page }) => {
  await gotoList(
    page,
    '?country=Germany,Atlantis&width=huge,MEDIUM,&gs4=maybe&compare=1,999999,abc&q=%E0%A4',
  );
  const count = await expectResult(page, filters({ countries: ['Germany', 'Atlantis'], widths: ['medium'] }));
  expect(count).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Remove filter LED width: Medium (8-15m)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove filter Country: Atlantis' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove filter 4DGS/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Compare Studios/ })).toHaveText('Compare Studios (1)');
});

test("'View Details' carries the list's address for the detail page's Back button", async ({ page }) => {
  await gotoList(page, `?country=Germany`);
  const aurora = cards(page).filter({ has: page.getByRole('heading', { name: 'Aurora Volume Works' }) });
  await aurora.getByRole('link', { name: /^View Details/ }).click();
  await expect(page).toHaveURL(/\/frontend\/studios\/1$/);
  const state = await page.evaluate(() => (window.history.state as { usr?: { fromList?: string } }).usr);
  // The list's address as the list writes it: countries as their ISO codes (product.md §11).
  expect(state?.fromList).toBe('/studios?country=DE');
});

test("a filter's drop-down pressed before the app has loaded opens once it has", async ({ page }) => {
  const path = '/frontend/studios?lang=en';
  const release = await holdAppScripts(page, path);
  // goto waits for hydration (support/test.ts), which waits for the scripts: not awaited yet.
  const loaded = page.goto(path);
  // The page's entry is here (it keeps early clicks); the app is held.
  await expect(page.locator('html[data-early-click="waiting"]')).toHaveCount(1);
  await page.getByRole('button', { name: /^Country / }).click();
  await expect(page.locator('html[data-early-click="kept"]')).toHaveCount(1);
  await expect(page.getByRole('dialog', { name: 'Country' })).toHaveCount(0);
  release();
  await loaded;
  await expect(page.getByRole('dialog', { name: 'Country', exact: true })).toBeVisible();
  await expect(page.locator('html[data-early-click]')).toHaveCount(0);
  // Taken once: the next press closes it, as any press on an open drop-down does.
  await page.getByRole('button', { name: /^Country / }).click();
  await expect(page.getByRole('dialog', { name: 'Country', exact: true })).toHaveCount(0);
});

test("a studio ticked for comparison before the page's script runs is in the selection", async ({ page }) => {
  // The page's scripts wait until the box is ticked: the server's list is all there is, as on a slow
  // connection.
  const { release, problems } = await holdScripts(page);
  // goto waits for hydration (support/test.ts), which waits for the scripts: not awaited yet.
  const loaded = page.goto('/frontend/studios?lang=en');
  const first = page.getByRole('checkbox', { name: /^Compare / }).first();
  await first.check();
  const name = (await first.getAttribute('aria-label'))!.replace(/^Compare /, '');
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  release();
  await loaded;
  await expect(page.getByRole('button', { name: /^Compare Studios \(\d\)$/ })).toHaveText(
    'Compare Studios (1)',
  );
  await expect(page.getByRole('checkbox', { name: `Compare ${name}` })).toBeChecked();
  // Unticking works as usual afterwards.
  await page.getByRole('checkbox', { name: `Compare ${name}` }).uncheck();
  await expect(page.getByRole('button', { name: /^Compare Studios \(\d\)$/ })).toHaveText(
    'Compare Studios (0)',
  );
  expect(problems).toEqual([]);
});

test('the compare selection reaches /compare?studios=...', async ({ page }) => {
  await gotoList(page, `?country=Germany`);
  const button = page.getByRole('button', { name: /^Compare Studios \(\d\)$/ });
  await expect(button).toHaveText('Compare Studios (0)');
  await expect(button).toBeDisabled();
  const germans = expectedSelection(demo, filters({ countries: ['Germany'] }));
  const [a, b] = germans;
  await page.getByRole('checkbox', { name: `Compare ${displayNameOf(a!)}` }).check();
  await expect(button).toHaveText('Compare Studios (1)');
  await expect(button).toBeDisabled();
  await page.getByRole('checkbox', { name: `Compare ${displayNameOf(b!)}` }).check();
  await expect(button).toHaveText('Compare Studios (2)');
  await expect(button).toBeEnabled();
  await expect(page).toHaveURL(new RegExp(`compare=${a!.id},${b!.id}$`));
  // The selection survives a reload (it is in the address too).
  await page.reload();
  await expect(countLine(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('checkbox', { name: `Compare ${displayNameOf(a!)}` })).toBeChecked();
  await button.click();
  await expect(page).toHaveURL(new RegExp(`/frontend/compare\\?studios=${a!.id}(,|%2C)${b!.id}$`));
});

test('a fifth compare selection is refused with the at-most-4 message', async ({ page }) => {
  await gotoList(page);
  const names = demo.slice(0, 5).map((s) => displayNameOf(s));
  for (const name of names.slice(0, 4)) await page.getByRole('checkbox', { name: `Compare ${name}` }).check();
  await expect(page.getByRole('button', { name: 'Compare Studios (4)' })).toBeEnabled();
  const fifth = page.getByRole('checkbox', { name: `Compare ${names[4]}` });
  await fifth.click();
  await expect(page.getByText('You can compare at most 4 studios')).toBeVisible();
  await expect(fifth).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'Compare Studios (4)' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('compare')?.split(',')).toHaveLength(4);
  // Unticking one makes room again.
  await page.getByRole('checkbox', { name: `Compare ${names[0]}` }).uncheck();
  await expect(page.getByText('You can compare at most 4 studios')).toHaveCount(0);
  await fifth.check();
  await expect(page.getByRole('button', { name: 'Compare Studios (4)' })).toBeVisible();
});

test('the page in Russian', async ({ page }) => {
  await gotoList(page, `?lang=ru`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Студии виртуального производства' }),
  ).toBeVisible();
  const n = publicStudioCount(demo);
  await expect(
    page.getByText(`Откройте для себя ${n} передовые площадки виртуального производства`),
  ).toBeVisible();
  await expect(countLine(page)).toHaveText(`Показано ${demo.length} из ${demo.length} студий`);
  await expect(page.getByRole('searchbox', { name: 'Поиск студий' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Страна Все$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Сравнить студии (0)' })).toBeDisabled();
  await expect(
    cards(page)
      .getByRole('link', { name: /^Подробнее/ })
      .first(),
  ).toBeVisible();
  await expect(cards(page).getByText('Опубликована', { exact: true }).first()).toBeVisible();

  const names = demo.slice(0, 5).map((s) => displayNameOf(s));
  for (const name of names) await page.getByRole('checkbox', { name: `Сравнить ${name}` }).click();
  await expect(page.getByText('Вы можете сравнить максимум 4 студии')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Поиск студий' }).fill('нет такой студии');
  await expect(
    page.getByRole('heading', { name: 'Студии, соответствующие вашим критериям, не найдены' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Сбросить всё' })).toBeVisible();
  await page.getByRole('button', { name: 'Сбросить фильтры' }).click();
  await expect(countLine(page)).toHaveText(`Показано ${demo.length} из ${demo.length} студий`);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds no violations on the list (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await gotoList(page, `?country=Germany&floor=no&compare=1`);
    await expect(cards(page).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: /^Service type / }).click();
    await expect(page.getByRole('dialog', { name: 'Service type', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('searchbox', { name: 'Search studios' }).fill('nothing matches this');
    await expect(
      page.getByRole('heading', { name: 'No studios found matching your criteria' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
