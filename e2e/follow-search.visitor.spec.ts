/**
 * 'Follow this search' on the directory (product.md §17), in English and Russian: the feed link names
 * the list's search (not its sort or view) and answers Atom; the email form says to check the mail
 * (double opt-in: nothing else is sent before the link in it is opened).
 */
import { expectNoAxeViolations } from './support/axe';
import { expect, type Page, test } from './support/test';

async function open(page: Page, search: string) {
  await page.goto(`/frontend/studios${search}`);
  await expect(page.getByTestId('studio-count')).toBeVisible();
}

test('follow a search in English: the feed link and "check your mail"', async ({ page, request }) => {
  await open(page, '?country=Germany&sort=name');
  await page.getByText('Follow this search').click();
  const feed = page.getByRole('link', { name: 'Atom feed of this search' });
  await expect(feed).toBeVisible();
  const href = await feed.getAttribute('href');
  // The list's search as the list API reads it: countries by their codes, no sort.
  expect(href).toBe('/api/feeds/studios.atom?country=DE&lang=en');
  const answer = await request.get(href!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/atom+xml');
  expect(await answer.text()).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');

  await page.getByLabel('Email').fill('follower@example.com');
  await page.getByLabel('Daily').check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByTestId('follow-sent')).toContainText('Check your mail', { timeout: 15_000 });
  await expect(page.getByTestId('follow-sent')).toContainText('follower@example.com');
});

test('follow a search in Russian', async ({ page }) => {
  await open(page, '?gs3=yes&lang=ru');
  await page.getByText('Следить за этим поиском').click();
  const feed = page.getByRole('link', { name: 'Atom-лента этого поиска' });
  await expect(feed).toHaveAttribute('href', '/api/feeds/studios.atom?gs3=yes&lang=ru');
  await page.getByLabel('Email').fill('podpischik@example.com');
  await page.getByRole('button', { name: 'Подписаться' }).click();
  await expect(page.getByTestId('follow-sent')).toContainText('Проверьте почту', { timeout: 15_000 });
});
