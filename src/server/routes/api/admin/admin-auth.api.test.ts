import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAdminUser, csrf, setCookieValue, signIn, type TestAdmin } from '../../../../test/auth-helpers';
import { createStudio } from '../../../../test/factories';
import { buildAppOn, createTestApp, type TestApp, testConfig } from '../../../../test/test-app';
import { buildApp } from '../../../app';
import { hashSessionId } from '../../../db/repositories/sessions';
import { changeLog, sessions } from '../../../db/schema';
import { requireStaff, requireSuperuser } from '../../../lib/http/guards';
import { DUMMY_PASSWORD_HASH, passwordHasher } from '../../../lib/passwords';

let t: TestApp;
/** The app with two extra routes behind the guards (registered before ready). */
let app: FastifyInstance;
let staff: TestAdmin;
let superuser: TestAdmin;
let nonStaff: TestAdmin;
let disabled: TestAdmin;

beforeAll(async () => {
  t = await createTestApp();
  app = await buildApp({ config: testConfig(), database: t.database, closeDatabase: false, logger: false });
  app.get('/api/test/staff-only/', { preHandler: requireStaff }, async (request) => ({
    email: request.viewer.account?.email,
  }));
  app.post('/api/test/superuser-only/', { preHandler: requireSuperuser }, async () => ({ ok: true }));
  await app.ready();
  staff = await createAdminUser(app, { email: 'Staff@Example.com', firstName: 'Sam', lastName: 'Staff' });
  superuser = await createAdminUser(app, { email: 'root@example.com', isSuperuser: true });
  nonStaff = await createAdminUser(app, { email: 'viewer@example.com', isStaff: false });
  disabled = await createAdminUser(app, { email: 'gone@example.com', isActive: false });
});

afterAll(async () => {
  await app.close();
  await t.close();
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function status(target: FastifyInstance, cookie?: string) {
  const res = await target.inject({ url: '/api/admin/status/', headers: cookie ? { cookie } : {} });
  expect(res.statusCode).toBe(200);
  return res.json() as { authenticated: boolean; user: Record<string, unknown> | null };
}

async function login(
  target: FastifyInstance,
  email: string,
  password: string,
  extra: Record<string, string> = {},
) {
  const anon = await csrf(target);
  return target.inject({
    method: 'POST',
    url: '/api/admin/login/',
    headers: { ...anon.headers, ...extra },
    payload: { email, password },
  });
}

describe('the whole flow', () => {
  it('csrf → login → status → an admin-only call → logout → status false', async () => {
    const token = await app.inject({ url: '/api/admin/csrf-token/' });
    expect(token.statusCode).toBe(200);
    expect(token.headers['cache-control']).toBe('no-store');
    const csrfToken = token.json().csrf_token as string;
    expect(csrfToken).toMatch(/^[A-Za-z0-9]{64}$/);
    const csrfSecret = setCookieValue(token, 'csrftoken')!;
    expect(csrfSecret).toMatch(/^[A-Za-z0-9]{32}$/);

    const anonymous = await status(app);
    expect(anonymous).toEqual({ authenticated: false, user: null });
    const blocked = await app.inject({ url: '/api/test/staff-only/' });
    expect(blocked.statusCode).toBe(401);
    expect(blocked.json()).toEqual({
      code: 'not_authenticated',
      detail: 'Authentication credentials were not provided.',
    });

    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/login/',
      headers: {
        cookie: `csrftoken=${csrfSecret}`,
        'x-csrftoken': csrfToken,
        'x-requested-with': 'XMLHttpRequest',
      },
      payload: { email: ' STAFF@example.com ', password: staff.password },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      message: 'Login successful',
      user: {
        id: staff.id,
        email: 'staff@example.com',
        username: 'staff@example.com',
        first_name: 'Sam',
        last_name: 'Staff',
        is_staff: true,
        is_superuser: false,
        last_login: expect.any(String),
        role: 'admin',
        owned_studio_ids: [],
      },
      csrf_token: expect.stringMatching(/^[A-Za-z0-9]{64}$/),
    });
    expect(JSON.stringify(body)).not.toContain('scrypt');
    expect(Date.now() - Date.parse(body.user.last_login)).toBeLessThan(60_000);
    const sessionId = setCookieValue(res, 'sessionid')!;
    expect(sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const newSecret = setCookieValue(res, 'csrftoken')!;
    expect(newSecret).not.toBe(csrfSecret);
    const cookie = `sessionid=${sessionId}; csrftoken=${newSecret}`;

    const signedIn = await status(app, cookie);
    expect(signedIn).toEqual({ authenticated: true, user: body.user });

    const adminOnly = await app.inject({ url: '/api/test/staff-only/', headers: { cookie } });
    expect(adminOnly.statusCode).toBe(200);
    expect(adminOnly.json()).toEqual({ email: 'staff@example.com' });

    const logout = await app.inject({
      method: 'POST',
      url: '/api/admin/logout/',
      headers: { cookie, 'x-csrftoken': body.csrf_token },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ success: true, message: 'Logged out' });
    const cleared = logout.cookies.find((c) => c.name === 'sessionid');
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime() ?? 0).toBeLessThan(Date.now());

    expect(await status(app)).toEqual({ authenticated: false, user: null });
    // Replaying the old cookie: the session is gone on the server.
    expect(await status(app, cookie)).toEqual({ authenticated: false, user: null });
    const replayed = await app.inject({ url: '/api/test/staff-only/', headers: { cookie } });
    expect(replayed.statusCode).toBe(401);
  });

  it('stores only the SHA-256 of the session id', async () => {
    const s = await signIn(app, superuser.email, superuser.password);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, superuser.id));
    expect(rows.map((r) => r.idHash)).toContain(hashSessionId(s.sessionId));
    expect(JSON.stringify(rows)).not.toContain(s.sessionId);
    expect(hashSessionId(s.sessionId)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('shows admins draft studios, and visitors not', async () => {
    const draft = await createStudio(app, { name: 'Hidden Draft', status: 'draft' });
    const s = await signIn(app, staff.email, staff.password);
    const visitor = await app.inject({ url: `/api/studios/studios-enhanced/${draft}/` });
    expect(visitor.statusCode).toBe(404);
    const admin = await app.inject({ url: `/api/studios/studios-enhanced/${draft}/`, headers: s.headers });
    expect(admin.statusCode).toBe(200);
  });
});

describe('POST /api/admin/login/', () => {
  it('answers an unknown email, a wrong password and a disabled account alike', async () => {
    const spy = vi.spyOn(passwordHasher, 'verify');
    const unknown = await login(app, 'nobody@example.com', 'whatever-password');
    const wrong = await login(app, staff.email, 'not-the-password');
    const inactive = await login(app, disabled.email, disabled.password);
    for (const res of [unknown, wrong, inactive]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        message: 'Invalid email or password',
        code: 'invalid_credentials',
        detail: 'Invalid email or password',
      });
      expect(res.cookies.map((c) => c.name)).toEqual([]);
    }
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(wrong.headers).sort());
    // Every path ran one full verification; the unknown email against the dummy hash.
    expect(spy).toHaveBeenCalledTimes(3);
    expect(spy.mock.calls[0]).toEqual(['whatever-password', DUMMY_PASSWORD_HASH]);
    expect(spy.mock.calls[1]?.[1]).toBe(staff.passwordHash);
    expect(spy.mock.calls[2]?.[1]).toBe(disabled.passwordHash);
  });

  it('verifies an unknown email in about the time of a full-cost hash', async () => {
    // The dummy hash has the production cost (N=2^17): it is never a shortcut.
    const started = performance.now();
    expect(await passwordHasher.verify('x', DUMMY_PASSWORD_HASH)).toBe(false);
    expect(performance.now() - started).toBeGreaterThan(50);
  });

  it('asks for both fields', async () => {
    const anon = await csrf(app);
    for (const payload of [{}, { email: 'a@b.c' }, { password: 'x' }, { email: '  ', password: 'x' }]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/login/',
        headers: anon.headers,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'Email and password are required.',
        code: 'credentials_required',
        detail: 'Email and password are required.',
      });
    }
    const wrongType = await app.inject({
      method: 'POST',
      url: '/api/admin/login/',
      headers: anon.headers,
      payload: { email: 42, password: 'x' },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().detail).toMatch(/expected string/);
    const noBody = await app.inject({ method: 'POST', url: '/api/admin/login/', headers: anon.headers });
    expect(noBody.statusCode).toBe(400);
  });

  it('rotates the session: the pre-login session id no longer works', async () => {
    const first = await signIn(app, staff.email, staff.password);
    expect((await status(app, first.headers.cookie)).authenticated).toBe(true);
    // Sign in again from the same browser (it sends its current cookies).
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/login/',
      headers: first.headers,
      payload: { email: superuser.email, password: superuser.password },
    });
    expect(res.statusCode).toBe(200);
    const second = setCookieValue(res, 'sessionid')!;
    expect(second).not.toBe(first.sessionId);
    expect((await status(app, `sessionid=${first.sessionId}`)).authenticated).toBe(false);
    const now = await status(app, `sessionid=${second}`);
    expect(now.user?.email).toBe(superuser.email);
    const row = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, hashSessionId(first.sessionId)));
    expect(row).toEqual([]);
  });

  it('sets HttpOnly SameSite=Lax cookies, Secure only over https or when configured', async () => {
    const plain = await login(app, staff.email, staff.password);
    const session = plain.cookies.find((c) => c.name === 'sessionid')!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session.secure).toBeFalsy();
    expect(session.maxAge).toBe(12 * 3600);
    const csrfCookie = plain.cookies.find((c) => c.name === 'csrftoken')!;
    expect(csrfCookie).toMatchObject({ sameSite: 'Lax', path: '/' });
    expect(csrfCookie.httpOnly).toBeFalsy();
    expect(csrfCookie.secure).toBeFalsy();

    const proxied = await buildAppOn(t.database, { trustProxy: 1, allowedHosts: ['studios.example'] });
    try {
      const https = {
        'x-forwarded-proto': 'https',
        host: 'studios.example',
        origin: 'https://studios.example',
      };
      const tokenRes = await proxied.inject({ url: '/api/admin/csrf-token/', headers: https });
      expect(tokenRes.cookies[0]?.secure).toBe(true);
      const secret = setCookieValue(tokenRes, 'csrftoken')!;
      const res = await proxied.inject({
        method: 'POST',
        url: '/api/admin/login/',
        headers: { ...https, cookie: `csrftoken=${secret}`, 'x-csrftoken': tokenRes.json().csrf_token },
        payload: { email: staff.email, password: staff.password },
      });
      expect(res.statusCode).toBe(200);
      for (const cookie of res.cookies) expect(cookie.secure, cookie.name).toBe(true);
      expect(res.headers['strict-transport-security']).toBeDefined();
    } finally {
      await proxied.close();
    }

    const forced = await buildAppOn(t.database, { secureCookies: 'true' });
    try {
      const res = await login(forced, staff.email, staff.password);
      expect(res.statusCode).toBe(200);
      for (const cookie of res.cookies) expect(cookie.secure, cookie.name).toBe(true);
    } finally {
      await forced.close();
    }

    const never = await buildAppOn(t.database, { secureCookies: 'false', trustProxy: 1 });
    try {
      const res = await never.inject({
        url: '/api/admin/csrf-token/',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.cookies[0]?.secure).toBeFalsy();
    } finally {
      await never.close();
    }
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await app.inject({ url: '/api/schema/' })).json();
    for (const path of [
      '/api/admin/csrf-token/',
      '/api/admin/login/',
      '/api/admin/status/',
      '/api/admin/logout/',
    ]) {
      const ops = doc.paths[path];
      expect(ops, path).toBeDefined();
      for (const op of Object.values(ops) as { tags: string[] }[]) expect(op.tags).toEqual(['admin']);
    }
    expect(doc.components.schemas.AdminUser).toBeDefined();
  });

  it('refuses a disabled account even with a session made before', async () => {
    const victim = await createAdminUser(app, { email: 'soon-disabled@example.com' });
    const s = await signIn(app, victim.email, victim.password);
    await t.database.db.execute(sql`UPDATE admin_users SET is_active = false WHERE id = ${victim.id}`);
    expect((await status(app, s.headers.cookie)).authenticated).toBe(false);
  });
});

describe('guards', () => {
  it('answers 403 to a signed-in user who is not staff', async () => {
    const s = await signIn(app, nonStaff.email, nonStaff.password);
    expect((await status(app, s.headers.cookie)).user?.is_staff).toBe(false);
    const res = await app.inject({ url: '/api/test/staff-only/', headers: s.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'permission_denied',
      detail: 'You do not have permission to perform this action.',
    });
  });

  it('lets only superusers through requireSuperuser', async () => {
    const call = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/test/superuser-only/', headers });
    const anon = await csrf(app);
    expect((await call(anon.headers)).statusCode).toBe(401);
    const asStaff = await signIn(app, staff.email, staff.password);
    expect((await call(asStaff.headers)).statusCode).toBe(403);
    const asRoot = await signIn(app, superuser.email, superuser.password);
    const ok = await call(asRoot.headers);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true });
  });
});

describe('session expiry', () => {
  it('ends a session idle for longer than SESSION_IDLE_MINUTES (30 by default)', async () => {
    const s = await signIn(app, staff.email, staff.password);
    const idHash = hashSessionId(s.sessionId);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 29 * 60_000) })
      .where(eq(sessions.idHash, idHash));
    expect((await status(app, s.headers.cookie)).authenticated).toBe(true);
    // That request counted as activity: last_seen_at moved to now.
    const [touched] = await t.database.db.select().from(sessions).where(eq(sessions.idHash, idHash));
    expect(Date.now() - touched!.lastSeenAt.getTime()).toBeLessThan(10_000);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(sessions.idHash, idHash));
    expect((await status(app, s.headers.cookie)).authenticated).toBe(false);
    // The expired row is purged on sight.
    expect(await t.database.db.select().from(sessions).where(eq(sessions.idHash, idHash))).toEqual([]);
  });

  it('writes last_seen_at at most once a minute', async () => {
    const s = await signIn(app, staff.email, staff.password);
    const idHash = hashSessionId(s.sessionId);
    const seen = async () =>
      (
        await t.database.db.select().from(sessions).where(eq(sessions.idHash, idHash))
      )[0]!.lastSeenAt.getTime();
    const first = await seen();
    await status(app, s.headers.cookie);
    await status(app, s.headers.cookie);
    expect(await seen()).toBe(first);
    const older = new Date(Date.now() - 2 * 60_000);
    await t.database.db.update(sessions).set({ lastSeenAt: older }).where(eq(sessions.idHash, idHash));
    await status(app, s.headers.cookie);
    expect(await seen()).toBeGreaterThan(older.getTime());
  });

  it('ends a session after a short configured idle time, and activity keeps it alive', async () => {
    const short = await buildAppOn(t.database, { sessionIdleMs: 1500 });
    try {
      const s = await signIn(short, staff.email, staff.password);
      for (let i = 0; i < 4; i++) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect((await status(short, s.headers.cookie)).authenticated, `step ${i}`).toBe(true);
      }
      await new Promise((resolve) => setTimeout(resolve, 1700));
      expect((await status(short, s.headers.cookie)).authenticated).toBe(false);
    } finally {
      await short.close();
    }
  });

  it('ends a session at its absolute limit (SESSION_MAX_HOURS), active or not', async () => {
    const s = await signIn(app, staff.email, staff.password);
    const idHash = hashSessionId(s.sessionId);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.idHash, idHash));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(12 * 3_600_000);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, idHash));
    expect((await status(app, s.headers.cookie)).authenticated).toBe(false);

    const short = await buildAppOn(t.database, { sessionMaxMs: 1200 });
    try {
      const s2 = await signIn(short, staff.email, staff.password);
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect((await status(short, s2.headers.cookie)).authenticated).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect((await status(short, s2.headers.cookie)).authenticated).toBe(false);
    } finally {
      await short.close();
    }
  });

  it('purges expired sessions of everyone at the next sign-in', async () => {
    const s = await signIn(app, nonStaff.email, nonStaff.password);
    const idHash = hashSessionId(s.sessionId);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 3 * 3_600_000) })
      .where(eq(sessions.idHash, idHash));
    await signIn(app, staff.email, staff.password);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.idHash, idHash))).toEqual([]);
  });

  it('ignores malformed session cookies', async () => {
    for (const cookie of [
      'sessionid=',
      'sessionid=abc',
      `sessionid=${'A'.repeat(43)}`,
      `sessionid=${'%00'.repeat(43)}`,
    ]) {
      expect(await status(app, cookie)).toEqual({ authenticated: false, user: null });
    }
  });
});

describe('several server processes', () => {
  it('accept each other’s sessions and sign-outs', async () => {
    const other = await buildAppOn(t.database);
    try {
      const s = await signIn(app, staff.email, staff.password);
      expect((await status(other, s.headers.cookie)).user?.email).toBe(staff.email);
      const out = await other.inject({ method: 'POST', url: '/api/admin/logout/', headers: s.headers });
      expect(out.statusCode).toBe(200);
      expect((await status(app, s.headers.cookie)).authenticated).toBe(false);
    } finally {
      await other.close();
    }
  });
});

describe('change log', () => {
  it('records admin account writes without the password hash', async () => {
    const rows = await t.database.db
      .select()
      .from(changeLog)
      .where(eq(changeLog.field, `admin_user:${superuser.email}`));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'admin', studioId: null });
    expect(JSON.stringify(rows)).not.toContain('scrypt$');
  });
});
