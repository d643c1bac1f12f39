/**
 * Finding a stage by place and by what matters (product.md §11, §12): the sort, 'near' a place with a
 * radius, the numeric ranges and the ranked search, each checked against what the domain's own
 * selection answers for the address the page wrote, so nothing here is copied from the seed.
 */

import type { Studio, StudioPage } from '../src/domain/schemas/studio-schemas';
import { displayNameOf } from '../src/domain/studio-facts';
import { indexStudios } from '../src/domain/studio-filter-matching';
import { emptyFilters } from '../src/domain/studio-filters';
import { parseStudioListQuery } from '../src/domain/studio-list-address';
import { rangeValuesOf } from '../src/domain/studio-ranges';
import { selectStudios } from '../src/domain/studio-selection';
import { formatQuantity } from '../src/domain/value-format';
import { expectNoAxeViolations } from './support/axe';
import { recordAtFirstCountChange } from './support/count-line-change';
import { expectedSelection } from './support/expected-selection';
import { holdScripts } from './support/held-scripts';
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

const countLine = (page: Page) => page.getByTestId('studio-count');
const cards = (page: Page) => page.getByRole('main').getByRole('article');

async function gotoList(page: Page, query = ''): Promise<void> {
  await page.goto(`${LIST}${query}`);
  await expect(countLine(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('section[aria-busy="true"]')).toHaveCount(0);
}

/** What the list should show for the address it is at, in its order. */
function expectedForAddress(page: Page): Studio[] {
  const query = parseStudioListQuery(new URL(page.url()).search);
  return expectedSelection(demo, query.filters, query.sort ?? null);
}

/** Every card's name in order, once all have rendered (the list renders progressively). */
async function allCardNames(page: Page, count: number): Promise<string[]> {
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      return cards(page).count();
    })
    .toBe(count);
  return cards(page).locator('h3').allTextContents();
}

async function expectListMatchesAddress(page: Page): Promise<Studio[]> {
  await expect(page.locator('section[aria-busy="true"]')).toHaveCount(0);
  const expected = expectedForAddress(page);
  await expect(countLine(page)).toHaveText(`Showing ${expected.length} of ${demo.length} studios`);
  expect(await allCardNames(page, expected.length)).toEqual(expected.map((s) => displayNameOf(s)));
  return expected;
}

async function openPlaceAndSizes(page: Page): Promise<void> {
  const summary = page.getByText('Place and sizes', { exact: true });
  const details = page.locator('details').filter({ has: summary });
  if ((await details.getAttribute('open')) === null) await summary.click();
}

test("an order, 'Verified' and words chosen on the server's page before its script runs are the list's once hydrated", async ({
  page,
}) => {
  // The page's scripts wait until the reader has chosen: the server's page is all there is, as on a
  // slow connection. Nothing on the console: the first render still equals the server's.
  const { release, problems } = await holdScripts(page);
  // goto waits for hydration (support/test.ts), which waits for the scripts: not awaited yet.
  const loaded = page.goto(`${LIST}?lang=en`);
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  const verified = page.getByRole('checkbox', { name: 'Verified in the last 12 months' });
  const search = page.getByRole('searchbox', { name: 'Search studios' });
  await sort.selectOption('-wall_width');
  await verified.check();
  await search.fill('stage');
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  release();
  await loaded;
  await expect(page).toHaveURL(/[?&]sort=-wall_width(&|$)/);
  await expect(page).toHaveURL(/[?&]verified=[^&]+/);
  await expect(page).toHaveURL(/[?&]q=stage(&|$)/);
  await expect(sort).toHaveValue('-wall_width');
  await expect(verified).toBeChecked();
  await expect(search).toHaveValue('stage');
  // The demo data verifies nothing (issue 34): the list may be empty here, and must still match.
  await expectListMatchesAddress(page);
  // The controls go on working as usual afterwards.
  await sort.selectOption('name');
  await expect(page).toHaveURL(/[?&]sort=name(&|$)/);
  await verified.uncheck();
  await expect(page).not.toHaveURL(/[?&]verified=/);
  await expectListMatchesAddress(page);
  expect(problems).toEqual([]);
});

test('the sort orders the list, keeps unknown values last and stays when the filters change', async ({
  page,
}) => {
  await gotoList(page);
  const sort = page.getByLabel('Sort by');
  await sort.selectOption({ label: 'LED wall width (widest first)' });
  await expect(page).toHaveURL(/[?&]sort=-wall_width/);
  await expectListMatchesAddress(page);

  await page.getByRole('searchbox', { name: 'Search studios' }).fill('stage');
  await expect(page).toHaveURL(/q=stage/);
  await expect(page).toHaveURL(/sort=-wall_width/);
  await expect(sort).toHaveValue('-wall_width');
  await expectListMatchesAddress(page);

  await sort.selectOption({ label: 'Pixel pitch (finest first)' });
  await expect(page).toHaveURL(/sort=pixel_pitch/);
  await expectListMatchesAddress(page);
  await page.goBack();
  await expect(sort).toHaveValue('-wall_width');
});

test('near a place: suggestions by keyboard, a radius, distances in order, a chip that removes it', async ({
  page,
}) => {
  await gotoList(page);
  await openPlaceAndSizes(page);
  const near = page.getByRole('combobox', { name: 'Near' });
  await near.fill('Lond');
  const option = page.getByRole('option', { name: /^London, United Kingdom/ }).first();
  // The first look-up may wait for the gazetteer to load on a busy machine.
  await expect(option).toBeVisible({ timeout: 30_000 });
  await near.press('ArrowDown');
  await near.press('Enter');
  await expect(page).toHaveURL(/[?&]near=51\.5\d*,-0\.1\d*/);
  await expect(near).toHaveValue(/^London, United Kingdom/);
  await page.getByLabel('Within').selectOption('500');
  await expect(page).toHaveURL(/radius_km=500/);

  const within = await expectListMatchesAddress(page);
  expect(within.length).toBeGreaterThan(0);
  expect(within.length).toBeLessThan(demo.length);
  const distances = (await page.getByTestId('card-distance').allTextContents()).map((text) =>
    Number(text.replace(/[^\d.]/g, '')),
  );
  expect(distances).toHaveLength(within.length);
  expect(distances.every((d) => d <= 500)).toBe(true);
  expect([...distances].sort((a, b) => a - b)).toEqual(distances);

  // The address alone brings it all back.
  await page.reload();
  await expect(countLine(page)).toHaveText(`Showing ${within.length} of ${demo.length} studios`);
  const chip = page.getByRole('button', { name: /^Remove filter Within 500 km of London, United Kingdom/ });
  await expect(chip).toBeVisible();
  await expectNoAxeViolations(page);
  await chip.click();
  await expect(page).not.toHaveURL(/near=/);
  await expect(countLine(page)).toHaveText(`Showing ${demo.length} of ${demo.length} studios`);
});

test('range filters: exact bounds and include unknown, in the address and back from it', async ({ page }) => {
  await gotoList(page);
  await openPlaceAndSizes(page);
  const from = page.getByRole('textbox', { name: 'LED wall width, minimum' });
  await from.fill('15');
  await from.press('Enter');
  await expect(page).toHaveURL(/[?&]wall_width=15\.\./);
  const stated = await expectListMatchesAddress(page);
  expect(stated.length).toBeGreaterThan(0);

  await page
    .locator('fieldset[data-range="wall_width"]')
    .getByRole('checkbox', { name: 'Include studios that do not state it' })
    .check();
  await expect(page).toHaveURL(/with_unknown=wall_width/);
  const withUnknown = await expectListMatchesAddress(page);
  expect(withUnknown.length).toBeGreaterThan(stated.length);
  // The address alone brings the range back, with its fields filled in.
  await page.reload();
  await expect(countLine(page)).toHaveText(`Showing ${withUnknown.length} of ${demo.length} studios`);
  await expect(page.getByRole('textbox', { name: 'LED wall width, minimum' })).toHaveValue('15');
});

test('a range slider moved by keyboard sets a maximum, in the address and as a chip', async ({ page }) => {
  await gotoList(page);
  await openPlaceAndSizes(page);
  // The ceiling's upper handle, moved with the keyboard, sets a maximum on release.
  const handle = page.getByRole('slider', { name: 'Ceiling height, maximum' });
  await handle.focus();
  for (let i = 0; i < 3; i++) await handle.press('PageDown');
  await expect(page).toHaveURL(/[?&]ceiling_height=\.\.\d/);
  await expectListMatchesAddress(page);
  await expect(page.getByRole('button', { name: /^Remove filter Ceiling height: ≤ / })).toBeVisible();
});

test('a range slider: both handles are named sliders with their values; a drag narrows the list on release', async ({
  page,
}) => {
  await gotoList(page);
  await openPlaceAndSizes(page);
  const low = page.getByRole('slider', { name: 'Pixel pitch, minimum' });
  const high = page.getByRole('slider', { name: 'Pixel pitch, maximum' });
  await expect(low).toBeVisible();
  await expect(high).toBeVisible();
  const bottom = Number(await low.getAttribute('aria-valuemin'));
  const top = Number(await low.getAttribute('aria-valuemax'));
  expect(top).toBeGreaterThan(bottom);
  await expect(low).toHaveAttribute('aria-valuenow', String(bottom));
  await expect(high).toHaveAttribute('aria-valuenow', String(top));
  await expect(high).toHaveAttribute('aria-valuetext', `${top} mm`);

  // Home and End on the lower handle: End stops at the upper one, Home clears the minimum again.
  await low.focus();
  await low.press('End');
  await expect(page).toHaveURL(new RegExp(`[?&]pixel_pitch=${top}\\.\\.(&|$)`));
  await low.press('Home');
  await expect(page).not.toHaveURL(/pixel_pitch=/);

  // The upper handle dragged to the middle: the handle and its field follow, the address waits for
  // the release.
  await high.scrollIntoViewIfNeeded();
  const from = (await high.boundingBox())!;
  const start = (await low.boundingBox())!;
  const y = from.y + from.height / 2;
  await page.mouse.move(from.x + from.width / 2, y);
  await page.mouse.down();
  await page.mouse.move((start.x + from.x + from.width) / 2, y, { steps: 5 });
  await expect(high).not.toHaveAttribute('aria-valuenow', String(top));
  const moved = Number(await high.getAttribute('aria-valuenow'));
  expect(moved).toBeLessThan(top);
  expect(moved).toBeGreaterThan(bottom);
  await expect(page.getByRole('textbox', { name: 'Pixel pitch, maximum' })).toHaveValue(String(moved));
  expect(page.url()).not.toMatch(/pixel_pitch=/);
  await page.mouse.up();
  await expect(page).toHaveURL(new RegExp(`[?&]pixel_pitch=\\.\\.${moved}(&|$)`));
  await expect(high).toBeFocused();
  await expectListMatchesAddress(page);
});

test('the search is ranked and forgiving, and the card says what matched', async ({ page }) => {
  const unreal = expectedSelection(demo, { ...emptyFilters(), search: 'unreal' });
  expect(unreal.length).toBeGreaterThan(0);
  for (const text of ['unreal', 'Unreal Engine', 'unreel']) {
    await gotoList(page, `?q=${encodeURIComponent(text)}`);
    await expectListMatchesAddress(page);
  }
  await gotoList(page, '?q=unreal');
  const first = cards(page).first();
  await expect(first.getByTestId('card-match')).toContainText(/Matches \(engine\): .*Unreal/);
});

/** The count line's text for a number of studios shown, in the page's language. */
function showingText(lang: 'en' | 'ru', shown: number): RegExp {
  return lang === 'en'
    ? new RegExp(`^Showing ${shown} of ${demo.length} studios?$`)
    : new RegExp(`^Показано ${shown} из ${demo.length} студи`);
}

/** The plain substring search of name, city and country (what answers until the ranked one is built). */
function substringCount(search: string): number {
  return selectStudios(indexStudios(demo), { filters: { ...emptyFilters(), search }, sort: null }, null)
    .length;
}

const RANKED_READY = 'html[data-search-index="ready"]';

for (const lang of ['en', 'ru'] as const) {
  test(`(${lang}) a reader who only browses fetches no search engine; going to the search box builds it for the first search`, async ({
    page,
  }) => {
    const typo = 'unreel';
    const ranked = expectedSelection(demo, { ...emptyFilters(), search: typo }).length;
    // Only the ranked search forgives the typo: the substring search would say something else.
    expect(ranked).toBeGreaterThan(0);
    expect(substringCount(typo)).not.toBe(ranked);
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/studio-search-[^/]*\.js$/.test(request.url())) fetched.push(request.url());
    });
    await gotoList(page, lang === 'ru' ? '?lang=ru' : '');
    // Browsing: the page has loaded and settled, and the search engine is not part of it.
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);
    await expect(page.locator('html[data-search-index]')).toHaveCount(0);
    // The reader goes to the search box: the engine comes and indexes the list before the words do.
    await page.getByRole('searchbox').focus();
    await expect(page.locator(RANKED_READY)).toHaveCount(1, { timeout: 30_000 });
    expect(fetched).toHaveLength(1);
    await recordAtFirstCountChange(page, 'count', 'firstCount');
    await page.getByRole('searchbox').fill(typo);
    await expect(page.locator('html')).toHaveAttribute('data-first-count', showingText(lang, ranked));
    await expect(page.locator('section[aria-busy="true"]')).toHaveCount(0);
  });
}

test('until the search module has arrived the substring search answers, and the list says it is busy', async ({
  page,
}) => {
  const search = 'unreel';
  const ranked = expectedSelection(demo, { ...emptyFilters(), search }).length;
  let release: (value?: unknown) => void = () => undefined;
  const held = new Promise((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/studio-search-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await gotoList(page);
  await page.getByRole('searchbox').fill(search);
  await expect(countLine(page)).toHaveText(showingText('en', substringCount(search)));
  await expect(page.locator('section[aria-busy="true"]')).toHaveCount(1);
  await expect(page.locator(RANKED_READY)).toHaveCount(0);
  release();
  await expect(countLine(page)).toHaveText(showingText('en', ranked));
  await expect(page.locator('section[aria-busy="true"]')).toHaveCount(0);
});

test('offline, the substring search stays and the list is not left busy; a later search tries again', async ({
  page,
}) => {
  let offline = true;
  await page.route('**/assets/studio-search-*.js', (route) => (offline ? route.abort() : route.continue()));
  await gotoList(page);
  const box = page.getByRole('searchbox');
  await box.fill('unreel');
  await expect(countLine(page)).toHaveText(showingText('en', substringCount('unreel')));
  await expect(page.locator('section[aria-busy="true"]')).toHaveCount(0);
  await box.fill('');
  await expect(countLine(page)).toHaveText(showingText('en', demo.length));
  offline = false;
  await box.fill('unreel');
  const ranked = expectedSelection(demo, { ...emptyFilters(), search: 'unreel' }).length;
  await expect(countLine(page)).toHaveText(showingText('en', ranked));
  await expect(page.locator(RANKED_READY)).toHaveCount(1);
});

test('in Russian: the sort, the place box and the ranges speak Russian', async ({ page }) => {
  await gotoList(page, '?lang=ru&sort=-ceiling_height');
  await expect(page.getByLabel('Сортировка')).toHaveValue('-ceiling_height');
  await page.getByText('Место и размеры', { exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Рядом с' })).toBeVisible();
  await expect(page.getByRole('slider', { name: 'Высота потолка, минимум' })).toBeVisible();
  await expect(page.getByRole('slider', { name: 'Высота потолка, максимум' })).toBeVisible();
  await expect(page.getByRole('slider', { name: 'Высота потолка, максимум' })).toHaveAttribute(
    'aria-valuetext',
    /^\d+(\.\d+)? м$/,
  );
  const expected = expectedForAddress(page);
  await expect(countLine(page)).toContainText(`Показано ${expected.length} из ${demo.length}`);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the place and sizes work on a phone, in the Filters sheet: a range by its field, a place by its suggestions, the sort', async ({
    page,
  }) => {
    await gotoList(page);
    await page.getByRole('button', { name: 'Filters (0)' }).click();
    let sheet = page.getByRole('dialog', { name: /^Filters/ });
    const to = sheet.getByRole('textbox', { name: 'Pixel pitch, maximum' });
    await to.fill('2.6');
    await to.press('Enter');
    await sheet.getByTestId('filters-sheet-apply').click();
    await expect(page).toHaveURL(/[?&]pixel_pitch=\.\.2\.6/);
    await expectListMatchesAddress(page);

    await page.getByRole('button', { name: 'Filters (1)' }).click();
    sheet = page.getByRole('dialog', { name: /^Filters/ });
    const near = sheet.getByRole('combobox', { name: 'Near' });
    await near.fill('Berl');
    await sheet
      .getByRole('option', { name: /^Berlin, Germany/ })
      .first()
      .click({ timeout: 30_000 });
    await sheet.getByTestId('filters-sheet-apply').click();
    await expect(page).toHaveURL(/[?&]near=52\.5\d*,13\.\d+/);
    await page.getByLabel('Sort by').selectOption({ label: 'Distance (nearest first)' });
    await expect(page).toHaveURL(/sort=distance/);
    await expectListMatchesAddress(page);
    await expectNoAxeViolations(page);
  });

  for (const { lang, pitch, ceiling, notStated, inBerlin, zero } of [
    {
      lang: 'en',
      pitch: 'Pixel pitch',
      ceiling: 'Ceiling height',
      notStated: 'not stated',
      inBerlin: 'In Berlin',
      zero: /^0(\.0)? km/,
    },
    {
      lang: 'ru',
      pitch: 'Шаг пикселя',
      ceiling: 'Высота потолка',
      notStated: 'не указано',
      inBerlin: 'В г. Berlin',
      zero: /^в 0(,0)? км/,
    },
  ] as const) {
    test(`a card shows the figures the list is filtered and sorted by, and a studio on Berlin's centre point is 'in Berlin' (${lang}, issue 34)`, async ({
      page,
    }) => {
      await gotoList(page, `?lang=${lang}&pixel_pitch=..2.6&sort=-ceiling_height`);
      const expected = expectedForAddress(page);
      expect(expected.length).toBeGreaterThan(1);
      const unit = (n: number | null, u: string) => (n === null ? notStated : formatQuantity(n, u, lang));
      for (const [position, studio] of expected.slice(0, 3).entries()) {
        const card = cards(page).nth(position);
        const values = rangeValuesOf(studio.detailed_attributes);
        await expect(card.locator('[data-figure="pixel_pitch"] dt')).toHaveText(pitch);
        await expect(card.locator('[data-figure="pixel_pitch"] dd')).toHaveText(
          unit(values.pixel_pitch, 'mm'),
        );
        await expect(card.locator('[data-figure="ceiling_height"] dt')).toHaveText(ceiling);
        await expect(card.locator('[data-figure="ceiling_height"] dd')).toHaveText(
          unit(values.ceiling_height, 'm'),
        );
      }
      // A studio that does not state the sort's number says so, last (unknown is not small).
      const unstated = expected.findIndex(
        (studio) => rangeValuesOf(studio.detailed_attributes).ceiling_height === null,
      );
      if (unstated >= 0) {
        await expect(allCardNames(page, expected.length)).resolves.toHaveLength(expected.length);
        await expect(cards(page).nth(unstated).locator('[data-figure="ceiling_height"] dd')).toHaveText(
          notStated,
        );
      }

      await gotoList(page, `?lang=${lang}&near=52.52437,13.41053&sort=distance`);
      const near = expectedForAddress(page);
      expect(near[0]?.city).toBe('Berlin');
      const distances = page.getByTestId('card-distance');
      await expect(distances.first()).toHaveText(inBerlin);
      for (const text of await distances.allTextContents()) expect(text).not.toMatch(zero);
    });
  }
});
