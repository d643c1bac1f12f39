/**
 * Issue 14: compare PDFs render in a worker pool behind a cache, refuse with 503 pdf_busy when the
 * queue is full and with 429 rate_limited when one client asks too often.
 */
import type { FastifyInstance } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser, type SignedIn, signIn } from '../../../../test/auth-helpers';
import { createStudio } from '../../../../test/factories';
import { buildAppOn, createTestApp, type TestApp, testConfig } from '../../../../test/test-app';

let t: TestApp;
let admin: SignedIn;
let a: number;
let b: number;
const extraApps: FastifyInstance[] = [];

// Renders at the test runner's own priority: on a busy test machine a niced thread could starve.
const generous = { ...testConfig().comparePdf, ratePerMinute: 10_000, nice: 0 };

beforeAll(async () => {
  t = await createTestApp({ comparePdf: generous });
  const user = await createAdminUser(t.app, { email: 'pdf-editor@example.com' });
  admin = await signIn(t.app, user.email, user.password);
  a = await createStudio(t.app, { name: 'Pool Alpha', city: 'Berlin' });
  b = await createStudio(t.app, { name: 'Pool Beta', city: 'Lisbon' });
});

afterAll(async () => {
  for (const app of extraApps) await app.close();
  await t.close();
});

/** Another app on the same database with its own PDF settings, as a differently configured server. */
async function appWith(comparePdf: Partial<typeof generous>): Promise<FastifyInstance> {
  const app = await buildAppOn(t.database, { comparePdf: { ...generous, ...comparePdf } });
  extraApps.push(app);
  return app;
}

async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, '');
}

// Each app here starts its own render thread, which loads the TypeScript sources: slow on a busy machine.
describe('compare PDF pool and cache', { timeout: 90_000 }, () => {
  it('answers a repeated request from the cache with the same bytes, and renders again after an edit', async () => {
    const url = `/api/studios/compare/pdf/?ids=${a},${b}&lang=en`;
    const { pool } = t.app.comparePdf;
    const before = pool.renders;
    const first = await t.app.inject({ url });
    expect(first.statusCode).toBe(200);
    expect(pool.renders).toBe(before + 1);
    expect(await pdfText(first.rawPayload)).toContain('Lisbon');

    const second = await t.app.inject({ url });
    expect(second.statusCode).toBe(200);
    expect(pool.renders).toBe(before + 1);
    expect(Buffer.compare(second.rawPayload, first.rawPayload)).toBe(0);

    // Another language is another document.
    const russian = await t.app.inject({ url: `/api/studios/compare/pdf/?ids=${a},${b}&lang=ru` });
    expect(russian.statusCode).toBe(200);
    expect(pool.renders).toBe(before + 2);
    expect(await pdfText(russian.rawPayload)).toContain('Сравнениестудий');

    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/studios/studios-enhanced/${b}/`,
      headers: admin.headers,
      payload: { city: 'Porto' },
    });
    expect(edit.statusCode).toBe(200);
    const third = await t.app.inject({ url });
    expect(third.statusCode).toBe(200);
    expect(pool.renders).toBe(before + 3);
    const text = await pdfText(third.rawPayload);
    expect(text).toContain('Porto');
    expect(text).not.toContain('Lisbon');
  });

  it('answers 503 pdf_busy with Retry-After when every thread is busy and the queue is full', async () => {
    const app = await appWith({ workers: 1, queueLimit: 0 });
    // Different pins make different documents, so none of them is shared through the cache.
    const responses = await Promise.all(
      ['led.brightness', 'led.pixel_pitch', 'stage.floor_type'].map((pin) =>
        app.inject({ url: `/api/studios/compare/pdf/?ids=${a},${b}&pin=${pin}` }),
      ),
    );
    const statuses = responses.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 503, 503]);
    for (const res of responses.filter((r) => r.statusCode === 503)) {
      expect(res.headers['retry-after']).toMatch(/^[1-9]\d*$/);
      expect(res.json()).toEqual({ detail: expect.stringContaining('busy'), code: 'pdf_busy' });
    }
    expect(app.comparePdf.pool.pending).toBe(0);
  });

  it('lets renders wait in the queue up to its limit', async () => {
    const app = await appWith({ workers: 1, queueLimit: 1 });
    const responses = await Promise.all(
      ['led.brightness', 'led.pixel_pitch'].map((pin) =>
        app.inject({ url: `/api/studios/compare/pdf/?ids=${b},${a}&pin=${pin}` }),
      ),
    );
    expect(responses.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(app.comparePdf.pool.renders).toBe(2);
  });

  it('answers 429 rate_limited with Retry-After to a client over its limit, per client address', async () => {
    const app = await appWith({ ratePerMinute: 2 });
    const url = `/api/studios/compare/pdf/?ids=${a},${b}`;
    const from = (remoteAddress: string) => app.inject({ url, remoteAddress });
    // Malformed requests cost nothing and use none of the allowance.
    for (let i = 0; i < 3; i += 1) {
      const bad = await app.inject({
        url: `/api/studios/compare/pdf/?ids=${a}`,
        remoteAddress: '203.0.113.5',
      });
      expect(bad.statusCode).toBe(400);
    }
    expect((await from('203.0.113.5')).statusCode).toBe(200);
    expect((await from('203.0.113.5')).statusCode).toBe(200);
    const refused = await from('203.0.113.5');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({ detail: expect.stringContaining('Too many'), code: 'rate_limited' });
    // Another address has its own allowance; a forwarded address is not trusted without TRUST_PROXY.
    expect((await from('203.0.113.6')).statusCode).toBe(200);
    const forged = await app.inject({
      url,
      remoteAddress: '203.0.113.5',
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
    expect(forged.statusCode).toBe(429);
  });

  it('counts forwarded client addresses when TRUST_PROXY is on', async () => {
    const app = await buildAppOn(t.database, {
      trustProxy: 1,
      comparePdf: { ...generous, ratePerMinute: 1 },
    });
    extraApps.push(app);
    const url = `/api/studios/compare/pdf/?ids=${a},${b}`;
    const via = (client: string) =>
      app.inject({ url, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': client } });
    expect((await via('198.51.100.1')).statusCode).toBe(200);
    expect((await via('198.51.100.1')).statusCode).toBe(429);
    expect((await via('198.51.100.2')).statusCode).toBe(200);
  });

  it('still answers 400 for a bad request, with no render', async () => {
    const before = t.app.comparePdf.pool.renders;
    const res = await t.app.inject({ url: `/api/studios/compare/pdf/?ids=${a}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain('Select at least 2 studios to compare.');
    expect(t.app.comparePdf.pool.renders).toBe(before);
  });
});
