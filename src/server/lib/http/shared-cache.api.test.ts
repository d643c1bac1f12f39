/**
 * What shared caches may keep (issue 37): a visitor's public API answers say s-maxage with
 * stale-while-revalidate and Vary on what they depend on; a signed-in reader's answers are private,
 * on the same URLs; the admin-only answers are never kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser, signIn } from '../../../test/auth-helpers';
import { createStudio } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { PUBLIC_SHARED_CACHE_CONTROL } from './conditional-get';

let t: TestApp;
let id: number;
let signedInCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  id = await createStudio(t.app, { name: 'Shared Stage', status: 'published' });
  const admin = await createAdminUser(t.app);
  signedInCookie = (await signIn(t.app, admin.email, admin.password)).headers.cookie;
});

afterAll(async () => {
  await t.close();
});

const publicReads = () => [
  '/api/studios/studios-enhanced/',
  `/api/studios/studios-enhanced/${id}/`,
  `/api/studios/studios/${id}/parameters/categorized/`,
];

describe('public API answers', () => {
  it("tell a shared cache it may keep a visitor's answer for seconds, varying by encoding and cookie", async () => {
    expect(PUBLIC_SHARED_CACHE_CONTROL).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    for (const url of publicReads()) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(PUBLIC_SHARED_CACHE_CONTROL);
      expect(String(res.headers.vary), url).toMatch(/Accept-Encoding/);
      expect(String(res.headers.vary), url).toMatch(/Cookie/);
      expect(res.headers['set-cookie'], url).toBeUndefined();
    }
  });

  it("never let a shared cache keep a signed-in reader's answer on the same URLs", async () => {
    for (const url of publicReads()) {
      const res = await t.app.inject({ url, headers: { cookie: signedInCookie } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toMatch(/^private\b/);
      expect(res.headers['cache-control'], url).not.toMatch(/s-maxage|public/);
    }
    const adminOnly = await t.app.inject({ url: '/api/admin/outbox/', headers: { cookie: signedInCookie } });
    expect(adminOnly.headers['cache-control']).toBe('private, no-store');
  });
});
