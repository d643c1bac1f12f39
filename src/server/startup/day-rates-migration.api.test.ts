/** The one-time day-rates migration (decision 014, product.md §18): fills only what the text states beyond doubt. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser, type SignedIn, signIn } from '../../test/auth-helpers';
import { createStudio } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DATA_MIGRATIONS, runDataMigrations } from './data-migrations';

let t: TestApp;
let admin: SignedIn;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const user = await createAdminUser(t.app, { email: 'day-rate-migration@example.com' });
  admin = await signIn(t.app, user.email, user.password);
  const priced = (name: string, text: string) =>
    createStudio(t.app, { name, status: 'published', parameters: { BUSINESS_PRICING: text } });
  ids.clear = await priced('Clear Price', 'From 13,000 EUR per shooting day [1]');
  ids.range = await priced('Range Price', '8,000–12,000 EUR per day');
  ids.request = await priced('Asked Price', 'On request');
  ids.dollar = await priced('Dollar Price', '$9,500 per day');
  ids.none = await createStudio(t.app, { name: 'No Price', status: 'published' });
}, 60_000);

afterAll(async () => {
  await t.close();
});

async function studio(id: number) {
  return (await t.app.inject({ url: `/api/studios/studios-enhanced/${id}/`, headers: admin.headers })).json();
}

async function history(id: number) {
  const res = await t.app.inject({
    url: `/api/studios/studios-enhanced/${id}/history/`,
    headers: admin.headers,
  });
  return res.json().history as {
    admin: unknown;
    action: string;
    field: string;
    before: unknown;
    after: unknown;
  }[];
}

describe('the day-rates migration', () => {
  const step = DATA_MIGRATIONS.filter((m) => m.name === '2026-day-rates');

  it('fills the shooting-day rate from an unambiguous text and says so in the change log', async () => {
    expect(await runDataMigrations(t.app, step)).toEqual(['2026-day-rates']);
    expect((await studio(ids.clear!)).day_rates).toEqual({
      currency: 'EUR',
      shooting_day: 13000,
      prep_day: null,
      half_day: null,
      minimum_days: null,
      included: [],
      overtime: '',
    });
    const entries = (await history(ids.clear!)).filter((e) => e.field === 'day_rates');
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'migrate',
        admin: null,
        before: null,
        after: expect.objectContaining({ shooting_day: 13000 }),
      }),
    ]);
  });

  it('leaves ambiguous texts and studios without a price empty, and runs once', async () => {
    for (const key of ['range', 'request', 'dollar', 'none']) {
      expect((await studio(ids[key]!)).day_rates, key).toBeNull();
      expect(
        (await history(ids[key]!)).some((e) => e.field === 'day_rates'),
        key,
      ).toBe(false);
    }
    expect(await runDataMigrations(t.app, step)).toEqual([]);
  });
});
