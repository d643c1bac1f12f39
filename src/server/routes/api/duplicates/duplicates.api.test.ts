/** Likely duplicates (product.md §20): the pairs, "Not a duplicate" remembered, and who may ask. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser, csrf, type SignedIn, signIn } from '../../../../test/auth-helpers';
import { createStudio } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { changeLog } from '../../../db/schema';
import { signedInOwner } from '../owners/owner-test-helpers';

let t: TestApp;
let admin: SignedIn & { id: number };
let owner: SignedIn;
let mosfilmRu: number;
let mosfilmEn: number;
let sameDomainA: number;
let sameDomainB: number;
let unrelated: number;

beforeAll(async () => {
  t = await createTestApp();
  const user = await createAdminUser(t.app, { email: 'duplicates-admin@example.com' });
  admin = { ...(await signIn(t.app, user.email, user.password)), id: user.id };
  mosfilmRu = await createStudio(t.app, { name: 'Студия Мосфильм', city: 'Moscow', country: 'Russia' });
  mosfilmEn = await createStudio(t.app, {
    name: 'Mosfilm Studio',
    city: 'Moscow',
    country: 'Russia',
    status: 'draft',
  });
  sameDomainA = await createStudio(t.app, { name: 'Alpha Volume', websiteUrl: 'https://www.alpha.example/' });
  sameDomainB = await createStudio(t.app, {
    name: 'Omega Stage',
    city: 'Lisbon',
    country: 'Portugal',
    websiteUrl: 'https://stages.alpha.example/lisbon',
  });
  unrelated = await createStudio(t.app, { name: 'Nordlicht Volume', city: 'Moscow', country: 'Russia' });
  owner = await signedInOwner(t.app, unrelated);
});

afterAll(async () => {
  await t.close();
});

async function pairs(headers: Record<string, string> = admin.headers) {
  return t.app.inject({ url: '/api/duplicates/', headers });
}

function idsOf(body: { results: { studios: { id: number }[] }[] }) {
  return body.results.map((r) => r.studios.map((s) => s.id));
}

describe('GET /api/duplicates/', () => {
  it('lists the likely pairs with their reasons, lower id first', async () => {
    const res = await pairs();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json();
    expect(idsOf(body)).toEqual([
      [mosfilmRu, mosfilmEn],
      [sameDomainA, sameDomainB],
    ]);
    expect(body.count).toBe(2);
    expect(body.results[0].studios[0]).toMatchObject({ name: 'Студия Мосфильм', city: 'Moscow' });
    expect(body.results[0].reasons).toEqual([
      { kind: 'names_alike', score: 1 },
      { kind: 'same_city', city: 'Moscow' },
    ]);
    expect(body.results[0].message).toBe('names alike (1.00), same city: Moscow');
    expect(body.results[1].reasons).toEqual([{ kind: 'same_domain', domain: 'alpha.example' }]);
  });
});

describe('authorization', () => {
  it('answers 401 to a visitor, 403 to an owner, on every route', async () => {
    const anon = (await csrf(t.app)).headers;
    const calls = (headers: Record<string, string>) => [
      t.app.inject({ url: '/api/duplicates/', headers }),
      t.app.inject({
        method: 'POST',
        url: '/api/duplicates/dismissals/',
        headers,
        payload: { studio_ids: [mosfilmRu, mosfilmEn] },
      }),
      t.app.inject({
        method: 'DELETE',
        url: `/api/duplicates/dismissals/${mosfilmRu}/${mosfilmEn}/`,
        headers,
      }),
    ];
    for (const res of await Promise.all(calls(anon))) {
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json().code).toBe('not_authenticated');
    }
    for (const res of await Promise.all(calls(owner.headers))) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe('owner_scope');
    }
    // Nothing was dismissed by them.
    expect(idsOf((await pairs()).json())).toHaveLength(2);
  });
});

describe('Not a duplicate', () => {
  it('is remembered, hides the pair, is in the change log, and can be withdrawn', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/duplicates/dismissals/',
      headers: admin.headers,
      payload: { studio_ids: [mosfilmEn, mosfilmRu] },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ studio_ids: [mosfilmRu, mosfilmEn], dismissed_by: admin.id });
    expect(idsOf((await pairs()).json())).toEqual([[sameDomainA, sameDomainB]]);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/duplicates/dismissals/',
      headers: admin.headers,
      payload: { studio_ids: [mosfilmRu, mosfilmEn] },
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().dismissed_at).toBe(res.json().dismissed_at);

    const log = await t.app.database.db
      .select()
      .from(changeLog)
      .where(
        and(
          eq(changeLog.action, 'duplicate'),
          eq(changeLog.field, `duplicate_pair:${mosfilmRu}-${mosfilmEn}`),
        ),
      );
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ adminId: admin.id, after: 'not_duplicate', studioId: null });

    const withdrawn = await t.app.inject({
      method: 'DELETE',
      url: `/api/duplicates/dismissals/${mosfilmEn}/${mosfilmRu}/`,
      headers: admin.headers,
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(204);
    expect(idsOf((await pairs()).json())).toHaveLength(2);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/duplicates/dismissals/${mosfilmEn}/${mosfilmRu}/`,
      headers: admin.headers,
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('not_found');
  });

  it('refuses one studio twice (400) and an unknown studio (404)', async () => {
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/duplicates/dismissals/',
      headers: admin.headers,
      payload: { studio_ids: [mosfilmRu, mosfilmRu] },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().code).toBe('validation_failed');
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/duplicates/dismissals/',
      headers: admin.headers,
      payload: { studio_ids: [mosfilmRu, 999_999] },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
