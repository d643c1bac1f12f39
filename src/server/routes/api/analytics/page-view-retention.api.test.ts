/**
 * Page-view retention and the per-client limit across processes (several apps on one database, as
 * several server processes would be). Run on PGlite and on PostgreSQL.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAdminUser, csrf, signIn } from '../../../../test/auth-helpers';
import { buildAppOn, createTestApp, type TestApp } from '../../../../test/test-app';
import { rollUpPageViews } from '../../../db/repositories/page-views';
import { clientRateCounters, pageViewDaily, pageViews } from '../../../db/schema';
import { PAGE_VIEW_LIMIT } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.database.db.delete(pageViews);
  await t.database.db.delete(pageViewDaily);
});

/** Raw page views `daysAgo` days back (at noon UTC of that day, so the UTC day is unambiguous). */
async function viewsOn(daysAgo: number, path: string, times = 1): Promise<string> {
  const now = new Date();
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysAgo, 12));
  await t.database.db
    .insert(pageViews)
    .values(Array.from({ length: times }, () => ({ path, referrer: null, createdAt: day })));
  return day.toISOString().slice(0, 10);
}

async function daily() {
  const rows = await t.database.db.select().from(pageViewDaily);
  return rows.map((r) => [r.day, r.path, r.count]).sort();
}

describe('rollUpPageViews', () => {
  it('sums raw rows older than the retention into daily counts and deletes them, once', async () => {
    const old = await viewsOn(500, '/studios', 3);
    const older = await viewsOn(450, '/', 1);
    await viewsOn(10, '/studios', 2);
    expect(await rollUpPageViews(t.database.db, 400)).toBe(4);
    expect(await daily()).toEqual([
      [old, '/studios', 3],
      [older, '/', 1],
    ]);
    const raw = await t.database.db.select().from(pageViews);
    expect(raw).toHaveLength(2);
    // Again: nothing left to roll up, nothing counted twice.
    expect(await rollUpPageViews(t.database.db, 400)).toBe(0);
    expect(await daily()).toEqual([
      [old, '/studios', 3],
      [older, '/', 1],
    ]);
    // More views of an already rolled-up day are added to it.
    await viewsOn(500, '/studios', 2);
    await rollUpPageViews(t.database.db, 400);
    expect(await daily()).toContainEqual([old, '/studios', 5]);
  });

  it('counts every row exactly once when several processes roll up at the same time', async () => {
    const day = await viewsOn(40, '/studios', 50);
    const others = await Promise.all(
      [1, 2].map(() => buildAppOn(t.database, { pageViewRetentionDays: 400 })),
    );
    try {
      const rolled = await Promise.all([
        rollUpPageViews(t.database.db, 30),
        ...others.map((app) => rollUpPageViews(app.database.db, 30)),
      ]);
      expect(rolled.reduce((a, b) => a + b, 0)).toBe(50);
      expect(await daily()).toEqual([[day, '/studios', 50]]);
    } finally {
      await Promise.all(others.map((app) => app.close()));
    }
  });

  it('runs when the server starts, with PAGE_VIEW_RETENTION_DAYS', async () => {
    const day = await viewsOn(8, '/compare', 2);
    await viewsOn(2, '/compare', 1);
    const app = await buildAppOn(t.database, { pageViewRetentionDays: 5 });
    try {
      expect(await daily()).toEqual([[day, '/compare', 2]]);
      expect(await t.database.db.select().from(pageViews)).toHaveLength(1);
      // The admins' summary still counts the rolled-up day.
      const admin = await createAdminUser(app);
      const session = await signIn(app, admin.email, admin.password);
      const res = await app.inject({ url: '/api/analytics/summary/?days=30', headers: session.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().total).toBe(3);
      expect(res.json().days).toContainEqual({ date: day, path: '/compare', count: 2 });
    } finally {
      await app.close();
    }
  });
});

describe('the page-view limit per client', () => {
  it('is shared by every process on the database', async () => {
    const second = await buildAppOn(t.database);
    try {
      const apps = [t.app, second];
      const tokens = await Promise.all(apps.map((app) => csrf(app)));
      const view = (i: number) =>
        apps[i % 2]!.inject({
          method: 'POST',
          url: '/api/analytics/pageview/',
          // Do Not Track: counted against the limit, nothing stored.
          headers: { ...tokens[i % 2]!.headers, dnt: '1' },
          payload: { path: '/frontend/' },
          remoteAddress: '198.51.100.23',
        });
      for (let i = 0; i < PAGE_VIEW_LIMIT; i += 1) expect((await view(i)).statusCode).toBe(204);
      // Each process has seen only half the limit; together the client is over it.
      expect((await view(0)).statusCode).toBe(429);
      expect((await view(1)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('stores no client address', async () => {
    const rows = await t.database.db.select().from(clientRateCounters);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.key).toMatch(/^pageview:[0-9a-f]{64}$/);
  });
});
