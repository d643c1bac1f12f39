/**
 * Guards answer before the body is read (issue 35): an anonymous caller, or an owner outside their
 * scope, gets 401 or 403 without the server reading and parsing what they sent, whatever its size or
 * shape (the studio import takes 48 MB bodies, every route 5 MB).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser, csrf, signIn } from '../../../test/auth-helpers';
import { createStudio } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { BODY_LIMIT_BYTES } from '../../app';
import { signedInOwner } from '../../routes/api/owners/owner-test-helpers';
import { PRIVATE_CACHE_CONTROL } from './guards';

let t: TestApp;
let studioId: number;

beforeAll(async () => {
  t = await createTestApp();
  studioId = await createStudio(t.app, { name: 'Guarded Stage' });
});

afterAll(async () => {
  await t.close();
});

const malformed = '{"file_name": "studios.csv", "file_base64": ';

describe('a guard answers before the body is read', () => {
  it('refuses an anonymous studio import as 401, never reading its malformed body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/studios/studio-imports/',
      headers: { ...(await csrf(t.app)).headers, 'content-type': 'application/json' },
      payload: malformed,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('not_authenticated');
  });

  it("refuses an owner's studio import as 403 owner_scope, never reading its body", async () => {
    const owner = await signedInOwner(t.app, studioId);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/studios/studio-imports/',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      payload: malformed,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('owner_scope');
  });

  it('refuses an anonymous body over the limit as 401, not 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/studios/studios/${studioId}/import-parameters/`,
      headers: { ...(await csrf(t.app)).headers, 'content-type': 'application/json' },
      payload: `{"json_data": "${'x'.repeat(BODY_LIMIT_BYTES)}"}`,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('not_authenticated');
  });

  it('refuses an anonymous upload as 401 whatever its multipart body holds', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/studios/studios-enhanced/${studioId}/images/`,
      headers: { ...(await csrf(t.app)).headers, 'content-type': 'multipart/form-data; boundary=x' },
      payload: 'not multipart at all',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("a guarded route's answer is private (issue 35)", () => {
  it('says private, no-store on the change log, the import histories and the page-view summary', async () => {
    const user = await createAdminUser(t.app);
    const admin = await signIn(t.app, user.email, user.password);
    const owner = await signedInOwner(t.app, studioId);
    const reads = [
      { url: `/api/studios/studios-enhanced/${studioId}/history/`, who: [admin, owner] },
      { url: `/api/studios/studios/${studioId}/import-history/`, who: [admin, owner] },
      { url: '/api/studios/studio-imports/', who: [admin] },
      { url: '/api/analytics/summary/', who: [admin] },
      { url: `/api/studios/studios-enhanced/${studioId}/corrections/`, who: [admin, owner] },
    ];
    for (const { url, who } of reads) {
      for (const reader of who) {
        const res = await t.app.inject({ url, headers: reader.headers });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBe(PRIVATE_CACHE_CONTROL);
      }
    }
  });
});
