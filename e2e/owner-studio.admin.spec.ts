/**
 * A studio owner on their own studio (issue 34): the owner bar links to the owner's studio and, on a
 * phone, scrolls away with the page instead of pinning under the header (P3); the owner sets a
 * parameter in place, in Russian on a phone, where a word is refused and a decimal comma is taken
 * (P2.5; the admin's own test is parameter-values.admin.spec.ts). The claim, its approval and the
 * invitation go through the API, as in owner-verified.admin.spec.ts.
 */
import type { Page } from '@playwright/test';
import { E2E_ADMIN } from './support/e2e-env';
import { becomeOwner } from './support/owner';
import { sessionHeaders } from './support/sign-in';
import { expect as baseExpect, test } from './support/test';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const RUN = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const STAGE = `Owner Bar Stage ${RUN}`;
const OWNER = { email: `oksana-${RUN}@owner-studio.example`, password: 'an owner password of the bar' };
const PHONE = { width: 390, height: 844 };
let stageId = 0;

/** Signs the page's browser in as the owner through the API (the form's own test is admin-login's). */
async function signInAsOwner(page: Page, path: string, region = 'Studio owner') {
  await sessionHeaders(page.request, OWNER);
  await page.goto(path);
  await expect(page.getByRole('region', { name: region })).toBeVisible();
}

test.beforeAll(async ({ browser }) => {
  const admin = await browser.newContext();
  const headers = await sessionHeaders(admin.request, E2E_ADMIN);
  const created = await admin.request.post('/api/studios/studios/', {
    headers,
    data: { name: STAGE, city: 'Leipzig', country: 'Germany', status: 'published' },
  });
  expect(created.status()).toBe(201);
  stageId = ((await created.json()) as { id: number }).id;
  const imported = await admin.request.post(`/api/studios/studios/${stageId}/import-parameters/`, {
    headers,
    data: { json_data: { LED_PANEL_PIXEL_PITCH_MM: '2.3' }, preview_only: false },
  });
  expect(imported.ok(), await imported.text()).toBe(true);
  // Its owner: a claim the admin approves, and the invitation accepted with a password.
  const visitor = await browser.newContext();
  await becomeOwner(visitor.request, { request: admin.request, headers }, stageId, {
    name: 'Oksana Owner',
    email: OWNER.email,
    password: OWNER.password,
    evidenceUrl: 'https://owner-studio.example/team',
  });
  await visitor.close();
  await admin.close();
});

test.afterAll(async ({ browser }) => {
  // Archived afterwards: the other admin specs' directory stays as it was.
  const admin = await browser.newContext();
  const headers = await sessionHeaders(admin.request, E2E_ADMIN);
  await admin.request.delete(`/api/studios/studios-enhanced/${stageId}/`, { headers });
  await admin.close();
});

test("the owner bar links to the owner's studio, and stays pinned under the header on a wide screen", async ({
  page,
}) => {
  await signInAsOwner(page, '/frontend/studios');
  const bar = page.getByRole('region', { name: 'Studio owner' });
  const link = bar.getByRole('list', { name: 'Your studios' }).getByRole('link');
  await expect(link).toHaveCount(1);
  await expect(link).toHaveText('Your studio');
  await expect(link).toHaveAttribute('href', `/frontend/studios/${stageId}`);
  // From the sm breakpoint the bar sticks with the header.
  await page.evaluate(() => window.scrollTo(0, 1_000));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  const pinned = await bar.boundingBox();
  expect(pinned?.y).toBeGreaterThan(0);
  expect(pinned?.y).toBeLessThan(150);

  await link.click();
  await expect(page).toHaveURL(new RegExp(`/frontend/studios/${stageId}$`));
  await expect(page.getByRole('heading', { level: 1, name: STAGE })).toBeVisible();
});

test('on a phone, in Russian, the owner bar links to the studio and scrolls away with the page', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signInAsOwner(page, '/frontend/studios?lang=ru', 'Владелец студии');
  const bar = page.getByRole('region', { name: 'Владелец студии' });
  const link = bar.getByRole('list', { name: 'Ваши студии' }).getByRole('link');
  await expect(link).toHaveText('Ваша студия');
  await expect(link).toHaveAttribute('href', `/frontend/studios/${stageId}`);
  const before = await bar.boundingBox();
  expect(before?.y).toBeGreaterThan(0);
  // Scrolled down, the bar has gone up with the page (it pinned 170 px with the header); the header stays.
  await page.evaluate(() => window.scrollTo(0, 1_000));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await expect.poll(async () => (await bar.boundingBox())?.y ?? 0).toBeLessThan(-(before?.height ?? 0));
  expect((await page.locator('header').first().boundingBox())?.y).toBe(0);
});

test('on a phone, in Russian, the owner sets a parameter in place: a word is refused, a decimal comma taken', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signInAsOwner(page, `/frontend/studios/${stageId}?lang=ru`, 'Владелец студии');
  const edit = page.getByRole('button', { name: 'Изменить: Шаг пикселя' });
  await expect(edit).toBeVisible();
  await edit.click();
  const value = page.getByRole('textbox', { name: 'Шаг пикселя (мм)' });
  await expect(value).toBeFocused();
  await expect(value).toHaveValue('2.3');
  await value.fill('abc');
  await value.press('Enter');
  await expect(value).toHaveAttribute('aria-invalid', 'true');
  await expect(value).toHaveAccessibleDescription(
    /^Не число: «Шаг пикселя» — число в мм \(например, 2\.6, 2,6 или 2,6 мм\) или ничего\./,
  );
  await value.fill('2,4');
  await value.press('Enter');
  await expect(page.getByText('Шаг пикселя: сохранено.')).toBeVisible();
  await expect(edit).toBeFocused();
  await expect(page.getByText('2,4 мм', { exact: true }).first()).toBeVisible();

  // A visitor reads it so too.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`/frontend/studios/${stageId}?lang=ru`);
  await expect(visitor.getByText('2,4 мм', { exact: true }).first()).toBeVisible();
  await visitor.close();
});
