/**
 * Suite 5: security checks. Every write is refused without a session (401), without or with a bad
 * CSRF token (403) and for a signed-in non-staff account (403); the cookies carry their flags; sign-in
 * rotates the session and sign-out ends it on the server; the rate limits hold; no URL field takes a
 * javascript:, data: or same-origin URL; script payloads come back as text (the browser half is
 * e2e/security.admin.spec.ts); and every page and API answer carries the security headers, with HSTS
 * over https. In-process for the API rules (on the database the runner chose), real server
 * processes for the headers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { LINK_LIST_FIELDS, URL_FIELDS } from '@domain/schemas/studio-edit-schemas';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_AUTHENTICATED, PERMISSION_DENIED } from '../../server/lib/http/guards';
import { createAdminUser, csrf, signIn, type TestAdmin } from '../auth-helpers';
import { createStudio } from '../factories';
import { type ServerProcess, startServer } from '../server-process';
import { buildAppOn, createTestApp, type TestApp } from '../test-app';
import { HttpSession } from './http-session';
import { reportFigures } from './scratch-database';

let t: TestApp;
let staff: TestAdmin;
let nonStaff: TestAdmin;
let studioId: number;

beforeAll(async () => {
  t = await createTestApp();
  staff = await createAdminUser(t.app, { email: 'staff@example.com' });
  nonStaff = await createAdminUser(t.app, { email: 'viewer@example.com', isStaff: false });
  studioId = await createStudio(t.app, { name: 'Guarded Studio', city: 'Berlin', country: 'Germany' });
});

afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Every admin call: the writes, and the admin-only reads. */
function adminCalls(id: number): [Method, string, unknown?][] {
  return [
    ['PATCH', `/api/studios/studios-enhanced/${id}/`, { city: 'Changed' }],
    ['PATCH', `/api/studios/studios/${id}/`, { city: 'Changed' }],
    ['DELETE', `/api/studios/studios-enhanced/${id}/`],
    ['DELETE', `/api/studios/studios/${id}/`],
    ['PATCH', `/api/studios/studios-enhanced/${id}/update_status/`, { status: 'draft' }],
    ['POST', '/api/studios/studios/', { name: 'Intruder', city: 'X', country: 'Y' }],
    ['POST', `/api/studios/studios/${id}/import-parameters/`, { json_data: { A: '1' }, preview_only: true }],
    ['POST', `/api/studios/studios/${id}/import-parameters/`, { json_data: { A: '1' }, preview_only: false }],
    ['POST', `/api/studios/studios/${id}/import-history/1/undo/`, {}],
    ['GET', `/api/studios/studios-enhanced/${id}/history/`],
    ['GET', `/api/studios/studios/${id}/import-history/`],
    ['GET', '/api/analytics/summary/'],
  ];
}

function call(
  app: FastifyInstance,
  method: Method,
  url: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function expectStudioUntouched(): Promise<void> {
  const res = await t.app.inject({ url: `/api/studios/studios/${studioId}/` });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ name: 'Guarded Studio', city: 'Berlin', status: 'published' });
  const params = await t.app.inject({ url: `/api/studios/studios/${studioId}/parameters/categorized/` });
  expect(params.json()).toMatchObject({ parameters_count: 0 });
}

describe('who may write', () => {
  it.each(adminCalls(1))(
    '%s %s: 401 without a session (with a valid CSRF token)',
    async (method, url, body) => {
      const anon = await csrf(t.app);
      const res = await call(t.app, method, url.replace('/1/', `/${studioId}/`), body, anon.headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'not_authenticated', detail: NOT_AUTHENTICATED });
      await expectStudioUntouched();
    },
  );

  it.each(adminCalls(1))(
    '%s %s: 403 for a signed-in account without staff rights',
    async (method, url, body) => {
      const { headers } = await signIn(t.app, nonStaff.email, nonStaff.password);
      const res = await call(t.app, method, url.replace('/1/', `/${studioId}/`), body, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'permission_denied', detail: PERMISSION_DENIED });
      await expectStudioUntouched();
    },
  );

  it.each(adminCalls(1).filter(([m]) => m !== 'GET'))(
    '%s %s: 403 for a staff session without the CSRF token, with a bad one, without its cookie, or from another origin',
    async (method, url, body) => {
      const signed = await signIn(t.app, staff.email, staff.password);
      const target = url.replace('/1/', `/${studioId}/`);
      const otherSecret = (await csrf(t.app)).token;
      const cases: [string, Record<string, string>, string][] = [
        ['no token', { cookie: signed.headers.cookie }, 'CSRF Failed: CSRF token missing.'],
        [
          'a token of another secret',
          { ...signed.headers, 'x-csrftoken': otherSecret },
          'CSRF Failed: CSRF token from the X-CSRFToken HTTP header incorrect.',
        ],
        [
          'a malformed token',
          { ...signed.headers, 'x-csrftoken': 'x'.repeat(64) },
          'CSRF Failed: CSRF token from the X-CSRFToken HTTP header incorrect.',
        ],
        [
          'a token of the wrong length',
          { ...signed.headers, 'x-csrftoken': 'abc' },
          'CSRF Failed: CSRF token from the X-CSRFToken HTTP header has incorrect length.',
        ],
        [
          'no csrftoken cookie',
          { cookie: `sessionid=${signed.sessionId}`, 'x-csrftoken': signed.csrfToken },
          'CSRF Failed: CSRF cookie not set.',
        ],
        [
          'another origin',
          { ...signed.headers, origin: 'https://evil.example.com' },
          'CSRF Failed: Origin checking failed - https://evil.example.com does not match any trusted origins.',
        ],
      ];
      for (const [what, headers, detail] of cases) {
        const res = await call(t.app, method, target, body, headers);
        expect(res.statusCode, what).toBe(403);
        expect(res.json(), what).toEqual({ code: 'csrf_failed', detail });
      }
      await expectStudioUntouched();
      // And with everything right, the same call goes through (the checks above refused it for CSRF alone).
      const ok = await call(t.app, method, target, body, signed.headers);
      expect(ok.statusCode, ok.body).toBeLessThan(500);
      expect([401, 403]).not.toContain(ok.statusCode);
      // Put the studio back for the next case.
      await t.app.inject({
        method: 'PATCH',
        url: `/api/studios/studios/${studioId}/`,
        headers: { ...signed.headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ city: 'Berlin' }),
      });
      await t.app.inject({
        method: 'PATCH',
        url: `/api/studios/studios-enhanced/${studioId}/update_status/`,
        headers: { ...signed.headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ status: 'published' }),
      });
      const history = await t.app.inject({
        url: `/api/studios/studios/${studioId}/import-history/`,
        headers: signed.headers,
      });
      for (const entry of history.json<{ history: { id: number; undone_at: string | null }[] }>().history) {
        if (!entry.undone_at) {
          await t.app.inject({
            method: 'POST',
            url: `/api/studios/studios/${studioId}/import-history/${entry.id}/undo/`,
            headers: signed.headers,
          });
        }
      }
    },
  );
});

describe('cookies and sessions', () => {
  function setCookieLines(res: LightMyRequestResponse): Record<string, string> {
    const raw = res.headers['set-cookie'];
    const lines = Array.isArray(raw) ? raw : raw ? [raw] : [];
    return Object.fromEntries(lines.map((l) => [l.split('=')[0]!, l]));
  }

  it('sessionid is HttpOnly, SameSite=Lax, Path=/, with a Max-Age; csrftoken is readable by the page; neither Secure over http', async () => {
    const anon = await csrf(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login/',
      headers: anon.headers,
      payload: { email: staff.email, password: staff.password },
    });
    expect(res.statusCode).toBe(200);
    const cookies = setCookieLines(res);
    expect(cookies.sessionid).toMatch(/^sessionid=[A-Za-z0-9_-]{43};/);
    for (const flag of ['HttpOnly', 'SameSite=Lax', 'Path=/', 'Max-Age=43200'])
      expect(cookies.sessionid).toContain(flag);
    expect(cookies.sessionid).not.toContain('Secure');
    expect(cookies.csrftoken).toContain('SameSite=Lax');
    expect(cookies.csrftoken).not.toContain('HttpOnly');
    expect(cookies.csrftoken).not.toContain('Secure');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('over https (behind a trusted proxy) both cookies are Secure', async () => {
    const app = await buildAppOn(t.database, { trustProxy: 1 });
    try {
      const token = await app.inject({
        url: '/api/admin/csrf-token/',
        headers: { 'x-forwarded-proto': 'https' },
      });
      const secret = token.cookies.find((c) => c.name === 'csrftoken')!.value;
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/login/',
        headers: {
          'x-forwarded-proto': 'https',
          // app.inject sends Host: localhost:80, so that is this server's origin over https.
          referer: 'https://localhost:80/frontend/admin/login',
          cookie: `csrftoken=${secret}`,
          'x-csrftoken': token.json<{ csrf_token: string }>().csrf_token,
        },
        payload: { email: staff.email, password: staff.password },
      });
      expect(res.statusCode, res.body).toBe(200);
      const cookies = setCookieLines(res);
      expect(cookies.sessionid).toContain('Secure');
      expect(cookies.csrftoken).toContain('Secure');
    } finally {
      await app.close();
    }
  });

  it('sign-in rotates the session id and the CSRF secret, and the old ones stop working', async () => {
    const first = await signIn(t.app, staff.email, staff.password);
    // The same browser signs in again, sending its current cookies.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login/',
      headers: first.headers,
      payload: { email: staff.email, password: staff.password },
    });
    expect(res.statusCode).toBe(200);
    const sessionId = res.cookies.find((c) => c.name === 'sessionid')!.value;
    const secret = res.cookies.find((c) => c.name === 'csrftoken')!.value;
    expect(sessionId).not.toBe(first.sessionId);
    expect(secret).not.toBe(first.csrfSecret);
    const old = await t.app.inject({
      url: '/api/admin/status/',
      headers: { cookie: `sessionid=${first.sessionId}` },
    });
    expect(old.json()).toEqual({ authenticated: false, user: null });
    const fresh = await t.app.inject({
      url: '/api/admin/status/',
      headers: { cookie: `sessionid=${sessionId}` },
    });
    expect(fresh.json()).toMatchObject({ authenticated: true });
    // The token handed out before sign-in does not match the new secret.
    const stale = await call(
      t.app,
      'PATCH',
      `/api/studios/studios/${studioId}/`,
      { city: 'Berlin' },
      {
        cookie: `sessionid=${sessionId}; csrftoken=${secret}`,
        'x-csrftoken': first.csrfToken,
      },
    );
    expect(stale.statusCode).toBe(403);
  });

  it('sign-out deletes the session on the server: a replayed cookie is worthless', async () => {
    const signed = await signIn(t.app, staff.email, staff.password);
    const out = await t.app.inject({ method: 'POST', url: '/api/admin/logout/', headers: signed.headers });
    expect(out.statusCode).toBe(200);
    expect([out.headers['set-cookie']].flat()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^sessionid=; Max-Age=0;/)]),
    );
    // The attacker kept a copy of both cookies and the token.
    const replay = await call(
      t.app,
      'PATCH',
      `/api/studios/studios/${studioId}/`,
      { city: 'Replayed' },
      signed.headers,
    );
    expect(replay.statusCode).toBe(401);
    const status = await t.app.inject({ url: '/api/admin/status/', headers: signed.headers });
    expect(status.json()).toEqual({ authenticated: false, user: null });
    await expectStudioUntouched();
  });
});

describe('rate limits', () => {
  async function login(email: string, password: string, remoteAddress: string) {
    const anon = await csrf(t.app);
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/login/',
      headers: anon.headers,
      payload: { email, password },
      remoteAddress,
    });
  }

  it('failed sign-ins slow their own address down (429, Retry-After), never the right password from elsewhere', async () => {
    const victim = await createAdminUser(t.app, { email: 'victim@example.com' });
    for (let i = 0; i < 3; i++)
      expect((await login(victim.email, `wrong ${i}`, '198.51.100.1')).statusCode).toBe(401);
    const slowed = await login(victim.email, victim.password, '198.51.100.1');
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(25);
    expect(slowed.json()).toEqual({
      success: false,
      message: 'Too many failed sign-in attempts. Try again in 1 minute.',
      code: 'login_throttled',
      detail: 'Too many failed sign-in attempts. Try again in 1 minute.',
    });
    expect((await login(victim.email, victim.password, '198.51.100.2')).statusCode).toBe(200);
  });

  it('20 failed sign-ins from one address lock that address out, whatever account it tries next', async () => {
    const accounts: TestAdmin[] = [];
    for (let i = 0; i < 8; i++)
      accounts.push(await createAdminUser(t.app, { email: `spray${i}@example.com` }));
    // At most three wrong guesses at each of seven accounts: no (account, address) pair is slowed yet.
    for (let i = 0; i < 20; i++) {
      const res = await login(accounts[i % 7]!.email, `guess ${i}`, '198.51.100.77');
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    const next = await login(accounts[7]!.email, accounts[7]!.password, '198.51.100.77');
    expect(next.statusCode).toBe(429);
    // Another address signs in to that account at once.
    expect((await login(accounts[7]!.email, accounts[7]!.password, '198.51.100.78')).statusCode).toBe(200);
  });

  it('page views: 120 a minute per address, then 429', async () => {
    const anon = await csrf(t.app);
    const view = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/analytics/pageview/',
        headers: anon.headers,
        payload: { path: '/studios' },
        remoteAddress: '192.0.2.55',
      });
    for (let i = 0; i < 120; i++) expect((await view()).statusCode).toBe(204);
    const refused = await view();
    expect(refused.statusCode).toBe(429);
  });
});

const BAD_URLS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'javascript://example.com/%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example.com/x',
  '/frontend/studios/1',
  'studios/1',
  // This directory's own origin (the test app answers as http://localhost, and PUBLIC_URL below).
  'http://localhost/frontend/studios/1',
  'http://localhost:80/x',
  'HTTP://LOCALHOST/x',
  'https://directory.example.org/frontend/studios/1',
];

describe('URL fields refuse javascript:, data: and same-origin links', () => {
  const fields = [...URL_FIELDS, ...LINK_LIST_FIELDS];

  it.each(fields)('%s', async (field) => {
    const app = await buildAppOn(t.database, { publicUrl: 'https://directory.example.org' });
    try {
      const { headers } = await signIn(app, staff.email, staff.password);
      for (const url of BAD_URLS) {
        const value = (URL_FIELDS as readonly string[]).includes(field) ? url : [{ name: 'Link', url }];
        const res = await call(
          app,
          'PATCH',
          `/api/studios/studios-enhanced/${studioId}/`,
          { [field]: value },
          headers,
        );
        expect(res.statusCode, `${field} = ${url}: ${res.body}`).toBe(400);
      }
      const studio = (await app.inject({ url: `/api/studios/studios/${studioId}/` })).json<
        Record<string, unknown>
      >();
      expect(studio[field] ?? (studio.detailed_attributes as Record<string, unknown>)[field] ?? null).toEqual(
        field === 'tour_credits' ? [] : null,
      );
    } finally {
      await app.close();
    }
  });

  it('import sources refuse them too', async () => {
    const { headers } = await signIn(t.app, staff.email, staff.password);
    const sources = Object.fromEntries(
      BAD_URLS.slice(0, 9).map((url, i) => [String(i + 1), { url, description: 'x' }]),
    );
    const res = await call(
      t.app,
      'POST',
      `/api/studios/studios/${studioId}/import-parameters/`,
      {
        json_data: { A: '1', source_references: sources },
        preview_only: true,
      },
      headers,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json<{ source_references: unknown[]; source_errors: string[] }>();
    expect(body.source_references).toEqual([]);
    expect(body.source_errors).toHaveLength(9);
  });
});

const PAYLOADS = [
  '<script>window.__pwned=1</script>',
  '<img src=x onerror="window.__pwned=1">',
  '"><svg onload=window.__pwned=1>',
  "</title><script>alert('x')</script>",
  '{{constructor.constructor("alert(1)")()}}',
];

describe('script payloads are stored and returned as text', () => {
  it('in every text field: the API returns them byte for byte, as JSON, and the page head escapes them', async () => {
    const { headers } = await signIn(t.app, staff.email, staff.password);
    const id = await createStudio(t.app, { name: 'Payload host', city: 'A', country: 'B' });
    for (const payload of PAYLOADS) {
      const values: Record<string, unknown> = {
        name: `${payload} name`,
        city: `${payload} city`,
        country: `${payload} country`,
        production_pipeline_virtual_tools: [{ name: `${payload} tool`, url: 'https://tools.example.org/' }],
        tour_credits: [{ name: `${payload} credit`, url: 'https://credits.example.org/' }],
        in_house_scanning_capabilities: [{ name: `${payload} capability`, url: 'https://cap.example.org/' }],
      };
      for (const [field, value] of Object.entries(values)) {
        const res = await call(
          t.app,
          'PATCH',
          `/api/studios/studios-enhanced/${id}/`,
          { [field]: value },
          headers,
        );
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
      }
      const imported = await call(
        t.app,
        'POST',
        `/api/studios/studios/${id}/import-parameters/`,
        {
          json_data: { GENERAL_DESCRIPTION: `${payload} description`, LED_MANUFACTURER: payload },
          preview_only: false,
        },
        headers,
      );
      expect(imported.statusCode).toBe(200);

      const studio = (await t.app.inject({ url: `/api/studios/studios-enhanced/${id}/` })).json<
        Record<string, unknown>
      >();
      expect(studio.name).toBe(values.name);
      expect(studio.city).toBe(values.city);
      expect(studio.country).toBe(values.country);
      expect(studio.tour_credits).toEqual(values.tour_credits);
      const attrs = studio.detailed_attributes as Record<string, unknown>;
      expect(attrs.production_pipeline_virtual_tools).toEqual(values.production_pipeline_virtual_tools);
      expect(attrs.LED_MANUFACTURER).toBe(payload);
      const params = await t.app.inject({ url: `/api/studios/studios/${id}/parameters/categorized/` });
      expect(params.body).toContain(JSON.stringify(payload).slice(1, -1));

      // The server-rendered head of the studio's page: escaped, never markup.
      const page = await t.app.inject({ url: `/frontend/studios/${id}` });
      expect(page.statusCode).toBe(200);
      const head = page.body.slice(0, page.body.indexOf('</head>'));
      expect(head).not.toContain(payload);
      expect(head).not.toMatch(/<script>window|<img src=x|<svg onload|<\/title><script>/);
      // React renders the head (issue 15) and escapes '<' as &lt; in text and attributes.
      if (payload.includes('<')) expect(head).toContain('&lt;');
    }
  });
});

// ---------- headers on every page and API answer, through real server processes ----------

const REQUIRED_CSP = [
  "script-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  'frame-src https:',
];

type HeaderBag = Record<string, string | string[] | undefined>;

function header(headers: HeaderBag, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

function expectSecurityHeaders(headers: HeaderBag, what: string): void {
  const csp = header(headers, 'content-security-policy') ?? '';
  for (const directive of REQUIRED_CSP) expect(csp.split(/;\s*/), `${what}: ${csp}`).toContain(directive);
  expect(csp, what).not.toMatch(/script-src[^;]*('unsafe-inline'|'unsafe-eval'|\*)/);
  expect(header(headers, 'x-content-type-options'), what).toBe('nosniff');
  expect(header(headers, 'referrer-policy'), what).toBe('strict-origin-when-cross-origin');
}

/** Sends a request head as written (no body) and parses the answer's status and headers. */
function rawHead(port: number, head: string): Promise<{ status: number; headers: HeaderBag }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.setTimeout(30_000, () => socket.destroy(new Error('no answer')));
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return;
      socket.destroy();
      const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
      const headers: HeaderBag = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers });
    });
    socket.on('error', reject);
    socket.write(head);
  });
}

describe('security headers on every page and API answer', () => {
  const dirs: string[] = [];
  let plain: ServerProcess;
  let proxied: ServerProcess;
  let requests = 0;

  beforeAll(async () => {
    const dir = () => {
      const d = mkdtempSync(path.join(os.tmpdir(), 'vp-rel-headers-'));
      dirs.push(d);
      return d;
    };
    [plain, proxied] = await Promise.all([
      startServer({ DATA_DIR: dir(), SEED_DEMO: 'true' }),
      startServer({ DATA_DIR: dir(), SEED_DEMO: 'true', TRUST_PROXY: 'true' }),
    ]);
  });

  afterAll(async () => {
    for (const s of [plain, proxied]) s?.kill('SIGKILL');
    await Promise.all([plain?.exited, proxied?.exited]);
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  /** Every kind of answer: pages, the 404 page, assets, API reads, 304s, errors, docs, redirects. */
  async function everyKindOfAnswer(server: ServerProcess, extra: Record<string, string> = {}) {
    const session = new HttpSession(server.baseUrl, false);
    const get = (url: string, headers: Record<string, string> = {}) =>
      session.request('GET', url, undefined, { headers: { ...headers, ...extra } });
    const index = (await get('/frontend/')).text;
    const asset = /\/frontend\/assets\/[^"]+\.js/.exec(index)?.[0];
    expect(asset).toBeDefined();
    await session.fetchCsrfToken();
    const listEtag = header((await get('/api/studios/studios-enhanced/')).headers, 'etag') ?? '';
    const assetEtag = header((await get(asset!)).headers, 'etag') ?? '';
    const post = (url: string, body: string, headers: Record<string, string> = {}) =>
      session.request('POST', url, undefined, { rawBody: body, headers: { ...headers, ...extra } });
    const calls: [string, () => Promise<{ status: number; headers: HeaderBag }>][] = [
      ['landing page', () => get('/frontend/')],
      ['directory page', () => get('/frontend/studios')],
      ['studio page', () => get('/frontend/studios/1')],
      ['compare page', () => get('/frontend/compare?studios=1,2')],
      ['login page', () => get('/frontend/admin/login')],
      ['style guide page', () => get('/frontend/css-test')],
      ['the 404 page', () => get('/frontend/no-such-page')],
      ['a hidden studio page (404)', () => get('/frontend/studios/32')],
      ['root redirect', () => get('/')],
      ['a script asset', () => get(asset!)],
      ['a script asset, 304', () => get(asset!, { 'if-none-match': assetEtag })],
      ['a pre-compressed asset', () => get(asset!, { 'accept-encoding': 'br' })],
      ['favicon', () => get('/frontend/favicon.svg')],
      ['directory API', () => get('/api/studios/studios-enhanced/')],
      ['directory API, 304', () => get('/api/studios/studios-enhanced/', { 'if-none-match': listEtag })],
      [
        'directory API, HEAD',
        () => session.request('HEAD', '/api/studios/studios-enhanced/', undefined, { headers: extra }),
      ],
      ['studio API', () => get('/api/studios/studios-enhanced/1/')],
      ['parameters API', () => get('/api/studios/studios/1/parameters/categorized/')],
      ['general list API', () => get('/api/studios/studios/?page_size=5')],
      ['API 404', () => get('/api/studios/studios-enhanced/99999/')],
      ['unknown API path', () => get('/api/nothing-here/')],
      ['malformed URL', () => get('/api/studios/studios-enhanced/%/')],
      ['over-long id', () => get(`/api/studios/studios-enhanced/${'9'.repeat(300)}/`)],
      ['compare API', () => post('/api/studios/compare/', '{"ids":[1,2]}')],
      ['compare PDF', () => get('/api/studios/compare/pdf/?ids=1,2')],
      ['CSRF refusal', () => post('/api/studios/compare/', '{"ids":[1,2]}', { 'x-csrftoken': '' })],
      ['401', () => post('/api/studios/studios/', '{}')],
      [
        '413',
        () =>
          rawHead(
            server.port,
            `POST /api/studios/compare/ HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n` +
              `Content-Type: application/json\r\nContent-Length: ${6 * 1024 * 1024}\r\n` +
              `X-CSRFToken: ${session.csrfToken}\r\nCookie: ${session.cookieHeader()}\r\n` +
              Object.entries(extra)
                .map(([k, v]) => `${k}: ${v}\r\n`)
                .join('') +
              '\r\n',
          ),
      ],
      ['400 malformed JSON', () => post('/api/studios/compare/', '{')],
      ['CSRF token API', () => get('/api/admin/csrf-token/')],
      ['auth status API', () => get('/api/admin/status/')],
      ['OpenAPI document', () => get('/api/schema/')],
      ['API docs page', () => get('/api/docs/')],
      ['sitemap', () => get('/sitemap.xml')],
    ];
    const seen: [string, HeaderBag][] = [];
    const status: Record<string, number> = {};
    for (const [what, send] of calls) {
      const res = await send();
      requests++;
      status[what] = res.status;
      seen.push([what, res.headers]);
    }
    // The answers are the kinds named: spot checks that the list above means what it says.
    expect(status).toMatchObject({
      'the 404 page': 404,
      'a hidden studio page (404)': 404,
      'a script asset, 304': 304,
      'directory API, 304': 304,
      'API 404': 404,
      'malformed URL': 400,
      'over-long id': 404,
      'CSRF refusal': 403,
      '401': 401,
      '413': 413,
      '400 malformed JSON': 400,
      'root redirect': 302,
      'compare API': 200,
      'compare PDF': 200,
      'API docs page': 200,
    });
    return seen;
  }

  it('over http: CSP, nosniff and Referrer-Policy on every answer, and no HSTS', async () => {
    for (const [what, headers] of await everyKindOfAnswer(plain)) {
      expectSecurityHeaders(headers, what);
      expect(header(headers, 'strict-transport-security'), what).toBeUndefined();
    }
  });

  it('over https behind a trusted proxy (TRUST_PROXY, X-Forwarded-Proto: https): HSTS on every answer too', async () => {
    const https = { 'x-forwarded-proto': 'https', origin: `https://127.0.0.1:${proxied.port}` };
    for (const [what, headers] of await everyKindOfAnswer(proxied, https)) {
      expectSecurityHeaders(headers, what);
      expect(header(headers, 'strict-transport-security') ?? 'none', what).toMatch(
        /^max-age=\d{8,}; includeSubDomains$/,
      );
    }
  });

  it('a forged X-Forwarded-Proto is not believed without TRUST_PROXY', async () => {
    const res = await fetch(`${plain.baseUrl}/frontend/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toBeNull();
    reportFigures(`security (${t.database.kind})`, { header_checks: requests });
  });
});
