/**
 * Corrections, enquiries and freshness in the browser (product.md §14): a visitor suggests a
 * correction on the page and one beside a parameter; the admin approves the first (the page shows the
 * new value) and rejects the second with a reason (the suggester is mailed it). A visitor contacts an
 * owned studio: the owner reads it in their inbox, and the outbox holds the mail. 'Still correct'
 * moves a value's date and names who confirmed it.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { E2E_ADMIN } from './support/e2e-env';
import { signInAsAdmin } from './support/sign-in';
import { expect as baseExpect, test } from './support/test';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const RUN = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const STAGE = `Feedback Stage ${RUN}`;
const OWNER = { email: `odile-${RUN}@feedback.example`, password: 'an owner password of feedback' };
const SUGGESTER = `sam-${RUN}@visitor.example`;
const PRODUCER = { name: 'Paula Producer', email: `paula-${RUN}@production.example` };
let stageId = 0;
/** A demo studio with parameters (read only here but for 'Still correct' and a rejected correction). */
let demo = { id: 0, name: '', key: '', label: '' };

async function signedInHeaders(request: APIRequestContext, email: string, password: string) {
  const token = await request.get('/api/admin/csrf-token/');
  const login = await request.post('/api/admin/login/', {
    headers: { 'X-CSRFToken': ((await token.json()) as { csrf_token: string }).csrf_token },
    data: { email, password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { csrf_token } = (await login.json()) as { csrf_token: string };
  return { 'X-CSRFToken': csrf_token, 'X-Requested-With': 'XMLHttpRequest' };
}

async function anonymousHeaders(request: APIRequestContext) {
  const token = await request.get('/api/admin/csrf-token/');
  return {
    'X-CSRFToken': ((await token.json()) as { csrf_token: string }).csrf_token,
    'X-Requested-With': 'XMLHttpRequest',
  };
}

test.beforeAll(async ({ browser }) => {
  const admin = await browser.newContext();
  const headers = await signedInHeaders(admin.request, E2E_ADMIN.email, E2E_ADMIN.password);
  const created = await admin.request.post('/api/studios/studios/', {
    headers,
    data: { name: STAGE, city: 'Leipzig', country: 'Germany', status: 'published' },
  });
  expect(created.status()).toBe(201);
  stageId = ((await created.json()) as { id: number }).id;
  // Its owner, through a claim approved by the admin and the invitation accepted.
  const visitor = await browser.newContext();
  const claim = await visitor.request.post(`/api/studios/studios-enhanced/${stageId}/claims/`, {
    headers: await anonymousHeaders(visitor.request),
    data: {
      name: 'Odile Owner',
      email: OWNER.email,
      role: 'Manager',
      evidence_url: 'https://feedback.example',
    },
  });
  expect(claim.status()).toBe(201);
  const approved = await admin.request.post(
    `/api/admin/claims/${((await claim.json()) as { id: number }).id}/approve/`,
    { headers },
  );
  const { invitation_url } = (await approved.json()) as { invitation_url: string };
  const accepted = await visitor.request.post('/api/owner/accept/', {
    headers: await anonymousHeaders(visitor.request),
    data: { token: new URL(invitation_url).searchParams.get('token'), password: OWNER.password },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  // The first demo studio with a pixel pitch.
  const list = await admin.request.get('/api/studios/studios-enhanced/?page_size=100&pixel_pitch=0..');
  const first = ((await list.json()) as { results: { id: number; name: string }[] }).results[0]!;
  demo = { id: first.id, name: first.name, key: 'LED_PANEL_PIXEL_PITCH_MM', label: 'Pixel Pitch' };
  await admin.close();
  await visitor.close();
});

test.afterAll(async ({ browser }) => {
  const admin = await browser.newContext();
  const headers = await signedInHeaders(admin.request, E2E_ADMIN.email, E2E_ADMIN.password);
  await admin.request.delete(`/api/studios/studios-enhanced/${stageId}/`, { headers });
  // This run's suggestion to the demo studio does not stay pending.
  const pending = await admin.request.get('/api/admin/corrections/?status=pending', { headers });
  for (const c of (
    (await pending.json()) as { results: { id: number; studio_id: number; proposed_value: string }[] }
  ).results)
    if (c.proposed_value.includes(RUN))
      await admin.request.post(`/api/studios/studios-enhanced/${c.studio_id}/corrections/${c.id}/reject/`, {
        headers,
        data: { reason: 'Left by a browser test.' },
      });
  await admin.close();
});

function dialog(page: Page) {
  return page.getByRole('dialog');
}

test('a visitor suggests a correction of the city: missing fields are named, then it is received', async ({
  page,
}) => {
  await page.goto(`/frontend/studios/${stageId}`);
  await page
    .getByRole('region', { name: 'Something out of date?' })
    .getByRole('button', {
      name: 'Suggest a correction',
    })
    .click();
  await expect(dialog(page).getByRole('heading', { name: `Suggest a correction to ${STAGE}` })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Send correction' }).click();
  const field = dialog(page).getByRole('combobox', { name: 'What is wrong' });
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog(page).getByRole('textbox', { name: 'What it should say' })).toHaveAccessibleDescription(
    'This field is required.',
  );
  await expectNoAxeViolations(page);
  await field.selectOption({ label: 'City' });
  await dialog(page).getByRole('textbox', { name: 'What it should say' }).fill('Dresden');
  const source = dialog(page).getByRole('textbox', { name: 'Source link (optional)' });
  await source.fill('feedback.example/contact');
  await dialog(page).getByRole('button', { name: 'Send correction' }).click();
  await expect(source).toBeFocused();
  await source.fill('https://feedback.example/contact');
  await dialog(page).getByRole('button', { name: 'Send correction' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Correction received' })).toBeVisible();
});

test('beside a parameter the form opens with it chosen and its value shown, in Russian too', async ({
  page,
}) => {
  await page.goto(`/frontend/studios/${demo.id}?lang=ru`);
  await page.getByRole('button', { name: /Предложить исправление: Шаг пикселя/ }).click();
  const field = dialog(page).getByRole('combobox', { name: 'Что неверно' });
  await expect(field).toHaveValue(demo.key);
  await expect(field).toHaveAccessibleDescription(/Сейчас указано: /);
  // A pitch no LED wall has is refused before sending, with the limits, in the reader's language.
  const value = dialog(page).getByRole('textbox', { name: 'Как должно быть' });
  await value.fill('250');
  await dialog(page).getByRole('button', { name: 'Отправить исправление' }).click();
  await expect(value).toBeFocused();
  await expect(value).toHaveAttribute('aria-invalid', 'true');
  await expect(value).toHaveAccessibleDescription(
    'Вне пределов: значение должно быть больше 0 и не больше 100.',
  );
  await value.fill('1.5');
  await dialog(page).getByRole('textbox', { name: 'Ваша почта (необязательно)' }).fill(SUGGESTER);
  await dialog(page).getByRole('button', { name: 'Отправить исправление' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Исправление получено' })).toBeVisible();
  await expect(dialog(page).getByText(`напишем на ${SUGGESTER}`)).toBeVisible();
});

test('the admin approves the city (the page shows it) and rejects the pixel pitch with a reason', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page
    .getByRole('navigation', { name: 'Admin pages' })
    .getByRole('link', { name: 'Corrections' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Suggested corrections' })).toBeVisible();
  const city = page.getByRole('article', { name: `${STAGE} · City` });
  await expect(city.getByText('Leipzig')).toBeVisible();
  await expect(city.getByText('Dresden')).toBeVisible();
  await expect(city.getByText('https://feedback.example/contact')).toBeVisible();
  await expectNoAxeViolations(page);
  await city.getByRole('button', { name: 'Approve' }).click();
  // The value as visitors will read it, before it is published (issue 34).
  const preview = city.getByRole('group', { name: 'As visitors will read it' });
  await expect(preview.getByText('Dresden')).toBeVisible();
  await preview.getByRole('button', { name: 'Publish this value' }).click();
  await expect(page.getByText(`Approved: City of ${STAGE} is changed.`)).toBeVisible();
  await expect(city).toHaveCount(0);

  const pitch = page
    .getByRole('article', { name: new RegExp(`· ${demo.label}$`) })
    .filter({ hasText: SUGGESTER });
  await pitch.getByRole('button', { name: 'Reject' }).click();
  const reason = pitch.getByRole('textbox', { name: /Why is it rejected/ });
  await expect(reason).toBeFocused();
  await pitch.getByRole('button', { name: 'Reject correction' }).click();
  await expect(reason).toHaveAccessibleDescription('Give a reason.');
  await reason.fill('The spec sheet says 2.6 mm.');
  await pitch.getByRole('button', { name: 'Reject correction' }).click();
  await expect(page.getByText('Rejected the correction of Pixel Pitch.')).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Show corrections' })
    .getByRole('link', { name: 'Rejected' })
    .click();
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: SUGGESTER })
      .getByText(/Rejected .*: The spec sheet says 2\.6 mm\./),
  ).toBeVisible();

  await page.goto(`/frontend/studios/${stageId}`);
  await expect(
    page.getByRole('banner').or(page.locator('header')).getByText('Dresden').first(),
  ).toBeVisible();

  await page.getByRole('navigation', { name: 'Admin pages' }).getByRole('link', { name: 'Outbox' }).click();
  const mail = page.getByRole('article').filter({ hasText: SUGGESTER }).first();
  await expect(mail).toContainText('The spec sheet says 2.6 mm.');
});

test("'Still correct' moves a value's date and names who confirmed it", async ({ page }) => {
  const before = await page.request.get(`/api/studios/studios-enhanced/${demo.id}/verifications/`);
  const was = (
    (await before.json()) as { values: Record<string, { verified_at?: string; added_at?: string }> }
  ).values[demo.key]!;
  await signInAsAdmin(page, `/studios/${demo.id}`);
  const row = page.locator('dl > div').filter({ has: page.getByText(demo.label, { exact: true }) });
  await row.getByRole('button', { name: `Confirm ${demo.label} is still correct` }).click();
  await expect(page.getByText(`${demo.label}: confirmed as still correct.`)).toBeVisible();
  await expect(row.getByText(/^Verified .* by an admin$/)).toBeVisible();
  const after = await page.request.get(`/api/studios/studios-enhanced/${demo.id}/verifications/`);
  const now = (
    (await after.json()) as { values: Record<string, { verified_at: string; verified_by: string }> }
  ).values[demo.key]!;
  expect(now.verified_by).toBe('admin');
  expect(Date.parse(now.verified_at)).toBeGreaterThan(Date.parse(was.verified_at ?? was.added_at ?? ''));
});

test('a visitor contacts the owned studio; the owner reads it in the inbox and the outbox holds the mail', async ({
  page,
  browser,
}) => {
  await page.goto(`/frontend/studios/${stageId}`);
  await page.getByRole('button', { name: 'Contact this studio' }).click();
  await expect(dialog(page).getByRole('heading', { name: `Contact ${STAGE}` })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Send message' }).click();
  await expect(dialog(page).getByRole('textbox', { name: 'Your name' })).toBeFocused();
  await expect(dialog(page).getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription(
    /Please agree to pass your details/,
  );
  await dialog(page).getByRole('textbox', { name: 'Your name' }).fill(PRODUCER.name);
  await dialog(page).getByRole('textbox', { name: 'Your email' }).fill(PRODUCER.email);
  await dialog(page).getByRole('textbox', { name: 'Company (optional)' }).fill('North Films');
  await dialog(page).getByLabel('From (optional)').fill('2027-03-10');
  await dialog(page).getByLabel('To (optional)').fill('2027-03-01');
  await dialog(page)
    .getByRole('textbox', { name: 'Message' })
    .fill('Is the volume free in March? <i>thanks</i>');
  await dialog(page)
    .getByRole('checkbox', { name: /I agree/ })
    .check();
  await dialog(page).getByRole('button', { name: 'Send message' }).click();
  await expect(dialog(page).getByLabel('To (optional)')).toHaveAccessibleDescription(
    'The end date is before the start date.',
  );
  await dialog(page).getByLabel('To (optional)').fill('2027-03-20');
  await expectNoAxeViolations(page);
  await dialog(page).getByRole('button', { name: 'Send message' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Message sent' })).toBeVisible();
  await expect(
    dialog(page).getByText(
      `Your message was sent to the owners of ${STAGE}. A note that it went was mailed to ${PRODUCER.email}.`,
    ),
  ).toBeVisible();

  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await owner.goto('/frontend/admin/login');
  // A page of a context of its own is not waited for by ./support/test: wait for the app here, or the
  // fields are filled before React takes them over.
  await owner.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await owner.getByLabel('Email', { exact: true }).fill(OWNER.email);
  await owner.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await owner.getByRole('button', { name: 'Sign In' }).click();
  await owner
    .getByRole('navigation', { name: 'Admin pages' })
    .getByRole('link', { name: 'Enquiries' })
    .click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
  const enquiry = owner.getByRole('article').filter({ hasText: PRODUCER.email });
  await expect(enquiry.getByText('Is the volume free in March? <i>thanks</i>')).toBeVisible();
  await expect(enquiry.getByText('North Films')).toBeVisible();
  await expect(enquiry.getByText(`To ${STAGE}`)).toBeVisible();
  await expectNoAxeViolations(owner);
  await ownerContext.close();

  await signInAsAdmin(page, '/admin/outbox');
  await expect(
    page.getByRole('article').filter({ hasText: OWNER.email }).filter({ hasText: PRODUCER.name }).first(),
  ).toContainText('Is the volume free in March?');
  await expect(page.getByRole('article').filter({ hasText: PRODUCER.email }).first()).toBeVisible();
});

test("an owner moderates only their own studio's corrections, in Russian", async ({ page, browser }) => {
  const visitor = await browser.newContext();
  for (const [id, field, value] of [
    [stageId, 'country', 'Deutschland'],
    [demo.id, 'city', `Elsewhere ${RUN}`],
  ] as const) {
    const sent = await visitor.request.post(`/api/studios/studios-enhanced/${id}/corrections/`, {
      headers: await anonymousHeaders(visitor.request),
      data: { field, proposed_value: value },
    });
    expect(sent.status()).toBe(201);
  }
  await visitor.close();

  await page.goto('/frontend/admin/login?next=%2Fadmin%2Fcorrections');
  await page.getByLabel('Email', { exact: true }).fill(OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Suggested corrections' })).toBeVisible();
  await page.getByRole('link', { name: /Русский/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Предложенные исправления' })).toBeVisible();
  const mine = page.getByRole('article', { name: `${STAGE} · Страна` });
  await expect(mine.getByText('Deutschland')).toBeVisible();
  // Another studio's correction is not the owner's to see.
  await expect(page.getByText(`Elsewhere ${RUN}`)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await mine.getByRole('button', { name: 'Одобрить' }).click();
  const preview = mine.getByRole('group', { name: 'Как это прочтут посетители' });
  await expect(preview).toBeFocused();
  await expect(preview.getByText('Deutschland')).toBeVisible();
  await preview.getByRole('button', { name: 'Опубликовать это значение' }).click();
  await expect(page.getByText(`Одобрено: поле «Страна» студии ${STAGE} изменено.`)).toBeVisible();
  const studio = await page.request.get(`/api/studios/studios-enhanced/${stageId}/`);
  expect(((await studio.json()) as { country: string }).country).toBe('Deutschland');
  // The owner's inbox speaks Russian too.
  await page
    .getByRole('navigation', { name: 'Страницы администратора' })
    .getByRole('link', { name: 'Обращения' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Обращения' })).toBeVisible();
  await expect(
    page.getByRole('article').filter({ hasText: PRODUCER.email }).getByText(`Кому: ${STAGE}`),
  ).toBeVisible();
});
