/**
 * Likely duplicates in the browser (product.md §20): an admin sees a pair with its reasons, reaches it
 * from the admin navigation and dismisses it with the keyboard, in English and in Russian; the studio
 * import's preview warns of a row that is likely a stored studio. Each test names its studios with a
 * token of its own.
 */
import { expectNoAxeViolations } from './support/axe';
import { csrfHeaders, signInAsAdmin } from './support/sign-in';
import { expect as baseExpect, type Page, test } from './support/test';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

function runToken(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

async function createStudio(page: Page, name: string, city = 'Leipzig', country = 'Germany') {
  const created = await page.request.post('/api/studios/studios/', {
    headers: await csrfHeaders(page.request),
    data: { name, city, country },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

for (const lang of ['en', 'ru'] as const) {
  test(`an admin sees a likely pair with its reasons and says it is not a duplicate (${lang})`, async ({
    page,
  }) => {
    const run = runToken();
    await signInAsAdmin(page);
    const first = `Kinostage ${run}`;
    const second = `Kinostage ${run} Studios`;
    // A town of this run's own: no other run's studios are alike and in the same place.
    const town = `Testburg ${run}`;
    await createStudio(page, first, town);
    await createStudio(page, second, town);
    const ru = lang === 'ru';
    await page.goto(`/frontend/admin/duplicates${ru ? '?lang=ru' : ''}`);
    await expect(
      page.getByRole('heading', { level: 1, name: ru ? 'Вероятные дубликаты' : 'Likely duplicates' }),
    ).toBeVisible();
    const pair = page.getByRole('article', { name: ru ? `${first} и ${second}` : `${first} and ${second}` });
    await expect(pair).toBeVisible();
    await expect(pair.getByRole('link', { name: first, exact: true })).toHaveAttribute(
      'href',
      /\/frontend\/studios\/\d+$/,
    );
    await expect(pair.getByRole('link', { name: second, exact: true })).toBeVisible();
    await expect(pair.getByText(ru ? 'похожие названия (1,00)' : 'names alike (1.00)')).toBeVisible();
    await expect(pair.getByText(ru ? `один город: ${town}` : `same city: ${town}`)).toBeVisible();
    await expectNoAxeViolations(page);

    const dismiss = pair.getByRole('button', {
      name: ru ? `Не дубликат: ${first} и ${second}` : `Not a duplicate: ${first} and ${second}`,
    });
    await dismiss.focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByText(
        ru
          ? `${first} и ${second}: отмечено, что это не дубликат.`
          : `${first} and ${second}: marked as not a duplicate.`,
      ),
    ).toBeVisible();
    await expect(pair).toHaveCount(0);
    // Remembered: not proposed after a reload.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('article', { name: new RegExp(run) })).toHaveCount(0);
  });
}

test('the admin navigation links the page, and a phone shows it in one column', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAsAdmin(page, '/admin/outbox');
  await page
    .getByRole('navigation', { name: 'Admin pages' })
    .getByRole('link', { name: 'Duplicates' })
    .click();
  await expect(page).toHaveURL(/\/frontend\/admin\/duplicates$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Likely duplicates' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
});

test('the studio import preview warns of a row that is likely a stored studio', async ({ page }) => {
  const run = runToken();
  await signInAsAdmin(page);
  const stored = `Volumehaus ${run}`;
  const id = await createStudio(page, stored, 'Dresden');
  await page.goto('/frontend/studios');
  await expect(page.getByTestId('studio-count')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Import studios' }).click();
  const dialog = page.getByRole('dialog');
  const csv = `Name,City,Country\n${stored} GmbH,Dresden,Germany\n`;
  await dialog
    .getByLabel('CSV or XLSX file')
    .setInputFiles({ name: 'dupes.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await expect(dialog.getByRole('heading', { name: 'Preview' })).toBeFocused();
  const warning = dialog.getByTestId('import-duplicate-warnings');
  await expect(warning).toContainText('Likely duplicate');
  await expect(warning).toContainText(`of ${stored} (ID ${id}): names alike (1.00), same city: Dresden`);
  // A warning, not a refusal: the row still creates a studio.
  await expect(dialog.getByRole('checkbox', { name: `Import row 2 (${stored} GmbH)` })).toBeChecked();
});
