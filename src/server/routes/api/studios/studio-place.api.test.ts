/** Place data on studios (product.md §11): country_code and coordinates through the one-field PATCH. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAdminUser, csrf, type SignedIn, signIn } from '../../../../test/auth-helpers';
import { createStudio } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
let admin: SignedIn;
let studioId: number;

beforeAll(async () => {
  t = await createTestApp();
  const user = await createAdminUser(t.app, { email: 'places@example.com' });
  admin = await signIn(t.app, user.email, user.password);
});

beforeEach(async () => {
  studioId = await createStudio(t.app, { name: 'Place Test Stage' });
});

afterAll(async () => {
  await t.close();
});

function patch(body: unknown, headers: Record<string, string> = admin.headers) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/studios/studios-enhanced/${studioId}/`,
    headers,
    payload: body as object,
  });
}

async function history() {
  const res = await t.app.inject({
    url: `/api/studios/studios-enhanced/${studioId}/history/`,
    headers: admin.headers,
  });
  return res.json().history as { action: string; field: string; before: unknown; after: unknown }[];
}

describe('coordinates: both or neither', () => {
  it('sets both at once, shows them in the list and the detail, and logs the change', async () => {
    const res = await patch({ coordinates: { latitude: 52.52437, longitude: 13.41053 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ latitude: 52.52437, longitude: 13.41053 });
    const detail = await t.app.inject({ url: `/api/studios/studios-enhanced/${studioId}/` });
    expect(detail.json()).toMatchObject({ latitude: 52.52437, longitude: 13.41053 });
    const list = await t.app.inject({ url: '/api/studios/studios-enhanced/' });
    const item = list.json().results.find((s: { id: number }) => s.id === studioId);
    expect(item).toMatchObject({ latitude: 52.52437, longitude: 13.41053, country_code: null });
    expect((await history())[0]).toMatchObject({
      action: 'edit',
      field: 'coordinates',
      before: null,
      after: { latitude: 52.52437, longitude: 13.41053 },
    });
  });

  it('clears both with null', async () => {
    await patch({ coordinates: { latitude: -33.9, longitude: 151.2 } });
    const res = await patch({ coordinates: null });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ latitude: null, longitude: null });
    expect((await history())[0]).toMatchObject({
      field: 'coordinates',
      before: { latitude: -33.9, longitude: 151.2 },
      after: null,
    });
  });

  it.each([
    [{ latitude: 90.5, longitude: 0 }, 'coordinates.latitude'],
    [{ latitude: -91, longitude: 0 }, 'coordinates.latitude'],
    [{ latitude: 0, longitude: 180.01 }, 'coordinates.longitude'],
    [{ latitude: 0, longitude: -181 }, 'coordinates.longitude'],
    [{ latitude: 10 }, 'coordinates.longitude'],
    [{ longitude: 10 }, 'coordinates.latitude'],
    [{ latitude: '52', longitude: 13 }, 'coordinates.latitude'],
    [{ latitude: 1, longitude: 2, altitude: 3 }, 'coordinates'],
    ['52.5,13.4', 'coordinates'],
  ])('refuses %j with 400 naming %s, and changes nothing', async (value, field) => {
    const res = await patch({ coordinates: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    expect(Object.keys(res.json().fields)).toEqual([field]);
    const detail = await t.app.inject({ url: `/api/studios/studios-enhanced/${studioId}/` });
    expect(detail.json()).toMatchObject({ latitude: null, longitude: null });
  });

  it('accepts the edges of the ranges', async () => {
    expect((await patch({ coordinates: { latitude: -90, longitude: 180 } })).statusCode).toBe(200);
    expect((await patch({ coordinates: { latitude: 90, longitude: -180 } })).statusCode).toBe(200);
  });

  it.each(['latitude', 'longitude'])('refuses %s alone: half a place is no place', async (field) => {
    const res = await patch({ [field]: 10 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed' });
    expect(res.json().fields[field][0]).toContain('coordinates');
  });
});

describe('country_code', () => {
  it('sets an ISO code (any case), logs it and clears it with null', async () => {
    const res = await patch({ country_code: ' de ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().country_code).toBe('DE');
    expect((await history())[0]).toMatchObject({ field: 'country_code', before: null, after: 'DE' });
    expect((await patch({ country_code: null })).json().country_code).toBeNull();
  });

  it.each(['XX', 'Germany', 'D', 'EU', 42])('refuses %j with 400 naming country_code', async (value) => {
    const res = await patch({ country_code: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      fields: { country_code: [expect.any(String)] },
    });
  });
});

describe("a changed city or country moves the place (the studio import's rule, product.md §11)", () => {
  const dubai = { latitude: 25.2048, longitude: 55.2708 };
  async function dubaiStudio() {
    studioId = await createStudio(t.app, {
      name: 'Dune Horizon Volumes',
      city: 'Dubai',
      country: 'UAE',
      countryCode: 'AE',
      ...dubai,
    });
  }
  async function listed(country: string) {
    const res = await t.app.inject({
      url: `/api/studios/studios-enhanced/?country=${country}`,
      headers: admin.headers,
    });
    return res.json().results.map((s: { id: number }) => s.id) as number[];
  }

  it("a new country sets its code and clears the old place's coordinates, all in the change log", async () => {
    await dubaiStudio();
    const res = await patch({ country: 'Germany' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      country: 'Germany',
      country_code: 'DE',
      latitude: null,
      longitude: null,
    });
    expect(await listed('DE')).toContain(studioId);
    expect(await listed('AE')).not.toContain(studioId);
    const entries = (await history()).slice(0, 3);
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'country', before: 'UAE', after: 'Germany' }),
        expect.objectContaining({ field: 'country_code', before: 'AE', after: 'DE' }),
        expect.objectContaining({ field: 'coordinates', before: dubai, after: null }),
      ]),
    );
  });

  it('a Russian country name sets the code too', async () => {
    await dubaiStudio();
    expect((await patch({ country: 'Германия' })).json().country_code).toBe('DE');
  });

  it('a country the directory does not know leaves the code unknown, never the old one', async () => {
    await dubaiStudio();
    const res = await patch({ country: 'Atlantis' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ country: 'Atlantis', country_code: null, latitude: null });
  });

  it('another name of the same country keeps the code and the coordinates', async () => {
    await dubaiStudio();
    const res = await patch({ country: 'United Arab Emirates' });
    expect(res.json()).toMatchObject({ country_code: 'AE', ...dubai });
    expect((await history())[0]).toMatchObject({ field: 'country' });
    expect((await history()).some((e) => e.field === 'coordinates')).toBe(false);
  });

  it('a new city clears the coordinates and keeps the code; a change of case does not', async () => {
    await dubaiStudio();
    expect((await patch({ city: 'DUBAI' })).json()).toMatchObject({ country_code: 'AE', ...dubai });
    const res = await patch({ city: 'Abu Dhabi' });
    expect(res.json()).toMatchObject({
      city: 'Abu Dhabi',
      country_code: 'AE',
      latitude: null,
      longitude: null,
    });
    expect((await history())[0]).toMatchObject({ field: 'coordinates', before: dubai, after: null });
  });
});

describe('who may change the place', () => {
  it('refuses visitors (401) and non-staff accounts (403)', async () => {
    const anonymous = await csrf(t.app);
    expect((await patch({ coordinates: { latitude: 1, longitude: 2 } }, anonymous.headers)).statusCode).toBe(
      401,
    );
    const user = await createAdminUser(t.app, { isStaff: false });
    const nonStaff = await signIn(t.app, user.email, user.password);
    expect((await patch({ country_code: 'DE' }, nonStaff.headers)).statusCode).toBe(403);
  });
});
