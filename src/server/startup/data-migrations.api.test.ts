/** The one-time place-data migration (decision 014): once, through the write path, logged by the system. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser, type SignedIn, signIn } from '../../test/auth-helpers';
import { createStudio } from '../../test/factories';
import { buildAppOn, createTestApp, type TestApp } from '../../test/test-app';
import { queryRows } from '../db/database';
import { runDataMigrations } from './data-migrations';

let t: TestApp;
let admin: SignedIn;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const user = await createAdminUser(t.app, { email: 'migrations@example.com' });
  admin = await signIn(t.app, user.email, user.password);
  ids.berlin = await createStudio(t.app, { name: 'Old Berlin', city: 'Berlin', country: 'Germany' });
  ids.turkey = await createStudio(t.app, { name: 'Old Istanbul', city: 'Istanbul', country: 'Turkey' });
  ids.korea = await createStudio(t.app, { name: 'Old Seoul', city: 'Seoul', country: 'Korea, Republic of' });
  ids.nowhere = await createStudio(t.app, { name: 'Old Atlantis', city: 'Poseidonia', country: 'Atlantis' });
  ids.unknownCity = await createStudio(t.app, {
    name: 'Old Village',
    city: 'Nowheresville',
    country: 'France',
  });
  ids.placed = await createStudio(t.app, {
    name: 'Already Placed',
    city: 'Berlin',
    country: 'Germany',
    countryCode: 'AT',
    latitude: 48.2,
    longitude: 16.37,
  });
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

describe('the place-data migration', () => {
  it('gives older studios their country code and their city’s coordinates, logged by the system', async () => {
    expect(await runDataMigrations(t.app)).toEqual([
      '2026-place-data',
      '2026-correction-credit',
      '2026-day-rates',
    ]);
    expect(await studio(ids.berlin!)).toMatchObject({ country_code: 'DE', country: 'Germany' });
    expect((await studio(ids.berlin!)).latitude).toBeCloseTo(52.52, 2);
    expect(await studio(ids.turkey!)).toMatchObject({ country_code: 'TR' });
    expect((await studio(ids.turkey!)).longitude).toBeCloseTo(28.95, 1);
    expect(await studio(ids.korea!)).toMatchObject({ country_code: 'KR' });
    const log = await history(ids.berlin!);
    // Newest first: the coordinates were recorded after the country code.
    expect(log.filter((e) => e.action === 'migrate')).toEqual([
      expect.objectContaining({
        admin: null,
        field: 'coordinates',
        before: null,
        after: { latitude: expect.any(Number), longitude: expect.any(Number) },
      }),
      expect.objectContaining({ admin: null, field: 'country_code', before: null, after: 'DE' }),
    ]);
  });

  it('guesses nothing: an unknown country or city stays unset', async () => {
    expect(await studio(ids.nowhere!)).toMatchObject({ country_code: null, latitude: null, longitude: null });
    expect(await studio(ids.unknownCity!)).toMatchObject({
      country_code: 'FR',
      latitude: null,
      longitude: null,
    });
  });

  it('keeps what a studio already has', async () => {
    expect(await studio(ids.placed!)).toMatchObject({ country_code: 'AT', latitude: 48.2, longitude: 16.37 });
    expect((await history(ids.placed!)).some((e) => e.action === 'migrate')).toBe(false);
  });

  it('records itself and runs once, also from another process on the same database', async () => {
    const recorded = await queryRows<{ name: string; summary: Record<string, number> }>(
      t.database.db,
      sql`SELECT name, summary FROM data_migrations`,
    );
    expect(recorded).toEqual([
      {
        name: '2026-place-data',
        summary: { studios_changed: 4, unresolved_countries: 1, unlocated_cities: 1 },
      },
      { name: '2026-correction-credit', summary: { corrections_relabelled: 0, references_fixed: 0 } },
      { name: '2026-day-rates', summary: { studios_filled: 0, texts_refused: 0 } },
    ]);
    const before = await history(ids.berlin!);
    const second = await buildAppOn(t.database);
    try {
      expect(await runDataMigrations(second)).toEqual([]);
    } finally {
      await second.close();
    }
    expect(await runDataMigrations(t.app)).toEqual([]);
    expect(await history(ids.berlin!)).toEqual(before);
  });

  it('is seen by the list at once (the write path announced the changed studios)', async () => {
    const res = await t.app.inject({ url: '/api/studios/studios-enhanced/?country=TR' });
    expect(res.json().results.map((s: { name: string }) => s.name)).toEqual(['Old Istanbul']);
  });
});
