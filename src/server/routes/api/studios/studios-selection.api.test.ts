/**
 * The studio list near a place, with ranges, search and sorts (product.md §11, §12):
 * GET /api/studios/studios-enhanced/?near=&radius_km=&sort=&q=...
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser, type SignedIn, signIn } from '../../../../test/auth-helpers';
import { createStudio } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
let admin: SignedIn;

/** A haversine written on its own (atan2 form), the reference the API must agree with within 0.5 %. */
function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.atan2(Math.sqrt(a), Math.sqrt(1 - a));
}

const BERLIN = [52.52437, 13.41053] as const;
const places = {
  Alpha: { city: 'Berlin', latitude: 52.52437, longitude: 13.41053 },
  Bravo: { city: 'Munich', latitude: 48.13743, longitude: 11.57549 },
  Charlie: { city: 'Potsdam', latitude: 52.39886, longitude: 13.06566 },
  Delta: { city: 'Paris', latitude: 48.85341, longitude: 2.3488 },
  Echo: { city: 'Hamburg', latitude: null, longitude: null },
} as const;

beforeAll(async () => {
  t = await createTestApp();
  const user = await createAdminUser(t.app, { email: 'selection@example.com' });
  admin = await signIn(t.app, user.email, user.password);
  const specs: [keyof typeof places, Record<string, string>, Record<string, unknown>][] = [
    [
      'Alpha',
      {
        LED_PHYSICAL_PRIMARY_WALL_WIDTH_M: '20',
        LED_PHYSICAL_PRIMARY_WALL_HEIGHT_M: '5',
        LED_PANEL_PIXEL_PITCH_MM: '2.6',
        STAGE_CEILING_HEIGHT_M: '12',
        SOFTWARE_REALTIME_ENGINE: 'Unreal Engine 5.4',
      },
      { countryCode: 'DE', country: 'Germany' },
    ],
    [
      'Bravo',
      {
        LED_PHYSICAL_PRIMARY_WALL_WIDTH_M: '30 [1]',
        LED_PHYSICAL_PRIMARY_WALL_HEIGHT_M: '8',
        LED_PANEL_PIXEL_PITCH_MM: '1.9',
        LED_PANEL_BRIGHTNESS_NITS: '1500',
      },
      { countryCode: 'DE', country: 'Deutschland' },
    ],
    [
      'Charlie',
      { LED_PHYSICAL_PRIMARY_WALL_WIDTH_M: '12', STAGE_CEILING_HEIGHT_M: '9', STAGE_AREA_M2: '800' },
      { countryCode: 'DE', country: 'Germany' },
    ],
    ['Delta', { SOFTWARE_REALTIME_ENGINE: 'Unity' }, { countryCode: 'FR', country: 'France' }],
    ['Echo', {}, { country: 'Germany' }],
  ];
  for (const [name, parameters, extra] of specs) {
    const place = places[name];
    await createStudio(t.app, {
      name,
      parameters,
      ...extra,
      city: place.city,
      latitude: place.latitude,
      longitude: place.longitude,
    });
  }
  await createStudio(t.app, { name: 'Foxtrot Draft', status: 'draft', latitude: 52.5, longitude: 13.4 });
});

afterAll(async () => {
  await t.close();
});

interface Item {
  name: string;
  latitude: number | null;
  longitude: number | null;
  distance_km?: number | null;
  matches?: { field: string; value: string }[];
}

async function list(query: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url: `/api/studios/studios-enhanced/?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { count: number; next: string | null; previous: string | null; results: Item[] };
}
const names = (body: { results: Item[] }) => body.results.map((s) => s.name);

describe('near and radius_km', () => {
  it('gives each result its distance_km, within 0.5 % of a haversine reference, nearest first', async () => {
    const body = await list(`near=${BERLIN.join(',')}`);
    expect(names(body)).toEqual(['Alpha', 'Charlie', 'Bravo', 'Delta', 'Echo']);
    for (const item of body.results) {
      if (item.latitude === null || item.longitude === null) {
        expect(item.distance_km).toBeNull();
        continue;
      }
      const reference = haversineKm(BERLIN[0], BERLIN[1], item.latitude, item.longitude);
      expect(Math.abs(item.distance_km! - reference)).toBeLessThanOrEqual(Math.max(0.005 * reference, 0.01));
    }
  });

  it('keeps only the studios within the radius', async () => {
    const within50 = await list(`near=${BERLIN.join(',')}&radius_km=50`);
    expect(names(within50)).toEqual(['Alpha', 'Charlie']);
    expect(within50.count).toBe(2);
    for (const item of within50.results) expect(item.distance_km!).toBeLessThanOrEqual(50);
    const within600 = await list(`near=${BERLIN.join(',')}&radius_km=600`);
    expect(names(within600)).toEqual(['Alpha', 'Charlie', 'Bravo']);
    // The radius is exact: Munich at ~504 km is in at 505 and out at 503.
    const munich = haversineKm(BERLIN[0], BERLIN[1], places.Bravo.latitude, places.Bravo.longitude);
    expect(names(await list(`near=${BERLIN.join(',')}&radius_km=${Math.ceil(munich + 1)}`))).toContain(
      'Bravo',
    );
    expect(names(await list(`near=${BERLIN.join(',')}&radius_km=${Math.floor(munich - 1)}`))).not.toContain(
      'Bravo',
    );
  });

  it('lists hidden studios for staff only', async () => {
    expect(names(await list(`near=${BERLIN.join(',')}&radius_km=50`, admin.headers))).toContain(
      'Foxtrot Draft',
    );
  });
});

describe('sort', () => {
  const cases: [string, string[]][] = [
    ['name', ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']],
    ['-name', ['Echo', 'Delta', 'Charlie', 'Bravo', 'Alpha']],
    ['wall_width', ['Charlie', 'Alpha', 'Bravo', 'Delta', 'Echo']],
    ['-wall_width', ['Bravo', 'Alpha', 'Charlie', 'Delta', 'Echo']],
    ['wall_area', ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']],
    ['-wall_area', ['Bravo', 'Alpha', 'Charlie', 'Delta', 'Echo']],
    ['pixel_pitch', ['Bravo', 'Alpha', 'Charlie', 'Delta', 'Echo']],
    ['-pixel_pitch', ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']],
    ['ceiling_height', ['Charlie', 'Alpha', 'Bravo', 'Delta', 'Echo']],
    ['-ceiling_height', ['Alpha', 'Charlie', 'Bravo', 'Delta', 'Echo']],
    [`distance&near=${BERLIN.join(',')}`, ['Alpha', 'Charlie', 'Bravo', 'Delta', 'Echo']],
    [`-distance&near=${BERLIN.join(',')}`, ['Delta', 'Bravo', 'Charlie', 'Alpha', 'Echo']],
  ];
  it.each(cases)('sort=%s puts the studios without the value last', async (sort, expected) => {
    expect(names(await list(`sort=${sort}`))).toEqual(expected);
  });

  it('sort=updated and -updated follow the last change', async () => {
    const before = await list('sort=-updated');
    const oldest = before.results.at(-1)!.name;
    const id = (await t.app.inject({ url: '/api/studios/studios-enhanced/' }))
      .json()
      .results.find((s: Item) => s.name === oldest).id;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/studios/studios-enhanced/${id}/`,
      headers: admin.headers,
      // Not the city: a changed city clears the studio's coordinates (product.md §11), which the
      // distance tests below rely on.
      payload: { showreel_video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    });
    expect(names(await list('sort=-updated'))[0]).toBe(oldest);
    expect(names(await list('sort=updated')).at(-1)).toBe(oldest);
  });

  it('relevance: name matches first', async () => {
    const body = await list('q=unreal&sort=relevance');
    expect(names(body)).toEqual(['Alpha']);
  });
});

describe('ranges', () => {
  it('keep the studios within min..max that state the value; with_unknown keeps the others too', async () => {
    expect(names(await list('wall_width=12..20'))).toEqual(['Alpha', 'Charlie']);
    expect(names(await list('pixel_pitch=..2'))).toEqual(['Bravo']);
    expect(names(await list('pixel_pitch=..2&with_unknown=pixel_pitch'))).toEqual([
      'Bravo',
      'Charlie',
      'Delta',
      'Echo',
    ]);
    expect(names(await list('wall_area=100..100'))).toEqual(['Alpha']);
    expect(names(await list('brightness=1000..'))).toEqual(['Bravo']);
    expect(names(await list('stage_area=500..1000&ceiling_height=9..9'))).toEqual(['Charlie']);
  });
});

describe('search and countries', () => {
  it('searches the engines and says what matched', async () => {
    const body = await list('q=unreal%20engine');
    expect(names(body)).toEqual(['Alpha']);
    expect(body.results[0]!.matches).toEqual([{ field: 'engines', value: 'Unreal Engine 5.4' }]);
    expect(names(await list('q=unity'))).toEqual(['Delta']);
    expect(names(await list('q=unrel'))).toEqual(['Alpha']);
  });
  it('filters by country code or name: one country whatever it was typed as', async () => {
    expect(names(await list('country=DE'))).toEqual(['Alpha', 'Bravo', 'Charlie', 'Echo']);
    expect(names(await list('country=Germany'))).toEqual(['Alpha', 'Bravo', 'Charlie', 'Echo']);
    expect(names(await list('country=FR&q=unity'))).toEqual(['Delta']);
  });
  it('pages keep the selection in next and previous', async () => {
    const first = await list(`near=${BERLIN.join(',')}&page_size=2`);
    expect(first.count).toBe(5);
    expect(first.next).toBe(
      `http://localhost:80/api/studios/studios-enhanced/?near=${BERLIN.join(',')}&page=2&page_size=2`,
    );
    const second = await list(`near=${BERLIN.join(',')}&page=2&page_size=2`);
    expect(names(second)).toEqual(['Bravo', 'Delta']);
    const past = await t.app.inject({ url: `/api/studios/studios-enhanced/?near=1,2&page=9` });
    expect(past.statusCode).toBe(404);
  });
});

describe('bad values answer 400 naming the field', () => {
  it.each([
    ['near=91,0', 'near'],
    ['near=52.5', 'near'],
    ['near=abc,def', 'near'],
    ['near=1,2&radius_km=0', 'radius_km'],
    ['near=1,2&radius_km=-5', 'radius_km'],
    ['near=1,2&radius_km=far', 'radius_km'],
    ['radius_km=10', 'radius_km'],
    ['sort=height', 'sort'],
    ['sort=distance', 'sort'],
    ['sort=relevance', 'sort'],
    ['wall_width=20..8', 'wall_width'],
    ['pixel_pitch=fine', 'pixel_pitch'],
    ['with_unknown=colour', 'with_unknown'],
    ['bounds=1,2,3', 'bounds'],
    ['gs3=maybe', 'gs3'],
    [`q=${'x'.repeat(201)}`, 'q'],
  ])('%s -> 400 on %s', async (query, field) => {
    const res = await t.app.inject({ url: `/api/studios/studios-enhanced/?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    expect(Object.keys(res.json().fields)).toEqual([field]);
  });
});

describe('the search follows the writes', () => {
  it('finds a studio by its new name at once, and no longer by the old one', async () => {
    expect(names(await list('q=delta'))).toEqual(['Delta']);
    const id = (await t.app.inject({ url: '/api/studios/studios-enhanced/' }))
      .json()
      .results.find((s: Item & { id: number }) => s.name === 'Delta').id;
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/studios/studios-enhanced/${id}/`,
      headers: admin.headers,
      payload: { name: 'Kilimanjaro' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(names(await list('q=kilimanjaro'))).toEqual(['Kilimanjaro']);
    expect(names(await list('q=delta'))).toEqual([]);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/studios/studios-enhanced/${id}/`,
      headers: admin.headers,
      payload: { name: 'Delta' },
    });
    expect(names(await list('q=delta'))).toEqual(['Delta']);
  });
});

describe('the unfiltered list', () => {
  it('stays on the cached pages: no distance_km, no matches', async () => {
    const body = await list('page=1');
    expect(body.results[0]).not.toHaveProperty('distance_km');
    expect(body.results[0]).not.toHaveProperty('matches');
  });
});
