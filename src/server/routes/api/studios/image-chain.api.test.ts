/**
 * The image chain and stage logistics parameters (issue 38) through every path a catalog key takes:
 * the list's range filters, the comparison with its readiness, the JSON parameter import, the studio
 * spreadsheet (export and import) and a visitor's correction.
 */
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser, csrf, type SignedIn, signIn } from '../../../../test/auth-helpers';
import { createStudio } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
let admin: SignedIn;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ exportRatePerMinute: 10_000 });
  const user = await createAdminUser(t.app, { email: 'image-chain@example.com' });
  admin = await signIn(t.app, user.email, user.password);
  ids.Fast = await createStudio(t.app, {
    name: 'Fast Chain',
    parameters: {
      TRACKING_LATENCY_MS: '8 [1]',
      LED_PROCESSING_BIT_DEPTH: '12',
      LED_PROCESSING_GENLOCK_BOOL: 'Yes',
      STAGE_LOAD_IN_DOOR_WIDTH_M: '4.5',
    },
    sources: [{ index: 1, url: 'https://example.com/tracking', description: 'Tracking spec' }],
  });
  ids.Slow = await createStudio(t.app, {
    name: 'Slow Chain',
    parameters: { TRACKING_LATENCY_MS: '25', LED_PROCESSING_GENLOCK_BOOL: 'No' },
  });
  ids.Silent = await createStudio(t.app, { name: 'Silent Chain' });
});

afterAll(async () => {
  await t.close();
});

async function names(query: string): Promise<string[]> {
  const res = await t.app.inject({ url: `/api/studios/studios-enhanced/?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().results as { name: string }[]).map((s) => s.name).sort();
}

describe('range filters', () => {
  it('keeps the studios within a new range, leaving out those that do not state it unless asked', async () => {
    expect(await names('tracking_latency=..10')).toEqual(['Fast Chain']);
    expect(await names('tracking_latency=..30')).toEqual(['Fast Chain', 'Slow Chain']);
    expect(await names('tracking_latency=..10&with_unknown=tracking_latency')).toEqual([
      'Fast Chain',
      'Silent Chain',
    ]);
    expect(await names('door_width=4..')).toEqual(['Fast Chain']);
  });

  it('refuses a bad bound by its parameter', async () => {
    const res = await t.app.inject({ url: '/api/studios/studios-enhanced/?bit_depth=12..8' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('bit_depth');
  });
});

describe('the comparison', () => {
  it('carries the stated values and the readiness, an unstated item as unknown', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/studios/compare/',
      headers: (await csrf(t.app)).headers,
      payload: { ids: [ids.Fast, ids.Slow] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [fast, slow] = res.json() as {
      image_chain: Record<string, string>;
      icvfx_readiness: { id: string; status: string }[];
    }[];
    expect(fast!.image_chain).toMatchObject({ TRACKING_LATENCY_MS: '8', LED_PROCESSING_BIT_DEPTH: '12' });
    expect(Object.fromEntries(fast!.icvfx_readiness.map((i) => [i.id, i.status]))).toMatchObject({
      bit_depth: 'met',
      genlock: 'met',
      hdr_pq: 'unknown',
    });
    expect(slow!.icvfx_readiness.find((i) => i.id === 'genlock')?.status).toBe('not_met');
  });
});

describe('the JSON parameter import', () => {
  it('stores a new key and refuses its implausible number', async () => {
    const id = await createStudio(t.app, { name: 'Imported Chain' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/studios/studios/${id}/import-parameters/`,
      headers: admin.headers,
      payload: {
        json_data: JSON.stringify({ STAGE_RIGGING_POINTS: '48', LED_PROCESSING_BIT_DEPTH: '99' }),
        preview_only: false,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toMatchObject({ created: 1, errors: 1 });
    const studio = await t.app.inject({ url: `/api/studios/studios-enhanced/${id}/` });
    expect(studio.json().detailed_attributes).toMatchObject({ STAGE_RIGGING_POINTS: '48' });
    expect(studio.json().detailed_attributes).not.toHaveProperty('LED_PROCESSING_BIT_DEPTH');
  });
});

describe('the studio spreadsheet', () => {
  it('exports a column per new key with its unit, and imports one', async () => {
    const file = await t.app.inject({
      url: '/api/studios/studios-enhanced/export/?format=csv&lang=en&q=Fast%20Chain',
      headers: admin.headers,
    });
    expect(file.statusCode, file.body).toBe(200);
    const [header, row] = file.body.replace(/^\uFEFF/, '').split(/\r?\n/);
    const columns = header!.split(',');
    const latency = columns.indexOf('Tracking Latency (ms)');
    expect(latency).toBeGreaterThan(-1);
    expect(row!.split(',')[latency]).toBe('8');

    const csv = stringify(
      [
        ['Name', 'City', 'Country', 'Status', 'Render Nodes', 'Clear Height (m)'],
        ['Sheet Chain', 'Oslo', 'Norway', 'published', '6', '11.5'],
      ],
      { bom: true },
    );
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/studios/studio-imports/',
      headers: admin.headers,
      payload: {
        file_name: 'studios.csv',
        file_base64: Buffer.from(csv).toString('base64'),
        preview_only: false,
      },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(await names('render_nodes=6..6')).toEqual(['Sheet Chain']);
    expect(await names('clear_height=11..12')).toEqual(['Sheet Chain']);
  });
});

describe('a correction', () => {
  it('takes a new key within its range and refuses one outside it', async () => {
    const suggest = async (value: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/studios/studios-enhanced/${ids.Fast}/corrections/`,
        headers: (await csrf(t.app)).headers,
        payload: { field: 'TRACKING_LATENCY_MS', proposed_value: value },
      });
    expect((await suggest('6 ms')).statusCode).toBe(201);
    const refused = await suggest('5000');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'parameter_value_invalid', problem: 'out_of_range' });
  });
});
