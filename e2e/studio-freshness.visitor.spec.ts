/**
 * Freshness and contact as a visitor meets them (product.md §14): each card says how complete its
 * listing is and when it was updated; 'Verified in the last 12 months' narrows the list as the API
 * does, with its chip and its address, in English and Russian; the comparison offers 'Contact' for
 * each studio and a studio page shows whether a person verified its values or an import only added
 * them (issue 34).
 */
import { listingCompleteness } from '../src/domain/listing-completeness';
import type { Studio, StudioPage } from '../src/domain/schemas/studio-schemas';
import { expectNoAxeViolations } from './support/axe';
import { type APIRequestContext, expect, type Page, test } from './support/test';

async function listed(request: APIRequestContext, query = ''): Promise<Studio[]> {
  const studios: Studio[] = [];
  for (let page = 1; page <= 10; page++) {
    const response = await request.get(`/api/studios/studios-enhanced/?page=${page}&page_size=100${query}`);
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as StudioPage;
    studios.push(...body.results);
    if (body.next === null) break;
  }
  return studios;
}

const countLine = (page: Page) => page.getByTestId('studio-count');

test('a card tells how complete its listing is and when it was updated', async ({ page }) => {
  const [first] = await listed(page.request);
  const { percent, filled, total } = listingCompleteness(first!);
  await page.goto('/frontend/studios');
  const card = page.getByRole('main').getByRole('article', { name: first!.name });
  await expect(card.getByTestId('card-freshness')).toContainText(
    `${percent}% complete (${filled} of ${total} key details)`,
  );
  await expect(card.getByTestId('card-freshness').locator('time')).toHaveAttribute(
    'datetime',
    first!.updated_at,
  );
});

test("'Verified in the last 12 months' narrows the list as the API does, with its chip and address", async ({
  page,
}) => {
  const all = await listed(page.request);
  const verified = await listed(page.request, '&verified=12m');
  // Loading the demo data verifies nothing (issue 34): only a studio a person vouched for (an admin,
  // an owner, an approved correction; other specs may have) is kept, and every kept one has its date.
  expect(verified.every((s) => s.verified_at !== null)).toBe(true);
  const neverVerified = all.filter((s) => s.verified_at === null);
  expect(neverVerified.length).toBeGreaterThan(0);
  expect(verified.length).toBe(all.length - neverVerified.length);
  await page.goto('/frontend/studios');
  await expect(countLine(page)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('checkbox', { name: 'Verified in the last 12 months' }).check();
  await expect(page).toHaveURL(/[?&]verified=12m/);
  const chips = page.getByRole('list', { name: 'Active filters' });
  await expect(chips.getByText('Verified in the last 12 months')).toBeVisible();
  await expect(countLine(page)).toContainText(String(verified.length));
  await expectNoAxeViolations(page);
  await chips.getByRole('button', { name: /Verified in the last 12 months/ }).click();
  await expect(page).not.toHaveURL(/verified=/);
  await expect(page.getByRole('checkbox', { name: 'Verified in the last 12 months' })).not.toBeChecked();
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the filter waits in the Filters sheet and counts there', async ({ page }) => {
    await page.goto('/frontend/studios');
    await expect(countLine(page)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('checkbox', { name: 'Verified in the last 12 months' })).toBeHidden();
    await page.getByRole('button', { name: 'Filters (0)' }).click();
    const sheet = page.getByRole('dialog');
    await sheet.getByRole('checkbox', { name: 'Verified in the last 12 months' }).check();
    await expect(sheet).toHaveAccessibleName('Filters (1)');
    await sheet.getByRole('button', { name: /^Show \d+ stud/ }).click();
    await expect(page).toHaveURL(/[?&]verified=12m/);
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  });
});

test('the filter reads from the address, in Russian', async ({ page }) => {
  await page.goto('/frontend/studios?verified=12m&lang=ru');
  await expect(page.getByRole('checkbox', { name: 'Проверено за последние 12 месяцев' })).toBeChecked();
  await expect(
    page.getByRole('list', { name: 'Активные фильтры' }).getByText('Проверено за последние 12 месяцев'),
  ).toBeVisible();
});

test('a studio page says in Russian that a demo value was added, not verified', async ({ page }) => {
  const [a] = await listed(page.request, '&pixel_pitch=0..');
  await page.goto(`/frontend/studios/${a!.id}?lang=ru`);
  const pitch = page.locator('dl > div').filter({ has: page.getByText('Шаг пикселя', { exact: true }) });
  await expect(pitch.getByText(/^Добавлено с демонстрационными данными, .*\d{4}/)).toBeVisible();
  await expect(pitch.getByText(/Проверено/)).toHaveCount(0);
});

test('a studio page dates its values; the comparison offers to contact each studio', async ({ page }) => {
  const [a, b] = await listed(page.request, '&pixel_pitch=0..');
  await page.goto(`/frontend/studios/${a!.id}`);
  const pitch = page.locator('dl > div').filter({ has: page.getByText('Pixel Pitch', { exact: true }) });
  // The demo data sets a value; it verifies nothing (issue 34).
  await expect(pitch.getByText(/^Added from the demo data, \w{3} \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(pitch.getByText(/Verified/)).toHaveCount(0);
  await expect(pitch.getByRole('button', { name: 'Suggest a correction of Pixel Pitch' })).toBeVisible();
  // Visitors get no 'Still correct'.
  await expect(page.getByRole('button', { name: /still correct/i })).toHaveCount(0);

  await page.goto(`/frontend/compare?studios=${a!.id},${b!.id}`);
  const contact = page.getByRole('region', { name: 'Contact a studio' });
  await contact.getByRole('button', { name: `Contact ${b!.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Contact ${b!.name}` });
  // No owner: the form says the directory's admins receive it (read from the studio).
  expect(b!.has_owner).toBe(false);
  await expect(dialog.getByText(/your message goes to the directory's admins/)).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: /I agree/ })).not.toBeChecked();
  await expectNoAxeViolations(page);
});
