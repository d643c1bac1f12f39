/** Freshness (product.md §14): last verified per value, and 'Still correct', with every role. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser, csrf, type SignedIn, signIn } from '../../../../test/auth-helpers';
import { createStudio } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { changeLog, studioParameters } from '../../../db/schema';
import { signedInOwner } from './owner-test-helpers';

let t: TestApp;
let admin: SignedIn;
let studioId: number;
let owner: SignedIn;
let otherOwner: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  const user = await createAdminUser(t.app, { email: 'freshness-admin@example.com' });
  admin = await signIn(t.app, user.email, user.password);
  studioId = await createStudio(t.app, {
    name: 'Fresh Stage',
    parameters: { LED_PANEL_PIXEL_PITCH_MM: '2.6' },
  });
  owner = await signedInOwner(t.app, studioId);
  otherOwner = await signedInOwner(t.app, await createStudio(t.app, { name: 'Other Fresh Stage' }));
});

afterAll(async () => {
  await t.close();
});

async function verifications() {
  const res = await t.app.inject({ url: `/api/studios/studios-enhanced/${studioId}/verifications/` });
  expect(res.statusCode).toBe(200);
  return res.json().values as Record<
    string,
    { status: string; verified_at?: string; verified_by?: string; added_from?: string; stale: boolean }
  >;
}

function confirm(keys: string[], headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/studios/studios-enhanced/${studioId}/verify/`,
    headers,
    payload: { keys },
  });
}

describe('last verified', () => {
  it('an edit is verified by its author’s role; seeded values are added, verified by nobody', async () => {
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/studios/studios-enhanced/${studioId}/`,
      headers: owner.headers,
      payload: { city: 'Dresden' },
    });
    expect(edit.statusCode).toBe(200);
    const values = await verifications();
    expect(values.city).toMatchObject({ status: 'verified', verified_by: 'owner', stale: false });
    expect(values.LED_PANEL_PIXEL_PITCH_MM).toMatchObject({ status: 'added', added_from: 'demo' });
    expect(values.LED_PANEL_PIXEL_PITCH_MM).not.toHaveProperty('verified_by');
  });

  it("'Still correct' moves the date, names the role, and a value older than a year is stale", async () => {
    const yearAgo = new Date(Date.now() - 400 * 86_400_000);
    await t.database.db.update(changeLog).set({ createdAt: yearAgo });
    await t.database.db.update(studioParameters).set({ updatedAt: yearAgo });
    expect((await verifications()).LED_PANEL_PIXEL_PITCH_MM?.stale).toBe(true);
    const res = await confirm(['LED_PANEL_PIXEL_PITCH_MM', 'name'], admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().values.LED_PANEL_PIXEL_PITCH_MM).toMatchObject({
      status: 'verified',
      verified_by: 'admin',
      stale: false,
    });
    expect(res.json().values.name).toMatchObject({ status: 'verified', verified_by: 'admin', stale: false });
    const byOwner = await confirm(['city'], owner.headers);
    expect(byOwner.json().values.city.verified_by).toBe('owner');
  });

  it('refuses a key without a value, and every role outside the studio', async () => {
    const none = await confirm(['BUSINESS_PRICING'], admin.headers);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'validation_failed', fields: { keys: expect.any(Array) } });
    // Names of the object prototype are no fields (the hostile-input suite found 'toString' gave a 500).
    for (const key of ['toString', '__proto__', 'constructor']) {
      expect((await confirm([key], admin.headers)).statusCode, key).toBe(400);
    }
    const anon = await csrf(t.app);
    expect((await confirm(['name'], anon.headers)).statusCode).toBe(401);
    expect((await confirm(['name'], otherOwner.headers)).json().code).toBe('owner_scope');
    expect((await confirm(['name'], owner.headers)).statusCode).toBe(200);
  });

  it('hides a draft studio’s dates from visitors but not from its owner', async () => {
    const draft = await createStudio(t.app, { name: 'Draft Fresh', status: 'draft' });
    const draftOwner = await signedInOwner(t.app, draft);
    const url = `/api/studios/studios-enhanced/${draft}/verifications/`;
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    expect((await t.app.inject({ url, headers: draftOwner.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url, headers: admin.headers })).statusCode).toBe(200);
  });
});

describe('refusals name the rule', () => {
  it('an empty list of keys', async () => {
    const res = await confirm([], admin.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      detail: expect.stringContaining('Name at least one field or parameter to confirm.'),
    });
  });
});
