/**
 * One request to several studios in the browser (product.md §14 "A request to several studios"): on a
 * 390 px phone, a visitor compares two studios and asks both for availability and a quote, in English
 * and in Russian; each studio's mail names it alone, and the sender's summary lists both.
 */
import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { E2E_ADMIN } from './support/e2e-env';
import { sessionHeaders, signInAsAdmin } from './support/sign-in';
import { expect as baseExpect, test } from './support/test';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ viewport: { width: 390, height: 844 } });

const RUN = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const STUDIOS = [`Quote Stage North ${RUN}`, `Quote Stage South ${RUN}`];
let ids: number[] = [];

interface Mail {
  to: string;
  subject: string;
  text: string;
  kind: string;
  locale: string;
}

async function outbox(request: APIRequestContext): Promise<Mail[]> {
  const headers = await sessionHeaders(request, E2E_ADMIN);
  const res = await request.get('/api/admin/outbox/', { headers });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { results: Mail[] }).results;
}

test.beforeAll(async ({ browser }) => {
  const admin = await browser.newContext();
  const headers = await sessionHeaders(admin.request, E2E_ADMIN);
  ids = [];
  for (const name of STUDIOS) {
    const created = await admin.request.post('/api/studios/studios/', {
      headers,
      data: { name, city: 'Leipzig', country: 'Germany', status: 'published' },
    });
    expect(created.status()).toBe(201);
    ids.push(((await created.json()) as { id: number }).id);
  }
  await admin.close();
});

function tomorrowPlus(days: number): string {
  return new Date(Date.now() + (days + 1) * 86_400_000).toISOString().slice(0, 10);
}

test('in English on a phone: both studios get their own request, the sender one summary', async ({
  page,
  browser,
}) => {
  const email = `pat-${RUN}@quote.example`;
  await page.goto(`/frontend/compare?studios=${ids.join(',')}`);
  await page.getByRole('button', { name: 'Request availability and a quote' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Request availability and a quote' })).toBeVisible();
  for (const name of STUDIOS)
    await expect(dialog.getByRole('listitem').filter({ hasText: name })).toBeVisible();

  // Sent empty: the first field in error takes the focus.
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByLabel('From', { exact: true })).toBeFocused();
  await dialog.getByLabel('From', { exact: true }).fill('2020-01-01');
  await dialog.getByLabel('To', { exact: true }).fill('2020-01-05');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByLabel('From', { exact: true })).toHaveAccessibleDescription(
    'The start date is in the past.',
  );
  await dialog.getByLabel('From', { exact: true }).fill(tomorrowPlus(10));
  await dialog.getByLabel('To', { exact: true }).fill(tomorrowPlus(14));
  await dialog.getByLabel('Production type').selectOption({ label: 'Commercial' });
  await dialog.getByRole('spinbutton', { name: 'Prep' }).fill('2');
  await dialog.getByRole('spinbutton', { name: 'Shoot' }).fill('3');
  await dialog.getByRole('spinbutton', { name: 'Strike' }).fill('1');
  await dialog.getByRole('checkbox', { name: 'LED technicians' }).check();
  await dialog.getByRole('checkbox', { name: 'Tracking operator' }).check();
  await dialog.getByRole('textbox', { name: 'Your name' }).fill('Pat Producer');
  await dialog.getByRole('textbox', { name: 'Your email' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Is the volume free then?');
  await dialog.getByRole('checkbox', { name: /I agree/ }).check();
  // The dialog fits the phone, and nothing in it is wider than the dialog.
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  const overflow = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  if (process.env.QUOTE_SHOT) await page.screenshot({ path: process.env.QUOTE_SHOT, fullPage: false });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByRole('heading', { name: 'Request sent' })).toBeVisible();
  await expect(dialog.getByText(`Your request was sent to 2 studios, each separately.`)).toBeVisible();

  const admin = await browser.newContext();
  const mail = await outbox(admin.request);
  const studioMails = mail.filter((m) => m.kind === 'enquiry' && m.text.includes(email));
  expect(studioMails).toHaveLength(2);
  for (const [i, name] of STUDIOS.entries()) {
    const own = studioMails.filter((m) => m.subject.includes(name));
    expect(own).toHaveLength(1);
    expect(own[0]!.text).toContain('Crew wanted: LED technicians, Tracking operator');
    expect(own[0]!.text).not.toContain(STUDIOS[1 - i]!);
  }
  const summary = mail.filter((m) => m.kind === 'enquiry_request_copy' && m.to === email);
  expect(summary).toHaveLength(1);
  for (const name of STUDIOS) expect(summary[0]!.text).toContain(name);
  await admin.close();

  // Neither studio has an owner: the admins' inbox holds both entries, each with the request's days
  // and crew, and each naming its own studio alone.
  const inboxContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const inbox = await inboxContext.newPage();
  await signInAsAdmin(inbox, '/admin/enquiries');
  const entries = inbox.getByRole('article').filter({ hasText: email });
  await expect(entries).toHaveCount(2);
  for (const [i, name] of STUDIOS.entries()) {
    const entry = entries.filter({ hasText: name });
    await expect(entry.getByText('Availability and quote request')).toBeVisible();
    await expect(entry.getByText('prep 2, shoot 3, strike 1 (6 in all)')).toBeVisible();
    await expect(entry.getByText('LED technicians, Tracking operator')).toBeVisible();
    await expect(entry.getByText('Commercial')).toBeVisible();
    await expect(entry).not.toContainText(STUDIOS[1 - i]!);
  }
  await inboxContext.close();
});

test('in Russian on a phone', async ({ page, browser }) => {
  const email = `ivan-${RUN}@quote.example`;
  await page.goto(`/frontend/compare?studios=${ids.join(',')}&lang=ru`);
  await page.getByRole('button', { name: 'Запросить доступность и цену' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('С', { exact: true }).fill(tomorrowPlus(20));
  await dialog.getByLabel('По', { exact: true }).fill(tomorrowPlus(22));
  await dialog.getByLabel('Тип производства').selectOption({ label: 'Сериал' });
  await dialog.getByRole('checkbox', { name: 'VP-супервайзер' }).check();
  await dialog.getByRole('textbox', { name: 'Ваше имя' }).fill('Иван Продюсер');
  await dialog.getByRole('textbox', { name: 'Ваша почта' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Сообщение' }).fill('Свободен ли павильон?');
  await dialog.getByRole('button', { name: 'Отправить запрос' }).click();
  await expect(dialog.getByRole('checkbox', { name: /Я согласен/ })).toHaveAccessibleDescription(
    'Без согласия на передачу данных вам не смогут ответить.',
  );
  await dialog.getByRole('checkbox', { name: /Я согласен/ }).check();
  await dialog.getByRole('button', { name: 'Отправить запрос' }).click();
  await expect(dialog.getByRole('heading', { name: 'Запрос отправлен' })).toBeVisible();

  const admin = await browser.newContext();
  const summary = (await outbox(admin.request)).find(
    (m) => m.kind === 'enquiry_request_copy' && m.to === email,
  );
  expect(summary?.locale).toBe('ru');
  expect(summary?.subject).toContain('Ваш запрос доступности и цены');
  await admin.close();
});
