import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

test('the landing page links to the studios, the admin login and the three test pages', async ({ page }) => {
  await page.goto('/frontend/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Browse studios' })).toHaveAttribute(
    'href',
    '/frontend/studios',
  );
  await expect(main.getByRole('link', { name: 'Admin login' })).toHaveAttribute(
    'href',
    '/frontend/admin/login',
  );
  await expect(main.getByRole('link', { name: 'Aceternity test' })).toHaveAttribute(
    'href',
    '/frontend/aceternity-test',
  );
  await expect(main.getByRole('link', { name: 'Bento grid' })).toHaveAttribute(
    'href',
    '/frontend/bento-grid',
  );
  await expect(main.getByRole('link', { name: 'CSS test' })).toHaveAttribute('href', '/frontend/css-test');
});

test('the root redirects to the app', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/frontend\/$/);
});

test('an unknown path answers 404 with the app\'s "Page not found"', async ({ page }) => {
  const response = await page.goto('/frontend/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the language switch translates the page and is remembered', async ({ page }) => {
  await page.goto('/frontend/');
  await page.getByRole('button', { name: 'Русский' }).click();
  await expect(page.getByRole('link', { name: 'Смотреть студии' }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await page.reload();
  await expect(page.getByRole('link', { name: 'Смотреть студии' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('link', { name: 'Browse studios' }).first()).toBeVisible();
});

test('?lang=ru selects Russian', async ({ page }) => {
  await page.goto('/frontend/?lang=ru');
  await expect(page.getByRole('link', { name: 'Смотреть студии' }).first()).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds no violations on the landing and 404 pages (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/frontend/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/frontend/nope');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
