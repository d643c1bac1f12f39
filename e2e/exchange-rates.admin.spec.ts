/**
 * The exchange-rate table's admin page (product.md §18, issue 38), on a phone: an admin edits it by
 * hand in Russian (a word for a rate is refused beside it) and replaces it from a CSV file in English
 * (a file with wrong lines is shown line by line and changes nothing; a good one is previewed, then
 * confirmed, and listed among the table's changes in words). The table is put back as it was afterwards: the other admin specs read it unchanged.
 */
import type { ExchangeRates } from '../src/domain/schemas/day-rate-schemas';
import { expectNoAxeViolations } from './support/axe';
import { E2E_ADMIN } from './support/e2e-env';
import { sessionHeaders, signInAsAdmin } from './support/sign-in';
import { expect as baseExpect, test } from './support/test';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const PHONE = { width: 390, height: 844 };
let original: ExchangeRates | null = null;

test.beforeAll(async ({ request }) => {
  const response = await request.get('/api/exchange-rates/');
  expect(response.ok()).toBe(true);
  original = (await response.json()) as ExchangeRates;
  expect(original.rates.length).toBeGreaterThan(3);
});

test.afterAll(async ({ browser }) => {
  if (!original?.rates_of) return;
  const admin = await browser.newContext();
  const headers = await sessionHeaders(admin.request, E2E_ADMIN);
  const restored = await admin.request.put('/api/exchange-rates/', {
    headers,
    data: { rates_of: original.rates_of, rates: original.rates },
  });
  expect(restored.ok(), await restored.text()).toBe(true);
  await admin.close();
});

test('on a phone, in Russian, an admin edits the table by hand; a word for a rate is refused', async ({
  page,
}) => {
  await signInAsAdmin(page, '/admin/exchange-rates');
  await page.setViewportSize(PHONE);
  await page.goto('/frontend/admin/exchange-rates?lang=ru');
  await expect(page.getByRole('heading', { level: 1, name: 'Курсы валют' })).toBeVisible();
  const table = page.getByTestId('exchange-rates-table');
  await expect(table.getByRole('row', { name: /^USD / })).toBeVisible();
  await page.getByRole('button', { name: 'Изменить вручную' }).click();
  const form = page.getByRole('form', { name: 'Изменение таблицы вручную' });
  const date = form.getByLabel('Курс на (дата)');
  await expect(date).toBeFocused();
  await date.fill('2026-12-01');
  const codes = original?.rates.map((r) => r.currency) ?? [];
  const usdRate = form.getByLabel(`За 1 EUR (строка ${codes.indexOf('USD') + 1})`, { exact: true });
  await usdRate.fill('один');
  await form.getByRole('button', { name: 'Сохранить таблицу' }).click();
  await expect(usdRate).toHaveAttribute('aria-invalid', 'true');
  await expect(usdRate).toHaveAccessibleDescription(/^Не число: пишите цифрами, например 1,08\./);
  await expect(usdRate).toBeFocused();
  await usdRate.fill('1,0912');
  // A currency more: the new row takes the focus.
  await form.getByRole('button', { name: 'Добавить валюту' }).click();
  const n = codes.length + 1;
  const addedCurrency = form.getByLabel(`Валюта ${n}`, { exact: true });
  await expect(addedCurrency).toBeFocused();
  const fresh = ['ISK', 'KZT', 'MAD', 'UAH'].find((code) => !codes.includes(code)) ?? 'ISK';
  await addedCurrency.selectOption(fresh);
  await form.getByLabel(`За 1 EUR (строка ${n})`, { exact: true }).fill('150,25');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Сохранить таблицу' }).click();
  await expect(page.locator('#main').getByRole('status')).toHaveText(
    /^Таблица сохранена: \d+ курс(а|ов)? на 1 дек\. 2026 г\.$/,
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Курс на 1 дек. 2026 г.' })).toBeVisible();
  await expect(table.getByRole('row', { name: 'USD 1,0912' })).toBeVisible();
  await expect(table.getByRole('row', { name: `${fresh} 150,25` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Изменить вручную' })).toBeFocused();
});

test('on a phone an admin replaces the table from a CSV file: wrong lines change nothing, a good file is previewed then saved', async ({
  page,
}) => {
  // Reached from the admin navigation.
  await signInAsAdmin(page);
  await page
    .getByRole('navigation', { name: 'Admin pages' })
    .getByRole('link', { name: 'Exchange rates' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Exchange rates' })).toBeVisible();
  await page.setViewportSize(PHONE);
  const before = (await (await page.request.get('/api/exchange-rates/')).json()) as ExchangeRates;
  await page.getByRole('button', { name: 'Replace from a CSV file' }).click();
  const form = page.getByRole('form', { name: 'Replace the table from a CSV file' });
  await form.getByLabel('Rates of (date)').fill('2026-12-05');
  const file = form.getByLabel('CSV file');
  await file.setInputFiles({
    name: 'rates.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('currency,per_eur\nUSD,1.1\nXYZ,2.0\nGBP,abc\nUSD,1.2\n'),
  });
  const problems = form.getByTestId('rate-file-problems');
  await expect(problems.getByRole('listitem')).toHaveText([
    "Line 3: 'XYZ' is not an ISO 4217 currency code.",
    "Line 4: 'abc' is not a rate: a number above 0 with a decimal point.",
    'Line 5: USD is given twice.',
  ]);
  await expect(form.getByRole('alert')).toContainText(
    'The file cannot be used: 3 lines are wrong. Nothing was changed.',
  );
  await expect(form.getByRole('button', { name: 'Replace the table' })).toHaveCount(0);
  const unchanged = (await (await page.request.get('/api/exchange-rates/')).json()) as ExchangeRates;
  expect(unchanged).toEqual(before);

  await file.setInputFiles({
    name: 'rates.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('currency;per_eur\nUSD;1.1\nGBP;0.87\nJPY;161.5\n'),
  });
  const preview = form.getByTestId('rate-file-preview');
  await expect(preview.getByRole('row', { name: /^USD .* 1\.1 changed$/ })).toBeVisible();
  await expect(form.getByText(/^3 rates: \d+ new, \d+ changed, \d+ no longer in the table\.$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Replace the table' }).click();
  await expect(page.locator('#main').getByRole('status')).toHaveText(
    'The table is saved: 3 rates of Dec 5, 2026.',
  );
  const table = page.getByTestId('exchange-rates-table');
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row', { name: 'JPY 161.5' })).toBeVisible();
  // The replacement is in the table's changes, in words.
  await expect(page.getByTestId('exchange-rates-history').getByRole('listitem').first()).toContainText(
    'rates of Dec 5, 2026: GBP 0.87, JPY 161.5, USD 1.1',
  );
  const after = (await (await page.request.get('/api/exchange-rates/')).json()) as ExchangeRates;
  expect(after).toEqual({
    rates_of: '2026-12-05',
    rates: [
      { currency: 'GBP', per_eur: 0.87 },
      { currency: 'JPY', per_eur: 161.5 },
      { currency: 'USD', per_eur: 1.1 },
    ],
  });
});

test('a table another admin replaced meanwhile is not overwritten unseen: the save is refused, the table shown anew, entries kept', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page, '/admin/exchange-rates');
  await expect(page.getByRole('heading', { level: 1, name: 'Exchange rates' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit by hand' }).click();
  const form = page.getByRole('form', { name: 'Edit the table by hand' });
  await form.getByLabel('Rates of (date)').fill('2026-12-03');

  // Another admin, in another browser, replaces the table meanwhile.
  const other = await browser.newContext();
  const headers = await sessionHeaders(other.request, E2E_ADMIN);
  const current = (await (await other.request.get('/api/exchange-rates/')).json()) as ExchangeRates;
  const theirs = await other.request.put('/api/exchange-rates/', {
    headers,
    data: { rates_of: '2026-12-02', rates: current.rates },
  });
  expect(theirs.ok(), await theirs.text()).toBe(true);
  await other.close();

  await form.getByRole('button', { name: 'Save the table' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Someone else replaced the table while you worked: it is shown above as it is now. Your entries are kept; save again to replace it.',
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Rates of Dec 2, 2026' })).toBeVisible();
  await expect(form.getByLabel('Rates of (date)')).toHaveValue('2026-12-03');

  // Saved again, knowingly, over the table now shown.
  await form.getByRole('button', { name: 'Save the table' }).click();
  await expect(page.locator('#main').getByRole('status')).toHaveText(
    /^The table is saved: \d+ rates of Dec 3, 2026\.$/,
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Rates of Dec 3, 2026' })).toBeVisible();
});
