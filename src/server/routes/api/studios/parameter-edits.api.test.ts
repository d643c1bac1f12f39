/** Setting one parameter on the studio page (issue 34 P2.5, product.md §10 "Editing a value"), by every caller. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser, csrf, type SignedIn, signIn } from '../../../../test/auth-helpers';
import { createStudio } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { signedInOwner } from '../owners/owner-test-helpers';

let t: TestApp;
let admin: SignedIn;
let studioId: number;
let otherStudioId: number;
let owner: SignedIn;
let otherOwner: SignedIn;

const PITCH = 'LED_PANEL_PIXEL_PITCH_MM';

beforeAll(async () => {
  t = await createTestApp();
  const user = await createAdminUser(t.app, { email: 'parameter-edits-admin@example.com' });
  admin = await signIn(t.app, user.email, user.password);
  studioId = await createStudio(t.app, {
    name: 'Edited Volume',
    status: 'published',
    parameters: [{ key: PITCH, value: '2.6 [1]' }],
    sources: [{ index: 1, url: 'https://example.com/spec', description: 'Spec sheet' }],
  });
  otherStudioId = await createStudio(t.app, { name: 'Other Volume', status: 'published' });
  owner = await signedInOwner(t.app, studioId);
  otherOwner = await signedInOwner(t.app, otherStudioId);
});

afterAll(async () => {
  await t.close();
});

function put(key: string, body: object, headers: Record<string, string>, id = studioId) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/studios/studios-enhanced/${id}/parameters/${key}/`,
    headers,
    payload: body,
  });
}

async function studio(id = studioId) {
  return (await t.app.inject({ url: `/api/studios/studios-enhanced/${id}/` })).json();
}

async function parameter(key: string) {
  const res = await t.app.inject({ url: `/api/studios/studios/${studioId}/parameters/categorized/` });
  const body = res.json();
  const all = Object.values(body.categorized_parameters).flat() as {
    parameter_key: string;
    parameter_value: string;
    version: number;
    source_references: number[];
  }[];
  return { found: all.find((p) => p.parameter_key === key), sources: body.source_references };
}

async function history() {
  const res = await t.app.inject({
    url: `/api/studios/studios-enhanced/${studioId}/history/`,
    headers: admin.headers,
  });
  return res.json().history as {
    field: string;
    action: string;
    before: unknown;
    after: unknown;
    admin: { role: string } | null;
  }[];
}

describe('who may set a parameter', () => {
  it('anonymous 401, the owner of another studio 403 owner_scope, and nothing changes', async () => {
    const before = await studio();
    const anon = await put(PITCH, { value: '1.9' }, (await csrf(t.app)).headers);
    expect(anon.statusCode).toBe(401);
    expect(anon.json().code).toBe('not_authenticated');
    const other = await put(PITCH, { value: '1.9' }, otherOwner.headers);
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('owner_scope');
    expect((await studio()).detailed_attributes[PITCH]).toBe(before.detailed_attributes[PITCH]);
  });

  it('the owner sets a value of their studio: a new version, the change log with before and after', async () => {
    const res = await put(PITCH, { value: '1,9 mm' }, owner.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.etag).toBeTruthy();
    expect(res.json().detailed_attributes[PITCH]).toBe('1.9');
    const { found } = await parameter(PITCH);
    expect(found).toMatchObject({ parameter_value: '1.9', version: 2, source_references: [] });
    const entry = (await history()).find((e) => e.field === PITCH);
    expect(entry).toMatchObject({ action: 'edit', before: '2.6 [1]', admin: { role: 'owner' } });
    // The history shows a numeric-looking value as a number: either way it reads 1.9.
    expect(String(entry?.after)).toBe('1.9');
  });

  it('an admin adds a missing value with a source link, which the value cites', async () => {
    const res = await put(
      'STAGE_CEILING_HEIGHT_M',
      { value: '9 m', source_url: 'https://example.com/floor-plan' },
      admin.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { found, sources } = await parameter('STAGE_CEILING_HEIGHT_M');
    expect(found).toMatchObject({ parameter_value: '9 m', version: 1, source_references: [2] });
    expect(sources['2']).toMatchObject({ url: 'https://example.com/floor-plan' });
    const log = await history();
    expect(log.find((e) => e.field === 'STAGE_CEILING_HEIGHT_M')).toMatchObject({
      action: 'edit',
      before: null,
      after: '9 m',
    });
    expect(log.find((e) => e.field === 'source:2')?.after).toMatchObject({
      url: 'https://example.com/floor-plan',
    });
  });

  it('an admin clears a value, and the same value again changes nothing', async () => {
    const cleared = await put('STAGE_CEILING_HEIGHT_M', { value: '' }, admin.headers);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().detailed_attributes).not.toHaveProperty('STAGE_CEILING_HEIGHT_M');
    const entries = (await history()).length;
    const again = await put(PITCH, { value: '1.9' }, admin.headers);
    expect(again.statusCode).toBe(200);
    expect((await history()).length).toBe(entries);
  });
});

describe('what a parameter takes', () => {
  it('refuses a word for a number (issue 34) with its code, and changes nothing', async () => {
    const before = await studio();
    const entries = (await history()).length;
    for (const headers of [owner.headers, admin.headers]) {
      const res = await put(PITCH, { value: 'abc' }, headers);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'parameter_value_invalid',
        problem: 'not_a_number',
        fields: {
          value: ['Not a number: Pixel Pitch takes a number in mm (such as 2.6, 2,6 or 2.6 mm), or nothing.'],
        },
      });
    }
    const range = await put(PITCH, { value: '500' }, admin.headers);
    expect(range.json()).toMatchObject({ code: 'parameter_value_invalid', problem: 'out_of_range' });
    const after = await studio();
    expect(after.detailed_attributes[PITCH]).toBe(before.detailed_attributes[PITCH]);
    expect(after.updated_at).toBe(before.updated_at);
    expect((await history()).length).toBe(entries);
  });

  it('refuses a Yes/No that is neither, a key the catalog and the studio lack, a source without a value', async () => {
    const bool = await put('LED_PHYSICAL_PRIMARY_CEILING_BOOL', { value: 'perhaps' }, admin.headers);
    expect(bool.json()).toMatchObject({ code: 'validation_failed', fields: { value: expect.any(Array) } });
    const unknown = await put('MADE_UP_KEY', { value: '1' }, admin.headers);
    expect(unknown.json()).toMatchObject({ code: 'validation_failed', fields: { key: expect.any(Array) } });
    const sourceOnly = await put(PITCH, { value: null, source_url: 'https://example.com/x' }, admin.headers);
    expect(sourceOnly.json()).toMatchObject({
      code: 'validation_failed',
      fields: { source_url: expect.any(Array) },
    });
    const badLink = await put(PITCH, { value: '2', source_url: 'javascript:alert(1)' }, admin.headers);
    expect(badLink.statusCode).toBe(400);
  });

  it('answers 412 to a stale If-Match', async () => {
    const res = await put(PITCH, { value: '2' }, { ...admin.headers, 'if-match': '"stale"' });
    expect(res.statusCode).toBe(412);
    expect(res.json().code).toBe('stale_write');
  });
});
