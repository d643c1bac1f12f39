import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CsrfHeaders, csrf } from '../../../test/auth-helpers';
import { buildAppOn, createTestApp, type TestApp } from '../../../test/test-app';
import { trustProxyFunction } from './trust-proxy';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

/** Page views allowed per client address and minute (routes/api/analytics). */
const PAGE_VIEW_LIMIT = 120;

function pageView(app: TestApp['app'], headers: CsrfHeaders, forwardedFor: string) {
  return app.inject({
    method: 'POST',
    url: '/api/analytics/pageview/',
    // Do Not Track: the limit applies, nothing is written.
    headers: { ...headers, 'x-forwarded-for': forwardedFor, dnt: '1' },
    payload: { path: '/frontend/' },
  });
}

describe('TRUST_PROXY with one hop', () => {
  it('takes the address the proxy appended: a client-chosen left-most X-Forwarded-For changes nothing', async () => {
    const app = await buildAppOn(t.database, { trustProxy: 1 });
    try {
      const { headers } = await csrf(app);
      for (let i = 0; i < PAGE_VIEW_LIMIT; i += 1) {
        const res = await pageView(app, headers, `10.9.${i >> 8}.${i & 255}, 203.0.113.7`);
        expect(res.statusCode).toBe(204);
      }
      // Another invented left-most address: still the same client, now over its limit.
      expect((await pageView(app, headers, '198.51.100.99, 203.0.113.7')).statusCode).toBe(429);
      // The proxy's appended address is what counts: another client goes ahead.
      expect((await pageView(app, headers, '198.51.100.99, 203.0.113.8')).statusCode).toBe(204);
    } finally {
      await app.close();
    }
  });
});

describe('trustProxyFunction', () => {
  it('trusts no one, the nearest N hops, or the listed addresses and ranges', () => {
    expect(trustProxyFunction(false)).toBe(false);
    expect(trustProxyFunction(0)).toBe(false);
    const twoHops = trustProxyFunction(2);
    expect(twoHops && [twoHops('1.2.3.4', 0), twoHops('1.2.3.4', 1), twoHops('1.2.3.4', 2)]).toEqual([
      true,
      true,
      false,
    ]);
    const listed = trustProxyFunction(['10.0.0.0/8', 'loopback']);
    expect(listed && [listed('10.1.2.3', 0), listed('127.0.0.1', 3), listed('192.0.2.1', 0)]).toEqual([
      true,
      true,
      false,
    ]);
  });
});
