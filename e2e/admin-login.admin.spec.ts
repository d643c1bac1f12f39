/**
 * Admin sign-in in the browser (product.md §2 "Admin login", §4, §8): the login page's states and
 * texts, the redirect back, admin mode's banner and logout, and a session ending under the page.
 * The server allows 5 failed sign-ins per account and 20 per client address in 15 minutes: this file
 * makes one real failed attempt (with an unknown email); the other failures are simulated with
 * page.route.
 */

import { expectNoAxeViolations } from './support/axe';
import { E2E_ADMIN } from './support/e2e-env';
import { holdRoute, holdScripts } from './support/held-scripts';
import { adminBanner, signInAsAdmin } from './support/sign-in';
import { expect, type Page, test } from './support/test';

const LOGIN = '/frontend/admin/login';

function form(page: Page) {
  return {
    email: page.getByLabel('Email', { exact: true }),
    password: page.getByLabel('Password', { exact: true }),
    toggle: page.getByRole('button', { name: 'Show password' }),
    submit: page.getByRole('button', { name: /^(Sign In|Signing in\.\.\.)$/ }),
    banner: page.getByRole('main').getByRole('alert'),
  };
}

async function fillCredentials(page: Page, email = E2E_ADMIN.email, password = E2E_ADMIN.password) {
  const f = form(page);
  await f.email.fill(email);
  await f.password.fill(password);
}

async function authStatus(page: Page): Promise<{ authenticated: boolean; user: { email: string } | null }> {
  const response = await page.request.get('/api/admin/status/');
  expect(response.ok()).toBe(true);
  return response.json();
}

/** What the tab does when it comes back into view: the status is checked again. */
async function tabRegainsFocus(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
}

test.describe('the login page', () => {
  test("has labelled fields; 'Sign In' is disabled until both are filled", async ({ page }) => {
    await page.goto(LOGIN);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin login' })).toBeVisible();
    await expect(page).toHaveTitle(/^Admin login · /);
    const f = form(page);
    await expect(f.email).toHaveAttribute('type', 'email');
    await expect(f.email).toHaveAttribute('autocomplete', 'username');
    await expect(f.password).toHaveAttribute('type', 'password');
    await expect(f.password).toHaveAttribute('autocomplete', 'current-password');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();

    await f.email.fill(E2E_ADMIN.email);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    await f.password.fill('x');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await f.email.fill('   ');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    await f.email.fill(E2E_ADMIN.email);
    await f.password.fill('');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();
  });

  test("what is typed into the server's form before its script runs is kept, and 'Sign In' follows it", async ({
    page,
  }) => {
    // The page's scripts wait until the fields are filled: the server's form is all there is, as on a
    // slow connection or with a password manager filling on load.
    // Nothing on the console: no hydration mismatch (the first render still equals the server's).
    const { release, problems } = await holdScripts(page);
    // goto waits for hydration (support/test.ts), which waits for the scripts: not awaited yet.
    const loaded = page.goto(LOGIN);
    const f = form(page);
    await f.email.fill(E2E_ADMIN.email);
    await f.password.fill(E2E_ADMIN.password);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    release();
    await loaded;
    await expect(f.email).toHaveValue(E2E_ADMIN.email);
    await expect(f.password).toHaveValue(E2E_ADMIN.password);
    const signIn = page.getByRole('button', { name: 'Sign In' });
    await expect(signIn).toBeEnabled();
    // Still the same after React's next renders (a status check, the show/hide toggle).
    await f.toggle.click();
    await expect(f.email).toHaveValue(E2E_ADMIN.email);
    await expect(f.password).toHaveValue(E2E_ADMIN.password);
    await expect(signIn).toBeEnabled();
    await signIn.click();
    await expect(adminBanner(page)).toContainText('Admin Mode Active');
    expect(problems).toEqual([]);
  });

  test('the show/hide toggle switches the password between hidden and shown', async ({ page }) => {
    await page.goto(LOGIN);
    const f = form(page);
    await f.password.fill('secret value');
    await expect(f.toggle).toHaveAttribute('aria-pressed', 'false');
    await f.toggle.click();
    await expect(f.password).toHaveAttribute('type', 'text');
    await expect(f.toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(f.password).toHaveValue('secret value');
    // By keyboard too.
    await f.toggle.focus();
    await page.keyboard.press('Enter');
    await expect(f.password).toHaveAttribute('type', 'password');
    await expect(f.toggle).toHaveAttribute('aria-pressed', 'false');
  });

  test("a wrong password shows the server's message in a banner, which editing clears", async ({ page }) => {
    await page.goto(LOGIN);
    const f = form(page);
    // An unknown email answers exactly like a wrong password (no user enumeration), and keeps the
    // shared admin account's failure count untouched.
    await fillCredentials(page, `nobody-${Date.now()}@example.com`, 'not-the-password-123');
    await f.submit.click();
    await expect(f.banner).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/frontend\/admin\/login$/);
    await expect(adminBanner(page)).toHaveCount(0);

    await f.password.pressSequentially('x');
    await expect(f.banner).toHaveCount(0);
  });

  test("'Signing in...' while the call runs, then on to /studios", async ({ page }) => {
    const release = await holdRoute(page, '**/api/admin/login/');
    await page.goto(LOGIN);
    await fillCredentials(page);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const pending = page.getByRole('button', { name: 'Signing in...' });
    await expect(pending).toBeVisible();
    await expect(pending).toHaveAttribute('aria-disabled', 'true');
    release();
    await expect(page).toHaveURL(/\/frontend\/studios$/);
    await expect(adminBanner(page)).toContainText('Admin Mode Active');
  });

  test("'Network error during login' when the call gets no answer", async ({ page }) => {
    await page.route('**/api/admin/login/', (route) => route.abort('failed'));
    await page.goto(LOGIN);
    await fillCredentials(page);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(form(page).banner).toHaveText('Network error during login');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await form(page).email.pressSequentially('m');
    await expect(form(page).banner).toHaveCount(0);
  });

  test("'Failed to get CSRF token' when the token cannot be had and no cookie holds one", async ({
    page,
    context,
  }) => {
    await page.route('**/api/admin/csrf-token/', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"broken"}' }),
    );
    let loginCalls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/admin/login/')) loginCalls++;
    });
    await page.goto(LOGIN);
    await fillCredentials(page);
    expect((await context.cookies()).map((c) => c.name)).not.toContain('csrftoken');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(form(page).banner).toHaveText('Failed to get CSRF token');
    expect(loginCalls).toBe(0);
  });

  test('is complete in Russian', async ({ page }) => {
    await page.goto(`${LOGIN}?lang=ru`);
    await expect(page.getByRole('heading', { level: 1, name: 'Вход для администратора' })).toBeVisible();
    await expect(page.getByLabel('Электронная почта', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Пароль', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Показать пароль' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Войти' })).toBeDisabled();
    await page.route('**/api/admin/login/', (route) => route.abort('failed'));
    await page.getByLabel('Электронная почта', { exact: true }).fill(E2E_ADMIN.email);
    await page.getByLabel('Пароль', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Ошибка сети при входе');
  });
});

test.describe('signing in', () => {
  test('returns to the page that asked (?next=), and ignores a next outside the app', async ({ page }) => {
    await page.goto(`${LOGIN}?next=%2Fcompare`);
    await fillCredentials(page);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/frontend\/compare$/);
    await expect(adminBanner(page)).toBeVisible();

    // Signed in, the login page says so and offers to go on.
    await page.goto(`${LOGIN}?next=${encodeURIComponent('//evil.example/')}`);
    await expect(page.getByText(`You are signed in as ${E2E_ADMIN.email}.`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/frontend/studios');
    await expect(page.getByRole('main').getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test('the header offers the admin sign-in, coming back to the current page', async ({ page }) => {
    await page.goto('/frontend/compare');
    const link = page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true });
    await expect(link).toHaveAttribute('href', '/frontend/admin/login?next=%2Fcompare');
    await link.click();
    await fillCredentials(page);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/frontend\/compare$/);
    await expect(adminBanner(page)).toBeVisible();
    await expect(link).toHaveCount(0);
  });
});

test.describe('admin mode', () => {
  test("shows 'Admin Mode Active' with 'Logout' and 'Last saved'; Logout ends the session and stays", async ({
    page,
  }) => {
    await signInAsAdmin(page, '/compare');
    const banner = adminBanner(page);
    await expect(banner).toContainText('Admin Mode Active');
    await expect(banner).toContainText('Last saved:');
    expect((await authStatus(page)).authenticated).toBe(true);

    // On every page.
    await page.getByRole('banner').getByRole('link', { name: 'Studios', exact: true }).click();
    await expect(page).toHaveURL(/\/frontend\/studios$/);
    await expect(banner).toContainText('Admin Mode Active');

    // Reachable by keyboard. (A focus moved while the list was still loading used to be taken by the
    // new page's heading: use-focus-heading-on-navigate.ts now compares with the navigation's start;
    // shell.visitor.spec.ts tests that.)
    await expect(page.getByText(/Showing \d+ of \d+/).first()).toBeVisible();
    const logout = banner.getByRole('button', { name: 'Logout' });
    await logout.focus();
    await expect(logout).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(banner).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'You have logged out.' })).toBeVisible();
    await expect(page).toHaveURL(/\/frontend\/studios$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
    expect(await authStatus(page)).toEqual({ authenticated: false, user: null });
    expect(await page.evaluate(() => sessionStorage.getItem('admin_authenticated'))).toBeNull();
  });

  test('hidden studios disappear on logout', async ({ page }) => {
    await signInAsAdmin(page);
    // Admins read draft studios (32 is a draft); visitors get 404.
    const draft = await page.request.get('/api/studios/studios-enhanced/32/');
    expect(draft.status()).toBe(200);
    const { name, status } = (await draft.json()) as { name: string; status: string };
    expect(status).toBe('draft');

    await page.goto('/frontend/studios/32');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await adminBanner(page).getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Studio Not Found' })).toBeVisible();
    await expect(page).toHaveURL(/\/frontend\/studios\/32$/);
  });

  test('the session survives a reload, shown at once from sessionStorage while the status is checked', async ({
    page,
  }) => {
    await signInAsAdmin(page, '/compare');
    expect(await page.evaluate(() => sessionStorage.getItem('admin_authenticated'))).toBe('true');
    expect(
      await page.evaluate(
        () => (JSON.parse(sessionStorage.getItem('admin_user') ?? 'null') as { email: string }).email,
      ),
    ).toBe(E2E_ADMIN.email);
    await expect(adminBanner(page)).toContainText('Last saved: —');
    // The time of the session's last write is kept with it (written by useAuth().markSaved()).
    const savedAt = '2025-03-04T05:06:07.000Z';
    await page.evaluate((iso) => sessionStorage.setItem('admin_last_saved', iso), savedAt);
    const shown = await page.evaluate(
      (iso) => new Intl.DateTimeFormat('en-US', { timeStyle: 'medium' }).format(new Date(iso)),
      savedAt,
    );

    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let statusChecks = 0;
    await page.route('**/api/admin/status/', async (route) => {
      statusChecks++;
      await released;
      await route.continue();
    });
    await page.reload();
    // The status check is held: admin mode comes from the remembered session.
    await expect(adminBanner(page)).toContainText('Admin Mode Active');
    await expect(adminBanner(page).locator('time')).toHaveAttribute('datetime', savedAt);
    await expect(adminBanner(page)).toContainText(`Last saved: ${shown}`);
    await expect.poll(() => statusChecks).toBeGreaterThan(0);
    const answered = page.waitForResponse('**/api/admin/status/');
    release();
    await answered;
    await expect(adminBanner(page)).toContainText('Admin Mode Active');
    expect((await authStatus(page)).authenticated).toBe(true);
  });

  test("the server's answer wins over a remembered session that no longer exists", async ({ page }) => {
    // The stale session is planted from a same-origin page that is not the app: a signed-out app's
    // own status check clears what the tab remembers, and could race with this test's writes.
    await page.goto('/api/admin/status/');
    await page.evaluate((email) => {
      sessionStorage.setItem('admin_authenticated', 'true');
      sessionStorage.setItem(
        'admin_user',
        JSON.stringify({
          id: 999,
          email,
          username: 'ghost',
          first_name: '',
          last_name: '',
          is_staff: true,
          is_superuser: false,
          last_login: null,
        }),
      );
    }, 'ghost@example.com');
    await page.goto('/frontend/compare');
    await expect(page.getByRole('alert').filter({ hasText: 'Your admin session has ended.' })).toBeVisible();
    await expect(adminBanner(page)).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('admin_user'))).toBeNull();
  });

  test('a session ended elsewhere signs the page out at the next status check and offers sign-in', async ({
    page,
    context,
  }) => {
    await signInAsAdmin(page, '/compare');

    // Another tab of the same browser logs out: the server deletes the session.
    const other = await context.newPage();
    await other.goto('/frontend/');
    await adminBanner(other).getByRole('button', { name: 'Logout' }).click();
    await expect(adminBanner(other)).toHaveCount(0);
    await other.close();

    await expect(adminBanner(page)).toBeVisible();
    await tabRegainsFocus(page);
    await expect(adminBanner(page)).toHaveCount(0);
    const notice = page.getByRole('alert').filter({ hasText: 'Your admin session has ended.' });
    await expect(notice).toBeVisible();
    const signIn = notice.getByRole('link', { name: 'Sign in' });
    await expect(signIn).toHaveAttribute('href', '/frontend/admin/login?next=%2Fcompare');
    await signIn.click();
    await fillCredentials(page);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/frontend\/compare$/);
    await expect(adminBanner(page)).toBeVisible();
  });

  test('a 401 from any call signs the page out', async ({ page }) => {
    await signInAsAdmin(page, '/compare');
    await page.route('**/api/admin/status/', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 'not_authenticated',
          detail: 'Authentication credentials were not provided.',
        }),
      }),
    );
    await tabRegainsFocus(page);
    await expect(adminBanner(page)).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: 'Your admin session has ended.' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('admin_authenticated'))).toBeNull();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds no violations on the login page and in admin mode (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto(LOGIN);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expectNoAxeViolations(page);

    // With the error banner (a simulated refusal: no real failed attempt is spent).
    await page.route('**/api/admin/login/', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Invalid email or password' }),
      }),
    );
    await fillCredentials(page);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(form(page).banner).toHaveText('Invalid email or password');
    await expectNoAxeViolations(page);
    await page.unroute('**/api/admin/login/');

    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(adminBanner(page)).toContainText('Admin Mode Active');
    await expectNoAxeViolations(page);
    await page.goto(LOGIN);
    await expect(page.getByText(`You are signed in as ${E2E_ADMIN.email}.`)).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
