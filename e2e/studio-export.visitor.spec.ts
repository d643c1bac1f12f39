/**
 * 'Export CSV' and 'Export XLSX' on the directory (product.md §13): the file holds exactly the studios
 * the filtered list shows, in the list's order and the reader's language; both formats are read back
 * with the libraries that wrote them.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { sheetHeaders } from '../src/domain/studio-sheet-columns';
import { expectNoAxeViolations } from './support/axe';
import { type Download, expect, type Page, test } from './support/test';

const LIST = '/frontend/studios';

async function open(page: Page, search = '') {
  await page.goto(`${LIST}${search}`);
  await expect(page.getByTestId('studio-count')).toBeVisible();
  // A search is answered by the ranked search once its module has loaded (the list is busy until then).
  await expect(page.locator('section[aria-busy="true"]')).toHaveCount(0);
}

async function cardNames(page: Page): Promise<string[]> {
  // Every card: show them all first (the grid renders progressively).
  const more = page.getByRole('button', { name: 'Show more' });
  while (await more.isVisible()) await more.click();
  return page.getByRole('heading', { level: 3 }).allTextContents();
}

async function download(page: Page, name: string): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  return file;
}

test('"Export CSV" holds the studios the filtered list shows, in its order', async ({ page }) => {
  await open(page, '?country=Germany,United%20Kingdom&ceiling=yes,unknown');
  const shown = await cardNames(page);
  expect(shown.length).toBeGreaterThan(0);
  const file = await download(page, 'Export CSV');
  expect(file.suggestedFilename()).toMatch(/^studios-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync(await file.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows: string[][] = parse(bytes.toString('utf8'), { bom: true });
  // The studio's columns, then its day rates, converted into EUR (no currency chosen; product.md §18).
  expect(rows[0]?.slice(0, sheetHeaders('en').length)).toEqual(sheetHeaders('en'));
  expect(rows[0]?.at(-3)).toBe('Shooting day rate, about EUR (rates of Nov 1, 2026)');
  expect(rows.slice(1).map((row) => row[1])).toEqual(shown);
});

test('"Export XLSX" holds the same studios, and both links are reachable by keyboard', async ({ page }) => {
  await open(page, '?q=stage');
  const shown = await cardNames(page);
  const xlsx = page.getByRole('link', { name: 'Export XLSX' });
  await page.getByRole('link', { name: 'Export CSV' }).focus();
  await page.keyboard.press('Tab');
  await expect(xlsx).toBeFocused();
  const file = await download(page, 'Export XLSX');
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(await file.path()) as never);
  const names: string[] = [];
  workbook.worksheets[0]!.eachRow((row, n) => {
    if (n > 1) names.push(String(row.getCell(2).value));
  });
  expect(names).toEqual(shown);
  await expectNoAxeViolations(page);
});

test('the file speaks Russian when the page does', async ({ page }) => {
  await open(page, '?gs3=yes');
  await page.getByRole('link', { name: 'Русский' }).click();
  const file = await download(page, 'Экспорт в CSV');
  const rows: string[][] = parse(readFileSync(await file.path()).toString('utf8'), { bom: true });
  expect(rows[0]?.slice(0, sheetHeaders('ru').length)).toEqual(sheetHeaders('ru'));
  expect(rows[0]?.at(-3)).toBe('Ставка за съёмочный день, около EUR (курс на 1 нояб. 2026 г.)');
  expect(rows.slice(1).every((row) => row[4] === 'Опубликована' || row[4] === 'На проверке')).toBe(true);
  await page.getByRole('link', { name: 'English' }).click();
});

test('a refused export says so and when to try again, in both languages, and saves nothing', async ({
  page,
}) => {
  let retryAfter = '30';
  await page.route('**/api/studios/studios-enhanced/export/**', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'Retry-After': retryAfter, 'Content-Type': 'application/json' },
      body: JSON.stringify({ code: 'rate_limited', detail: 'Too many exports.' }),
    }),
  );
  let downloads = 0;
  page.on('download', () => {
    downloads += 1;
  });
  await open(page, '?gs3=yes');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'too many exports just now. Try again in 30 seconds.' }),
  ).toBeVisible();

  retryAfter = '5';
  await page.getByRole('link', { name: 'Русский' }).click();
  await page.getByRole('link', { name: 'Экспорт в XLSX' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'слишком много выгрузок. Повторите через 5 секунд.' }),
  ).toBeVisible();
  expect(downloads).toBe(0);
});
