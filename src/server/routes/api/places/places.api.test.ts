/** The gazetteer's API (product.md §11): suggestions for the 'near' box and a city's place. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { PLACES_RATE_PER_MINUTE } from '../../../plugins/gazetteer';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.gazetteer.ready();
}, 60_000);

afterAll(async () => {
  await t.close();
});

interface PlaceItem {
  name: string;
  country_code: string;
  country_name: string;
  latitude: number;
  longitude: number;
  population: number;
}

async function places(query: string, remoteAddress = '198.51.100.1') {
  const res = await t.app.inject({ url: `/api/places/?${query}`, remoteAddress });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

describe('GET /api/places/', () => {
  it('answers the best matches first: by population, a match on an alternate name only weighing less; at most 10', async () => {
    const { status, body, headers } = await places('q=lond&lang=en');
    expect(status).toBe(200);
    const results = body.results as PlaceItem[];
    expect(results.length).toBeGreaterThan(3);
    expect(results.length).toBeLessThanOrEqual(10);
    expect(results[0]).toMatchObject({ name: 'London', country_code: 'GB', country_name: 'United Kingdom' });
    expect(results[0]!.latitude).toBeCloseTo(51.5085, 3);
    expect(results[0]!.longitude).toBeCloseTo(-0.1257, 3);
    // Londrina (own name) before East London (bigger, but only an old alternate name starts with 'lond').
    expect(results.slice(1, 3).map((p) => `${p.name} ${p.country_code}`)).toEqual([
      'Londrina BR',
      'London CA',
    ]);
    const own = results.filter((p) => p.name.toLowerCase().startsWith('lond'));
    for (let i = 1; i < own.length; i++)
      expect(own[i - 1]!.population).toBeGreaterThanOrEqual(own[i]!.population);
    expect(headers['cache-control']).toBe('public, max-age=86400');
  });

  it('puts an exact name before bigger places that only start with it', async () => {
    const { body } = await places('q=paris');
    expect((body.results as PlaceItem[])[0]).toMatchObject({ name: 'Paris', country_code: 'FR' });
    expect((await places('q=a')).body.results).toHaveLength(10);
  });

  it('answers in Russian: Cyrillic names and the country in Russian', async () => {
    const { body } = await places(`q=${encodeURIComponent('Лон')}&lang=ru`);
    expect((body.results as PlaceItem[])[0]).toMatchObject({
      name: 'Лондон',
      country_code: 'GB',
      country_name: 'Великобритания',
    });
    const berlin = (await places(`q=${encodeURIComponent('берлин')}&lang=ru`)).body.results[0];
    expect(berlin).toMatchObject({ name: 'Берлин', country_code: 'DE', country_name: 'Германия' });
    // A Latin query in Russian: the GeoNames name, the country in Russian.
    expect((await places('q=munich&lang=ru')).body.results[0]).toMatchObject({
      name: 'Munich',
      country_name: 'Германия',
    });
  });

  it('finds English exonyms of big places, case and accents aside', async () => {
    expect((await places('q=cologne')).body.results[0]).toMatchObject({ name: 'Köln', country_code: 'DE' });
    expect((await places('q=SAO%20PAULO')).body.results[0]).toMatchObject({ name: 'São Paulo' });
  });

  it('narrows to a country by code or name', async () => {
    const { body } = await places('q=london&country=CA');
    expect((body.results as PlaceItem[]).every((p) => p.country_code === 'CA')).toBe(true);
    expect((await places('q=london&country=Canada')).body.results[0]).toMatchObject({ country_code: 'CA' });
  });

  it.each([
    ['', 'q'],
    ['q=', 'q'],
    [`q=${'x'.repeat(101)}`, 'q'],
    ['q=lond&lang=de', 'lang'],
    ['q=lond&country=Atlantis', 'country'],
  ])('refuses %j with 400 naming %s', async (query, field) => {
    const { status, body } = await places(query);
    expect(status).toBe(400);
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.fields)).toContain(field);
  });

  it('answers an empty list for a name it does not know', async () => {
    expect((await places('q=qqqqzzzz')).body.results).toEqual([]);
  });

  it(`allows ${PLACES_RATE_PER_MINUTE} look-ups a minute per client, then 429 with Retry-After`, async () => {
    const client = '203.0.113.7';
    for (let i = 0; i < PLACES_RATE_PER_MINUTE; i++) expect((await places('q=be', client)).status).toBe(200);
    const refused = await places('q=be', client);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await places('q=be', '203.0.113.8')).status).toBe(200);
  });
});

describe('GET /api/places/locate/', () => {
  it("proposes a studio's coordinates from its city and country (code or name)", async () => {
    const res = await t.app.inject({ url: '/api/places/locate/?city=Berlin&country=DE' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ name: 'Berlin', country_code: 'DE' });
    expect(res.json().result.latitude).toBeCloseTo(52.52, 2);
    const montreal = await t.app.inject({ url: '/api/places/locate/?city=montreal&country=Canada&lang=ru' });
    expect(montreal.json().result).toMatchObject({
      name: 'Montréal',
      country_code: 'CA',
      country_name: 'Канада',
    });
  });

  it('answers null for a city the country does not have', async () => {
    const res = await t.app.inject({ url: '/api/places/locate/?city=Berlin&country=FR' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toBeNull();
  });

  it('refuses a missing city or an unknown country with 400', async () => {
    for (const [query, field] of [
      ['country=DE', 'city'],
      ['city=Berlin', 'country'],
      ['city=Berlin&country=Narnia', 'country'],
    ]) {
      const res = await t.app.inject({ url: `/api/places/locate/?${query}` });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toContain(field);
    }
  });
});

describe('the OpenAPI document', () => {
  it('documents the places calls, the list parameters and the new PATCH fields', async () => {
    const doc = (await t.app.inject({ url: '/api/schema/' })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/places/', '/api/places/locate/']));
    const list = doc.paths['/api/studios/studios-enhanced/'].get;
    const names = list.parameters.map((p: { name: string }) => p.name);
    for (const name of [
      'near',
      'radius_km',
      'sort',
      'q',
      'bounds',
      'wall_width',
      'pixel_pitch',
      'with_unknown',
    ])
      expect(names).toContain(name);
    const text = JSON.stringify(doc);
    expect(text).toContain('distance_km');
    expect(text).toContain('country_code');
    expect(text).toContain('GeoNames');
  });
});

// Issue 34 P2.8: a reloaded or shared 'near' search read 'Within 500 km of 52.52437, 13.41053'; the
// page names the place at the point from the gazetteer.
describe('GET /api/places/at/', () => {
  it("names the place at a point as the 'near' box wrote it, in English and Russian", async () => {
    const berlin = (await places('q=berlin&lang=en', '198.51.100.9')).body.results[0] as PlaceItem;
    const near = `${berlin.latitude.toFixed(5)},${berlin.longitude.toFixed(5)}`;
    const en = await t.app.inject({
      url: `/api/places/at/?near=${near}&lang=en`,
      remoteAddress: '198.51.100.9',
    });
    expect(en.statusCode).toBe(200);
    expect(en.json().result).toMatchObject({ name: 'Berlin', country_code: 'DE', country_name: 'Germany' });
    const ru = await t.app.inject({
      url: `/api/places/at/?near=${near}&lang=ru`,
      remoteAddress: '198.51.100.9',
    });
    expect(ru.json().result).toMatchObject({ name: 'Берлин', country_name: 'Германия' });
  });

  it('answers null where no place is, and 400 for a point it cannot read', async () => {
    const sea = await t.app.inject({ url: '/api/places/at/?near=0.5,-30.25', remoteAddress: '198.51.100.9' });
    expect(sea.statusCode).toBe(200);
    expect(sea.json()).toEqual({ result: null });
    for (const near of ['abc', '95,10', '']) {
      const bad = await t.app.inject({ url: `/api/places/at/?near=${near}`, remoteAddress: '198.51.100.9' });
      expect(bad.statusCode, near).toBe(400);
      expect(bad.json().code).toBe('validation_failed');
    }
  });
});

// Issue 34 (P3): 'London, United States' four times in the suggestions, the places not told apart.
describe('places of one name in one country', () => {
  it('carry their US state, so the Londons differ', async () => {
    // An address of its own: the rate limit's test spends another's allowance.
    const { body } = await places('q=london&lang=en', '198.51.100.20');
    const american = (body.results as (PlaceItem & { region: string | null })[]).filter(
      (place) => place.name === 'London' && place.country_code === 'US',
    );
    expect(american.length).toBeGreaterThan(1);
    const regions = american.map((place) => place.region);
    expect(regions.every((region) => typeof region === 'string' && /^[A-Z]{2}$/.test(region))).toBe(true);
    expect(new Set(regions).size).toBe(regions.length);
    expect((body.results as { country_code: string; region: string | null }[])[0]).toMatchObject({
      country_code: 'GB',
      region: null,
    });
  });
});
