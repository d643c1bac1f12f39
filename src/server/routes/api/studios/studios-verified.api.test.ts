/**
 * A studio's verified_at and the list's 'verified in the last 12 months' (product.md §14):
 * GET /api/studios/studios-enhanced/?verified=12m, on the store's full load and after writes.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser, type SignedIn, signIn } from '../../../../test/auth-helpers';
import { createStudio } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { changeLog } from '../../../db/schema';

let t: TestApp;
let admin: SignedIn;
let fresh: number;
let stale: number;
let seededOnly: number;
const longAgo = new Date(Date.now() - 400 * 86_400_000);

beforeAll(async () => {
  t = await createTestApp();
  const user = await createAdminUser(t.app, { email: 'verified-filter@example.com' });
  admin = await signIn(t.app, user.email, user.password);
  fresh = await createStudio(t.app, { name: 'Fresh Verified Stage' });
  stale = await createStudio(t.app, {
    name: 'Stale Verified Stage',
    parameters: { LED_PANEL_PIXEL_PITCH_MM: '2.6' },
  });
  seededOnly = await createStudio(t.app, { name: 'Seeded Only Stage' });
  // Only a person verifies: an admin's edit of each (the seed above verified nothing, issue 34).
  for (const id of [fresh, stale]) {
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/studios/studios-enhanced/${id}/`,
      headers: admin.headers,
      payload: { city: 'Leipzig' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
  }
  // Before the next full load: the store reads the date from the change log.
  await t.database.db.update(changeLog).set({ createdAt: longAgo }).where(eq(changeLog.studioId, stale));
  t.app.studioStore.invalidateAll();
});

afterAll(async () => {
  await t.close();
});

async function list(query = '') {
  const res = await t.app.inject({ url: `/api/studios/studios-enhanced/?page_size=100${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results as { id: number; verified_at: string | null }[];
}

describe('verified_at and ?verified=12m', () => {
  it('reads the latest value write of each studio, and the filter keeps the recent ones', async () => {
    const all = await list();
    expect(all.find((s) => s.id === stale)?.verified_at).toBe(longAgo.toISOString());
    const freshAt = all.find((s) => s.id === fresh)?.verified_at;
    expect(Date.now() - Date.parse(freshAt ?? '')).toBeLessThan(3_600_000);
    const recent = await list('&verified=12m');
    expect(recent.map((s) => s.id)).toEqual([fresh]);
  });

  it('a studio only the seed (or an import) wrote was never verified: null, and not in the filter', async () => {
    expect((await list()).find((s) => s.id === seededOnly)?.verified_at).toBeNull();
    expect((await list('&verified=12m')).map((s) => s.id)).not.toContain(seededOnly);
  });

  it('the spreadsheet export writes the same studios', async () => {
    const res = await t.app.inject({
      url: '/api/studios/studios-enhanced/export/?verified=12m&format=csv&lang=en',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('Fresh Verified Stage');
    expect(res.body).not.toContain('Stale Verified Stage');
  });

  it('answers 400 naming the parameter for any other value', async () => {
    const res = await t.app.inject({ url: '/api/studios/studios-enhanced/?verified=yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', fields: { verified: expect.any(Array) } });
  });

  it('a write that sets no value (the status) keeps the date; the detail agrees', async () => {
    const status = await t.app.inject({
      method: 'PATCH',
      url: `/api/studios/studios-enhanced/${stale}/update_status/`,
      headers: admin.headers,
      payload: { status: 'pending_review' },
    });
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json().verified_at).toBe(longAgo.toISOString());
    const detail = await t.app.inject({ url: `/api/studios/studios-enhanced/${stale}/` });
    expect(detail.json().verified_at).toBe(longAgo.toISOString());
    expect((await list('&verified=12m')).map((s) => s.id)).toEqual([fresh]);
  });

  it("'Still correct' verifies the studio now: it joins the filtered list", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/studios/studios-enhanced/${stale}/verify/`,
      headers: admin.headers,
      payload: { keys: ['LED_PANEL_PIXEL_PITCH_MM'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const recent = await list('&verified=12m');
    expect(recent.map((s) => s.id).sort()).toEqual([fresh, stale].sort());
    const detail = await t.app.inject({ url: `/api/studios/studios-enhanced/${stale}/` });
    expect(Date.now() - Date.parse(detail.json().verified_at)).toBeLessThan(3_600_000);
  });
});
