/**
 * Issue 34 P1.2: an import or the seed adds a value, only a person with standing verifies it
 * (product.md §14). A value written by a spreadsheet or a JSON import reads as added, and the
 * studio stays out of 'Verified in the last 12 months' until an admin, an owner or an approved
 * correction vouches for one of its values.
 */
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser, type SignedIn, signIn } from '../../../../test/auth-helpers';
import { createStudio } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ exportRatePerMinute: 10_000 });
  const user = await createAdminUser(t.app, { email: 'standing-admin@example.com' });
  admin = await signIn(t.app, user.email, user.password);
});

afterAll(async () => {
  await t.close();
});

async function standing(id: number) {
  const res = await t.app.inject({ url: `/api/studios/studios-enhanced/${id}/verifications/` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().values as Record<string, Record<string, unknown>>;
}

async function verifiedIds() {
  const res = await t.app.inject({ url: '/api/studios/studios-enhanced/?page_size=100&verified=12m' });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().results as { id: number }[]).map((s) => s.id);
}

describe('an import adds a value; a person verifies it', () => {
  it('a seeded value is added from the demo data, and the seeded studio is not verified', async () => {
    const id = await createStudio(t.app, { name: 'Seeded Standing', parameters: { STAGE_AREA_M2: '800' } });
    expect((await standing(id)).STAGE_AREA_M2).toMatchObject({ status: 'added', added_from: 'demo' });
    expect(await verifiedIds()).not.toContain(id);
    const detail = await t.app.inject({ url: `/api/studios/studios-enhanced/${id}/` });
    expect(detail.json().verified_at).toBeNull();
  });

  it('a JSON import adds; it verifies nothing', async () => {
    const id = await createStudio(t.app, { name: 'Json Standing' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/studios/studios/${id}/import-parameters/`,
      headers: admin.headers,
      payload: {
        json_data: { STAGE_CEILING_HEIGHT_M: '12' },
        file_name: 'params.json',
        preview_only: false,
        resolve_conflicts: 'overwrite',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await standing(id)).STAGE_CEILING_HEIGHT_M).toMatchObject({
      status: 'added',
      added_from: 'json',
    });
    expect(await verifiedIds()).not.toContain(id);
  });

  it('a spreadsheet adds; it verifies nothing, a new studio included', async () => {
    const id = await createStudio(t.app, { name: 'Sheet Standing', city: 'Oslo', country: 'Norway' });
    const file = stringify(
      [
        ['ID', 'Name', 'City', 'Country', 'Stage Area (m²)'],
        [String(id), 'Sheet Standing', 'Oslo', 'Norway', '950'],
        ['', 'Sheet Newcomer', 'Bergen', 'Norway', '400'],
      ],
      { bom: true },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/studios/studio-imports/',
      headers: admin.headers,
      payload: {
        file_name: 'studios.csv',
        file_base64: Buffer.from(file).toString('base64'),
        preview_only: false,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await standing(id)).STAGE_AREA_M2).toMatchObject({ status: 'added', added_from: 'spreadsheet' });
    const list = await t.app.inject({
      url: '/api/studios/studios-enhanced/?page_size=100',
      headers: admin.headers,
    });
    const newcomer = (list.json().results as { id: number; name: string; verified_at: string | null }[]).find(
      (s) => s.name === 'Sheet Newcomer',
    );
    expect(newcomer?.verified_at).toBeNull();
    expect(await verifiedIds()).not.toContain(id);
  });

  it('an admin’s edit, an owner’s or an admin’s “Still correct” verify: then the filter keeps it', async () => {
    const id = await createStudio(t.app, { name: 'Vouched Standing', parameters: { STAGE_AREA_M2: '300' } });
    expect(await verifiedIds()).not.toContain(id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/studios/studios-enhanced/${id}/verify/`,
      headers: admin.headers,
      payload: { keys: ['STAGE_AREA_M2'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().values.STAGE_AREA_M2).toMatchObject({ status: 'verified', verified_by: 'admin' });
    expect(await verifiedIds()).toContain(id);
  });
});
