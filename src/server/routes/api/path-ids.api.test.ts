import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser, type SignedIn, signIn } from '../../../test/auth-helpers';
import { createStudio } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: SignedIn;
let studioId: number;

beforeAll(async () => {
  t = await createTestApp();
  const user = await createAdminUser(t.app, { email: 'paths@example.com' });
  admin = await signIn(t.app, user.email, user.password);
  studioId = await createStudio(t.app, { name: 'Path Studio' });
});

afterAll(async () => {
  await t.close();
});

const BAD_IDS = ['abc', '0', '-3', '01x', '1.5', '1e3', '2147483648', '99999999999', '%20'];
const STUDIO_NOT_FOUND = { code: 'not_found', detail: 'No Studio matches the given query.' };

/** Every route with a studio id in its path, with a body it would accept. */
const STUDIO_CALLS: { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; path: string; body?: object }[] = [
  { method: 'GET', path: '/api/studios/studios-enhanced/{id}/' },
  { method: 'GET', path: '/api/studios/studios/{id}/' },
  { method: 'PATCH', path: '/api/studios/studios-enhanced/{id}/', body: { city: 'Prague' } },
  { method: 'PATCH', path: '/api/studios/studios/{id}/', body: { city: 'Prague' } },
  { method: 'DELETE', path: '/api/studios/studios-enhanced/{id}/' },
  { method: 'DELETE', path: '/api/studios/studios/{id}/' },
  {
    method: 'PATCH',
    path: '/api/studios/studios-enhanced/{id}/update_status/',
    body: { status: 'published' },
  },
  { method: 'GET', path: '/api/studios/studios-enhanced/{id}/history/' },
  {
    method: 'POST',
    path: '/api/studios/studios/{id}/import-parameters/',
    body: { preview_only: true, json_data: { LED_WALL_WIDTH: '12 m' } },
  },
  { method: 'GET', path: '/api/studios/studios/{id}/import-history/' },
  { method: 'POST', path: '/api/studios/studios/{id}/import-history/1/undo/' },
];

describe('ids in API paths', () => {
  it.each(STUDIO_CALLS)('$method $path answers a bad studio id 404 "No Studio matches"', async (call) => {
    for (const id of BAD_IDS) {
      const res = await t.app.inject({
        method: call.method,
        url: call.path.replace('{id}', id),
        headers: admin.headers,
        ...(call.body ? { payload: call.body } : {}),
      });
      expect(res.statusCode, id).toBe(404);
      expect(res.json(), id).toEqual(STUDIO_NOT_FOUND);
    }
  });

  it('answers a bad import id 404 "No import matches"', async () => {
    for (const importId of ['x', '0', '2147483648', '99999999999', '123456']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/studios/studios/${studioId}/import-history/${importId}/undo/`,
        headers: admin.headers,
      });
      expect(res.statusCode, importId).toBe(404);
      expect(res.json(), importId).toEqual({
        code: 'not_found',
        detail: 'No import matches the given query.',
      });
    }
  });

  it('checks who is asking before the path: a bad id without a session answers 401', async () => {
    const res = await t.app.inject({ url: '/api/studios/studios-enhanced/abc/history/' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('not_authenticated');
  });

  it('reads a good id with leading zeros as the number', async () => {
    const res = await t.app.inject({ url: `/api/studios/studios-enhanced/00${studioId}/` });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(studioId);
  });
});
