/**
 * A studio's country reads as its name in the reader's language, made from its code (product.md §11),
 * wherever it is shown: the cards, the map's marker and card, the studio page's header, body and
 * title; the country options are in the order of that language. City names stay as stored. The
 * server's page and the browser's first render agree (the pages hydrate without a mismatch).
 */
import type { Studio, StudioPage } from '../src/domain/schemas/studio-schemas';
import { expect, type Page, test } from './support/test';

const LIST = '/frontend/studios';

const demo: Studio[] = [];
test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  for (let page = 1; page <= 10; page++) {
    const body = (await (
      await request.get(`/api/studios/studios-enhanced/?page=${page}&page_size=100`)
    ).json()) as StudioPage;
    demo.push(...body.results);
    if (body.next === null) break;
  }
  await request.dispose();
});

const inCountry = (code: string) => {
  const studio = demo.find((s) => s.country_code === code && s.city);
  expect(studio, `a demo studio in ${code}`).toBeTruthy();
  return studio!;
};

/** The hydration mismatches React reports (decision 011): none may happen. */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

for (const { lang, germany } of [
  { lang: 'ru', germany: 'Германия' },
  { lang: 'en', germany: 'Germany' },
] as const) {
  test(`the cards name the country in the page's language (${lang})`, async ({ page }) => {
    const berlin = inCountry('DE');
    const errors = hydrationErrors(page);
    await page.goto(`${LIST}?lang=${lang}&country=DE`);
    await expect(page.getByText(`${berlin.city}, ${germany}`, { exact: true }).first()).toBeVisible();
    const other = lang === 'ru' ? 'Germany' : 'Германия';
    await expect(page.getByText(new RegExp(`, ${other}$`))).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test(`the studio page names its country in the page's language, the title too (${lang})`, async ({
    page,
  }) => {
    const berlin = inCountry('DE');
    const errors = hydrationErrors(page);
    await page.goto(`/frontend/studios/${berlin.id}?lang=${lang}`);
    const place = `${berlin.city}, ${germany}`;
    await expect(page.locator('header').getByText(place, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(place));
    // The server's page says the same before any script runs.
    const html = await (await page.request.get(`/frontend/studios/${berlin.id}?lang=${lang}`)).text();
    expect(html).toMatch(new RegExp(`<title>[^<]*${place}`));
    expect(errors).toEqual([]);
  });
}

test('the country options are in Russian alphabetical order', async ({ page }) => {
  await page.goto(`${LIST}?lang=ru`);
  await page.getByRole('button', { name: /^Страна / }).click();
  const panel = page.getByRole('dialog', { name: 'Страна', exact: true });
  // The panel's inside loads when first opened (decision 022): read the options once they are there.
  await expect(panel.getByRole('checkbox').first()).toBeVisible();
  const labels = await panel
    .getByRole('checkbox')
    .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('data-label') ?? ''));
  expect(labels.length).toBeGreaterThan(5);
  expect(labels).toContain('Германия');
  expect(labels).toEqual([...labels].sort(new Intl.Collator('ru').compare));
});

test("the map's marker and card name the country in Russian", async ({ page }) => {
  const tbilisi = inCountry('GE');
  await page.goto(`${LIST}?view=map&country=GE&lang=ru`);
  const map = page.getByTestId('studio-map');
  await expect(map).toBeVisible({ timeout: 30_000 });
  const markers = map.locator('[data-studios]');
  await expect.poll(() => markers.count()).toBeGreaterThan(0);
  await map.focus();
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  for (let step = 0; step < 12; step++) {
    if ((await focused.getAttribute('data-studios')) === '1') break;
    await page.keyboard.press('Enter');
    await expect(focused).toHaveAttribute('data-studios', /\d+/);
  }
  await expect(focused).toHaveAttribute('aria-label', new RegExp(`${tbilisi.city}, Грузия`));
  await page.keyboard.press('Enter');
  await expect(map.getByText(`${tbilisi.city}, Грузия`, { exact: true })).toBeVisible();
});
