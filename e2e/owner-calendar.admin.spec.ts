/**
 * A studio owner and their calendar (issue 38, product.md §19): on a wide screen, in English, the owner
 * adds a booked day on their studio page, sees it under Availability, and removes it, then uploads an
 * .ics file (read in the built server's calendar-reading thread); the owner's inbox
 * shows an availability and quote request with the studio's calendar over its dates (booked, on hold,
 * open, not stated, as text), in English on a wide screen and in Russian on a phone, and an admin's
 * inbox the same (the request's other studio, without a calendar: unknown). The claim, its
 * approval, the invitation, the request and the calendar's other ranges go through the API.
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { E2E_ADMIN } from './support/e2e-env';
import { becomeOwner } from './support/owner';
import { sessionHeaders, signInAsAdmin } from './support/sign-in';
import { expect as baseExpect, test } from './support/test';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const RUN = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const STAGE = `Owner Calendar Stage ${RUN}`;
const OWNER = { email: `olga-${RUN}@owner-calendar.example`, password: 'an owner password of the calendar' };
const SENDER = `pat-${RUN}@owner-calendar.example`;
const PHONE = { width: 390, height: 844 };
let stageId = 0;
/** A second studio of the request (a request goes to 2–4): no owner, so it is in the admins' inbox. */
let otherId = 0;

/** YYYY-MM-DD this many days after today (UTC). */
const ahead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** The request: 5 days from 30 days ahead. */
const FROM = 30;
const TO = 34;

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
  const other = await admin.request.post('/api/studios/studios/', {
    headers,
    data: { name: `Other Calendar Stage ${RUN}`, city: 'Leipzig', country: 'Germany', status: 'published' },
  });
  expect(other.status()).toBe(201);
  otherId = ((await other.json()) as { id: number }).id;
  // Its owner: a claim the admin approves, and the invitation accepted with a password.
  const visitor = await browser.newContext();
  await becomeOwner(visitor.request, { request: admin.request, headers }, stageId, {
    name: 'Olga Owner',
    email: OWNER.email,
    password: OWNER.password,
    evidenceUrl: 'https://owner-calendar.example/team',
  });

  // The owner's calendar around the request: booked the first two days, the fourth on hold, open from
  // the fifth to two days after; the third and the days before say nothing.
  const owner = await browser.newContext();
  const ownerHeaders = await sessionHeaders(owner.request, OWNER);
  for (const range of [
    { start: ahead(FROM), end: ahead(FROM + 1), status: 'booked' },
    { start: ahead(FROM + 3), end: ahead(FROM + 3), status: 'hold' },
    { start: ahead(TO), end: ahead(TO + 2), status: 'open' },
  ]) {
    const added = await owner.request.post(`/api/studios/studios-enhanced/${stageId}/calendar/ranges/`, {
      headers: ownerHeaders,
      data: range,
    });
    expect(added.status(), await added.text()).toBe(201);
  }
  await owner.close();

  // A visitor's availability and quote request for those 5 days, to this studio and another.
  const token = await (await visitor.request.get('/api/forms/token/')).json();
  await new Promise((resolve) => setTimeout(resolve, token.min_fill_seconds * 1000 + 200));
  const sent = await visitor.request.post('/api/quote-requests/', {
    headers: await sessionHeaders(visitor.request),
    data: {
      studio_ids: [stageId, otherId],
      date_from: ahead(FROM),
      date_to: ahead(TO),
      production_type: 'commercial',
      prep_days: 1,
      shoot_days: 3,
      strike_days: 1,
      crew: ['led_technicians'],
      name: 'Pat Producer',
      email: SENDER,
      message: 'Is the volume free then?',
      consent: true,
      form_token: token.form_token,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await visitor.close();
  await admin.close();
});

test.afterAll(async ({ browser }) => {
  // Archived afterwards: the other admin specs' directory stays as it was.
  const admin = await browser.newContext();
  const headers = await sessionHeaders(admin.request, E2E_ADMIN);
  for (const id of [stageId, otherId])
    await admin.request.delete(`/api/studios/studios-enhanced/${id}/`, { headers });
  await admin.close();
});

test('the owner adds a booked day on their studio page, sees it under Availability, removes it, and uploads an .ics file', async ({
  page,
}) => {
  await signInAsOwner(page, `/frontend/studios/${stageId}`);
  const card = page.getByRole('region', { name: 'Availability' });
  await expect(card.getByRole('heading', { name: 'Edit the calendar' })).toBeVisible({ timeout: 30_000 });
  const day = ahead(12);
  await card.getByLabel('From', { exact: true }).fill(day);
  await card.getByLabel('To', { exact: true }).fill(day);
  await card.getByLabel('Status').selectOption('booked');
  await card.getByRole('button', { name: 'Add dates' }).click();
  await expect(card.getByRole('status')).toHaveText('The calendar is saved.');
  await expect(card.getByTestId('calendar-ranges').getByText(`${day}: Booked`)).toBeVisible();
  // The visitor's view of the next three months lists it, as text, in its month.
  const shown = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', day: 'numeric', month: 'short' }).format(
    new Date(`${day}T00:00:00Z`),
  );
  const month = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
    new Date(`${day}T00:00:00Z`),
  );
  const inView = card.getByRole('region', { name: month }).getByText(`${shown}: Booked`);
  await expect(inView).toBeVisible();
  await expect(card.getByTestId('calendar-state')).toHaveAttribute('data-state', 'current');

  await card.getByRole('button', { name: `Remove ${day}` }).click();
  await expect(card.getByTestId('calendar-ranges').getByText(`${day}: Booked`)).toHaveCount(0);
  await expect(inView).toHaveCount(0);

  // An .ics file (read by the server's calendar-reading thread): its busy event becomes a booked day.
  const uploaded = ahead(60);
  const compact = (date: string) => date.replace(/-/g, '');
  const ics = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//e2e//EN',
    'BEGIN:VEVENT',
    'UID:e2e-upload',
    `DTSTART;VALUE=DATE:${compact(uploaded)}`,
    `DTEND;VALUE=DATE:${compact(ahead(61))}`,
    'SUMMARY:Secret client shoot',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
  await card
    .getByLabel('Upload an .ics file')
    .setInputFiles({ name: 'bookings.ics', mimeType: 'text/calendar', buffer: Buffer.from(ics) });
  await expect(
    card.getByTestId('calendar-ranges').getByText(`${uploaded}: Booked (from the uploaded file)`),
  ).toBeVisible();
  await expect(card).not.toContainText('Secret client shoot');
});

test("the owner's inbox shows the request with the studio's calendar over its dates, in English", async ({
  page,
}) => {
  await signInAsOwner(page, '/frontend/admin/enquiries');
  const entry = page.getByRole('article').filter({ hasText: SENDER });
  await expect(entry).toHaveCount(1);
  const calendar = entry.getByRole('region', { name: "The studio's calendar for these dates" });
  await expect(calendar.getByText(/^Calendar updated /)).toBeVisible();
  await expect(calendar.getByTestId('enquiry-calendar-summary')).toHaveText(
    'Booked or on hold: 3 of the 5 requested days.',
  );
  const table = calendar.getByRole('table');
  const rows = table.getByRole('row');
  // A header, then: 3 days before (not stated); booked, not stated, on hold, open; open, not stated.
  await expect(rows).toHaveCount(1 + 1 + 4 + 2);
  const texts = await rows.evaluateAll((all) =>
    all.slice(1).map((row) => [...row.children].slice(1).map((cell) => cell.textContent?.trim())),
  );
  expect(texts).toEqual([
    ['Before', 'Not stated'],
    ['Requested', 'Booked'],
    ['Requested', 'Not stated'],
    ['Requested', 'On hold'],
    ['Requested', 'Open'],
    ['After', 'Open'],
    ['After', 'Not stated'],
  ]);
  await expect(calendar.getByRole('link', { name: 'Open the calendar on the studio page' })).toHaveAttribute(
    'href',
    `/frontend/studios/${stageId}#studio-calendar`,
  );
  await expectNoAxeViolations(page);
});

test("an admin reading the inbox sees the same calendar beside the studio's copy of the request", async ({
  page,
}) => {
  await signInAsAdmin(page, '/admin/enquiries');
  const entry = page.getByRole('article').filter({ hasText: SENDER }).filter({ hasText: STAGE });
  await expect(entry).toHaveCount(1);
  const calendar = entry.getByRole('region', { name: "The studio's calendar for these dates" });
  await expect(calendar.getByTestId('enquiry-calendar-summary')).toHaveText(
    'Booked or on hold: 3 of the 5 requested days.',
  );
  await expect(calendar.getByRole('row').filter({ hasText: 'Requested' })).toHaveCount(4);
  // The other studio of the request has no calendar: unknown, never free.
  const other = page.getByRole('article').filter({ hasText: SENDER }).filter({ hasNotText: STAGE });
  await expect(other).toHaveCount(1);
  await expect(other.getByTestId('enquiry-calendar-state')).toHaveText(
    'Calendar unknown: the studio has no calendar. Whether these dates are free is not known.',
  );
  await expect(other.getByRole('table')).toHaveCount(0);
});

test('on a phone, in Russian, the inbox calendar reads as text and fits the screen', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAsOwner(page, '/frontend/admin/enquiries?lang=ru', 'Владелец студии');
  const entry = page.getByRole('article').filter({ hasText: SENDER });
  const calendar = entry.getByRole('region', { name: 'Календарь студии на эти даты' });
  await expect(calendar.getByTestId('enquiry-calendar-summary')).toHaveText(
    'Забронировано или в резерве: 3 из 5 запрошенных дней.',
  );
  const requested = calendar.getByRole('row').filter({ hasText: 'Запрошено' });
  await expect(requested).toHaveCount(4);
  await expect(requested.first()).toContainText('Забронировано');
  await expect(calendar.getByRole('row').filter({ hasText: 'В резерве' })).toHaveCount(1);
  // Nothing wider than the phone: the page does not scroll sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const box = await calendar.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  const table = await calendar.getByRole('table').boundingBox();
  expect(table!.x + table!.width).toBeLessThanOrEqual(box!.x + box!.width);
  if (process.env.CALENDAR_SHOT) await calendar.screenshot({ path: process.env.CALENDAR_SHOT });
  await expectNoAxeViolations(page);
});
