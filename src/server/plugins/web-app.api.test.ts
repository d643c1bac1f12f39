import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/test-app';
import { resetTestDatabase, workerTestDatabase } from '../../test/test-database';
import { buildApp } from '../app';
import { PUBLIC_SHARED_CACHE_CONTROL } from '../lib/http/conditional-get';

const dist = mkdtempSync(path.join(os.tmpdir(), 'vp-web-dist-'));
let app: FastifyInstance;

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Default</title><!--app-head--><!--app-config--></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'app-Abc123.js'), 'console.log("app")');
  writeFileSync(path.join(dist, 'assets', 'app-Abc123.js.map'), '{"version":3,"sources":["secret.ts"]}');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  const { database } = await workerTestDatabase();
  await resetTestDatabase(database);
  app = await buildApp({
    config: testConfig(),
    database,
    closeDatabase: false,
    logger: false,
    webDistFolder: dist,
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the web app at /frontend/', () => {
  it('redirects / and /frontend to /frontend/', async () => {
    for (const url of ['/', '/frontend']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location).toBe('/frontend/');
    }
  });

  it('serves index.html with the site configuration for every client route', async () => {
    for (const url of [
      '/frontend/',
      '/frontend/studios',
      '/frontend/compare?studios=1,2',
      '/frontend/admin/login',
      '/frontend/css-test',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe(PUBLIC_SHARED_CACHE_CONTROL);
      const config = /<script type="application\/json" id="app-config">(.*?)<\/script>/.exec(res.body)?.[1];
      expect(JSON.parse(config ?? 'null')).toMatchObject({
        dataProvider: { name: expect.any(String) },
        listMaxPages: 10,
      });
    }
  });

  it('answers 404 with the app for paths outside the route table', async () => {
    for (const url of ['/frontend/nope', '/frontend/studios/1/extra', '/frontend/admin']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets with a year of caching and other files with an hour', async () => {
    const asset = await app.inject({ url: '/frontend/assets/app-Abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ url: '/frontend/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    const missing = await app.inject({ url: '/frontend/assets/missing-123.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('sends /frontend/index.html to the landing page, never the raw template', async () => {
    const res = await app.inject({ url: '/frontend/index.html' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/frontend/');
    expect(res.body).not.toContain('<!--app-head-->');
  });

  it('never serves source maps', async () => {
    expect((await app.inject({ url: '/frontend/assets/app-Abc123.js' })).statusCode).toBe(200);
    const map = await app.inject({ url: '/frontend/assets/app-Abc123.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.ts');
  });

  it('sends the security headers on pages and API responses', async () => {
    for (const url of ['/frontend/', '/api/studios/studios-enhanced/']) {
      const res = await app.inject({ url });
      const csp = res.headers['content-security-policy'] as string;
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain('frame-src https:');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
      // 'Use my location' in the near box works for the app itself, never for an embedded frame.
      expect(res.headers['permissions-policy']).toBe(
        'camera=(), microphone=(), geolocation=(self), payment=()',
      );
    }
  });

  it("allows <style> only with the page's own nonce, one per page (every visitor's) and never on the API", async () => {
    const nonces = [];
    for (const url of ['/frontend/studios', '/frontend/studios', '/frontend/compare?studios=1,2']) {
      const res = await app.inject({ url });
      const nonce = /<meta name="csp-nonce" content="([A-Za-z0-9+/=]{24})">/.exec(res.body)?.[1];
      expect(nonce).toBeDefined();
      expect(res.headers['content-security-policy']).toContain(`style-src 'self' 'nonce-${nonce}';`);
      // <style> elements need the nonce; only style attributes (server-rendered `style` props) are free.
      const directives = String(res.headers['content-security-policy']).split('; ');
      expect(directives.filter((d) => d.includes('unsafe-inline'))).toEqual([
        "style-src-attr 'unsafe-inline'",
      ]);
      expect(directives.some((d) => d.startsWith('style-src-elem'))).toBe(false);
      nonces.push(nonce);
    }
    // A visitor's page is what a shared cache keeps, nonce and CSP together: the same page has the
    // same nonce; another page another (security-headers.ts, sharedStyleNonceFor).
    expect(nonces[0]).toBe(nonces[1]);
    expect(nonces[2]).not.toBe(nonces[0]);
    const api = await app.inject({ url: '/api/studios/studios-enhanced/' });
    expect(api.headers['content-security-policy']).toContain("style-src 'self';");
  });

  it('adds HSTS when served over HTTPS behind a trusted proxy', async () => {
    const { database } = await workerTestDatabase();
    const proxied = await buildApp({
      config: testConfig({ trustProxy: 1 }),
      database,
      closeDatabase: false,
      logger: false,
      webDistFolder: dist,
    });
    const res = await proxied.inject({ url: '/frontend/', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    await proxied.close();
  });
});
