/**
 * Numbers published as numbers (issue 34): the admin approving a correction of the pixel pitch sees
 * the value shown now with its unit and, before publishing, the suggestion as visitors will read it;
 * on the studio page the admin changes a parameter in place (a word is refused, a decimal comma is
 * taken) and adds one the studio lacks with its source, by keyboard.
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { E2E_ADMIN } from './support/e2e-env';
import { adminBanner, sessionHeaders } from './support/sign-in';
import { expect as baseExpect, test } from './support/test';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const RUN = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const STAGE = `Values Stage ${RUN}`;
let stageId = 0;

/**
 * Signs the page's browser in through the API (the login form's own test is admin-login's): on a
 * busy machine the form's password check outlasted sign-in.ts's wait.
 */
async function signIn(page: Page, path: string) {
  await sessionHeaders(page.request, E2E_ADMIN);
  await page.goto(path);
  await expect(adminBanner(page)).toContainText('Admin Mode Active');
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
  const visitor = await browser.newContext();
  const suggested = await visitor.request.post(`/api/studios/studios-enhanced/${stageId}/corrections/`, {
    headers: await sessionHeaders(visitor.request),
    data: { field: 'LED_PANEL_PIXEL_PITCH_MM', proposed_value: '1,9 mm', note: `run ${RUN}` },
  });
  expect(suggested.status(), await suggested.text()).toBe(201);
  await admin.close();
  await visitor.close();
});

test.afterAll(async ({ browser }) => {
  const admin = await browser.newContext();
  const headers = await sessionHeaders(admin.request, E2E_ADMIN);
  await admin.request.delete(`/api/studios/studios-enhanced/${stageId}/`, { headers });
  await admin.close();
});

test('approving a correction shows the value with its unit, as visitors will read it, before publishing', async ({
  page,
}) => {
  await signIn(page, '/frontend/studios');
  await page
    .getByRole('navigation', { name: 'Admin pages' })
    .getByRole('link', { name: 'Corrections' })
    .click();
  const card = page.getByRole('article', { name: `${STAGE} · Pixel Pitch` });
  // Shown now as the public page shows it: with its unit.
  await expect(card.getByText('2.3 mm', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Approve' }).click();
  const preview = card.getByRole('group', { name: 'As visitors will read it' });
  await expect(preview).toBeFocused();
  await expect(preview.getByText('1.9 mm', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  // Cancel leaves it pending; Approve again, then publish.
  await preview.getByRole('button', { name: 'Cancel' }).click();
  await expect(card.getByRole('button', { name: 'Approve' })).toBeVisible();
  await card.getByRole('button', { name: 'Approve' }).click();
  await card.getByRole('button', { name: 'Publish this value' }).click();
  await expect(page.getByText(`Approved: Pixel Pitch of ${STAGE} is changed.`)).toBeVisible();

  await page.goto(`/frontend/studios/${stageId}`);
  await expect(page.getByText('1.9 mm', { exact: true }).first()).toBeVisible();
});

test('the admin changes a value in place and adds a missing one with its source, by keyboard', async ({
  page,
}) => {
  await signIn(page, `/frontend/studios/${stageId}`);
  const edit = page.getByRole('button', { name: 'Edit Pixel Pitch' });
  await edit.click();
  const value = page.getByRole('textbox', { name: 'Pixel Pitch (mm)' });
  await expect(value).toBeFocused();
  await expect(value).toHaveValue('1.9');
  await value.fill('abc');
  await value.press('Enter');
  await expect(value).toHaveAttribute('aria-invalid', 'true');
  await expect(value).toHaveAccessibleDescription(
    /^Not a number: Pixel Pitch takes a number in mm \(such as 2\.6, 2,6 or 2\.6 mm\), or nothing\./,
  );
  await expectNoAxeViolations(page);
  // Escape cancels and gives the focus back.
  await value.press('Escape');
  await expect(edit).toBeFocused();
  await edit.press('Enter');
  await value.fill('2,4');
  await value.press('Enter');
  await expect(page.getByText('Pixel Pitch saved.')).toBeVisible();
  await expect(page.getByText('2.4 mm', { exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Add a value: Ceiling Height' }).click();
  const ceiling = page.getByRole('textbox', { name: 'Ceiling Height (m)' });
  await expect(ceiling).toBeFocused();
  await ceiling.fill('9');
  const source = page.getByRole('textbox', { name: 'Source link (optional)' });
  await source.fill('https://values.example/plan');
  await source.press('Enter');
  await expect(page.getByText('Ceiling Height saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Ceiling Height' })).toBeVisible();

  // A visitor reads both, the new one citing its source.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`/frontend/studios/${stageId}`);
  await expect(visitor.getByText('2.4 mm', { exact: true }).first()).toBeVisible();
  await expect(visitor.getByText('9 m', { exact: true }).first()).toBeVisible();
  await expect(
    visitor.getByRole('link', { name: 'Source 1: Given with an edit on the studio page' }),
  ).toHaveAttribute('href', 'https://values.example/plan');
  await visitor.close();
});
