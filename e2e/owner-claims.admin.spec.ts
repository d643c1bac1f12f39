/**
 * Owners' claims end to end in the browser (product.md §14): a visitor claims a listing through the
 * form; the admin approves it on the claims page, copies the invitation link and finds the same
 * link in the outbox; the owner sets a password through it, lands on their studio, edits it, and
 * has no editors (and a 403 from the API) on another studio; the link works once. 'Owner-verified'
 * shows only on the claimed studio.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { E2E_ADMIN } from './support/e2e-env';
import { signInAsAdmin } from './support/sign-in';
import { expect as baseExpect, test } from './support/test';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: 'serial', timeout: 90_000 });

// Set by beforeAll, which runs again for every repeat in a worker: each run has studios, an owner
// email and an invitation of its own.
let RUN = '';
let CLAIMED = '';
let OTHER = '';
const OWNER = { name: 'Nadia Owner', email: '', password: 'an owner password of the claim flow' };
const ids: number[] = [];
let invitationUrl = '';

async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const token = await request.get('/api/admin/csrf-token/');
  const login = await request.post('/api/admin/login/', {
    headers: { 'X-CSRFToken': ((await token.json()) as { csrf_token: string }).csrf_token },
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(login.ok()).toBe(true);
  const { csrf_token } = (await login.json()) as { csrf_token: string };
  return { 'X-CSRFToken': csrf_token, 'X-Requested-With': 'XMLHttpRequest' };
}

test.beforeAll(async ({ browser }) => {
  RUN = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  CLAIMED = `Claim Flow Stage ${RUN}`;
  OTHER = `Claim Flow Neighbour ${RUN}`;
  OWNER.email = `nadia-${RUN}@claimflow.example`;
  ids.length = 0;
  invitationUrl = '';
  const admin = await browser.newContext();
  const headers = await adminHeaders(admin.request);
  for (const name of [CLAIMED, OTHER]) {
    const created = await admin.request.post('/api/studios/studios/', {
      headers,
      data: { name, city: 'Leipzig', country: 'Germany', status: 'published' },
    });
    expect(created.status()).toBe(201);
    ids.push(((await created.json()) as { id: number }).id);
  }
  await admin.close();
});

test.afterAll(async ({ browser }) => {
  const admin = await browser.newContext();
  const headers = await adminHeaders(admin.request);
  for (const id of ids) await admin.request.delete(`/api/studios/studios-enhanced/${id}/`, { headers });
  await admin.close();
});

function claimDialog(page: Page) {
  return page.getByRole('dialog');
}

test('a visitor claims the listing: the form says what is missing, then confirms', async ({ page }) => {
  await page.goto(`/frontend/studios/${ids[0]}`);
  const invite = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Is this your studio?' }) });
  await invite.getByRole('button', { name: 'Claim this listing' }).click();
  const dialog = claimDialog(page);
  await expect(dialog.getByRole('heading', { name: `Claim ${CLAIMED}` })).toBeVisible();

  // Nothing filled: each required field says so and the first takes the focus.
  await dialog.getByRole('button', { name: 'Send claim' }).click();
  const name = dialog.getByRole('textbox', { name: 'Your name' });
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('This field is required.');
  await expect(dialog.getByRole('textbox', { name: 'Work email' })).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('textbox', { name: 'Phone (optional)' })).not.toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expectNoAxeViolations(page);

  await name.fill(OWNER.name);
  await dialog.getByRole('textbox', { name: 'Work email' }).fill(OWNER.email);
  await dialog.getByRole('textbox', { name: 'Your role at the studio' }).fill('Head of studio');
  const evidence = dialog.getByRole('textbox', { name: 'A link that shows you work there' });
  await evidence.fill('claimflow.example/team');
  await dialog.getByRole('button', { name: 'Send claim' }).click();
  await expect(evidence).toBeFocused();
  await expect(evidence).toHaveAccessibleDescription(
    /Enter a full link starting with http:\/\/ or https:\/\//,
  );

  await evidence.fill('https://claimflow.example/team');
  await dialog.getByRole('textbox', { name: 'Message (optional)' }).fill('I run this stage. <b>not bold</b>');
  await dialog.getByRole('button', { name: 'Send claim' }).click();
  await expect(dialog.getByRole('heading', { name: 'Claim received' })).toBeVisible();
  await expect(dialog.getByText(`An admin will check your claim and write to ${OWNER.email}.`)).toBeVisible();
});

test("a visitor's page loads no admin code, and the claim form's only when it is opened", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`/frontend/studios/${ids[1]}`);
  await expect(page.getByRole('button', { name: 'Claim this listing' })).toBeVisible();
  const adminCode =
    /\/(admin-claims-route|admin-outbox-route|admin-mode-banner|owner-accept-route|claim-dialog)-/;
  expect(scripts.filter((path) => adminCode.test(path))).toEqual([]);
  await page.getByRole('button', { name: 'Claim this listing' }).click();
  await expect(claimDialog(page).getByRole('button', { name: 'Send claim' })).toBeVisible();
  expect(scripts.some((path) => /\/claim-dialog-/.test(path))).toBe(true);
  expect(
    scripts.filter((path) => /\/(admin-claims-route|admin-outbox-route|admin-mode-banner)-/.test(path)),
  ).toEqual([]);
});

test('the claim form speaks Russian, its checks too', async ({ page }) => {
  await page.goto(`/frontend/studios/${ids[1]}?lang=ru`);
  await page.getByRole('button', { name: 'Подать заявку владельца' }).click();
  const dialog = claimDialog(page);
  await expect(dialog.getByRole('heading', { name: `Заявка на студию ${OTHER}` })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Ваше имя' }).fill('Иван');
  await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
  const email = dialog.getByRole('textbox', { name: 'Рабочая почта' });
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription(/Это поле обязательно\./);
});

test('a rate limit and a failed security check are said plainly, and the form keeps its text', async ({
  page,
}) => {
  await page.goto(`/frontend/studios/${ids[1]}`);
  await page.getByRole('button', { name: 'Claim this listing' }).click();
  const dialog = claimDialog(page);
  await dialog.getByRole('textbox', { name: 'Your name' }).fill('Rita Rate');
  await dialog.getByRole('textbox', { name: 'Work email' }).fill(`rita-${RUN}@claimflow.example`);
  await dialog.getByRole('textbox', { name: 'Your role at the studio' }).fill('Producer');
  await dialog
    .getByRole('textbox', { name: 'A link that shows you work there' })
    .fill('https://claimflow.example/rita');
  const claims = `**/api/studios/studios-enhanced/${ids[1]}/claims/`;
  await page.route(claims, (route) =>
    route.fulfill({
      status: 429,
      headers: { 'Retry-After': '1800' },
      contentType: 'application/json',
      body: JSON.stringify({ code: 'rate_limited', detail: 'Too many forms.' }),
    }),
  );
  await dialog.getByRole('button', { name: 'Send claim' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Too many forms were sent from this address or for this email. Try again in 30 minutes.',
  );
  await page.unroute(claims);
  await page.route(claims, (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'csrf_failed', detail: 'CSRF Failed.' }),
    }),
  );
  await dialog.getByRole('button', { name: 'Send claim' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/could not confirm that this form came from this site/);
  await expect(dialog.getByRole('textbox', { name: 'Your name' })).toHaveValue('Rita Rate');
});

test('the admin approves the claim and gets the invitation link, which the outbox shows mailed', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const adminNav = page.getByRole('navigation', { name: 'Admin pages' });
  await adminNav.getByRole('link', { name: 'Claims' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Owner claims' })).toBeVisible();
  const card = page.getByRole('article', { name: `Claim for ${CLAIMED}` });
  await expect(card.getByText(OWNER.email)).toBeVisible();
  // Visitor text is shown as text.
  await expect(card.getByText('I run this stage. <b>not bold</b>')).toBeVisible();
  // The domain hint (these studios have no website to compare the email with).
  await expect(card.getByText('The studio has no website to compare the email with.')).toBeVisible();
  await expectNoAxeViolations(page);

  await card.getByRole('button', { name: 'Approve' }).click();
  const approval = page.getByRole('status').filter({ hasText: `Approved: ${OWNER.email}` });
  const link = approval.getByRole('textbox', { name: /Invitation link/ });
  await expect(link).toHaveValue(/\/frontend\/owner\/accept\?token=[A-Za-z0-9_-]{43}$/);
  invitationUrl = await link.inputValue();
  // Approved, it leaves the pending list and is under 'Approved'.
  await expect(page.getByRole('article', { name: `Claim for ${CLAIMED}` })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Show' }).getByRole('link', { name: 'Approved' }).click();
  await expect(
    page.getByRole('article', { name: `Claim for ${CLAIMED}` }).getByText('Approved'),
  ).toBeVisible();

  await adminNav.getByRole('link', { name: 'Outbox' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  const mail = page.getByRole('article').filter({ hasText: OWNER.email }).first();
  await expect(mail).toContainText(invitationUrl);
  await expect(mail).toContainText('Kept in the outbox');
  await expectNoAxeViolations(page);
});

test("only the claimed studio reads 'Owner-verified'; its neighbour reads 'Published'", async ({ page }) => {
  await page.goto(`/frontend/studios/${ids[0]}`);
  const header = page.getByRole('main').locator('header').first();
  await expect(header.getByText('Owner-verified')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Is this your studio?' })).toHaveCount(0);
  await page.goto(`/frontend/studios/${ids[1]}`);
  const other = page.getByRole('main').locator('header').first();
  await expect(other.getByText('Status: Published')).toBeVisible();
  await expect(page.getByText('Owner-verified')).toHaveCount(0);
});

test('the admin rejects a claim with a reason, finds it under Rejected, and deletes it', async ({ page }) => {
  const visitor = page.context().request;
  const token = await visitor.get('/api/admin/csrf-token/');
  const email = `rex-${RUN}@elsewhere.example`;
  const sent = await visitor.post(`/api/studios/studios-enhanced/${ids[1]}/claims/`, {
    headers: {
      'X-CSRFToken': ((await token.json()) as { csrf_token: string }).csrf_token,
      'X-Requested-With': 'XMLHttpRequest',
    },
    data: { name: 'Rex Rejected', email, role: 'Fan', evidence_url: 'https://elsewhere.example/' },
  });
  expect(sent.status()).toBe(201);

  await signInAsAdmin(page, '/admin/claims');
  const card = page.getByRole('article', { name: `Claim for ${OTHER}` }).filter({ hasText: email });
  await card.getByRole('button', { name: 'Reject...' }).click();
  const reason = card.getByRole('textbox', { name: 'Reason (the claimant is told)' });
  await expect(reason).toBeFocused();
  // Opened again, the form takes the focus again (not only the first time on the page).
  await card.getByRole('button', { name: 'Cancel' }).click();
  await expect(reason).toHaveCount(0);
  await card.getByRole('button', { name: 'Reject...' }).click();
  await expect(reason).toBeFocused();
  await card.getByRole('button', { name: 'Reject claim' }).click();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(reason).toHaveAccessibleDescription('Give a reason.');
  await reason.fill('The evidence page does not name you.');
  await card.getByRole('button', { name: 'Reject claim' }).click();
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText(/The claim was rejected/),
  ).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: email })).toHaveCount(0);

  // The claimant was told the reason by mail.
  const adminPages = page.getByRole('navigation', { name: 'Admin pages' });
  await adminPages.getByRole('link', { name: 'Outbox' }).click();
  await expect(page.getByRole('article').filter({ hasText: email }).first()).toContainText(
    'The evidence page does not name you.',
  );

  await adminPages.getByRole('link', { name: 'Claims' }).click();
  await page.getByRole('navigation', { name: 'Show' }).getByRole('link', { name: 'Rejected' }).click();
  const rejected = page.getByRole('article').filter({ hasText: email });
  await expect(rejected.getByText('The evidence page does not name you.')).toBeVisible();
  await rejected.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this claim?' });
  await confirm.getByRole('button', { name: 'Delete claim' }).click();
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText('The claim was deleted.'),
  ).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: email })).toHaveCount(0);

  // Deleting the claim erased the mail that carried the claimant's address too (issue 35).
  await adminPages.getByRole('link', { name: 'Outbox' }).click();
  // The server's list, not the one the page read before the deletion; once it has loaded:
  await page.reload();
  await expect(page.getByText(/^(\d+ messages?|No mail yet\.)$/)).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: email })).toHaveCount(0);
});

test('the claims page speaks Russian', async ({ page }) => {
  await signInAsAdmin(page, '/admin/claims?status=all');
  await page.goto('/frontend/admin/claims?status=all&lang=ru');
  await expect(page.getByRole('heading', { level: 1, name: 'Заявки владельцев' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Показать' }).getByRole('link', { name: 'Все' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(
    page.getByRole('article', { name: `Заявка на студию ${CLAIMED}` }).getByText('Одобрена'),
  ).toBeVisible();
});

test('the owner sets a password, lands on their studio and edits it, but not the neighbour', async ({
  page,
}) => {
  expect(invitationUrl).not.toBe('');
  await page.goto(invitationUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome: set your password' })).toBeVisible();
  await expectNoAxeViolations(page);
  const password = page.getByLabel('New password');
  await password.fill('too short');
  await page.getByLabel('Repeat the password').fill('too short');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(password).toBeFocused();
  await expect(password).toHaveAccessibleDescription(/Use at least 12 characters\./);
  await password.fill(OWNER.password);
  await page.getByLabel('Repeat the password').fill(`${OWNER.password}!`);
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page.getByLabel('Repeat the password')).toHaveAccessibleDescription(
    /The two passwords differ\./,
  );
  await page.getByLabel('Repeat the password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Set password and sign in' }).click();

  await expect(page).toHaveURL(new RegExp(`/frontend/studios/${ids[0]}$`));
  await expect(page.getByText('Signed in as a studio owner')).toBeVisible();
  // The admins' pages are not linked for an owner.
  await expect(page.getByRole('link', { name: 'Claims' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Outbox' })).toHaveCount(0);
  const header = page.getByRole('main').locator('header').first();
  // The owner edits the city in place; the status and archive stay the admin's.
  await header.getByRole('button', { name: /Edit city/ }).click();
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Halle');
  await page.getByRole('textbox', { name: 'City', exact: true }).press('Enter');
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText('Studio city updated successfully!'),
  ).toBeVisible();
  await expect(header.getByRole('button', { name: /Edit city/ })).toContainText('Halle');
  // The parameter import is theirs too, and the photos and floor plans.
  await expect(header.getByRole('button', { name: 'Import data' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Photos and floor plans' })
      .getByRole('button', { name: 'Upload images' }),
  ).toBeVisible();
  await expect(header.getByRole('combobox', { name: 'Status' })).toHaveCount(0);
  await expect(header.getByRole('button', { name: 'Archive' })).toHaveCount(0);
  const saved = await page.request.get(`/api/studios/studios-enhanced/${ids[0]}/`);
  expect(((await saved.json()) as { city: string }).city).toBe('Halle');

  // Another studio: no editors on the page, and the API refuses the owner.
  await page.goto(`/frontend/studios/${ids[1]}`);
  const other = page.getByRole('main').locator('header').first();
  await expect(page.getByRole('heading', { level: 1, name: OTHER })).toBeVisible();
  await expect(other.getByRole('button', { name: /Edit name/ })).toHaveCount(0);
  await expect(other.getByRole('button', { name: /Edit city/ })).toHaveCount(0);
  await expect(other.getByRole('button', { name: 'Import data' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Photos and floor plans' })).toHaveCount(0);
  const token = await page.request.get('/api/admin/csrf-token/');
  const refused = await page.request.patch(`/api/studios/studios-enhanced/${ids[1]}/`, {
    headers: {
      'X-CSRFToken': ((await token.json()) as { csrf_token: string }).csrf_token,
      'X-Requested-With': 'XMLHttpRequest',
    },
    data: { city: 'Nowhere' },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { code: string }).code).toBe('owner_scope');
});

test("the owner's edit is marked as the owner's, with its date, for every reader", async ({ page }) => {
  await page.goto(`/frontend/studios/${ids[0]}`);
  const freshness = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Where these details stand' }) });
  const city = freshness.locator('dl > div').filter({ has: page.locator('dt', { hasText: /^City$/ }) });
  await expect(city.locator('dd')).toContainText(/^Verified \w{3} \d{1,2}, \d{4} by the owner/);
  // Only the value the owner set is marked as theirs.
  await expect(freshness.getByText(/by the owner/)).toHaveCount(1);
});

test('the invitation works once: a second visit says it was used, in English and Russian', async ({
  page,
}) => {
  await page.goto(invitationUrl);
  await page.getByLabel('New password').fill('another long password');
  await page.getByLabel('Repeat the password').fill('another long password');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This invitation link was used already. Sign in with the password you set.',
  );
  await expect(page.getByRole('link', { name: 'Go to sign-in' })).toBeVisible();

  await page.goto(`${invitationUrl}&lang=ru`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Добро пожаловать: задайте пароль' }),
  ).toBeVisible();
  await page.getByLabel('Новый пароль').fill('another long password');
  await page.getByLabel('Повторите пароль').fill('another long password');
  await page.getByRole('button', { name: 'Задать пароль и войти' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Эта ссылка-приглашение уже использована. Войдите с паролем, который вы задали.',
  );
});
