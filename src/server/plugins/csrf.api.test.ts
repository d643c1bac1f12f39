import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser, csrf, setCookieValue, signIn, type TestAdmin } from '../../test/auth-helpers';
import { createStudio } from '../../test/factories';
import { buildAppOn, createTestApp, type TestApp } from '../../test/test-app';
import { maskCsrfSecret, newCsrfSecret, unmaskCsrfToken } from '../lib/http/csrf-tokens';

let t: TestApp;
let admin: TestAdmin;
let studioIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdminUser(t.app);
  studioIds = [await createStudio(t.app), await createStudio(t.app)];
});

afterAll(async () => {
  await t.close();
});

/** An anonymous unsafe call that succeeds (200) whenever CSRF passes. */
function logout(app: FastifyInstance, headers: Record<string, string>) {
  return app.inject({ method: 'POST', url: '/api/admin/logout/', headers });
}

function expectCsrfFailure(res: { statusCode: number; json(): unknown }, reason: string) {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ code: 'csrf_failed', detail: `CSRF Failed: ${reason}` });
}

describe('GET /api/admin/csrf-token/', () => {
  it('sets a 32-character secret and returns a fresh 64-character token each call', async () => {
    const first = await t.app.inject({ url: '/api/admin/csrf-token/' });
    const secret = setCookieValue(first, 'csrftoken')!;
    expect(secret).toMatch(/^[a-zA-Z0-9]{32}$/);
    const cookie = first.cookies[0]!;
    expect(cookie).toMatchObject({ name: 'csrftoken', path: '/', sameSite: 'Lax', maxAge: 31_449_600 });
    expect(cookie.httpOnly).toBeFalsy();
    const token1 = first.json().csrf_token as string;
    expect(token1).toMatch(/^[a-zA-Z0-9]{64}$/);
    expect(unmaskCsrfToken(token1)).toBe(secret);

    // A valid cookie keeps its secret; the token is masked afresh.
    const second = await t.app.inject({
      url: '/api/admin/csrf-token/',
      headers: { cookie: `csrftoken=${secret}` },
    });
    expect(setCookieValue(second, 'csrftoken')).toBe(secret);
    const token2 = second.json().csrf_token as string;
    expect(token2).not.toBe(token1);
    expect(unmaskCsrfToken(token2)).toBe(secret);
    for (const token of [token1, token2]) {
      expect((await logout(t.app, { cookie: `csrftoken=${secret}`, 'x-csrftoken': token })).statusCode).toBe(
        200,
      );
    }
  });

  it('replaces an invalid cookie secret', async () => {
    const res = await t.app.inject({
      url: '/api/admin/csrf-token/',
      headers: { cookie: 'csrftoken=short!' },
    });
    const secret = setCookieValue(res, 'csrftoken')!;
    expect(secret).toMatch(/^[a-zA-Z0-9]{32}$/);
    expect(unmaskCsrfToken(res.json().csrf_token)).toBe(secret);
  });
});

describe('the CSRF check on unsafe /api/ calls', () => {
  it('needs the cookie', async () => {
    const anon = await csrf(t.app);
    expectCsrfFailure(await logout(t.app, {}), 'CSRF cookie not set.');
    expectCsrfFailure(await logout(t.app, { 'x-csrftoken': anon.token }), 'CSRF cookie not set.');
    expectCsrfFailure(
      await logout(t.app, { cookie: 'csrftoken=abc', 'x-csrftoken': anon.token }),
      'CSRF cookie has incorrect length.',
    );
    expectCsrfFailure(
      await logout(t.app, { cookie: `csrftoken=${'-'.repeat(32)}`, 'x-csrftoken': anon.token }),
      'CSRF cookie has invalid characters.',
    );
  });

  it('needs the token in X-CSRFToken, matching the cookie', async () => {
    const anon = await csrf(t.app);
    expectCsrfFailure(await logout(t.app, { cookie: anon.cookie }), 'CSRF token missing.');
    expectCsrfFailure(
      await logout(t.app, { cookie: anon.cookie, 'x-csrftoken': anon.token.slice(0, 40) }),
      'CSRF token from the X-CSRFToken HTTP header has incorrect length.',
    );
    expectCsrfFailure(
      await logout(t.app, { cookie: anon.cookie, 'x-csrftoken': `${anon.token.slice(0, 63)}!` }),
      'CSRF token from the X-CSRFToken HTTP header has invalid characters.',
    );
    const otherSecretToken = maskCsrfSecret(newCsrfSecret());
    expectCsrfFailure(
      await logout(t.app, { cookie: anon.cookie, 'x-csrftoken': otherSecretToken }),
      'CSRF token from the X-CSRFToken HTTP header incorrect.',
    );
    // A token in a body field does not count: only the header.
    const inBody = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout/',
      headers: { cookie: anon.cookie },
      payload: { csrfmiddlewaretoken: anon.token },
    });
    expectCsrfFailure(inBody, 'CSRF token missing.');
    expect((await logout(t.app, anon.headers)).statusCode).toBe(200);
  });

  it('accepts the bare secret as a token (the web client’s cookie fallback)', async () => {
    const anon = await csrf(t.app);
    expect((await logout(t.app, { cookie: anon.cookie, 'x-csrftoken': anon.secret })).statusCode).toBe(200);
    expectCsrfFailure(
      await logout(t.app, { cookie: anon.cookie, 'x-csrftoken': newCsrfSecret() }),
      'CSRF token from the X-CSRFToken HTTP header incorrect.',
    );
  });

  it('checks the Origin header against the host and the trusted origins', async () => {
    const anon = await csrf(t.app);
    const evil = await logout(t.app, { ...anon.headers, origin: 'https://evil.example' });
    expectCsrfFailure(
      evil,
      'Origin checking failed - https://evil.example does not match any trusted origins.',
    );
    expectCsrfFailure(
      await logout(t.app, { ...anon.headers, origin: 'null' }),
      'Origin checking failed - null does not match any trusted origins.',
    );
    expectCsrfFailure(
      await logout(t.app, { ...anon.headers, origin: 'https://localhost' }),
      'Origin checking failed - https://localhost does not match any trusted origins.',
    );
    for (const origin of ['http://localhost', 'http://localhost:80']) {
      expect((await logout(t.app, { ...anon.headers, origin })).statusCode, origin).toBe(200);
    }
    expect(
      (await logout(t.app, { ...anon.headers, host: '127.0.0.1:8000', origin: 'http://127.0.0.1:8000' }))
        .statusCode,
    ).toBe(200);

    const trusting = await buildAppOn(t.database, {
      trustedOrigins: ['https://admin.example.com'],
      publicUrl: 'https://studios.example.com',
    });
    try {
      for (const origin of ['https://admin.example.com', 'https://studios.example.com', 'http://localhost']) {
        expect((await logout(trusting, { ...anon.headers, origin })).statusCode, origin).toBe(200);
      }
      expectCsrfFailure(
        await logout(trusting, { ...anon.headers, origin: 'https://admin.example.com.evil.example' }),
        'Origin checking failed - https://admin.example.com.evil.example does not match any trusted origins.',
      );
    } finally {
      await trusting.close();
    }
  });

  it('over https without an Origin header, checks the Referer', async () => {
    const proxied = await buildAppOn(t.database, {
      trustProxy: 1,
      allowedHosts: ['vp.example', 'localhost'],
      trustedOrigins: ['https://cms.example'],
    });
    try {
      const https = { 'x-forwarded-proto': 'https', host: 'vp.example' };
      const anon = await csrf(proxied);
      const call = (extra: Record<string, string>) =>
        logout(proxied, { ...anon.headers, ...https, ...extra });
      expectCsrfFailure(await call({}), 'Referer checking failed - no Referer.');
      expectCsrfFailure(
        await call({ referer: 'not a url' }),
        'Referer checking failed - Referer is malformed.',
      );
      expectCsrfFailure(
        await call({ referer: 'http://vp.example/frontend/studios' }),
        'Referer checking failed - Referer is insecure while host is secure.',
      );
      expectCsrfFailure(
        await call({ referer: 'https://evil.example/page' }),
        'Referer checking failed - https://evil.example/page does not match any trusted origins.',
      );
      expect((await call({ referer: 'https://vp.example/frontend/studios/3' })).statusCode).toBe(200);
      expect((await call({ referer: 'https://cms.example/edit' })).statusCode).toBe(200);
      // Over plain http, no Referer is needed (browsers send Origin with every unsafe call anyway).
      expect((await logout(proxied, { ...anon.headers, host: 'vp.example' })).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('applies to anonymous calls, every unsafe method and unknown /api/ paths, not to safe methods', async () => {
    const compare = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/studios/compare/', headers, payload: { ids: studioIds } });
    expectCsrfFailure(await compare({}), 'CSRF cookie not set.');
    const anon = await csrf(t.app);
    const ok = await compare(anon.headers);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toHaveLength(2);

    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: `/api/studios/studios-enhanced/${studioIds[0]}/` });
      expectCsrfFailure(res, 'CSRF cookie not set.');
    }
    expectCsrfFailure(
      await t.app.inject({ method: 'POST', url: '/api/analytics/pageview/' }),
      'CSRF cookie not set.',
    );
    expect((await t.app.inject({ url: '/api/admin/status/' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'HEAD', url: '/api/admin/status/' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'OPTIONS', url: '/api/admin/status/' })).statusCode).not.toBe(403);
    // Outside /api/ nothing accepts unsafe calls anyway: a plain 404.
    expect((await t.app.inject({ method: 'POST', url: '/frontend/studios' })).statusCode).toBe(404);
  });

  it('is needed for the sign-in itself, and the secret is rotated at sign-in', async () => {
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login/',
      payload: { email: admin.email, password: admin.password },
    });
    expectCsrfFailure(noToken, 'CSRF cookie not set.');

    const anon = await csrf(t.app);
    const s = await signIn(t.app, admin.email, admin.password);
    expect(s.csrfSecret).not.toBe(anon.secret);
    expect(unmaskCsrfToken(s.csrfToken)).toBe(s.csrfSecret);
    // The pre-login token no longer matches the browser's (new) cookie.
    expectCsrfFailure(
      await logout(t.app, {
        cookie: `sessionid=${s.sessionId}; csrftoken=${s.csrfSecret}`,
        'x-csrftoken': anon.token,
      }),
      'CSRF token from the X-CSRFToken HTTP header incorrect.',
    );
    // A signed-in call still needs the token: the session cookie alone is not enough.
    expectCsrfFailure(
      await logout(t.app, { cookie: `sessionid=${s.sessionId}; csrftoken=${s.csrfSecret}` }),
      'CSRF token missing.',
    );
    expect((await logout(t.app, s.headers)).statusCode).toBe(200);
  });
});
