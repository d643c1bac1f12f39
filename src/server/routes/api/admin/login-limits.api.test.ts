import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAdminUser, csrf, type TestAdmin } from '../../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import {
  beginAttempt,
  clientKeyFor,
  loadClientKeySecret,
  pairDelayMs,
} from '../../../db/repositories/login-attempts';
import { installSecrets, loginAttempts } from '../../../db/schema';

let t: TestApp;
let admin: TestAdmin;
let others: TestAdmin[];
let ipCounter = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdminUser(t.app, { email: 'limited@example.com' });
  others = [];
  for (let i = 0; i < 8; i++) others.push(await createAdminUser(t.app, { email: `other${i}@example.com` }));
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

/** Records a failure on `email` from `count` different addresses, as a crowd of strangers would. */
async function seedFailures(email: string, count: number, now = new Date()) {
  const secret = await loadClientKeySecret(t.database.db);
  for (let i = 0; i < count; i++) {
    const started = await t.app.write(
      (tx) =>
        beginAttempt(tx, {
          email,
          clientKey: clientKeyFor(secret, `10.9.${Math.floor(i / 250)}.${i % 250}`),
          now,
        }),
      { announce: false },
    );
    expect(started.blockedUntil).toBeNull();
  }
}

function retryAfter(res: { headers: Record<string, unknown> }): number {
  return Number(res.headers['retry-after']);
}

describe('failed sign-ins per account and address', () => {
  it('a stranger failing from another address does not lock the real admin out', async () => {
    const stranger = freshIp();
    for (let i = 0; i < 3; i++)
      expect((await attempt(admin.email, `guess ${i}`, stranger)).statusCode).toBe(401);
    expect((await attempt(admin.email, 'guess 4', stranger)).statusCode).toBe(429);
    // Thirty more over the hour from that address: the real admin, elsewhere, is not held up at all.
    await seedFailures(admin.email, 30);
    const right = await attempt(admin.email, admin.password, freshIp());
    expect(right.statusCode).toBe(200);
  });

  it('makes one pair wait longer after each failure past the first three: 30 s, 60 s, 120 s', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++)
      expect((await attempt(admin.email, 'wrong', ip)).statusCode, `${i + 1}`).toBe(401);
    for (const wait of [30, 60, 120]) {
      const blocked = await attempt(admin.email, admin.password, ip);
      expect(blocked.statusCode, `wait ${wait}`).toBe(429);
      expect(retryAfter(blocked)).toBeGreaterThan(wait - 5);
      expect(retryAfter(blocked)).toBeLessThanOrEqual(wait);
      expect(blocked.cookies).toEqual([]);
      await age(wait * 1000);
      expect((await attempt(admin.email, 'wrong again', ip)).statusCode).toBe(401);
    }
    const blocked = await attempt(admin.email, 'wrong', ip);
    expect(blocked.json()).toEqual({
      success: false,
      message: 'Too many failed sign-in attempts. Try again in 4 minutes.',
      code: 'login_throttled',
      detail: 'Too many failed sign-in attempts. Try again in 4 minutes.',
    });
    // Refused attempts are not counted.
    expect(await t.database.db.select().from(loginAttempts)).toHaveLength(6);
    // Other accounts from the same address are not affected.
    expect((await attempt(others[0]!.email, others[0]!.password, ip)).statusCode).toBe(200);
  });

  it('caps the wait at 15 minutes and forgets failures older than an hour', async () => {
    const ip = freshIp();
    const clientKey = clientKeyFor(await loadClientKeySecret(t.database.db), ip);
    // Twelve failures in the last hour, the latest a minute ago.
    await t.database.db.insert(loginAttempts).values(
      Array.from({ length: 12 }, (_, i) => ({
        email: admin.email,
        clientKey,
        success: false,
        createdAt: new Date(Date.now() - (56 - i * 5) * 60_000),
      })),
    );
    expect(pairDelayMs(12)).toBe(15 * 60_000);
    const blocked = await attempt(admin.email, admin.password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(retryAfter(blocked)).toBeLessThanOrEqual(14 * 60);
    expect(retryAfter(blocked)).toBeGreaterThan(13 * 60);
    await age(60 * 60_000);
    expect((await attempt(admin.email, admin.password, ip)).statusCode).toBe(200);
  });

  it("resets a pair at its success, but not the address's count nor the account's ceiling", async () => {
    const ip = freshIp();
    for (let i = 0; i < 2; i++) expect((await attempt(admin.email, 'wrong', ip)).statusCode).toBe(401);
    expect((await attempt(admin.email, admin.password, ip)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++)
      expect((await attempt(admin.email, 'wrong', ip)).statusCode, `after success ${i + 1}`).toBe(401);
    expect((await attempt(admin.email, 'wrong', ip)).statusCode).toBe(429);
  });

  it('counts unknown emails too, by the normalized email', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) await attempt(i % 2 ? 'Ghost@Example.com ' : 'ghost@example.com', 'x', ip);
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
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(9);
  });
});

describe('the account-wide ceiling', () => {
  it('past 50 failures in the hour slows addresses without failures to one attempt per 75 s, and lets the right password in', async () => {
    const stranger = freshIp();
    expect((await attempt(admin.email, 'wrong', stranger)).statusCode).toBe(401);
    await seedFailures(admin.email, 49);
    // The real admin, from an address with no failures: slowed (the last attempt was just now) ...
    const slowed = await attempt(admin.email, admin.password, freshIp());
    expect(slowed.statusCode).toBe(429);
    expect(retryAfter(slowed)).toBeGreaterThan(70);
    expect(retryAfter(slowed)).toBeLessThanOrEqual(75);
    // ... not refused: 75 s later the right password gets in, and the account's ceiling still stands.
    await age(75_000);
    expect((await attempt(admin.email, admin.password, freshIp())).statusCode).toBe(200);
    // An address that has failed on the account waits for the hour, even with the right password.
    const failed = await attempt(admin.email, admin.password, stranger);
    expect(failed.statusCode).toBe(429);
    expect(retryAfter(failed)).toBeGreaterThan(58 * 60);
    // A wrong guess from a clean address takes the next slot; the next clean address waits for it.
    await age(75_000);
    expect((await attempt(admin.email, 'wrong', freshIp())).statusCode).toBe(401);
    expect((await attempt(admin.email, admin.password, freshIp())).statusCode).toBe(429);
  });

  it('never lets more than 100 failures an hour through, even from a new address every 10 s', async () => {
    const secret = await loadClientKeySecret(t.database.db);
    const start = Date.now() - 2 * 3_600_000;
    const times: number[] = [];
    for (let step = 0; step < 600; step++) {
      const now = new Date(start + step * 10_000);
      // A fresh address, and one that keeps failing, every 10 s for 100 minutes.
      for (const ip of [`10.${Math.floor(step / 250)}.${step % 250}.1`, '10.255.255.255']) {
        const started = await t.app.write(
          (tx) =>
            beginAttempt(tx, {
              email: admin.email,
              clientKey: clientKeyFor(secret, ip),
              now,
            }),
          { announce: false },
        );
        if (started.attemptId !== null) times.push(now.getTime());
      }
    }
    let most = 0;
    for (let i = 0, j = 0; i < times.length; i++) {
      while (times[i]! - times[j]! >= 3_600_000) j++;
      most = Math.max(most, i - j + 1);
    }
    expect(most).toBeGreaterThan(80);
    expect(most).toBeLessThanOrEqual(100);
  }, 120_000);
});

describe('failed sign-ins per client address', () => {
  it('allows 20 in 15 minutes across accounts, then 429 for any account from that address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      const target = others[i % 7]!;
      const res = await attempt(target.email, 'wrong password', ip);
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    const blocked = await attempt(others[7]!.email, others[7]!.password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(890);
    expect(blocked.json().message).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    // A success does not reset an address's count.
    const other = freshIp();
    expect((await attempt(others[7]!.email, others[7]!.password, other)).statusCode).toBe(200);
    expect((await attempt(others[7]!.email, others[7]!.password, ip)).statusCode).toBe(429);
  });

  it('counts an IPv6 client by its /64, and an IPv4-mapped address as the IPv4 one', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await attempt(
        others[i % 7]!.email,
        'wrong password',
        `2001:db8:1:2::${(i + 1).toString(16)}`,
      );
      expect(res.statusCode).toBe(401);
    }
    expect((await attempt(others[7]!.email, 'x', '2001:db8:1:2:ffff::1')).statusCode).toBe(429);
    expect((await attempt(others[7]!.email, 'x', '2001:db8:1:3::1')).statusCode).toBe(401);

    await t.database.db.delete(loginAttempts);
    for (let i = 0; i < 20; i++) await attempt(others[i % 7]!.email, 'wrong password', '192.0.2.9');
    expect((await attempt(others[7]!.email, 'x', '::ffff:192.0.2.9')).statusCode).toBe(429);
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
