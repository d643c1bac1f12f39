/**
 * Script payloads render as text (suite 5; the API half is in
 * src/test/reliability/security.reliability.test.ts). A studio is created through the API with
 * payloads in its name, city, country, tool and partner names, tour credits and imported parameter
 * values, and published; then the directory, its page and the comparison are opened, as a visitor
 * and as the admin. No dialog may open, window.__pwned must stay undefined, no element the payloads
 * describe may exist, and the payload text must be on the page as text. Only successful sign-ins
 * (the server's rate limits count failed ones).
 */

import { E2E_ADMIN } from './support/e2e-env';
import { type APIRequestContext, type Browser, expect, type Page, test } from './support/test';

const SCRIPT = '<script>window.__pwned=1</script>';
const IMG = '<img src=x onerror="window.__pwned=1">';
const SVG = '"><svg onload="window.__pwned=1">';
const MARK = `Zz XSS ${Date.now().toString(36)}`;

const NAME = `${MARK} ${SCRIPT}`;
const CITY = `${IMG} City`;
const COUNTRY = `${SVG} Land`;
const TOOL = `${SCRIPT} Tool`;
const PARTNER = `${IMG} Partner`;
const CREDIT = `${SVG} Credit`;
const MANUFACTURER = `${IMG} Panels`;
const DESCRIPTION = `${SCRIPT} A description`;

async function signInThroughApi(request: APIRequestContext): Promise<Record<string, string>> {
  const token = await request.get('/api/admin/csrf-token/');
  expect(token.ok()).toBe(true);
  const login = await request.post('/api/admin/login/', {
    headers: { 'X-CSRFToken': ((await token.json()) as { csrf_token: string }).csrf_token },
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(login.ok()).toBe(true);
  const { csrf_token } = (await login.json()) as { csrf_token: string };
  return { 'X-CSRFToken': csrf_token, 'X-Requested-With': 'XMLHttpRequest' };
}

let studioId = 0;
let adminStorage: Awaited<ReturnType<APIRequestContext['storageState']>>;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const request = context.request;
  const headers = await signInThroughApi(request);
  const created = await request.post('/api/studios/studios/', {
    headers,
    data: { name: NAME, city: CITY, country: COUNTRY, status: 'published' },
  });
  expect(created.status()).toBe(201);
  studioId = ((await created.json()) as { id: number }).id;
  const fields: Record<string, unknown> = {
    production_pipeline_virtual_tools: [{ name: TOOL, url: 'https://tools.example.org/xss' }],
    production_pipeline_post_tools: [{ name: `${IMG} Post`, url: 'https://post.example.org/xss' }],
    external_scanning_partners: [{ name: PARTNER, url: 'https://partners.example.org/xss' }],
    in_house_scanning_capabilities: [{ name: `${SVG} Capability`, url: 'https://cap.example.org/xss' }],
    // Visitors see the tour's credits only with a tour.
    interactive_tour_url: 'https://tours.example.org/xss',
    tour_credits: [{ name: CREDIT, url: 'https://credits.example.org/xss' }],
  };
  for (const [field, value] of Object.entries(fields)) {
    const res = await request.patch(`/api/studios/studios-enhanced/${studioId}/`, {
      headers,
      data: { [field]: value },
    });
    expect(res.ok(), `${field}: ${await res.text()}`).toBe(true);
  }
  const imported = await request.post(`/api/studios/studios/${studioId}/import-parameters/`, {
    headers,
    data: {
      json_data: {
        LED_PANEL_MANUFACTURER: MANUFACTURER,
        GENERAL_DESCRIPTION: DESCRIPTION,
        LED_PIXEL_PITCH_MM: '2.6',
      },
      preview_only: false,
    },
  });
  expect(imported.ok()).toBe(true);
  adminStorage = await context.storageState();
  await context.close();
});

test.afterAll(async ({ browser }) => {
  // Archived afterwards: the other admin specs' directory stays as it was.
  const context = await browser.newContext({ storageState: adminStorage });
  const headers = await signInThroughApi(context.request);
  await context.request.delete(`/api/studios/studios-enhanced/${studioId}/`, { headers });
  await context.close();
});

/** A page that fails the test on any dialog, and reports script errors. */
async function guardedPage(browser: Browser, asAdmin: boolean): Promise<{ page: Page; dialogs: string[] }> {
  const context = await browser.newContext(asAdmin ? { storageState: adminStorage } : {});
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.dismiss();
  });
  return { page, dialogs };
}

async function expectInert(page: Page, dialogs: string[]): Promise<void> {
  await page.waitForLoadState('load');
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  // None of the payloads became an element.
  expect(
    await page
      .locator(
        'img[src="x"], svg[onload], script:not([src]):not([type="application/json"]):not([type="application/ld+json"])',
      )
      .count(),
  ).toBe(0);
}

for (const asAdmin of [false, true]) {
  const who = asAdmin ? 'the admin' : 'a visitor';

  test(`the directory shows the payloads as text to ${who}`, async ({ browser }) => {
    const { page, dialogs } = await guardedPage(browser, asAdmin);
    await page.goto('/frontend/studios');
    // Narrowed to it: the admin's directory holds every studio the other admin tests made.
    await page.getByRole('searchbox', { name: 'Search studios' }).fill(MARK);
    const card = page.getByText(NAME, { exact: false }).first();
    await expect(card).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(CITY, { exact: false }).first()).toBeVisible();
    await expectInert(page, dialogs);
    await page.context().close();
  });

  test(`the studio's page shows the payloads as text to ${who}`, async ({ browser }) => {
    const { page, dialogs } = await guardedPage(browser, asAdmin);
    await page.goto(`/frontend/studios/${studioId}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(NAME);
    for (const text of [CITY, COUNTRY, TOOL, PARTNER, CREDIT, MANUFACTURER]) {
      await expect(page.getByText(text, { exact: false }).first(), text).toBeVisible();
    }
    await expect(page).toHaveTitle(new RegExp(MARK));
    await expectInert(page, dialogs);
    await page.context().close();
  });

  test(`the comparison shows the payloads as text to ${who}`, async ({ browser }) => {
    const { page, dialogs } = await guardedPage(browser, asAdmin);
    await page.goto(`/frontend/compare?studios=${studioId},1`);
    await expect(page.getByText(NAME, { exact: false }).first()).toBeVisible({ timeout: 15_000 });
    // The first tab (General Information) shows the place and the description.
    await expect(page.getByText(CITY, { exact: false }).first()).toBeVisible();
    await expect(page.getByText(DESCRIPTION, { exact: false }).first()).toBeVisible();
    await expectInert(page, dialogs);
    await page.context().close();
  });
}
