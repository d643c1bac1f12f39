/**
 * The server's rendering of app pages (decision 011), with a stand-in for the web app's renderer
 * (dist/ssr/entry-server.js): its markup goes into the root, its state into inert JSON, the page's
 * language comes from ?lang, the cookie or Accept-Language, and the renderer's API requests reach the
 * API in process with the reader's cookies. A renderer that fails leaves the page to the browser.
 */

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser, signIn } from '../../test/auth-helpers';
import { createStudio } from '../../test/factories';
import { testConfig } from '../../test/test-app';
import { resetTestDatabase, workerTestDatabase } from '../../test/test-database';
import { buildApp } from '../app';
import { PUBLIC_SHARED_CACHE_CONTROL } from '../lib/http/conditional-get';

const root = mkdtempSync(path.join(os.tmpdir(), 'vp-ssr-'));
let app: FastifyInstance;

const RENDERER = `
let transport;
let renders = 0;
export function configureRenderer(options) { transport = options.transport; }
async function get(path) {
  return (await transport(path, { method: 'GET', headers: { Accept: 'application/json' } })).json();
}
export async function renderPage({ url, locale, origin }) {
  if (url.includes('/boom')) throw new Error('render failed');
  if (url.includes('big=')) {
    // A state over the size the page carries (index-html.ts): the list's directory. big=live states
    // how many studios there are, so a write changes it.
    const big = new URL(url).searchParams.get('big');
    const live = big === 'live' ? ' studios ' + (await get('/api/studios/studios-enhanced/?page_size=1')).count : '';
    return { head: '', html: '<p>big page</p>', state: { locale, queries: { mutations: [], queries: [], note: 'x'.repeat(20000) + big + live } } };
  }
  if (url.includes('/compare')) {
    const answer = await transport('/api/studios/compare/', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({ ids: [1, 2] }),
    });
    return { head: '', html: '<p>compare answered ' + answer.status + '</p>', state: { locale, queries: { mutations: [], queries: [] } } };
  }
  const auth = await get('/api/admin/status/');
  const list = await get('/api/studios/studios-enhanced/?page_size=1');
  renders += 1;
  return {
    head: '<title>page in ' + locale + '</title><meta name="description" content="rendered"/>',
    html: '<p>rendered ' + new URL(url).pathname + ' in ' + locale + ' at ' + origin + ' signed in: ' + auth.authenticated + '</p>' +
      '<p>render ' + renders + ', studios: ' + list.count + '</p>',
    state: { locale, queries: { mutations: [], queries: [], note: '</script><script>alert(1)</script>' } },
  };
}
`;

beforeAll(async () => {
  mkdirSync(path.join(root, 'web'));
  mkdirSync(path.join(root, 'ssr'));
  writeFileSync(
    path.join(root, 'web', 'index.html'),
    '<!doctype html><html lang="en"><head><link rel="stylesheet" crossorigin href="/frontend/assets/app-1.css">' +
      '<noscript><link rel="stylesheet" href="/frontend/no-script.css"></noscript>' +
      '<!--app-head--><!--app-config--></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(path.join(root, 'web', 'assets'));
  writeFileSync(path.join(root, 'web', 'assets', 'app-1.css'), 'body{color:red}');
  writeFileSync(path.join(root, 'ssr', 'entry-server.js'), RENDERER);
  const { database } = await workerTestDatabase();
  await resetTestDatabase(database);
  app = await buildApp({
    config: testConfig(),
    database,
    closeDatabase: false,
    logger: false,
    webDistFolder: path.join(root, 'web'),
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

function nonceOf(body: string): string | undefined {
  return /<meta name="csp-nonce" content="([^"]+)">/.exec(body)?.[1];
}

function pageState(body: string): unknown {
  const json = /<script type="application\/json" id="app-state">(.*?)<\/script>/.exec(body)?.[1];
  return json ? JSON.parse(json) : null;
}

describe('server-rendered app pages', () => {
  it("puts the renderer's markup in the root and its state in inert JSON", async () => {
    const res = await app.inject({
      url: '/frontend/studios?country=Germany',
      headers: { host: 'localhost:8000' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<div id="root"><p>rendered /frontend/studios in en at http://localhost:8000 signed in: false</p>',
    );
    expect(res.body).toContain('<html lang="en">');
    // The page's own head elements go into <head>, in place of the marker.
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<title>page in en</title><meta name="description" content="rendered"/>');
    expect(res.body).not.toContain('<!--app-head-->');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    // The state follows the content (a large directory must not hold back the first paint).
    expect(res.body.indexOf('id="app-state"')).toBeGreaterThan(res.body.indexOf('<p>rendered '));
    expect(res.body).toMatch(/<script type="application\/json" id="app-state">.*<\/script><\/body>/);
    // The state's text cannot close its element: no script of its own ever runs.
    expect(res.body).not.toContain('</script><script>alert(1)');
    expect(pageState(res.body)).toMatchObject({ locale: 'en', queries: { queries: [] } });
    expect(res.headers.vary).toBe('Cookie, Accept-Language');
  });

  it("asks its own app for the page's data when another app in the process loaded the renderer later", async () => {
    // The renderer module is loaded once per process; a second app (here built, then closed) must not
    // take over the first one's API requests.
    const { database } = await workerTestDatabase();
    const other = await buildApp({
      config: testConfig(),
      database,
      closeDatabase: false,
      logger: false,
      webDistFolder: path.join(root, 'web'),
    });
    await other.ready();
    expect((await other.inject({ url: '/frontend/studios?from=other' })).body).toContain('<p>rendered ');
    await other.close();
    const res = await app.inject({ url: '/frontend/studios?from=first-after-other' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><p>rendered /frontend/studios in en');
  });

  it('renders in the language of ?lang, then the lang cookie, then Accept-Language', async () => {
    const cases: { url: string; headers: Record<string, string>; lang: string }[] = [
      { url: '/frontend/?lang=ru', headers: { cookie: 'lang=en', 'accept-language': 'en' }, lang: 'ru' },
      { url: '/frontend/', headers: { cookie: 'lang=ru', 'accept-language': 'en' }, lang: 'ru' },
      { url: '/frontend/?lang=en', headers: { cookie: 'lang=ru' }, lang: 'en' },
      { url: '/frontend/', headers: { 'accept-language': 'de-DE, ru;q=0.8, en;q=0.5' }, lang: 'ru' },
      { url: '/frontend/', headers: { 'accept-language': 'de-DE' }, lang: 'en' },
    ];
    for (const { url, headers, lang } of cases) {
      const res = await app.inject({ url, headers });
      expect(res.body, `${url} ${JSON.stringify(headers)}`).toContain(`<html lang="${lang}">`);
      expect(res.body).toContain(` in ${lang} at `);
      expect(pageState(res.body)).toMatchObject({ locale: lang });
    }
  });

  it('answers 404 for a path outside the route table, rendered all the same', async () => {
    const res = await app.inject({ url: '/frontend/no/such/page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('rendered /frontend/no/such/page');
  });

  it('leaves the page to the browser when rendering fails', async () => {
    const res = await app.inject({ url: '/frontend/boom' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
    expect(pageState(res.body)).toBeNull();
    expect(res.body).toContain('id="app-config"');
  });

  it("keeps a visitor's page until a write; a signed-in reader's page renders in the browser", async () => {
    const url = '/frontend/studios?country=Germany';
    const renderOf = (body: string) => /render (\d+), studios: (\d+)/.exec(body)?.slice(1).map(Number);
    const first = await app.inject({ url });
    const again = await app.inject({ url });
    expect(renderOf(again.body)).toEqual(renderOf(first.body));
    expect(again.headers['cache-control']).toBe(PUBLIC_SHARED_CACHE_CONTROL);
    // A visitor's page is every visitor's, nonce included (what a shared cache keeps), and the CSP
    // header allows that nonce.
    expect(again.body).toBe(first.body);
    const nonce = nonceOf(first.body);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(first.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
    // Another language is another page, with another nonce.
    const russian = await app.inject({ url: `${url}&lang=ru` });
    expect(renderOf(russian.body)![0]).toBeGreaterThan(renderOf(first.body)![0]!);
    expect(nonceOf(russian.body)).not.toBe(nonce);

    // A write (any studio) retires the pages rendered before it.
    await createStudio(app, { name: 'Fresh Stage', status: 'published' });
    const after = await app.inject({ url });
    const [renderBefore, countBefore] = renderOf(first.body)!;
    const [renderAfter, countAfter] = renderOf(after.body)!;
    expect(renderAfter).toBeGreaterThan(renderBefore!);
    expect(countAfter).toBe(countBefore! + 1);
    // New content, new nonce: markup that came with the change cannot carry the nonce it gets.
    expect(nonceOf(after.body)).not.toBe(nonce);

    const admin = await createAdminUser(app);
    const session = await signIn(app, admin.email, admin.password);
    // A signed-in reader gets the app to render in the browser, as before server rendering.
    const signedIn = await app.inject({ url, headers: { cookie: session.headers.cookie } });
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(signedIn.body).toContain('<div id="root"></div>');
    // A signed-in reader's page has a nonce of its own, new at every answer.
    const signedInAgain = await app.inject({ url, headers: { cookie: session.headers.cookie } });
    expect(nonceOf(signedInAgain.body)).not.toBe(nonceOf(signedIn.body));
    expect(signedInAgain.headers['content-security-policy']).toContain(
      `'nonce-${nonceOf(signedInAgain.body)}'`,
    );
    expect(pageState(signedIn.body)).toBeNull();
    // The visitors' page still is the one rendered for visitors.
    expect((await app.inject({ url })).body).toContain('signed in: false');
  });

  it("sends the renderer's POST with a CSRF secret of its own, whatever the reader's cookie holds", async () => {
    for (const cookie of [undefined, `csrftoken=${'a'.repeat(32)}; lang=en`]) {
      const res = await app.inject({
        url: '/frontend/compare?studios=1,2',
        headers: cookie ? { cookie } : {},
      });
      // No such studios in this database: the compare service's 404, past the CSRF check.
      expect(res.body, String(cookie)).toContain('compare answered 404');
    }
  });

  it('sends the stylesheet inline under the page nonce, the no-script one still linked', async () => {
    const res = await app.inject({ url: '/frontend/studios?country=Germany' });
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(res.body).toContain(`<style nonce="${nonce}">body{color:red}</style>`);
    expect(res.body).not.toContain('/frontend/assets/app-1.css');
    expect(res.body).toContain('<noscript><link rel="stylesheet" href="/frontend/no-script.css"></noscript>');
  });

  it('names a large state by URL instead of carrying it, and that URL answers it while it is current', async () => {
    const res = await app.inject({ url: '/frontend/studios?big=1', headers: { cookie: 'lang=ru' } });
    expect(res.statusCode).toBe(200);
    const stub = pageState(res.body) as { locale: string; deferred: string; queries?: unknown };
    expect(stub.locale).toBe('ru');
    expect(stub.queries).toBeUndefined();
    expect(res.body).not.toContain('x'.repeat(100));
    expect(stub.deferred).toMatch(
      /^\/frontend\/page-state\?lang=ru&hash=[\w-]{22}&page=%2Ffrontend%2Fstudios%3Fbig%3D1$/,
    );

    const state = await app.inject({ url: stub.deferred });
    expect(state.statusCode).toBe(200);
    expect(state.headers['content-type']).toMatch(/^application\/json/);
    expect(state.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(state.json()).toMatchObject({ locale: 'ru', queries: { note: `${'x'.repeat(20000)}1` } });
    // Compressed once per rendering and kept (the list's state is 1.5 MB), with a 304 for a kept copy.
    const br = await app.inject({ url: stub.deferred, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(state.json());
    expect(br.headers.etag).toMatch(/^"[\w-]{22}"$/);
    const kept = await app.inject({
      url: stub.deferred,
      headers: { 'if-none-match': String(br.headers.etag) },
    });
    expect(kept.statusCode).toBe(304);
    expect(kept.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // Once the data changed, that digest is gone (the app then renders the page afresh).
    await createStudio(app, { name: 'Another Stage', status: 'published' });
    const rerendered = await app.inject({ url: '/frontend/studios?big=1', headers: { cookie: 'lang=ru' } });
    // The renderer here states nothing that changed: the same digest is current again.
    expect((pageState(rerendered.body) as { deferred: string }).deferred).toBe(stub.deferred);
    const stale = await app.inject({
      url: stub.deferred.replace(/hash=[\w-]{22}/, `hash=${'A'.repeat(22)}`),
    });
    expect(stale.statusCode).toBe(404);
    expect(stale.json()).toMatchObject({ code: 'page_state_gone' });
    expect(stale.headers['cache-control']).toBe('no-store');
  });

  it("answers a page's state asked for right after a write with the state the page was rendered with", async () => {
    const before = await app.inject({ url: '/frontend/studios?big=live' });
    const { deferred } = pageState(before.body) as { deferred: string };
    const count = (await app.inject({ url: '/api/studios/studios-enhanced/?page_size=1' })).json().count;
    // An admin's write lands between the page and its reader's request for the state.
    await createStudio(app, { name: 'Written Meanwhile', status: 'published' });
    const state = await app.inject({ url: deferred });
    expect(state.statusCode).toBe(200);
    expect(state.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(state.json().queries.note).toBe(`${'x'.repeat(20000)}live studios ${count}`);
    // The page rendered now names the new state, which answers the new count.
    const after = await app.inject({ url: '/frontend/studios?big=live' });
    const renewed = (pageState(after.body) as { deferred: string }).deferred;
    expect(renewed).not.toBe(deferred);
    expect((await app.inject({ url: renewed })).json().queries.note).toBe(
      `${'x'.repeat(20000)}live studios ${count + 1}`,
    );
    // A digest never sent for that page is still gone; another page does not answer this one's.
    const made = await app.inject({ url: deferred.replace(/hash=[\w-]{22}/, `hash=${'B'.repeat(22)}`) });
    expect(made.statusCode).toBe(404);
    const elsewhere = await app.inject({ url: deferred.replace('big%3Dlive', 'big%3D9') });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('refuses a state request that names no app page, language or digest, with 400', async () => {
    const hash = 'A'.repeat(22);
    for (const url of [
      '/frontend/page-state',
      `/frontend/page-state?lang=en&hash=${hash}&page=${encodeURIComponent('https://evil.example/frontend/')}`,
      `/frontend/page-state?lang=de&hash=${hash}&page=%2Ffrontend%2Fstudios`,
      '/frontend/page-state?lang=en&hash=short&page=%2Ffrontend%2Fstudios',
      `/frontend/page-state?lang=en&hash=${hash}&page=%2Fapi%2Fadmin%2Fstatus%2F`,
      `/frontend/page-state?lang=en&hash=${hash}&page=${'%2F'.repeat(3)}`,
      `/frontend/page-state?lang=en&hash=${hash}&page=a&page=b`,
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code, url).toBe('bad_request');
    }
  });

  it("gives a signed-in reader no visitor's state", async () => {
    const res = await app.inject({ url: '/frontend/studios?big=2' });
    const { deferred } = pageState(res.body) as { deferred: string };
    const admin = await createAdminUser(app);
    const session = await signIn(app, admin.email, admin.password);
    const signedIn = await app.inject({ url: deferred, headers: { cookie: session.headers.cookie } });
    expect(signedIn.statusCode).toBe(404);
    expect(signedIn.json().code).toBe('page_state_gone');
  });
});
