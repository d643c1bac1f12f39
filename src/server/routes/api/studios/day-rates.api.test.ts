/** A studio's structured day rates (product.md §18, issue 38): who may set them, the checks, the change log. */
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

const RATES = {
  currency: 'eur',
  shooting_day: 13000,
  prep_day: 6500,
  half_day: null,
  minimum_days: 2,
  included: ['led_technicians', 'tracking'],
  overtime: '10% of the day rate per hour after 10 hours',
};

beforeAll(async () => {
  t = await createTestApp();
  const user = await createAdminUser(t.app, { email: 'day-rates-admin@example.com' });
  admin = await signIn(t.app, user.email, user.password);
  studioId = await createStudio(t.app, { name: 'Rated Volume', status: 'published' });
  otherStudioId = await createStudio(t.app, { name: 'Other Rated Volume', status: 'published' });
  owner = await signedInOwner(t.app, studioId);
  otherOwner = await signedInOwner(t.app, otherStudioId);
});

afterAll(async () => {
  await t.close();
});

function put(body: object, headers: Record<string, string>, id = studioId) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/studios/studios-enhanced/${id}/day-rates/`,
    headers,
    payload: body,
  });
}

async function studio(id = studioId) {
  return (await t.app.inject({ url: `/api/studios/studios-enhanced/${id}/` })).json();
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

describe('who may set day rates', () => {
  it('anonymous 401, the owner of another studio 403 owner_scope, and nothing changes', async () => {
    const anon = await put({ day_rates: RATES }, (await csrf(t.app)).headers);
    expect(anon.statusCode).toBe(401);
    expect(anon.json().code).toBe('not_authenticated');
    const other = await put({ day_rates: RATES }, otherOwner.headers);
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('owner_scope');
    expect((await studio()).day_rates).toBeNull();
  });

  it('the owner sets them: the currency upper-cased, one change-log row with before and after', async () => {
    const res = await put({ day_rates: RATES }, owner.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().day_rates).toMatchObject({ currency: 'EUR', shooting_day: 13000, minimum_days: 2 });
    expect((await studio()).day_rates.included).toEqual(['led_technicians', 'tracking']);
    const entry = (await history()).find((e) => e.field === 'day_rates');
    expect(entry).toMatchObject({ action: 'edit', before: null, admin: { role: 'owner' } });
    expect(entry?.after).toMatchObject({ currency: 'EUR', shooting_day: 13000 });
  });

  it('an admin changes them; the same terms again write nothing', async () => {
    const res = await put({ day_rates: { ...RATES, currency: 'USD', shooting_day: 14000 } }, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    const entries = (await history()).filter((e) => e.field === 'day_rates');
    expect(entries).toHaveLength(2);
    const again = await put({ day_rates: { ...RATES, currency: 'USD', shooting_day: 14000 } }, admin.headers);
    expect(again.statusCode).toBe(200);
    expect((await history()).filter((e) => e.field === 'day_rates')).toHaveLength(2);
    const latest = (await history()).find((e) => e.field === 'day_rates' && e.admin?.role === 'admin');
    expect(latest).toMatchObject({
      before: { currency: 'EUR' },
      after: { currency: 'USD', shooting_day: 14000 },
    });
  });

  it('refuses a currency that is no ISO 4217 code, a negative rate and no rate at all', async () => {
    for (const bad of [
      { ...RATES, currency: 'EURO' },
      { ...RATES, currency: 'XYZ' },
      { ...RATES, shooting_day: -5 },
      { ...RATES, shooting_day: null, prep_day: null, half_day: null },
      { ...RATES, included: ['catering'] },
    ]) {
      const res = await put({ day_rates: bad }, admin.headers);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
    expect((await studio()).day_rates.currency).toBe('USD');
  });

  it('the owner clears them', async () => {
    const res = await put({ day_rates: null }, owner.headers);
    expect(res.statusCode).toBe(200);
    expect((await studio()).day_rates).toBeNull();
    expect((await history()).find((e) => e.field === 'day_rates')).toMatchObject({ after: null });
  });
});

describe('the exchange-rate table', () => {
  const ratesPut = (payload: object, headers: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url: '/api/exchange-rates/', headers, payload });

  it('only an admin replaces it; anonymous 401, an owner 403', async () => {
    const body = { rates_of: '2026-11-01', rates: [{ currency: 'USD', per_eur: 1.1 }] };
    expect((await ratesPut(body, (await csrf(t.app)).headers)).statusCode).toBe(401);
    expect((await ratesPut(body, owner.headers)).statusCode).toBe(403);
    const res = await ratesPut(body, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ rates_of: '2026-11-01', rates: [{ currency: 'USD', per_eur: 1.1 }] });
  });

  it('a replacement over a table replaced since it was read answers 412 stale_write and changes nothing', async () => {
    const read = await t.app.inject({ url: '/api/exchange-rates/' });
    const etag = String(read.headers.etag);
    expect(etag).toMatch(/^"rates-/);
    // Another admin replaces it meanwhile (its answer carries the new tag).
    const other = await ratesPut(
      { rates_of: '2026-11-15', rates: [{ currency: 'USD', per_eur: 1.12 }] },
      { ...admin.headers, 'if-match': etag },
    );
    expect(other.statusCode, other.body).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
    const late = await ratesPut(
      { rates_of: '2026-11-16', rates: [{ currency: 'GBP', per_eur: 0.9 }] },
      { ...admin.headers, 'if-match': etag },
    );
    expect(late.statusCode).toBe(412);
    expect(late.json().code).toBe('stale_write');
    expect((await t.app.inject({ url: '/api/exchange-rates/' })).json()).toEqual({
      rates_of: '2026-11-15',
      rates: [{ currency: 'USD', per_eur: 1.12 }],
    });
    // With the current tag it goes through; the same contents give the same tag on a new read.
    const fresh = await ratesPut(
      { rates_of: '2026-11-01', rates: [{ currency: 'USD', per_eur: 1.1 }] },
      { ...admin.headers, 'if-match': String(other.headers.etag) },
    );
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.headers.etag).toBe(etag);
  });

  it('replaces it from a file, whole or nothing', async () => {
    const bad = await ratesPut(
      { rates_of: '2026-12-01', csv: 'currency,per_eur\nGBP,0.85\nXYZ,3\n' },
      admin.headers,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.csv[0]).toMatch(/^Line 3: 'XYZ'/);
    expect((await t.app.inject({ url: '/api/exchange-rates/' })).json().rates_of).toBe('2026-11-01');
    const good = await ratesPut(
      { rates_of: '2026-12-01', csv: 'currency,per_eur\nGBP,0.85\nNOK,11.7\n' },
      admin.headers,
    );
    expect(good.statusCode, good.body).toBe(200);
    const read = (await t.app.inject({ url: '/api/exchange-rates/' })).json();
    expect(read).toEqual({
      rates_of: '2026-12-01',
      rates: [
        { currency: 'GBP', per_eur: 0.85 },
        { currency: 'NOK', per_eur: 11.7 },
      ],
    });
  });

  it("lists the table's replacements to admins only: anonymous 401, an owner 403 (own studio or another's)", async () => {
    const url = '/api/exchange-rates/history/';
    expect((await t.app.inject({ url, headers: (await csrf(t.app)).headers })).statusCode).toBe(401);
    expect((await t.app.inject({ url, headers: owner.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url, headers: otherOwner.headers })).statusCode).toBe(403);
    const res = await t.app.inject({ url, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    const { history } = res.json() as {
      history: {
        field: string;
        action: string;
        admin: { role: string } | null;
        before: unknown;
        after: unknown;
      }[];
    };
    expect(history.every((e) => e.field === 'exchange_rates')).toBe(true);
    expect(history[0]).toMatchObject({
      action: 'edit',
      admin: { role: 'admin' },
      before: { rates_of: '2026-11-01' },
      after: { rates_of: '2026-12-01', rates: [{ currency: 'GBP' }, { currency: 'NOK' }] },
    });
  });

  it('refuses a date that is not a date and EUR as a rate', async () => {
    expect((await ratesPut({ rates_of: '2026-13-01', rates: [] }, admin.headers)).statusCode).toBe(400);
    expect(
      (await ratesPut({ rates_of: '2026-11-01', rates: [{ currency: 'EUR', per_eur: 1 }] }, admin.headers))
        .statusCode,
    ).toBe(400);
  });
});

describe('the list in the reader currency (currency, rate_max, sort=day_rate)', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const rated = async (name: string, currency: string | null, amount: number) => {
      const id = await createStudio(t.app, {
        name,
        city: 'Rateville',
        country: 'Germany',
        status: 'published',
      });
      if (currency) {
        const body = { day_rates: { ...RATES, currency, shooting_day: amount } };
        expect((await put(body, admin.headers, id)).statusCode).toBe(200);
      }
      return id;
    };
    ids.euro = await rated('Rate Euro', 'EUR', 13000);
    ids.dollar = await rated('Rate Dollar', 'USD', 12000);
    ids.forint = await rated('Rate Forint', 'HUF', 1000000);
    ids.none = await rated('Rate None', null, 0);
    const table = { rates_of: '2026-11-01', rates: [{ currency: 'USD', per_eur: 1.1 }] };
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/exchange-rates/',
      headers: admin.headers,
      payload: table,
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  async function names(query: string) {
    const res = await t.app.inject({ url: `/api/studios/studios-enhanced/?city=Rateville&${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().results as { name: string }[]).map((s) => s.name);
  }

  it('a budget in USD keeps the studios within it; those without a rate only when asked', async () => {
    expect(await names('currency=USD&rate_max=12500')).toEqual(['Rate Dollar']);
    expect(await names('currency=USD&rate_max=15000&sort=day_rate')).toEqual(['Rate Dollar', 'Rate Euro']);
    expect(await names('currency=USD&rate_max=12500&with_unknown=day_rate')).toEqual([
      'Rate Dollar',
      'Rate Forint',
      'Rate None',
    ]);
  });

  it('sorts by the converted rate, the studios without one after, never as zero', async () => {
    expect(await names('currency=USD&sort=-day_rate')).toEqual([
      'Rate Euro',
      'Rate Dollar',
      'Rate Forint',
      'Rate None',
    ]);
    expect(await names('sort=day_rate')).toEqual(['Rate Dollar', 'Rate Euro', 'Rate Forint', 'Rate None']);
  });

  it('refuses a currency that is not ISO 4217 (400 naming it)', async () => {
    const res = await t.app.inject({ url: '/api/studios/studios-enhanced/?currency=DOLLARS&rate_max=10' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.currency).toBeDefined();
  });
});
