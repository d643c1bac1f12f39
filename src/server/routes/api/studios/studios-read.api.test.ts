import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser, signIn } from '../../../../test/auth-helpers';
import { createStudio } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { PUBLIC_SHARED_CACHE_CONTROL } from '../../../lib/http/conditional-get';

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  ids.published = await createStudio(t.app, {
    name: 'Alpha &amp; Omega Stages',
    city: 'Berlin',
    country: 'Germany',
    parameters: {
      LED_PHYSICAL_PRIMARY_WALL_WIDTH_M: '24.5 m [1][3]',
      LED_PANEL_PIXEL_PITCH_MM: '2.3 [3]',
      GENERAL_STAGE_COUNT: '2',
      CONTACT_EMAIL: 'hello@example.com',
    },
    sources: [
      { index: 1, url: 'https://example.com/about', description: 'About page' },
      { index: 3, url: 'https://example.com/tech.pdf', description: 'Tech sheet' },
    ],
    attributes: {
      production_pipeline_virtual_tools: [{ name: 'Unreal Engine', url: 'https://www.unrealengine.com' }],
      scanning_team_type: 'In-House',
    },
  });
  ids.pending = await createStudio(t.app, { name: 'Beta Volume', status: 'pending_review' });
  ids.draft = await createStudio(t.app, { name: 'Gamma Draft', status: 'draft' });
  ids.archived = await createStudio(t.app, { name: 'Delta Archived', status: 'archived' });
  for (let i = 0; i < 5; i++) await createStudio(t.app, { name: `Zeta ${i}`, status: 'published' });
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/studios/studios-enhanced/', () => {
  it('lists published and pending_review studios only, with DRF pagination', async () => {
    const res = await t.app.inject({ url: '/api/studios/studios-enhanced/?page=1&page_size=100' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(7);
    expect(body.next).toBeNull();
    expect(body.previous).toBeNull();
    const names = body.results.map((s: { name: string }) => s.name);
    expect(names).toContain('Alpha &amp; Omega Stages');
    expect(names).toContain('Beta Volume');
    expect(names).not.toContain('Gamma Draft');
    expect(names).not.toContain('Delta Archived');
  });

  it('gives absolute next and previous links and clamps page_size to 100', async () => {
    const first = await t.app.inject({ url: '/api/studios/studios-enhanced/?page=1&page_size=3' });
    expect(first.json().next).toBe('http://localhost:80/api/studios/studios-enhanced/?page=2&page_size=3');
    const second = await t.app.inject({ url: '/api/studios/studios-enhanced/?page=2&page_size=3' });
    expect(second.json().previous).toBe(
      'http://localhost:80/api/studios/studios-enhanced/?page=1&page_size=3',
    );
    expect(second.json().results).toHaveLength(3);
    const clamped = await t.app.inject({ url: '/api/studios/studios-enhanced/?page_size=5000' });
    expect(clamped.statusCode).toBe(200);
    expect(clamped.json().results).toHaveLength(7);
  });

  it('answers 404 "Invalid page." for bad page numbers', async () => {
    for (const page of ['0', '-1', 'abc', '99', '1.5']) {
      const res = await t.app.inject({ url: `/api/studios/studios-enhanced/?page=${page}` });
      expect(res.statusCode, page).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found', detail: 'Invalid page.' });
    }
  });

  it('carries only the directory attributes in detailed_attributes', async () => {
    const res = await t.app.inject({ url: '/api/studios/studios-enhanced/' });
    const alpha = res.json().results.find((s: { id: number }) => s.id === ids.published);
    expect(alpha.detailed_attributes.LED_PHYSICAL_PRIMARY_WALL_WIDTH_M).toBe('24.5 m [1][3]');
    expect(alpha.detailed_attributes.CONTACT_EMAIL).toBeUndefined();
    expect(alpha.detailed_attributes.scanning_team_type).toBeUndefined();
    // The search reads the pipeline tools (product.md §12), so the list carries them.
    expect(alpha.detailed_attributes.production_pipeline_virtual_tools).toEqual([
      { name: 'Unreal Engine', url: 'https://www.unrealengine.com' },
    ]);
    expect(alpha.stage_count).toBe(2);
  });

  it('serves br and gzip bodies with an ETag and answers 304 to If-None-Match', async () => {
    const br = await t.app.inject({
      url: '/api/studios/studios-enhanced/',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    const fromBr = JSON.parse(brotliDecompressSync(br.rawPayload).toString());
    const gz = await t.app.inject({
      url: '/api/studios/studios-enhanced/',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(fromBr);
    const etag = br.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(br.headers['cache-control']).toBe(PUBLIC_SHARED_CACHE_CONTROL);
    const again = await t.app.inject({
      url: '/api/studios/studios-enhanced/',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('drops the cached list when a write lands', async () => {
    const before = await t.app.inject({ url: '/api/studios/studios-enhanced/' });
    await createStudio(t.app, { name: 'Eta Fresh', status: 'published' });
    const after = await t.app.inject({
      url: '/api/studios/studios-enhanced/',
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().count).toBe(before.json().count + 1);
  });
});

describe('GET /api/studios/studios-enhanced/{id}/', () => {
  it('returns the studio with every detailed attribute', async () => {
    const res = await t.app.inject({ url: `/api/studios/studios-enhanced/${ids.published}/` });
    expect(res.statusCode).toBe(200);
    const studio = res.json();
    expect(studio.location).toEqual({ city: 'Berlin', country: 'Germany' });
    expect(studio.detailed_attributes.CONTACT_EMAIL).toBe('hello@example.com');
    expect(studio.detailed_attributes.production_pipeline_virtual_tools).toEqual([
      { name: 'Unreal Engine', url: 'https://www.unrealengine.com' },
    ]);
    expect(res.headers.etag).toMatch(new RegExp(`^"studio-${ids.published}-v\\d+"$`));
    const again = await t.app.inject({
      url: `/api/studios/studios-enhanced/${ids.published}/`,
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('hides draft and archived studios from visitors', async () => {
    for (const id of [ids.draft, ids.archived]) {
      const res = await t.app.inject({ url: `/api/studios/studios-enhanced/${id}/` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found', detail: 'No Studio matches the given query.' });
    }
  });

  it('answers 404 with a message for bad ids, never 500', async () => {
    for (const id of ['abc', '0', '-3', '99999999999', '1e3', '%00', '..%2F..%2Fetc']) {
      const res = await t.app.inject({ url: `/api/studios/studios-enhanced/${id}/` });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().detail).toBeTypeOf('string');
    }
  });

  it('serves br and gzip bodies made once per version of the studio, never a stale one', async () => {
    const user = await createAdminUser(t.app, { email: 'reader-cache@example.com' });
    const admin = await signIn(t.app, user.email, user.password);
    const id = await createStudio(t.app, { name: 'Kept Body Stage', city: 'Oslo', status: 'published' });
    const url = `/api/studios/studios-enhanced/${id}/`;
    const read = (encoding: string) => t.app.inject({ url, headers: { 'accept-encoding': encoding } });
    const br = await read('br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toMatch(new RegExp(`^"studio-${id}-v\\d+"$`));
    const plain = await read('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await read('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    // The same bytes for the next reader: a kept body, not compressed again.
    expect((await read('br')).rawPayload.equals(br.rawPayload)).toBe(true);

    const edit = await t.app.inject({
      method: 'PATCH',
      url,
      headers: admin.headers,
      payload: { city: 'Bergen' },
    });
    expect(edit.statusCode).toBe(200);
    const after = await read('br');
    expect(after.headers.etag).not.toBe(br.headers.etag);
    expect(JSON.parse(brotliDecompressSync(after.rawPayload).toString()).location.city).toBe('Bergen');
    const afterGz = await read('gzip');
    expect(JSON.parse(gunzipSync(afterGz.rawPayload).toString()).location.city).toBe('Bergen');
  });

  it('works with and without the trailing slash', async () => {
    const res = await t.app.inject({ url: `/api/studios/studios-enhanced/${ids.published}` });
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /api/studios/studios/', () => {
  it('defaults to 200 a page and carries every attribute', async () => {
    const res = await t.app.inject({ url: '/api/studios/studios/' });
    expect(res.statusCode).toBe(200);
    const alpha = res.json().results.find((s: { id: number }) => s.id === ids.published);
    expect(alpha.detailed_attributes.CONTACT_EMAIL).toBe('hello@example.com');
    const one = await t.app.inject({ url: `/api/studios/studios/${ids.pending}/` });
    expect(one.json().name).toBe('Beta Volume');
  });
});

describe('unknown API paths', () => {
  it('answer 404 with a JSON detail', async () => {
    const res = await t.app.inject({ url: '/api/nothing/here/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', detail: 'Not found.' });
  });
});
