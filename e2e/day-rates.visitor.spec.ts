/**
 * Day rates as a visitor reads them (issue 38, product.md §18): the reader's currency chosen beside
 * the sort, in the address and remembered by this browser; a card's rate with 'about …' in it; the
 * list sorted by day rate with the studios without one last; the studio page's 'Day rates' card;
 * the comparison's day-rate row; on a phone and in Russian.
 */
import { expect, type Page, test } from './support/test';

interface ApiStudio {
  id: number;
  name: string;
  day_rates: { currency: string; shooting_day: number | null } | null;
}

async function studios(page: Page, query = ''): Promise<ApiStudio[]> {
  const response = await page.request.get(`/api/studios/studios-enhanced/?page_size=100${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { results: ApiStudio[] }).results;
}

/** Every card's day-rate line, in list order ('not stated' for a studio without one). */
async function cardRates(page: Page): Promise<string[]> {
  return (await page.locator('article [data-figure="day_rate"] dd').allTextContents()).map((text) =>
    text.trim(),
  );
}

test('choose USD: cards read about $…, the day-rate sort puts studios without a rate last, and the choice is remembered', async ({
  page,
}) => {
  const all = await studios(page);
  const euro = all.find((s) => s.day_rates?.currency === 'EUR' && s.day_rates.shooting_day !== null)!;
  expect(euro).toBeDefined();
  // Every card at once (?page=N: N steps of cards), so the last ones are in the page.
  await page.goto('/frontend/studios?page=10');
  await expect(page.getByTestId('studio-count')).toBeVisible();
  const currency = page.getByLabel('Currency', { exact: true });
  await expect(currency).toHaveValue('EUR');
  await currency.selectOption('USD');
  await expect(page).toHaveURL(/currency=USD/);
  const card = page
    .locator('article')
    .filter({ has: page.getByRole('heading', { name: euro.name, exact: true }) });
  await expect(card.getByTestId('card-day-rate')).toContainText('€');
  await expect(card.getByTestId('converted-rate').locator('[aria-hidden="true"]')).toHaveText(
    /^about \$[\d,]+ \(rates of Nov 1, 2026\)$/,
  );
  // Screen readers hear that it is an estimate, and from what.
  await expect(card.getByTestId('converted-rate').locator('.sr-only')).toContainText(
    'an estimate converted from €',
  );

  await page
    .getByLabel('Sort by')
    .selectOption({ label: 'Day rate (lowest first, studios without a rate last)' });
  await expect(page).toHaveURL(/sort=day_rate/);
  const expected = await studios(page, '&sort=day_rate&currency=USD');
  const firstName = page.locator('article h3').first();
  await expect(firstName).toHaveText(expected[0]!.name);
  // The whole sorted list as the server renders it (every card: ?page=10), then hydrated.
  await page.goto('/frontend/studios?currency=USD&sort=day_rate&page=10');
  await expect(firstName).toHaveText(expected[0]!.name);
  const rates = await cardRates(page);
  const firstUnknown = rates.indexOf('not stated');
  expect(firstUnknown).toBeGreaterThan(0);
  expect(rates.slice(firstUnknown).every((text) => text === 'not stated')).toBe(true);
  expect(expected.at(-1)!.day_rates?.shooting_day ?? null).toBeNull();

  // A new visit without the currency in the address: the browser remembers USD.
  await page.goto('/frontend/studios');
  await expect(page.getByLabel('Currency', { exact: true })).toHaveValue('USD');
  await expect(page.getByTestId('converted-rate').first()).toContainText('about $');
  await page.reload();
  await expect(page.getByLabel('Currency', { exact: true })).toHaveValue('USD');

  // The studio page's 'Day rates' card: the studio's figure and the estimate.
  await page.goto(`/frontend/studios/${euro.id}`);
  const section = page.getByRole('region', { name: 'Day rates' });
  await expect(section).toContainText('Shooting day');
  await expect(section).toContainText('Minimum booking');
  await expect(section.getByTestId('converted-rate').first()).toHaveText(
    /^about \$[\d,]+ \(rates of Nov 1, 2026\)/,
  );
});

test('the comparison shows the day-rate row in each studio’s currency and converted', async ({ page }) => {
  const all = await studios(page);
  const rated = all.filter((s) => s.day_rates?.shooting_day != null);
  const euro = rated.find((s) => s.day_rates!.currency === 'EUR')!;
  const other = rated.find((s) => s.day_rates!.currency !== 'EUR')!;
  await page.goto(`/frontend/compare?studios=${euro.id},${other.id}&tab=business`);
  const row = page.getByRole('row', { name: /Day rate \(shooting day\)/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('€');
  await expect(row.getByTestId('converted-rate').locator('[aria-hidden="true"]')).toHaveText(
    /^about €[\d,]+ \(rates of Nov 1, 2026\)$/,
  );
  await expect(row.getByTestId('converted-rate').locator('.sr-only')).toContainText(
    'an estimate converted from',
  );
  await page.getByLabel('Currency', { exact: true }).selectOption('GBP');
  await expect(page).toHaveURL(/currency=GBP/);
  await expect(row.getByTestId('converted-rate').first().locator('[aria-hidden="true"]')).toHaveText(
    /^about £[\d,]+ \(rates of Nov 1, 2026\)$/,
  );
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', /currency=GBP/);
});

test.describe('on a phone, in Russian', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the currency and the day-rate sort in Russian', async ({ page }) => {
    await page.goto('/frontend/studios?lang=ru');
    const currency = page.getByLabel('Валюта', { exact: true });
    await expect(currency).toBeVisible();
    await currency.selectOption('USD');
    await expect(page.getByTestId('converted-rate').first()).toContainText(
      /около [\d\s]+\$ \(курс на 1 нояб\. 2026 г\.\)/,
    );
    await page
      .getByLabel('Сортировка')
      .selectOption({ label: 'Дневная ставка (сначала дороже, студии без ставки в конце)' });
    await expect(page).toHaveURL(/sort=-day_rate/);
    // Nothing sticks out sideways on the phone.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    const all = await studios(page);
    const rated = all.find((s) => s.day_rates?.shooting_day != null && s.day_rates.currency !== 'USD')!;
    await page.goto(`/frontend/studios/${rated.id}?lang=ru`);
    const section = page.getByRole('region', { name: 'Дневные ставки' });
    await expect(section).toContainText('Съёмочный день');
    await expect(section.getByTestId('converted-rate').first()).toContainText('около');
  });
});
