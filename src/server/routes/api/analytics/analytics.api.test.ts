import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser, csrf, signIn } from '../../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { trimReferrer } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function postView(body: unknown, extra: Record<string, string> = {}) {
  const { headers } = await csrf(t.app);
  return t.app.inject({
    method: 'POST',
    url: '/api/analytics/pageview/',
    headers: { ...headers, ...extra },
    payload: body as object,
  });
}

describe('POST /api/analytics/pageview/', () => {
  it('stores path and trimmed referrer, sets no cookie of its own', async () => {
    const res = await postView({ path: '/studios', referrer: 'https://news.example.com/post?utm=x#top' });
    expect(res.statusCode).toBe(204);
    expect(res.headers['set-cookie']).toBeUndefined();
    await postView({ path: '/studios/12?x=1', referrer: '/studios' });
    const rows = await t.database.db.query.pageViews.findMany();
    expect(rows.map((r) => [r.path, r.referrer])).toEqual([
      ['/studios', 'https://news.example.com/post'],
      ['/studios/12', '/studios'],
    ]);
  });

  it('counts nothing when the browser says Do Not Track', async () => {
    const before = (await t.database.db.query.pageViews.findMany()).length;
    expect((await postView({ path: '/compare' }, { dnt: '1' })).statusCode).toBe(204);
    expect((await postView({ path: '/compare' }, { 'sec-gpc': '1' })).statusCode).toBe(204);
    expect((await t.database.db.query.pageViews.findMany()).length).toBe(before);
  });

  it('refuses bad paths with a message and without CSRF with 403', async () => {
    for (const path of ['', 'studios', '//evil.example.com', 'x'.repeat(600)]) {
      const res = await postView({ path });
      expect(res.statusCode, path).toBe(400);
      expect(res.json().detail).toMatch(/^path: /);
    }
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/pageview/',
      payload: { path: '/' },
    });
    expect(noToken.statusCode).toBe(403);
  });
});

describe('trimReferrer', () => {
  it('keeps only origin and path, and only for http(s)', () => {
    expect(trimReferrer('https://a.example.com/x/y?q=1#f')).toBe('https://a.example.com/x/y');
    expect(trimReferrer('/studios?country=Germany')).toBe('/studios');
    expect(trimReferrer('javascript:alert(1)')).toBeNull();
    expect(trimReferrer('not a url')).toBeNull();
    expect(trimReferrer(null)).toBeNull();
  });
});

describe('GET /api/analytics/summary/', () => {
  it('is for admins only', async () => {
    expect((await t.app.inject({ url: '/api/analytics/summary/' })).statusCode).toBe(401);
    const viewer = await createAdminUser(t.app, { isStaff: false });
    const session = await signIn(t.app, viewer.email, viewer.password);
    expect(
      (await t.app.inject({ url: '/api/analytics/summary/', headers: session.headers })).statusCode,
    ).toBe(403);
  });

  it('returns daily counts per path', async () => {
    const admin = await createAdminUser(t.app);
    const session = await signIn(t.app, admin.email, admin.password);
    const res = await t.app.inject({ url: '/api/analytics/summary/?days=7', headers: session.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const today = new Date().toISOString().slice(0, 10);
    expect(body.to).toBe(today);
    expect(body.days).toEqual(
      expect.arrayContaining([
        { date: today, path: '/studios', count: 1 },
        { date: today, path: '/studios/12', count: 1 },
      ]),
    );
    expect(body.total).toBe(2);
    const bad = await t.app.inject({ url: '/api/analytics/summary/?days=0', headers: session.headers });
    expect(bad.statusCode).toBe(400);
  });
});
