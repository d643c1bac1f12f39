import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppOn, createTestApp, type TestApp } from '../../test/test-app';
import { loadConfig } from '../config';
import { allowedHostsOf, hostAllowed } from './allowed-hosts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ host: '127.0.0.1', port: 8000 });
});

afterAll(async () => {
  await t.close();
});

function expectBadHost(res: { statusCode: number; json(): unknown; body: string }, host: string): void {
  expect(res.statusCode, host).toBe(400);
  expect(res.json(), host).toEqual({ detail: 'Unknown or malformed Host header.', code: 'bad_host' });
}

describe('the Host allow-list (no PUBLIC_URL, no ALLOWED_HOSTS)', () => {
  it('answers the listening address and localhost, on any port', async () => {
    for (const host of [
      'localhost',
      'localhost:80',
      'LOCALHOST:8000',
      '127.0.0.1:8000',
      '127.0.0.1',
      '[::1]:8000',
    ]) {
      const res = await t.app.inject({
        url: '/api/studios/studios-enhanced/?page_size=1',
        headers: { host },
      });
      expect(res.statusCode, host).toBe(200);
    }
  });

  it('refuses any other host with 400 bad_host, on every route, before reflecting it', async () => {
    for (const url of ['/frontend/', '/sitemap.xml', '/api/studios/studios-enhanced/', '/nowhere']) {
      const res = await t.app.inject({ url, headers: { host: 'evil.example' } });
      expectBadHost(res, url);
      expect(res.body).not.toContain('evil.example');
      expect(res.headers['content-security-policy']).toBeDefined();
    }
  });

  it('answers a malformed Host with 400, never 500 (the compare PDF too)', async () => {
    for (const host of ['bad host', 'a"b', 'localhost:99999', 'x:', '[::1', 'localhost:8000:1']) {
      const res = await t.app.inject({ url: '/api/studios/compare/pdf/?ids=1,2', headers: { host } });
      expectBadHost(res, host);
    }
  });

  it('checks X-Forwarded-Host when it comes from a trusted proxy', async () => {
    const proxied = await buildAppOn(t.database, { trustProxy: 1 });
    try {
      const forged = await proxied.inject({
        url: '/frontend/',
        headers: { 'x-forwarded-host': 'evil.example' },
      });
      expectBadHost(forged, 'x-forwarded-host');
    } finally {
      await proxied.close();
    }
  });
});

describe('allowedHostsOf', () => {
  const config = (env: Record<string, string>) => loadConfig({ SEED_DEMO: 'false', ...env });

  it('adds PUBLIC_URL’s host to the defaults', () => {
    const hosts = allowedHostsOf(config({ PUBLIC_URL: 'https://studios.example.com/' }));
    expect(hosts).toEqual(expect.arrayContaining(['studios.example.com', 'localhost', '127.0.0.1', '[::1]']));
    expect(hostAllowed('studios.example.com', hosts)).toBe(true);
    expect(hostAllowed('evil.example', hosts)).toBe(false);
  });

  it('lists every local interface when listening on all of them', () => {
    const hosts = allowedHostsOf(config({ HOST: '0.0.0.0' }));
    expect(hosts).toContain('127.0.0.1');
    expect(hosts).not.toContain('0.0.0.0');
  });

  it('uses ALLOWED_HOSTS alone when set: ports pin, a leading dot allows subdomains', () => {
    const hosts = allowedHostsOf(config({ ALLOWED_HOSTS: '.example.org, vp.example.com:8443' }));
    expect(hostAllowed('example.org', hosts)).toBe(true);
    expect(hostAllowed('www.example.org:443', hosts)).toBe(true);
    expect(hostAllowed('badexample.org', hosts)).toBe(false);
    expect(hostAllowed('vp.example.com:8443', hosts)).toBe(true);
    expect(hostAllowed('vp.example.com', hosts)).toBe(false);
    expect(hostAllowed('localhost', hosts)).toBe(false);
    expect(hostAllowed(undefined, hosts)).toBe(false);
  });

  it('applies an explicit list to requests', async () => {
    const app = await buildAppOn(t.database, { allowedHosts: ['vp.example.com'] });
    try {
      expect(
        (await app.inject({ url: '/frontend/', headers: { host: 'vp.example.com' } })).statusCode,
      ).not.toBe(400);
      expectBadHost(await app.inject({ url: '/frontend/', headers: { host: 'localhost' } }), 'localhost');
    } finally {
      await app.close();
    }
  });
});
