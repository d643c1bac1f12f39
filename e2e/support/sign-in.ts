import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from './e2e-env';

/**
 * Signs in as the e2e admin through the login page and waits for the 'Admin Mode Active' banner.
 * With `next` (an app path such as '/studios/3') the login page sends the browser there afterwards;
 * without it, to /studios. Successful sign-ins do not count against the server's rate limits.
 */
export async function signInAsAdmin(page: Page, next?: string): Promise<void> {
  await page.goto(next ? `/frontend/admin/login?next=${encodeURIComponent(next)}` : '/frontend/admin/login');
  await page.getByLabel('Email', { exact: true }).fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(adminBanner(page)).toContainText('Admin Mode Active');
}

/** The 'Admin Mode Active' banner (a region named 'Admin mode'). */
export function adminBanner(page: Page) {
  return page.getByRole('region', { name: 'Admin mode' });
}

/** The headers an admin's API write needs: the session's CSRF token and the XHR marker. */
export async function csrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.get('/api/admin/csrf-token/');
  expect(response.ok()).toBe(true);
  const { csrf_token } = (await response.json()) as { csrf_token: string };
  return { 'X-CSRFToken': csrf_token, 'X-Requested-With': 'XMLHttpRequest' };
}

/**
 * The headers of an API session in `request`'s cookie jar: signed in as `account` when given (an
 * owner, or E2E_ADMIN), else an anonymous visitor's CSRF token.
 */
export async function sessionHeaders(
  request: APIRequestContext,
  account?: { email: string; password: string },
): Promise<Record<string, string>> {
  const token = await request.get('/api/admin/csrf-token/');
  let csrf = ((await token.json()) as { csrf_token: string }).csrf_token;
  if (account) {
    const login = await request.post('/api/admin/login/', {
      headers: { 'X-CSRFToken': csrf },
      data: account,
    });
    expect(login.ok(), await login.text()).toBe(true);
    csrf = ((await login.json()) as { csrf_token: string }).csrf_token;
  }
  return { 'X-CSRFToken': csrf, 'X-Requested-With': 'XMLHttpRequest' };
}
