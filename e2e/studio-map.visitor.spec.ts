/**
 * The directory's map view (/frontend/studios?view=map, product.md §11 "The map") on the demo data.
 * What the map should hold is computed from the API's answer with the domain's selection (the one
 * the list uses), so the map and the list are checked against the same expectation.
 */

import { countryKeyOf } from '../src/domain/countries';
import { isLatitude, isLongitude } from '../src/domain/geo';
import type { Studio, StudioPage } from '../src/domain/schemas/studio-schemas';
import { emptyFilters, type StudioFilters } from '../src/domain/studio-filters';
import { parseStudioListQuery } from '../src/domain/studio-list-address';
import { expectNoAxeViolations } from './support/axe';
import { recordAtFirstCountChange } from './support/count-line-change';
import { expectedSelection } from './support/expected-selection';
import { focusStudioMarker } from './support/map-keyboard';
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

const placed = (studios: readonly Studio[]) =>
  studios.filter((s) => isLatitude(s.latitude) && isLongitude(s.longitude)).length;

function expectedFor(filters: Partial<StudioFilters>): { total: number; placed: number } {
  const selection = expectedSelection(demo, { ...emptyFilters(), ...filters });
  return { total: selection.length, placed: placed(selection) };
}

const countLine = (page: Page) => page.getByTestId('studio-count');
const summary = (page: Page) => page.getByTestId('map-summary');
const mapRegion = (page: Page) => page.getByTestId('studio-map');
const markers = (page: Page) => mapRegion(page).locator('[data-studios]');

/** Opens the map and waits for its chunk and its markers (generously: the test machine may be busy). */
async function gotoMap(page: Page, query = ''): Promise<void> {
  await page.goto(`${LIST}?view=map${query}`);
  await expect(mapRegion(page)).toBeVisible({ timeout: 30_000 });
}

/** Every studio the markers and clusters on the map stand for. */
async function studiosOnMarkers(page: Page): Promise<number> {
  return markers(page).evaluateAll((elements) =>
    elements.reduce((sum, element) => sum + Number((element as HTMLElement).dataset.studios), 0),
  );
}

function shownCount(text: string | null): number {
  const match = /Showing (\d+) of/.exec(text ?? '');
  if (!match) throw new Error(`no count in "${text}"`);
  return Number(match[1]);
}

test('the map holds exactly the studios the list selects, and says so in words', async ({ page }) => {
  const all = expectedFor({});
  await gotoMap(page);
  await expect(countLine(page)).toHaveText(`Showing ${all.total} of ${demo.length} studios`);
  await expect(summary(page)).toContainText(`${all.placed} studios on the map`);
  const unplaced = all.total - all.placed;
  if (unplaced > 0) {
    await expect(page.getByTestId('map-unplaced')).toContainText(`${unplaced}`);
  } else {
    await expect(page.getByTestId('map-unplaced')).toHaveCount(0);
  }
  // The whole selection is in view at first: the markers and clusters add up to the placed studios.
  await expect.poll(() => studiosOnMarkers(page)).toBe(all.placed);
  await expectNoAxeViolations(page);
});

test('a country filter narrows the map as it narrows the list', async ({ page }) => {
  // The demo's most common country, so the check is not a number copied from the seed.
  const counts = new Map<string, number>();
  for (const studio of demo) counts.set(countryKeyOf(studio), (counts.get(countryKeyOf(studio)) ?? 0) + 1);
  const [country] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  const expected = expectedFor({ countries: [country] });
  await gotoMap(page, `&country=${country}`);
  await expect(countLine(page)).toHaveText(`Showing ${expected.total} of ${demo.length} studios`);
  await expect(summary(page)).toContainText(`${expected.placed} studio`);
  expect(Number(/^(\d+) studio/.exec((await summary(page).textContent()) ?? '')?.[1])).toBe(expected.placed);
  await expect.poll(() => studiosOnMarkers(page)).toBe(expected.placed);
});

test('typing with the map open: the count line first, then the map follows with the same studios', async ({
  page,
}) => {
  const all = expectedFor({});
  await gotoMap(page);
  await expect.poll(() => studiosOnMarkers(page)).toBe(all.placed);
  // The demo's most common country name: a search that narrows the list without emptying it.
  const counts = new Map<string, number>();
  for (const studio of demo)
    if (studio.country) counts.set(studio.country, (counts.get(studio.country) ?? 0) + 1);
  const [search] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  const narrowed = expectedFor({ search });
  expect(narrowed.total).toBeLessThan(all.total);
  // When the count line changes, the map still shows the previous selection (it follows after the
  // frame with the new count has been painted).
  await recordAtFirstCountChange(page, 'map-summary', 'summaryAtCount');
  await page.getByRole('searchbox').fill(search);
  await expect(page.locator('html')).toHaveAttribute(
    'data-summary-at-count',
    new RegExp(`^${all.placed} studios on the map`),
  );
  await expect(countLine(page)).toHaveText(`Showing ${narrowed.total} of ${demo.length} studios`);
  await expect(summary(page)).toContainText(new RegExp(`^${narrowed.placed} studios? on the map`));
  await expect.poll(() => studiosOnMarkers(page)).toBe(narrowed.placed);
  // Clearing the box brings back the whole list (the map remembers its points and clusters).
  await page.getByRole('searchbox').fill('');
  await expect(countLine(page)).toHaveText(`Showing ${all.total} of ${demo.length} studios`);
  await expect(summary(page)).toContainText(new RegExp(`^${all.placed} studios on the map`));
  await expect.poll(() => studiosOnMarkers(page)).toBe(all.placed);
});

test('markers are reached with Tab and Enter opens a studio’s card', async ({ page }) => {
  await gotoMap(page);
  await expect.poll(() => markers(page).count()).toBeGreaterThan(0);
  await mapRegion(page).focus();
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveAttribute('data-studios', /\d+/);
  // Enter on a cluster zooms in and hands the focus to a marker it split into; on a studio, opens its card.
  const name = (await focusStudioMarker(page)).split(',')[0] ?? '';
  await page.keyboard.press('Enter');
  const details = mapRegion(page).getByRole('link', { name: /^View Details/ });
  await expect(details).toBeVisible();
  await expect(details).toBeFocused();
  await expect(details).toHaveAccessibleName(
    new RegExp(`View Details: ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  );
  await expect(mapRegion(page).getByRole('checkbox', { name: `Compare ${name}` })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a focused group that a zoom splits hands the focus to the nearest marker, not the page', async ({
  page,
}) => {
  await gotoMap(page);
  await expect.poll(() => markers(page).count()).toBeGreaterThan(0);
  await expect.poll(() => studiosOnMarkers(page)).toBe(expectedFor({}).placed);
  await mapRegion(page).focus();
  const focused = page.locator(':focus');
  // The first group of several studios, by keyboard.
  for (let step = 0; step < 50; step++) {
    await page.keyboard.press('Tab');
    if (Number(await focused.getAttribute('data-studios')) > 1) break;
  }
  expect(Number(await focused.getAttribute('data-studios'))).toBeGreaterThan(1);
  const group = await focused.elementHandle();
  const box = await focused.boundingBox();
  // Zooming in by the mouse wheel over the group splits it (its marker goes); the focus stays where
  // it was on the map.
  await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
  await page.mouse.wheel(0, -600);
  await expect.poll(() => group!.evaluate((element) => element.isConnected)).toBe(false);
  await expect(focused).toHaveAttribute('data-studios', /^\d+$/);
  await expect(mapRegion(page).locator(':focus')).toHaveCount(1);
});

test('ticking Compare in a studio’s card on the map keeps the card open (the markers are not made again)', async ({
  page,
}) => {
  await gotoMap(page);
  await expect.poll(() => markers(page).count()).toBeGreaterThan(0);
  await mapRegion(page).focus();
  await page.keyboard.press('Tab');
  const name = (await focusStudioMarker(page)).split(',')[0] ?? '';
  await page.keyboard.press('Enter');
  const compare = mapRegion(page).getByRole('checkbox', { name: `Compare ${name}` });
  await expect(compare).toBeVisible();
  await compare.check();
  // The address takes the compared studio; the list's selection is the same studios, so the map
  // keeps its markers and the card stays open.
  await expect(page).toHaveURL(/[?&]compare=\d+/);
  await page.waitForTimeout(500);
  await expect(compare).toBeVisible();
  await expect(compare).toBeChecked();
});

test('Search this area limits the list to the view, kept in the address and removable', async ({ page }) => {
  const all = expectedFor({});
  await gotoMap(page);
  await expect.poll(() => studiosOnMarkers(page)).toBe(all.placed);
  // Closer in on the map's centre, so the area holds fewer studios than the world.
  await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
  await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
  await page.getByRole('button', { name: 'Search this area' }).click();
  await expect(page).toHaveURL(/[?&]bounds=/);
  const query = parseStudioListQuery(new URL(page.url()).search);
  expect(query.filters.bounds).not.toBeNull();
  const inArea = expectedSelection(demo, query.filters).length;
  await expect(countLine(page)).toHaveText(`Showing ${inArea} of ${demo.length} studios`);
  expect(shownCount(await countLine(page).textContent())).toBeLessThanOrEqual(all.total);
  await expect(summary(page)).toContainText(`${inArea} `);

  await page.getByRole('button', { name: 'Remove the map area limit' }).click();
  await expect(page).not.toHaveURL(/bounds=/);
  await expect(countLine(page)).toHaveText(`Showing ${all.total} of ${demo.length} studios`);
});

test('the view survives reload and Back, and the list still works', async ({ page }) => {
  await page.goto(LIST);
  await expect(countLine(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'List', exact: true })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('link', { name: 'Map', exact: true })).not.toHaveAttribute('aria-current');
  await page.getByRole('link', { name: 'Map', exact: true }).click();
  await expect(page).toHaveURL(/[?&]view=map/);
  await expect(mapRegion(page)).toBeVisible({ timeout: 30_000 });

  await page.reload();
  await expect(mapRegion(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Map', exact: true })).toHaveAttribute('aria-current', 'true');

  await page.goBack();
  await expect(page).not.toHaveURL(/view=map/);
  await expect(mapRegion(page)).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await page.goForward();
  await expect(mapRegion(page)).toBeVisible();

  await page.getByRole('link', { name: 'List', exact: true }).click();
  await expect(page).not.toHaveURL(/view=map/);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
});

test('the map’s summary in Russian', async ({ page }) => {
  const all = expectedFor({});
  await gotoMap(page, '&lang=ru');
  await expect(page.getByRole('link', { name: 'Карта', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(summary(page)).toContainText(new RegExp(`^На карте ${all.placed} студи(я|и|й)`));
  await expect(page.getByRole('button', { name: 'Искать в этой области' })).toBeVisible();
});

test.describe('places on the offline map (issue 34)', () => {
  const names = (page: Page) => mapRegion(page).locator('.map-place-label');

  test('the larger cities are named, and more of them closer in; none can take the focus', async ({
    page,
  }) => {
    const labels = names(page);
    await gotoMap(page);
    await expect.poll(() => studiosOnMarkers(page)).toBe(expectedFor({}).placed);
    await expect.poll(() => labels.count()).toBeGreaterThan(0);
    const far = await labels.count();
    await expect(labels.filter({ hasText: /^London$/ })).toHaveCount(1);
    await expect(labels.first()).toHaveAttribute('aria-hidden', 'true');
    expect(
      await labels.evaluateAll((elements) => elements.filter((e) => e.matches('[tabindex]')).length),
    ).toBe(0);
    // Near a place the map zooms in: smaller cities are named there.
    await gotoMap(page, '&near=52.52437,13.41053&radius_km=250');
    await expect(labels.filter({ hasText: /^Berlin$/ })).toHaveCount(1);
    await expect(
      labels.filter({ hasText: /^(Hamburg|Leipzig|Dresden|Poznań|Szczecin)$/ }).first(),
    ).toBeVisible();
    expect(far).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test("the near search's centre and radius are drawn", async ({ page }) => {
      await gotoMap(page, '&near=52.52437,13.41053&radius_km=250&lang=ru');
      await expect(mapRegion(page).locator('path.map-near-ring')).toHaveCount(1);
      await expect(mapRegion(page).locator('path.map-near-centre')).toHaveCount(1);
      const ring = await mapRegion(page).locator('path.map-near-ring').boundingBox();
      const centre = await mapRegion(page).locator('path.map-near-centre').boundingBox();
      // The dot is in the middle of the ring (Mercator stretches the ring's north: a little off vertically).
      expect(Math.abs(ring!.x + ring!.width / 2 - (centre!.x + centre!.width / 2))).toBeLessThan(3);
      expect(Math.abs(ring!.y + ring!.height / 2 - (centre!.y + centre!.height / 2))).toBeLessThan(
        ring!.height * 0.05,
      );
      // Without a radius (distances only) the centre alone.
      await gotoMap(page, '&near=52.52437,13.41053&lang=ru');
      await expect(mapRegion(page).locator('path.map-near-centre')).toHaveCount(1);
      await expect(mapRegion(page).locator('path.map-near-ring')).toHaveCount(0);
    });
  });

  test('a click on a group zooms to its studios: all of them in view, spread over it', async ({ page }) => {
    await gotoMap(page);
    await expect.poll(() => studiosOnMarkers(page)).toBe(expectedFor({}).placed);
    const counts = await markers(page).evaluateAll((elements) =>
      elements.map((element) => Number((element as HTMLElement).dataset.studios)),
    );
    const largest = Math.max(...counts);
    expect(largest).toBeGreaterThan(2);
    const group = await markers(page).nth(counts.indexOf(largest)).elementHandle();
    await group!.click();
    await expect.poll(() => group!.evaluate((element) => element.isConnected)).toBe(false);
    const view = (await mapRegion(page).boundingBox())!;
    // Once the zoom ends: the group's studios are in view, spread over at least half its width or height.
    await expect
      .poll(async () => {
        const shown = await markers(page).evaluateAll((elements) =>
          elements.map((element) => {
            const box = element.getBoundingClientRect();
            return {
              x: box.x + box.width / 2,
              y: box.y + box.height / 2,
              studios: Number((element as HTMLElement).dataset.studios),
            };
          }),
        );
        const inView = shown.filter(
          (m) => m.x >= view.x && m.x <= view.x + view.width && m.y >= view.y && m.y <= view.y + view.height,
        );
        const xs = inView.map((m) => m.x);
        const ys = inView.map((m) => m.y);
        return {
          all: inView.reduce((sum, m) => sum + m.studios, 0) >= largest,
          spread:
            Math.max(...xs) - Math.min(...xs) >= view.width / 2 ||
            Math.max(...ys) - Math.min(...ys) >= view.height / 2,
        };
      })
      .toEqual({ all: true, spread: true });
  });
});
