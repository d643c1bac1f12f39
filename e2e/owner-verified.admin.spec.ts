/**
 * Verified means verified (product.md §4, §14): 'Owner-verified' only on a studio whose owner claim
 * was approved, and the owner invite only while a studio has no owner. The claim and its approval go
 * through the API (their screens are a later phase); the pages are what a visitor sees.
 */
import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from './support/e2e-env';
import { expect as baseExpect, test } from './support/test';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const CLAIMED = 'Owner Verified Test Stage';
const UNCLAIMED = 'Unclaimed Test Stage';
const ids: number[] = [];
// Set by beforeAll, which may run more than once (once per worker): each run claims with an email of
// its own, so its approval always makes a new owner account with an invitation.
const OWNER = { email: '', password: 'an owner password of 2026' };

async function signInThroughApi(request: APIRequestContext): Promise<Record<string, string>> {
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
  // A worker may run beforeAll again after afterAll archived the studios of its first run.
  ids.length = 0;
  OWNER.email = `olga-${Date.now()}-${Math.floor(Math.random() * 1e6)}@owner-verified.example`;
  const admin = await browser.newContext();
  const headers = await signInThroughApi(admin.request);
  for (const name of [CLAIMED, UNCLAIMED]) {
    const created = await admin.request.post('/api/studios/studios/', {
      headers,
      data: { name, city: 'Leipzig', country: 'Germany', status: 'published' },
    });
    expect(created.status()).toBe(201);
    ids.push(((await created.json()) as { id: number }).id);
  }
  // A visitor claims the first studio; the admin approves it.
  const visitor = await browser.newContext();
  const token = await visitor.request.get('/api/admin/csrf-token/');
  const claim = await visitor.request.post(`/api/studios/studios-enhanced/${ids[0]}/claims/`, {
    headers: {
      'X-CSRFToken': ((await token.json()) as { csrf_token: string }).csrf_token,
      'X-Requested-With': 'XMLHttpRequest',
    },
    data: {
      name: 'Olga Owner',
      email: OWNER.email,
      role: 'Studio manager',
      evidence_url: 'https://owner-verified.example/team',
    },
  });
  expect(claim.status()).toBe(201);
  const { id } = (await claim.json()) as { id: number };
  const approved = await admin.request.post(`/api/admin/claims/${id}/approve/`, { headers });
  expect(approved.ok(), await approved.text()).toBe(true);
  // The owner follows the invitation and sets a password (the accept screen is a later phase).
  const { invitation_url } = (await approved.json()) as { invitation_url: string };
  const invitation = new URL(invitation_url).searchParams.get('token') ?? '';
  const fresh = await visitor.request.get('/api/admin/csrf-token/');
  const accepted = await visitor.request.post('/api/owner/accept/', {
    headers: {
      'X-CSRFToken': ((await fresh.json()) as { csrf_token: string }).csrf_token,
      'X-Requested-With': 'XMLHttpRequest',
    },
    data: { token: invitation, password: OWNER.password },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  await visitor.close();
  await admin.close();
});

test.afterAll(async ({ browser }) => {
  // Archived afterwards: the other admin specs' directory stays as it was.
  const admin = await browser.newContext();
  const headers = await signInThroughApi(admin.request);
  for (const id of ids) await admin.request.delete(`/api/studios/studios-enhanced/${id}/`, { headers });
  await admin.close();
});

test("a claimed studio reads 'Owner-verified' and no longer invites its owner", async ({ page }) => {
  await page.goto(`/frontend/studios/${ids[0]}`);
  const header = page.getByRole('main').locator('header');
  await expect(page.getByRole('heading', { level: 1, name: CLAIMED })).toBeVisible();
  await expect(header.getByText('Owner-verified')).toBeVisible();
  await expect(header.getByText('Status: Published')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Is this your studio?' })).toHaveCount(0);
});

test("an unclaimed published studio reads 'Published' only and invites its owner", async ({ page }) => {
  await page.goto(`/frontend/studios/${ids[1]}`);
  const header = page.getByRole('main').locator('header');
  await expect(page.getByRole('heading', { level: 1, name: UNCLAIMED })).toBeVisible();
  await expect(header.getByText('Status: Published')).toBeVisible();
  await expect(page.getByText('Owner-verified')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Is this your studio?' })).toBeVisible();
});

test("in Russian the claimed studio reads 'Подтверждено владельцем'", async ({ page }) => {
  await page.goto(`/frontend/studios/${ids[0]}?lang=ru`);
  await expect(page.getByRole('main').locator('header').getByText('Подтверждено владельцем')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Это ваша студия?' })).toHaveCount(0);
});

test("a signed-in owner is told so, not 'Admin Mode Active', and gets no admin controls", async ({
  page,
}) => {
  await page.goto('/frontend/admin/login');
  await page.getByLabel('Email', { exact: true }).fill(OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const banner = page.getByRole('region', { name: 'Studio owner' });
  await expect(banner.getByText('Signed in as a studio owner')).toBeVisible();
  await expect(page.getByText('Admin Mode Active')).toHaveCount(0);
  await page.goto('/frontend/studios');
  await expect(page.getByTestId('studio-count')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Studio' })).toHaveCount(0);
});
