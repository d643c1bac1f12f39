import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAdminUser, csrf, type TestAdmin } from '../../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { installSecrets, loginAttempts } from '../../../db/schema';

let t: TestApp;
let admin: TestAdmin;
let others: TestAdmin[];
let ipCounter = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdminUser(t.app, { email: 'limited@example.com' });
  others = [];
  for (let i = 0; i < 6; i++) others.push(await createAdminUser(t.app, { email: `other${i}@example.com` }));
});

afterAll(async () => {
  await t.close();
});

beforeEach(async () => {
  await t.database.db.delete(loginAttempts);
});

/** A new client address for each test, so that the per-address count starts at zero. */
function freshIp(): string {
  ipCounter += 1;
  return `203.0.113.${ipCounter}`;
}

async function attempt(email: string, password: string, remoteAddress: string) {
  const anon = await csrf(t.app);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/login/',
    headers: anon.headers,
    remoteAddress,
    payload: { email, password },
  });
}

/** Moves every recorded attempt back in time. */
async function age(ms: number) {
  await t.database.db.execute(
    sql`UPDATE login_attempts SET created_at = created_at - (${ms} * interval '1 millisecond')`,
  );
}

describe('failed sign-ins per account', () => {
  it('allows 5 in 15 minutes, then answers 429 with Retry-After, even to the right password', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      const res = await attempt(admin.email, `wrong password ${i}`, ip);
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    const blocked = await attempt(admin.email, 'wrong password 6', ip);
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(890);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(blocked.json()).toEqual({
      success: false,
      message: 'Too many failed sign-in attempts. Try again in 15 minutes.',
      code: 'login_throttled',
      detail: 'Too many failed sign-in attempts. Try again in 15 minutes.',
    });
    // The right password from another address: still refused, the account is locked for now.
    const right = await attempt(admin.email, admin.password, freshIp());
    expect(right.statusCode).toBe(429);
    expect(right.cookies).toEqual([]);
    // Refused attempts are not counted.
    const rows = await t.database.db.select().from(loginAttempts);
    expect(rows).toHaveLength(5);
    // Other accounts are not affected.
    expect((await attempt(others[0]!.email, others[0]!.password, ip)).statusCode).toBe(200);
  });

  it('counts the window from the oldest failure: Retry-After shrinks, and then sign-in works', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await attempt(admin.email, 'wrong password', ip);
    await age(14 * 60_000);
    const blocked = await attempt(admin.email, admin.password, ip);
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(blocked.json().message).toBe('Too many failed sign-in attempts. Try again in 1 minute.');
    await age(61_000);
    expect((await attempt(admin.email, admin.password, ip)).statusCode).toBe(200);
  });

  it('uses the limit-th most recent failure for Retry-After when failures are spread out', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) await attempt(admin.email, 'wrong password', ip);
    await age(10 * 60_000);
    for (let i = 0; i < 2; i++) await attempt(admin.email, 'wrong password', ip);
    const blocked = await attempt(admin.email, 'wrong password', ip);
    expect(blocked.statusCode).toBe(429);
    // The oldest failures leave the window in 5 minutes.
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(290);
    expect(retryAfter).toBeLessThanOrEqual(300);
    expect(blocked.json().message).toBe('Too many failed sign-in attempts. Try again in 5 minutes.');
  });

  it('resets the account count at a successful sign-in', async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i++)
      expect((await attempt(admin.email, 'wrong password', ip)).statusCode).toBe(401);
    expect((await attempt(admin.email, admin.password, ip)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect((await attempt(admin.email, 'wrong password', ip)).statusCode, `after success ${i + 1}`).toBe(
        401,
      );
    }
    expect((await attempt(admin.email, 'wrong password', ip)).statusCode).toBe(429);
  });

  it('counts unknown emails too, by the normalized email', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await attempt(i % 2 ? 'Ghost@Example.com ' : 'ghost@example.com', 'x', ip);
    expect((await attempt('GHOST@example.com', 'x', ip)).statusCode).toBe(429);
  });

  it('holds under parallel guessing', async () => {
    const ip = freshIp();
    const anon = await csrf(t.app);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/admin/login/',
          headers: anon.headers,
          remoteAddress: ip,
          payload: { email: admin.email, password: `parallel guess ${i}` },
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(7);
  });
});

describe('failed sign-ins per client address', () => {
  it('allows 20 in 15 minutes across accounts, then 429 for any account from that address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      const target = others[i % 5]!;
      const res = await attempt(target.email, 'wrong password', ip);
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    const blocked = await attempt(others[5]!.email, others[5]!.password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(890);
    expect(blocked.json().message).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    // A success does not reset an address's count.
    const other = freshIp();
    expect((await attempt(others[5]!.email, others[5]!.password, other)).statusCode).toBe(200);
    expect((await attempt(others[5]!.email, others[5]!.password, ip)).statusCode).toBe(429);
  });

  it('counts an IPv6 client by its /64, and an IPv4-mapped address as the IPv4 one', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await attempt(
        others[i % 5]!.email,
        'wrong password',
        `2001:db8:1:2::${(i + 1).toString(16)}`,
      );
      expect(res.statusCode).toBe(401);
    }
    expect((await attempt(others[5]!.email, 'x', '2001:db8:1:2:ffff::1')).statusCode).toBe(429);
    expect((await attempt(others[5]!.email, 'x', '2001:db8:1:3::1')).statusCode).toBe(401);

    await t.database.db.delete(loginAttempts);
    for (let i = 0; i < 20; i++) await attempt(others[i % 5]!.email, 'wrong password', '192.0.2.9');
    expect((await attempt(others[5]!.email, 'x', '::ffff:192.0.2.9')).statusCode).toBe(429);
  });

  it('never stores the address: only an HMAC under a per-install secret', async () => {
    const ip = '198.51.100.77';
    await attempt('someone@example.com', 'x', ip);
    const rows = await t.database.db.select().from(loginAttempts);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.clientKey).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain('198.51.100');
    const secrets = await t.database.db.select().from(installSecrets);
    expect(secrets.map((s) => s.name)).toContain('login_client_key');
  });
});
