/**
 * Every route of product.md §14 as anonymous, the owner of this studio, the owner of another studio
 * and an admin: who gets through (2xx, or the route's own 4xx on a body it refuses) and who is
 * turned away (401, 403 owner_scope). Also: each of them is in the OpenAPI document.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser, csrf, type SignedIn, signIn } from '../../../../test/auth-helpers';
import { createStudio } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { signedInOwner } from './owner-test-helpers';

let t: TestApp;
const who: Record<'anonymous' | 'owner' | 'otherOwner' | 'admin', Record<string, string>> = {
  anonymous: {},
  owner: {},
  otherOwner: {},
  admin: {},
};
let studioId = 0;

beforeAll(async () => {
  t = await createTestApp({ forms: { ratePerHour: 1000, minFillMs: 0, invitationDays: 7 } });
  const user = await createAdminUser(t.app, { email: 'matrix-admin@example.com' });
  const admin: SignedIn = await signIn(t.app, user.email, user.password);
  studioId = await createStudio(t.app, { name: 'Matrix Stage' });
  who.admin = admin.headers;
  who.owner = (await signedInOwner(t.app, studioId)).headers;
  who.otherOwner = (await signedInOwner(t.app, await createStudio(t.app, { name: 'Elsewhere' }))).headers;
  who.anonymous = (await csrf(t.app)).headers;
});

afterAll(async () => {
  await t.close();
});

type Expect = 'ok' | 401 | 403;
interface Route {
  method: 'GET' | 'POST';
  path: (id: number) => string;
  body?: object;
  anonymous: Expect;
  owner: Expect;
  otherOwner: Expect;
  admin: Expect;
}

const PUBLIC = { anonymous: 'ok', owner: 'ok', otherOwner: 'ok', admin: 'ok' } as const;
const ADMINS = { anonymous: 401, owner: 403, otherOwner: 403, admin: 'ok' } as const;
const EDITORS = { anonymous: 401, owner: 'ok', otherOwner: 403, admin: 'ok' } as const;

const ROUTES: Route[] = [
  { method: 'GET', path: () => '/api/forms/token/', ...PUBLIC },
  {
    method: 'POST',
    path: (id) => `/api/studios/studios-enhanced/${id}/claims/`,
    body: { name: 'A', email: 'a@b.example', role: 'B', evidence_url: 'https://b.example/' },
    ...PUBLIC,
  },
  {
    method: 'POST',
    path: (id) => `/api/studios/studios-enhanced/${id}/corrections/`,
    body: { field: 'city', proposed_value: 'Leipzig' },
    ...PUBLIC,
  },
  { method: 'GET', path: (id) => `/api/studios/studios-enhanced/${id}/verifications/`, ...PUBLIC },
  { method: 'GET', path: () => '/api/admin/claims/?status=pending', ...ADMINS },
  { method: 'GET', path: () => '/api/admin/corrections/', ...ADMINS },
  { method: 'GET', path: () => '/api/admin/enquiries/', ...ADMINS },
  { method: 'GET', path: () => '/api/admin/outbox/', ...ADMINS },
  { method: 'GET', path: (id) => `/api/studios/studios-enhanced/${id}/corrections/`, ...EDITORS },
  { method: 'GET', path: (id) => `/api/studios/studios-enhanced/${id}/enquiries/`, ...EDITORS },
  { method: 'GET', path: (id) => `/api/studios/studios-enhanced/${id}/history/`, ...EDITORS },
  { method: 'GET', path: (id) => `/api/studios/studios/${id}/import-history/`, ...EDITORS },
  {
    method: 'POST',
    path: (id) => `/api/studios/studios-enhanced/${id}/verify/`,
    body: { keys: ['name'] },
    ...EDITORS,
  },
  {
    method: 'GET',
    path: () => '/api/owner/enquiries/',
    anonymous: 401,
    owner: 'ok',
    otherOwner: 'ok',
    admin: 403,
  },
];

describe('who may call each route', () => {
  for (const route of ROUTES) {
    it(`${route.method} ${route.path(0).replace('/0/', '/{id}/')}`, async () => {
      for (const role of ['anonymous', 'owner', 'otherOwner', 'admin'] as const) {
        const res = await t.app.inject({
          method: route.method,
          url: route.path(studioId),
          headers: who[role],
          ...(route.body ? { payload: route.body } : {}),
        });
        const expected = route[role];
        if (expected === 'ok') expect(res.statusCode, `${role}: ${res.body}`).toBeLessThan(300);
        else {
          expect(res.statusCode, `${role}: ${res.body}`).toBe(expected);
          if (expected === 403 && role !== 'admin') expect(res.json().code).toBe('owner_scope');
        }
      }
    });
  }
});

describe('the OpenAPI document', () => {
  it('documents every route of §14 under the owners tag', async () => {
    const doc = (await t.app.inject({ url: '/api/schema/' })).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const expected = [
      ['get', '/api/forms/token/'],
      ['post', '/api/studios/studios-enhanced/{id}/claims/'],
      ['get', '/api/admin/claims/'],
      ['post', '/api/admin/claims/{id}/approve/'],
      ['post', '/api/admin/claims/{id}/reject/'],
      ['post', '/api/owner/accept/'],
      ['get', '/api/admin/outbox/'],
      ['post', '/api/studios/studios-enhanced/{id}/corrections/'],
      ['get', '/api/studios/studios-enhanced/{id}/corrections/'],
      ['get', '/api/admin/corrections/'],
      ['post', '/api/studios/studios-enhanced/{id}/corrections/{correctionId}/approve/'],
      ['post', '/api/studios/studios-enhanced/{id}/corrections/{correctionId}/reject/'],
      ['post', '/api/studios/studios-enhanced/{id}/enquiries/'],
      ['get', '/api/studios/studios-enhanced/{id}/enquiries/'],
      ['get', '/api/owner/enquiries/'],
      ['get', '/api/admin/enquiries/'],
      ['get', '/api/studios/studios-enhanced/{id}/verifications/'],
      ['post', '/api/studios/studios-enhanced/{id}/verify/'],
      ['delete', '/api/admin/claims/{id}/'],
      ['post', '/api/studios/studios-enhanced/{id}/enquiries/{enquiryId}/delete/'],
    ] as const;
    for (const [method, path] of expected) {
      expect(doc.paths[path]?.[method]?.tags, `${method} ${path}`).toContain('owners');
    }
  });
});
