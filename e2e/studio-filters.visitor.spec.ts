/**
 * The directory's filters as a new visitor meets them: long dropdowns keep their options
 * inside their panel and scroll there, the keyboard works as in a listbox, options with no match are
 * dimmed, last and described, phones get a 'Filters (n)' sheet, Back to Studios restores the list,
 * and 3DGS/4DGS have an 'unknown' option. Expected values come from the API's answer and the
 * domain functions the page uses.
 */

import { countryLabel } from '../src/domain/countries';
import type { Studio, StudioPage } from '../src/domain/schemas/studio-schemas';
import { displayNameOf } from '../src/domain/studio-facts';
import { filterEntries, indexStudios } from '../src/domain/studio-filter-matching';
import { sortCountryOptions } from '../src/domain/studio-filter-options';
import { emptyFilters, type StudioFilters } from '../src/domain/studio-filters';
import { expectNoAxeViolations } from './support/axe';
import { expectedOptions, expectedSelection } from './support/expected-selection';
import { type APIRequestContext, expect, type Locator, type Page, test } from './support/test';

const LIST = '/frontend/studios';
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

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

const countLine = (page: Page) => page.getByTestId('studio-count');
const cards = (page: Page) => page.getByRole('main').getByRole('article');

async function gotoList(page: Page, query = ''): Promise<void> {
  await page.goto(`${LIST}${query}`);
  await expect(countLine(page)).toBeVisible({ timeout: 30_000 });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Opens a dropdown (inside `scope`: the page or the sheet) and returns its panel. */
async function openDropdown(page: Page, label: string, scope: Page | Locator = page): Promise<Locator> {
  await scope.getByRole('button', { name: new RegExp(`^${escapeRegExp(label)} `) }).click();
  const panel = page.getByRole('dialog', { name: label, exact: true });
  await expect(panel).toBeVisible();
  // Opening ends with the focus moving into the panel (an effect, which may scroll the sheet): what a test reads of the panel comes after it.
  await expect.poll(() => panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  return panel;
}

const optionList = (panel: Locator) => panel.locator('[data-option-list]');

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b).not.toBeNull();
  return b!;
}

/** The list sits inside the panel (1 px for rounding), the panel inside the window. */
async function expectListInsidePanel(page: Page, panel: Locator): Promise<void> {
  // Polled: a panel that would leave the window moves itself in once it has measured itself.
  await expect
    .poll(async () => {
      const p = await box(panel);
      const l = await box(optionList(panel));
      return {
        top: l.y >= p.y - 1,
        bottom: l.y + l.height <= p.y + p.height + 1,
        left: l.x >= p.x - 1,
        right: l.x + l.width <= p.x + p.width + 1,
      };
    })
    .toEqual({ top: true, bottom: true, left: true, right: true });
  const p = await box(panel);
  const viewport = page.viewportSize()!;
  expect(p.y).toBeGreaterThanOrEqual(0);
  expect(p.y + p.height).toBeLessThanOrEqual(viewport.height);
}

/** The text colour of an option's row. */
const colourOf = (checkbox: Locator) =>
  checkbox.evaluate((el) => getComputedStyle(el.closest('label')!).color);

const scrollTopOf = (locator: Locator) => locator.evaluate((el) => el.scrollTop);
const pageScrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** The wheel over the list scrolls the list, also past its end, and never the page behind. */
async function expectWheelScrollsList(page: Page, panel: Locator): Promise<void> {
  const list = optionList(panel);
  const heights = await list.evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }));
  expect(heights.scroll).toBeGreaterThan(heights.client);
  const before = await pageScrollY(page);
  const b = await box(list);
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
  await page.mouse.wheel(0, 200);
  await expect.poll(() => scrollTopOf(list)).toBeGreaterThan(0);
  // At the end of the list, more wheel stays with the list.
  await page.mouse.wheel(0, heights.scroll * 2);
  await expect.poll(() => scrollTopOf(list)).toBeGreaterThanOrEqual(heights.scroll - heights.client - 1);
  await page.mouse.wheel(0, 400);
  await page.waitForTimeout(150);
  expect(await pageScrollY(page)).toBe(before);
}

test.describe('desktop (1366×900)', () => {
  test.use({ viewport: DESKTOP });

  for (const label of ['Country', 'City', 'Service type']) {
    test(`the ${label} options stay inside their panel, and the wheel scrolls them`, async ({ page }) => {
      await gotoList(page);
      const panel = await openDropdown(page, label);
      await expectListInsidePanel(page, panel);
      // The last option is reached by scrolling the list, and is then inside the panel too.
      const last = panel.getByRole('checkbox').last();
      await last.scrollIntoViewIfNeeded();
      const p = await box(panel);
      const o = await box(last);
      expect(o.y + o.height).toBeLessThanOrEqual(p.y + p.height + 1);
      await last.evaluate((el) => el.closest('[data-option-list]')!.scrollTo(0, 0));
      if (label !== 'Country') await expectWheelScrollsList(page, panel);
    });
  }

  test('the keyboard: ArrowDown from the search box, Home/End, typeahead', async ({ page }) => {
    await gotoList(page);
    const panel = await openDropdown(page, 'City');
    const search = panel.getByRole('searchbox');
    await expect(search).toBeFocused();
    const boxes = panel.getByRole('checkbox');
    const labels = await boxes.evaluateAll((els) => els.map((el) => el.getAttribute('data-label') ?? ''));
    expect(labels.length).toBeGreaterThan(10);

    await page.keyboard.press('ArrowDown');
    await expect(boxes.first()).toBeFocused();
    await page.keyboard.press('End');
    await expect(boxes.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(boxes.first()).toBeFocused();

    // One letter: the next option starting with it; the same letter again: the one after.
    const starting = (prefix: string) =>
      labels.flatMap((l, i) => (l.toLowerCase().startsWith(prefix) ? [i] : []));
    const letter = [...'bmlpsn'].find((c) => starting(c).length >= 2 && starting(c)[0]! > 0)!;
    expect(letter).toBeDefined();
    await page.keyboard.press(letter.toUpperCase());
    await expect(boxes.nth(starting(letter)[0]!)).toBeFocused();
    await page.keyboard.press(letter);
    await expect(boxes.nth(starting(letter)[1]!)).toBeFocused();

    // Several letters in quick succession: the first option starting with all of them.
    await page.waitForTimeout(800);
    const target = labels.find((l) => l.length > 3 && starting(l.slice(0, 3).toLowerCase()).length === 1)!;
    await page.keyboard.type(target.slice(0, 3), { delay: 30 });
    await expect(boxes.nth(labels.indexOf(target))).toBeFocused();

    // Space ticks, ArrowUp from the first option goes back to the search box.
    await page.keyboard.press('Home');
    await page.keyboard.press('Space');
    await expect(boxes.first()).toBeChecked();
    await page.keyboard.press('ArrowUp');
    await expect(search).toBeFocused();
    // Typing in the search box filters the options, and ArrowDown enters the filtered list.
    await search.fill(target.slice(0, 4));
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('checkbox').first()).toBeFocused();
    await expect(panel.getByRole('checkbox').first()).toHaveAttribute('data-label', target);
  });

  for (const { lang, description } of [
    { lang: 'en', description: 'No studio matches with the current filters' },
    { lang: 'ru', description: 'С текущими фильтрами ни одной студии' },
  ]) {
    test(`options with no match are dimmed, last and described (${lang})`, async ({ page }) => {
      const f = filters({ search: 'berlin' });
      // In the order of the country names in the page's language.
      const expected = sortCountryOptions(expectedOptions(demo, f).countries, lang as 'en' | 'ru');
      const zero = expected.filter((o) => o.count === 0);
      const some = expected.filter((o) => o.count > 0);
      expect(zero.length).toBeGreaterThan(0);
      expect(some.length).toBeGreaterThan(0);

      await gotoList(page, `?q=berlin&lang=${lang}`);
      const panel = await openDropdown(page, lang === 'ru' ? 'Страна' : 'Country');
      const boxes = panel.getByRole('checkbox');
      // Matching options first, then the empty ones; a country reads as its name in the page's language.
      const label = (value: string) => countryLabel(value, lang as 'en' | 'ru');
      await expect
        .poll(() => boxes.evaluateAll((els) => els.map((el) => el.getAttribute('data-label'))))
        .toEqual([...some, ...zero].map((o) => label(o.value)));
      for (const option of zero) {
        const checkbox = panel.getByRole('checkbox', { name: `${label(option.value)} 0`, exact: true });
        await expect(checkbox).toHaveAccessibleDescription(description);
        // Dimmed: another (muted) colour than the options that match.
        expect(await colourOf(checkbox)).not.toBe(await colourOf(boxes.first()));
      }
      const first = panel.getByRole('checkbox', {
        name: `${label(some[0]!.value)} ${some[0]!.count}`,
        exact: true,
      });
      await expect(first).toHaveAccessibleDescription('');
      // The options that match share one colour.
      expect(await colourOf(boxes.nth(some.length - 1))).toBe(await colourOf(first));
    });
  }

  test("3DGS and 4DGS have an 'unknown' option, apart from 'not yet'", async ({ page }) => {
    const unknown = expectedSelection(demo, filters({ gs3: ['unknown'] }));
    const notYet = expectedSelection(demo, filters({ gs3: ['not yet'] }));
    expect(unknown.length).toBeGreaterThan(0);
    await gotoList(page);
    const panel = await openDropdown(page, '3DGS');
    await panel.getByRole('checkbox', { name: new RegExp(`^Unknown ${unknown.length}$`) }).check();
    await expect(
      panel.getByRole('checkbox', { name: new RegExp(`^Not yet ${notYet.length}$`) }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\?gs3=unknown$/);
    await expect(countLine(page)).toHaveText(`Showing ${unknown.length} of ${demo.length} studios`);
    await expect(page.getByRole('button', { name: 'Remove filter 3DGS: Unknown' })).toBeVisible();
    const shown = await cards(page).locator('h3').allTextContents();
    const names = new Set(unknown.map((s) => displayNameOf(s)));
    for (const name of shown) expect(names.has(name)).toBe(true);

    // From the address, in Russian.
    const both = expectedSelection(demo, filters({ gs4: ['not yet', 'unknown'] }));
    await gotoList(page, '?gs4=not-yet,unknown&lang=ru');
    await expect(countLine(page)).toContainText(`Показано ${both.length} из ${demo.length}`);
    await expect(page.getByRole('button', { name: 'Убрать фильтр 4DGS: Неизвестно' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Убрать фильтр 4DGS: Пока нет' })).toBeVisible();
  });

  test("'Back to Studios' returns to the same scroll position and filters", async ({ page }) => {
    const f = filters({ gs3: ['yes', 'unknown'] });
    const matching = expectedSelection(demo, f);
    expect(matching.length).toBeGreaterThan(9);
    await gotoList(page, '?gs3=yes,unknown');
    await expect(countLine(page)).toHaveText(`Showing ${matching.length} of ${demo.length} studios`);
    const card = cards(page).nth(6);
    await card.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 120));
    const scrolled = await pageScrollY(page);
    expect(scrolled).toBeGreaterThan(200);
    const name = (await card.locator('h3').textContent()) ?? '';
    await card.getByRole('link', { name: /^View Details/ }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });

    await page.getByRole('link', { name: 'Back to Studios' }).click();
    await expect(page).toHaveURL(/\/frontend\/studios\?gs3=yes,unknown$/);
    await expect(countLine(page)).toHaveText(`Showing ${matching.length} of ${demo.length} studios`);
    await expect.poll(() => pageScrollY(page)).toBe(scrolled);
    await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Remove filter 3DGS: Unknown' })).toBeVisible();

    // The browser's own Back lands in the same place.
    await page.getByRole('heading', { level: 3, name, exact: true }).scrollIntoViewIfNeeded();
    // Read once the page has stopped moving (a smooth scroll or a late layout would change it).
    let again = -1;
    await expect
      .poll(async () => {
        const before = again;
        again = await pageScrollY(page);
        return again === before;
      })
      .toBe(true);
    await cards(page)
      .filter({ hasText: name })
      .getByRole('link', { name: /^View Details/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
    await page.goBack();
    await expect(page).toHaveURL(/\/frontend\/studios\?gs3=yes,unknown$/);
    await expect.poll(() => pageScrollY(page)).toBe(again);
  });
});

test.describe('phone (390×844)', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('the first card is on the first screen; the dropdowns wait in the Filters sheet', async ({ page }) => {
    await gotoList(page);
    await expect(cards(page).first().locator('h3')).toBeInViewport();
    const top = (await box(cards(page).first())).y;
    expect(top).toBeLessThan(PHONE.height - 100);
    await expect(page.getByRole('button', { name: /^Country / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Filters (0)' })).toBeVisible();
  });

  test("the sheet: focus trapped, Escape closes without applying, 'Show N studios' applies", async ({
    page,
  }) => {
    // The sheet's scroll lock writes a <style> element: the page's CSP nonce must let it in, with
    // nothing refused in the console.
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    await gotoList(page);
    // The page's own stylesheet is inline under the nonce too (decision 011): one more <style>.
    const styles = await page.locator('head style[nonce]').count();
    const opener = page.getByRole('button', { name: 'Filters (0)' });
    await opener.click();
    const sheet = page.getByRole('dialog', { name: 'Filters (0)' });
    await expect(sheet).toBeVisible();
    await expect(page.locator('head style[nonce]')).toHaveCount(styles + 1);
    expect(problems).toEqual([]);
    // Tab round the sheet: focus never leaves it.
    for (let i = 0; i < 16; i++) {
      await page.keyboard.press('Tab');
      expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    // A choice, then Escape: nothing applied, focus back on the button.
    let panel = await openDropdown(page, 'Country', sheet);
    await panel.getByRole('checkbox', { name: /^Germany \d+$/ }).check();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    // Escape in the dropdown closed only the dropdown.
    await expect(page.getByRole('dialog', { name: 'Filters (1)' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: /^Filters/ })).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page).toHaveURL(/\/frontend\/studios$/);
    await expect(countLine(page)).toHaveText(`Showing ${demo.length} of ${demo.length} studios`);

    // Again, applied with 'Show N studios'.
    const germany = expectedSelection(demo, filters({ countries: ['Germany'] }));
    await opener.click();
    const fresh = page.getByRole('dialog', { name: 'Filters (0)' });
    await expect(fresh).toBeVisible();
    panel = await openDropdown(page, 'Country', fresh);
    await panel.getByRole('checkbox', { name: /^Germany \d+$/ }).check();
    await page.keyboard.press('Escape');
    const apply = page.getByRole('button', { name: `Show ${germany.length} studios` });
    await expect(apply).toBeVisible();
    await apply.click();
    await expect(page.getByRole('dialog', { name: /^Filters/ })).toBeHidden();
    // Countries are written as their ISO codes (product.md §11).
    await expect(page).toHaveURL(/\?country=DE$/);
    await expect(countLine(page)).toHaveText(`Showing ${germany.length} of ${demo.length} studios`);
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeFocused();
  });

  test("every filter is in the one sheet: a pixel pitch and a place, applied by 'Show N studios' (issue 34)", async ({
    page,
  }) => {
    await gotoList(page);
    // No 'Place and sizes' section of its own pushing the list down the phone's screen.
    await expect(page.getByText('Place and sizes', { exact: true })).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Pixel pitch, maximum' })).toBeHidden();
    await page.getByRole('button', { name: 'Filters (0)' }).click();
    const sheet = page.getByRole('dialog', { name: /^Filters/ });
    const to = sheet.getByRole('textbox', { name: 'Pixel pitch, maximum' });
    await to.fill('2.6');
    await to.press('Enter');
    const pitch = expectedSelection(
      demo,
      filters({ ranges: { pixel_pitch: { min: null, max: 2.6, includeUnknown: false } } }),
    );
    expect(pitch.length).toBeLessThan(demo.length);
    await expect(page.getByRole('dialog', { name: 'Filters (1)' })).toBeVisible();
    // The draft is counted, and nothing is applied yet.
    const apply = sheet.getByTestId('filters-sheet-apply');
    await expect(apply).toHaveText(`Show ${pitch.length} studios`);
    await expect(page).toHaveURL(/\/frontend\/studios$/);

    await sheet.getByRole('combobox', { name: 'Near' }).fill('Berl');
    await sheet
      .getByRole('option', { name: /^Berlin, Germany/ })
      .first()
      .click({ timeout: 30_000 });
    await expect(page.getByRole('dialog', { name: 'Filters (2)' })).toBeVisible();
    await expect(apply).toHaveText(/^Show \d+ stud/);
    const shown = Number(/\d+/.exec((await apply.textContent()) ?? '')?.[0]);
    await apply.click();
    await expect(page.getByRole('dialog', { name: /^Filters/ })).toBeHidden();
    await expect(page).toHaveURL(/[?&]pixel_pitch=\.\.2\.6(&|$)/);
    await expect(page).toHaveURL(/[?&]near=52\.5\d*(,|%2C)13\.\d+/);
    await expect(countLine(page)).toHaveText(`Showing ${shown} of ${demo.length} studios`);
    await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test("words typed just before the sheet opens are searched in its counts as in the list, and kept by 'Show N studios'", async ({
    page,
  }) => {
    // A word the ranked search answers differently from the plain substring of name, city and
    // country among the German studios: the sheet once counted with the substring.
    const germany = (search: string) => filters({ search, countries: ['Germany'] });
    const substringCount = (search: string) => filterEntries(indexStudios(demo), germany(search)).length;
    const word = ['unreal', 'engine', 'tracking', 'disguise', 'volume', 'led', 'stage'].find((candidate) => {
      const ranked = expectedSelection(demo, germany(candidate)).length;
      return ranked > 0 && ranked !== substringCount(candidate);
    });
    expect(word).toBeDefined();
    const expected = expectedSelection(demo, germany(word!));
    const searchedAll = expectedSelection(demo, filters({ search: word! }));

    await gotoList(page);
    await page.getByRole('searchbox').fill(word!);
    // At once, before the address has caught up with the box.
    await page.getByRole('button', { name: 'Filters (0)' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters (0)' });
    const panel = await openDropdown(page, 'Country', sheet);
    await panel.getByRole('checkbox', { name: /^Germany \d+$/ }).check();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: `Show ${expected.length} studios` }).click();
    await expect(page.getByRole('dialog', { name: /^Filters/ })).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${word}(&|$)`));
    await expect(page).toHaveURL(/[?&]country=DE(&|$)/);
    await expect(page.getByRole('searchbox')).toHaveValue(word!);
    await expect(countLine(page)).toHaveText(`Showing ${expected.length} of ${demo.length} studios`);
    expect(searchedAll.length).toBeGreaterThan(expected.length);
  });

  test('words typed on a phone, then a wider screen: the dropdowns count the list that is shown', async ({
    page,
  }) => {
    // On a phone the hidden dropdowns are not counted for each keystroke (issue 16); once the
    // screen is wide enough to show them, they count the searched list, not the one before it.
    const inGermany = (search: string) =>
      expectedSelection(demo, filters({ search, countries: ['Germany'] }));
    const everyGerman = inGermany('').length;
    const word = ['led', 'stage', 'volume', 'unreal', 'tracking', 'engine'].find((candidate) => {
      const found = inGermany(candidate).length;
      return found > 0 && found < everyGerman;
    });
    expect(word).toBeDefined();
    const searched = expectedSelection(demo, filters({ search: word! }));

    await gotoList(page);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.getByRole('searchbox').fill(word!);
    await expect(countLine(page)).toHaveText(`Showing ${searched.length} of ${demo.length} studios`);
    await page.setViewportSize(DESKTOP);
    const panel = await openDropdown(page, 'Country');
    await expect(panel.getByRole('checkbox', { name: `Germany ${inGermany(word!).length}` })).toBeVisible();
  });

  test('in the sheet, long options stay inside their panel and the wheel scrolls them', async ({ page }) => {
    await gotoList(page);
    await page.getByRole('button', { name: 'Filters (0)' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters (0)' });
    for (const label of ['City', 'Service type']) {
      const panel = await openDropdown(page, label, sheet);
      await expectListInsidePanel(page, panel);
      // The panel is not cut off by the sheet's scrolling body either.
      const body = await box(sheet.locator('.overflow-y-auto').first());
      const p = await box(panel);
      expect(p.y).toBeGreaterThanOrEqual(body.y - 1);
      expect(p.y + p.height).toBeLessThanOrEqual(body.y + body.height + 1);
      await expectWheelScrollsList(page, panel);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
    }
  });

  test('axe finds no violations in the open sheet and its dropdown', async ({ page }) => {
    await gotoList(page, '?q=berlin');
    await page.getByRole('button', { name: 'Filters (0)' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters (0)' });
    await expect(sheet).toBeVisible();
    await expectNoAxeViolations(page);
    await openDropdown(page, 'Country', sheet);
    await expectNoAxeViolations(page);
  });

  test('the sheet in Russian', async ({ page }) => {
    const germany = expectedSelection(demo, filters({ countries: ['Germany'] }));
    await gotoList(page, '?lang=ru&country=Germany');
    await page.getByRole('button', { name: 'Фильтры (1)' }).click();
    const sheet = page.getByRole('dialog', { name: 'Фильтры (1)' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('button', { name: /^Страна / })).toBeVisible();
    const n = germany.length;
    const word =
      n % 10 === 1 && n % 100 !== 11
        ? 'студию'
        : [2, 3, 4].includes(n % 10) && ![12, 13, 14].includes(n % 100)
          ? 'студии'
          : 'студий';
    await expect(sheet.getByRole('button', { name: `Показать ${n} ${word}` })).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Закрыть без применения' })).toBeVisible();
  });
});
