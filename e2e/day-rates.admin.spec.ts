/**
 * The day-rate editor on the studio page (product.md §18, issue 38): the studio's owner sets its day
 * rates (desktop, English) and reads them saved, also after a reload and in the history; an admin
 * uses the editor with the keyboard only, where a bad value is refused beside its field; a stale
 * write says so and keeps the values; the rates are cleared; on a phone, in Russian, the owner adds
 * rates with a decimal comma after a missing currency is refused. The owner comes through a claim the
 * admin approves, as in owner-studio.admin.spec.ts.
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { E2E_ADMIN } from './support/e2e-env';
import { becomeOwner } from './support/owner';
import { csrfHeaders, sessionHeaders, signInAsAdmin } from './support/sign-in';
import { expect as baseExpect, test } from './support/test';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const RUN = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const STAGE = `Rate Card Stage ${RUN}`;
const OWNER = { email: `rita-${RUN}@day-rates.example`, password: 'an owner password of the rates' };
let stageId = 0;

async function signInAsOwner(page: Page, path: string) {
  await sessionHeaders(page.request, OWNER);
  await page.goto(path);
  await expect(page.getByRole('region', { name: 'Studio owner' })).toBeVisible();
}

function editorCard(page: Page) {
  return page.getByRole('region', { name: 'Day rates (editing)' });
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
  const visitor = await browser.newContext();
  await becomeOwner(visitor.request, { request: admin.request, headers }, stageId, {
    name: 'Rita Rates',
    email: OWNER.email,
    password: OWNER.password,
    evidenceUrl: 'https://day-rates.example/team',
  });
  await visitor.close();
  await admin.close();
});

test.afterAll(async ({ browser }) => {
  const admin = await browser.newContext();
  const headers = await sessionHeaders(admin.request, E2E_ADMIN);
  await admin.request.delete(`/api/studios/studios-enhanced/${stageId}/`, { headers });
  await admin.close();
});

test('the owner sets their studio’s day rates and reads them saved (desktop, English)', async ({ page }) => {
  await signInAsOwner(page, `/frontend/studios/${stageId}`);
  const card = editorCard(page);
  await expect(card.getByTestId('day-rates-summary')).toHaveText('No day rates yet.');
  await card.getByRole('button', { name: 'Add day rates' }).click();
  const form = card.getByRole('form', { name: 'Edit the day rates' });
  await expect(form.getByLabel('Currency', { exact: true })).toBeFocused();
  await form.getByLabel('Currency', { exact: true }).selectOption('USD');
  await form.getByLabel('Shooting day rate (USD)').fill('14,000');
  await form.getByLabel('Prep/strike day rate (USD)').fill('6000');
  await form.getByLabel('Minimum booking (days)').fill('2');
  await form.getByRole('checkbox', { name: 'LED technicians' }).check();
  await form.getByRole('checkbox', { name: 'Camera tracking' }).check();
  await form.getByLabel('Overtime terms').fill('1.5x after 10 hours');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Save day rates' }).click();
  await expect(card.getByRole('status')).toHaveText('Day rates saved.');
  await expect(card.getByTestId('day-rates-summary')).toHaveText('$14,000 per shooting day');
  await expect(card.getByRole('button', { name: 'Edit day rates' })).toBeFocused();

  // Stored: the page read again shows them, and the form holds every term.
  await page.reload();
  await expect(editorCard(page).getByTestId('day-rates-summary')).toHaveText('$14,000 per shooting day');
  await editorCard(page).getByRole('button', { name: 'Edit day rates' }).click();
  const again = editorCard(page);
  await expect(again.getByLabel('Prep/strike day rate (USD)')).toHaveValue('6000');
  await expect(again.getByLabel('Minimum booking (days)')).toHaveValue('2');
  await expect(again.getByRole('checkbox', { name: 'Camera tracking' })).toBeChecked();
  await expect(again.getByRole('checkbox', { name: 'VP supervisor' })).not.toBeChecked();
  await expect(again.getByLabel('Overtime terms')).toHaveValue('1.5x after 10 hours');
  await again.getByRole('button', { name: 'Cancel', exact: true }).click();

  // The history says it in words.
  await page.getByRole('button', { name: 'History', exact: true }).click();
  await expect(
    page.getByText(
      '$14,000 per shooting day; $6,000 per prep/strike day; minimum 2 days; included: LED technicians, camera tracking; overtime: 1.5x after 10 hours',
    ),
  ).toBeVisible();
});

test('an admin edits the day rates with the keyboard only; a bad value is refused beside its field', async ({
  page,
}) => {
  await signInAsAdmin(page, `/studios/${stageId}`);
  const card = editorCard(page);
  const edit = card.getByRole('button', { name: 'Edit day rates' });
  await edit.focus();
  await page.keyboard.press('Enter');
  const currency = card.getByLabel('Currency', { exact: true });
  await expect(currency).toBeFocused();
  await expect(currency).toHaveValue('USD');
  // To the shooting day's field: Tab from the currency.
  await page.keyboard.press('Tab');
  const shooting = card.getByLabel('Shooting day rate (USD)');
  await expect(shooting).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('-500');
  await page.keyboard.press('Enter');
  await expect(shooting).toHaveAttribute('aria-invalid', 'true');
  await expect(shooting).toHaveAccessibleDescription(
    /^Not a number: write digits, such as 13000 or 13,000\.50\./,
  );
  await expect(shooting).toBeFocused();
  await expect(card.getByRole('alert')).toHaveText('Some values were not accepted: see the marked fields.');

  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('0');
  await page.keyboard.press('Enter');
  await expect(shooting).toHaveAccessibleDescription(/^Must be more than 0\./);

  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('15 500');
  await page.keyboard.press('Enter');
  await expect(card.getByRole('status')).toHaveText('Day rates saved.');
  await expect(edit).toBeFocused();
  await expect(card.getByTestId('day-rates-summary')).toHaveText('$15,500 per shooting day');

  // Escape leaves the form unchanged and gives the focus back.
  await page.keyboard.press('Enter');
  await expect(currency).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(edit).toBeFocused();
});

test('a stale write says so and keeps the values; the rates are cleared', async ({ page }) => {
  await signInAsAdmin(page, `/studios/${stageId}`);
  const card = editorCard(page);
  await card.getByRole('button', { name: 'Edit day rates' }).click();
  await card.getByLabel('Half-day rate (USD)').fill('8000');
  // Meanwhile someone else changes the studio.
  const changed = await page.request.patch(`/api/studios/studios-enhanced/${stageId}/`, {
    headers: await csrfHeaders(page.request),
    data: { city: 'Halle' },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  await card.getByRole('button', { name: 'Save day rates' }).click();
  await expect(card.getByRole('alert')).toContainText('Someone else changed this studio meanwhile');
  await expect(card.getByLabel('Half-day rate (USD)')).toHaveValue('8000');
  // The page has the studio as it is now: saving again goes through.
  await card.getByRole('button', { name: 'Save day rates' }).click();
  await expect(card.getByRole('status')).toHaveText('Day rates saved.');

  await card.getByRole('button', { name: 'Edit day rates' }).click();
  await card.getByRole('button', { name: 'Clear the day rates' }).click();
  const keep = card.getByRole('button', { name: 'Keep them' });
  await expect(keep).toBeFocused();
  await card.getByRole('button', { name: 'Yes, clear them' }).click();
  await expect(card.getByRole('status')).toHaveText('Day rates cleared.');
  await expect(card.getByTestId('day-rates-summary')).toHaveText('No day rates yet.');
  const studio = await page.request.get(`/api/studios/studios-enhanced/${stageId}/`);
  expect(((await studio.json()) as { day_rates: unknown }).day_rates).toBeNull();
});

test('on a phone, in Russian, the owner adds day rates with a decimal comma; a missing currency is refused', async ({
  page,
}) => {
  await signInAsOwner(page, `/frontend/studios/${stageId}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/frontend/studios/${stageId}?lang=ru`);
  const card = page.getByRole('region', { name: 'Дневные ставки (редактирование)' });
  await expect(card.getByTestId('day-rates-summary')).toHaveText('Дневных ставок пока нет.');
  await card.getByRole('button', { name: 'Добавить дневные ставки' }).click();
  const shooting = card.getByLabel('Ставка за съёмочный день');
  await shooting.fill('12 500,50');
  await card.getByRole('button', { name: 'Сохранить ставки' }).click();
  const currency = card.getByLabel('Валюта', { exact: true });
  await expect(currency).toBeFocused();
  await expect(currency).toHaveAccessibleDescription(/^Выберите валюту из списка/);
  await currency.selectOption('EUR');
  await card.getByRole('checkbox', { name: 'VP-супервайзер' }).check();
  await card.getByRole('button', { name: 'Сохранить ставки' }).click();
  await expect(card.getByRole('status')).toHaveText('Дневные ставки сохранены.');
  await expect(card.getByTestId('day-rates-summary')).toHaveText(/^12\s500,5\s€ за съёмочный день$/);
  const studio = await page.request.get(`/api/studios/studios-enhanced/${stageId}/`);
  expect(((await studio.json()) as { day_rates: unknown }).day_rates).toMatchObject({
    currency: 'EUR',
    shooting_day: 12500.5,
    included: ['vp_supervisor'],
  });
});
