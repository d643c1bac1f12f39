/**
 * Free dates as a visitor meets them (issue 38): the 'Free from / to' dates narrow the list as the API
 * does and go into the address; a studio page shows its Availability, in English and Russian.
 */
import { expect, test } from './support/test';

const ahead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test("'Free from / to' narrows the list as the API does", async ({ page }) => {
  const from = ahead(3);
  const to = ahead(5);
  const response = await page.request.get(`/api/studios/studios-enhanced/?free_from=${from}&free_to=${to}`);
  expect(response.ok()).toBe(true);
  const { count } = (await response.json()) as { count: number };
  const all = (await (await page.request.get('/api/studios/studios-enhanced/')).json()) as { count: number };
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(all.count);
  await page.goto('/frontend/studios');
  await expect(page.getByTestId('studio-count')).toBeVisible({ timeout: 30_000 });
  const dates = page.getByRole('group', { name: 'Free dates' });
  await dates.getByLabel('Free from').fill(from);
  await dates.getByLabel('to', { exact: true }).fill(to);
  await expect(page).toHaveURL(new RegExp(`free_from=${from}&free_to=${to}`));
  await expect(page.getByTestId('studio-count')).toContainText(String(count));
});

test('a studio page shows its availability, in Russian too', async ({ page }) => {
  const response = await page.request.get('/api/studios/studios-enhanced/?page_size=100');
  const { results } = (await response.json()) as { results: { id: number; availability: unknown }[] };
  const withCalendar = results.find((s) => s.availability !== null)!;
  const without = results.find((s) => s.availability === null)!;
  await page.goto(`/frontend/studios/${withCalendar.id}`);
  const card = page.getByRole('region', { name: 'Availability' });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('calendar-state')).toHaveAttribute('data-state', /current|stale/);
  await page.goto(`/frontend/studios/${without.id}?lang=ru`);
  const ru = page.getByRole('region', { name: 'Занятость' });
  await expect(ru.getByTestId('calendar-state')).toContainText('Календарь неизвестен');
});
