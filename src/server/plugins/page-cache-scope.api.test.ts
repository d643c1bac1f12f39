/**
 * The rendered-page cache retires a studio's page only by a change to that studio (issue 36), in the
 * process that wrote and in another one on the same database (which learns of it through NOTIFY),
 * while the list, which shows every studio, is retired by any write. A stand-in renderer reads what
 * the web app's pages read: a studio page its studio, parameters and freshness; the list its list.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser, type SignedIn, signIn } from '../../test/auth-helpers';
import { createStudio } from '../../test/factories';
import { buildAppOn, createTestApp, type TestApp } from '../../test/test-app';
import { workerTestDatabase } from '../../test/test-database';
import { DATA_VERSION_CHANNEL } from '../db/data-version';
import { type Database, openPglite, openPostgres } from '../db/database';

const root = mkdtempSync(path.join(os.tmpdir(), 'vp-page-scope-'));

const RENDERER = `
let transport;
let renders = 0;
export function configureRenderer(options) { transport = options.transport; }
async function get(path) {
  const answer = await transport(path, { method: 'GET', headers: { Accept: 'application/json' } });
  return { status: answer.status, body: answer.status === 200 ? await answer.json() : null };
}
export async function renderPage({ url, locale }) {
  const pathname = new URL(url).pathname;
  await get('/api/admin/status/');
  const studio = /^\\/frontend\\/studios\\/(\\d+)$/.exec(pathname);
  let text;
  if (studio) {
    const id = studio[1];
    const [detail] = await Promise.all([
      get('/api/studios/studios-enhanced/' + id + '/'),
      get('/api/studios/studios/' + id + '/parameters/categorized/'),
      get('/api/studios/studios-enhanced/' + id + '/verifications/'),
    ]);
    text = detail.body ? detail.body.name + ' in ' + detail.body.city : 'missing';
  } else {
    const list = await get('/api/studios/studios-enhanced/?page_size=100');
    text = list.body.results.map((s) => s.name + ' in ' + s.city).join(', ');
  }
  renders += 1;
  return { head: '', html: '<p>render ' + renders + ': ' + text + '</p>', state: { locale, queries: { mutations: [], queries: [] } } };
}
`;

let t: TestApp;
let secondDatabase: Database;
let second: FastifyInstance;
let admin: SignedIn;
let x: number;
let y: number;

beforeAll(async () => {
  mkdirSync(path.join(root, 'web'));
  mkdirSync(path.join(root, 'ssr'));
  writeFileSync(
    path.join(root, 'web', 'index.html'),
    '<!doctype html><html lang="en"><head><!--app-head--><!--app-config--></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(root, 'ssr', 'entry-server.js'), RENDERER);
  const webDistFolder = path.join(root, 'web');
  t = await createTestApp({}, { webDistFolder });
  const { url } = await workerTestDatabase();
  // A second connection to the same database, as another server process would have.
  secondDatabase = url
    ? await openPostgres({ url, poolSize: 2 })
    : await openPglite({
        client: (t.database.db as unknown as { $client: PGlite }).$client,
        ownsClient: false,
      });
  second = await buildAppOn(secondDatabase, {}, { webDistFolder });
  const user = await createAdminUser(t.app);
  admin = await signIn(t.app, user.email, user.password);
  x = await createStudio(t.app, { name: 'Xenon Stage', city: 'Berlin', status: 'published' });
  y = await createStudio(t.app, { name: 'Yellow Stage', city: 'Lisbon', status: 'published' });
});

afterAll(async () => {
  await second.close();
  await secondDatabase.close();
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

/** The page's render number and what it shows. */
async function page(app: FastifyInstance, url: string): Promise<{ render: number; text: string }> {
  const res = await app.inject({ url });
  expect(res.statusCode, url).toBe(200);
  const [, render, text] = /<p>render (\d+): (.*?)<\/p>/.exec(res.body) ?? [];
  expect(render, `${url}: ${res.body.slice(0, 300)}`).toBeDefined();
  return { render: Number(render), text: text! };
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const started = Date.now();
  while (!(await check()) && Date.now() - started < timeoutMs)
    await new Promise((resolve) => setTimeout(resolve, 20));
}

const pages = () => [`/frontend/studios/${x}`, `/frontend/studios/${y}`, '/frontend/studios'];

describe('the rendered-page cache across processes', () => {
  it("retires a studio's page and the list by a write to that studio, in both processes; another studio's page stays a hit", async () => {
    const before = new Map<string, { render: number; text: string }>();
    for (const app of [t.app, second])
      for (const url of pages()) {
        const first = await page(app, url);
        // Kept: asked again, the same rendering.
        expect(await page(app, url), url).toEqual(first);
        before.set(`${app === t.app ? 'A' : 'B'} ${url}`, first);
      }
    expect(before.get(`A /frontend/studios/${x}`)!.text).toBe('Xenon Stage in Berlin');

    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/studios/studios-enhanced/${x}/`,
      headers: admin.headers,
      payload: { city: 'Munich' },
    });
    expect(res.statusCode, res.body).toBe(200);

    for (const [name, app] of [
      ['A', t.app],
      ['B', second],
    ] as const) {
      // The other process learns of the write through NOTIFY: give it a notification's latency.
      await eventually(async () => (await page(app, `/frontend/studios/${x}`)).text.includes('Munich'));
      const xPage = await page(app, `/frontend/studios/${x}`);
      expect(xPage.text, name).toBe('Xenon Stage in Munich');
      expect(xPage.render, name).toBeGreaterThan(before.get(`${name} /frontend/studios/${x}`)!.render);
      const list = await page(app, '/frontend/studios');
      expect(list.text, name).toContain('Xenon Stage in Munich');
      expect(list.render, name).toBeGreaterThan(before.get(`${name} /frontend/studios`)!.render);
      // Studio Y's page is served from the cache: the rendering made before the write.
      expect(await page(app, `/frontend/studios/${y}`), name).toEqual(
        before.get(`${name} /frontend/studios/${y}`),
      );
    }
  });

  it("retires every studio's page in another process on a change of unknown scope (a restore, an older tool)", async () => {
    const kept = await page(second, `/frontend/studios/${y}`);
    expect(await page(second, `/frontend/studios/${y}`)).toEqual(kept);
    // A write behind the caches, announced by a bare version number: no studios named.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE studios SET city = 'Porto' WHERE id = ${y}`);
      const rows = await tx.execute(
        sql`UPDATE app_state SET value = value + 1 WHERE key = 'data_version' RETURNING value`,
      );
      const value = (rows as unknown as { rows: { value: number }[] }).rows[0]!.value;
      await tx.execute(sql`SELECT pg_notify(${DATA_VERSION_CHANNEL}, ${String(value)})`);
    });
    await eventually(async () => (await page(second, `/frontend/studios/${y}`)).text.includes('Porto'));
    const after = await page(second, `/frontend/studios/${y}`);
    expect(after.text).toBe('Yellow Stage in Porto');
    expect(after.render).toBeGreaterThan(kept.render);
  });
});
