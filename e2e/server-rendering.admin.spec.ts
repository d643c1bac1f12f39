/**
 * The server's HTML cache and caching headers (issue 15, decision 011): a visitor's page is kept
 * until a write, so an admin's edit shows in the next page the server sends; a signed-in reader's
 * pages are private; hashed assets are kept for a year.
 */
import { E2E_ADMIN } from './support/e2e-env';
import { type APIRequestContext, expect, test } from './support/test';

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

test("an admin's edit shows in the visitor's next server-rendered page", async ({ browser, playwright }) => {
  const adminContext = await browser.newContext();
  const admin = adminContext.request;
  const headers = await signInThroughApi(admin);
  const created = await admin.post('/api/studios/studios/', {
    headers,
    data: { name: 'Cached Stage One', city: 'Lisbon', country: 'Portugal', status: 'published' },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  const page = `/frontend/studios/${id}`;

  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const first = await visitor.get(page);
  expect(first.headers()['cache-control']).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=30');
  expect(await first.text()).toContain('Cached Stage One');
  // Kept: the same rendering again.
  expect(await (await visitor.get(page)).text()).toContain('Cached Stage One');

  const renamed = await admin.patch(`/api/studios/studios-enhanced/${id}/`, {
    headers,
    data: { name: 'Cached Stage Two' },
  });
  expect(renamed.ok(), await renamed.text()).toBe(true);
  const after = await (await visitor.get(page)).text();
  expect(after).toContain('Cached Stage Two');
  expect(after).not.toContain('Cached Stage One');

  // A signed-in reader's pages are kept by no one and rendered in their own browser (decision 011):
  // never a visitor's cached rendering.
  const own = await admin.get(page);
  expect(own.headers()['cache-control']).toBe('private, no-store');
  expect(await own.text()).not.toContain('Cached Stage One');
  const adminPage = await adminContext.newPage();
  await adminPage.goto(page);
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Cached Stage Two' })).toBeVisible();
  await visitor.dispose();
  await adminContext.close();
});

test('hashed assets are kept for a year, the favicon and no-script.css for an hour', async ({ request }) => {
  const html = await (await request.get('/frontend/studios')).text();
  const script = /<script type="module" crossorigin src="(\/frontend\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  // A chunk the entry loads (the entry's imports name their files relative to it).
  const entry = await (await request.get(script!)).text();
  const chunk = /import\([`'"]\.\/([\w-]+\.js)[`'"]\)/.exec(entry)?.[1];
  for (const asset of [script, chunk && `/frontend/assets/${chunk}`]) {
    expect(asset).toBeDefined();
    const res = await request.get(asset!);
    expect(res.ok()).toBe(true);
    expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  }
  for (const file of ['/frontend/favicon.svg', '/frontend/no-script.css']) {
    const res = await request.get(file);
    expect(res.ok(), file).toBe(true);
    expect(res.headers()['cache-control'], file).toBe('public, max-age=3600');
  }
});
