import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAdminUser, csrf, type SignedIn, signIn } from '../../../../test/auth-helpers';
import { createStudio } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
let admin: SignedIn;
let adminId: number;
let studioId: number;

beforeAll(async () => {
  t = await createTestApp();
  const user = await createAdminUser(t.app, { email: 'editor@example.com' });
  adminId = user.id;
  admin = await signIn(t.app, user.email, user.password);
});

beforeEach(async () => {
  studioId = await createStudio(t.app, {
    name: 'Original Name',
    parameters: { '3DGS_LOCATION_SCANNING_STATUS': 'Limited [1]' },
    attributes: { scanning_team_type: 'In-House' },
  });
});

afterAll(async () => {
  await t.close();
});

function patch(body: unknown, headers: Record<string, string> = {}, id = studioId) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/studios/studios-enhanced/${id}/`,
    headers: { ...admin.headers, ...headers },
    payload: body as object,
  });
}

const link = (n: number) => ({ name: `Tool ${n}`, url: `https://example.com/tools/${n}` });

describe('PATCH /api/studios/studios-enhanced/{id}/', () => {
  it.each([
    ['name', '  New Name  ', 'New Name'],
    ['city', 'Prague', 'Prague'],
    ['country', 'Czechia', 'Czechia'],
  ])('sets %s (trimmed)', async (field, value, stored) => {
    const res = await patch({ [field]: value });
    expect(res.statusCode).toBe(200);
    expect(res.json()[field]).toBe(stored);
    expect(res.headers.etag).toMatch(/^"studio-\d+-v\d+"$/);
  });

  it('sets the capability statuses through their parameters', async () => {
    const res = await patch({ '3DGS_LOCATION_SCANNING_STATUS': 'Available' });
    expect(res.statusCode).toBe(200);
    expect(res.json().detailed_attributes['3DGS_LOCATION_SCANNING_STATUS']).toBe('Available');
    const params = await t.app.inject({ url: `/api/studios/studios/${studioId}/parameters/categorized/` });
    const scanning = params.json().categorized_parameters['3DGS/4DGS Scanning'];
    expect(scanning[0]).toMatchObject({ parameter_value: 'Available', source_references: [] });
    const four = await patch({ '4DGS_ACTOR_SCANNING_STATUS': 'Not Available' });
    expect(four.json().detailed_attributes['4DGS_ACTOR_SCANNING_STATUS']).toBe('Not Available');
  });

  it('sets and clears the showreel and tour URLs', async () => {
    const showreel = await patch({ showreel_video_url: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(showreel.json().showreel_video_url).toBe('https://youtu.be/dQw4w9WgXcQ');
    expect(showreel.json().detailed_attributes.showreel_video_url).toBe('https://youtu.be/dQw4w9WgXcQ');
    const tour = await patch({ interactive_tour_url: 'https://example.com/tour' });
    expect(tour.json().interactive_tour_url).toBe('https://example.com/tour');
    const cleared = await patch({ interactive_tour_url: '' });
    expect(cleared.json().interactive_tour_url).toBeNull();
    expect(cleared.json().detailed_attributes.interactive_tour_url).toBeUndefined();
  });

  it.each([
    'tour_credits',
    'production_pipeline_virtual_tools',
    'production_pipeline_post_tools',
    'external_scanning_partners',
    'in_house_scanning_capabilities',
    'external_environment_partners',
    'in_house_environment_capabilities',
  ])('sets the list %s', async (field) => {
    const res = await patch({ [field]: [link(1), { name: ' Trimmed ', url: ' https://example.com/x ' }] });
    expect(res.statusCode).toBe(200);
    const expected = [link(1), { name: 'Trimmed', url: 'https://example.com/x' }];
    if (field === 'tour_credits') expect(res.json().tour_credits).toEqual(expected);
    expect(res.json().detailed_attributes[field]).toEqual(expected);
  });

  it.each(['scanning_team_type', 'environment_team_type'])('sets %s', async (field) => {
    const res = await patch({ [field]: 'Outsource' });
    expect(res.statusCode).toBe(200);
    expect(res.json().detailed_attributes[field]).toBe('Outsource');
  });

  it.each([
    [{ name: '   ' }, 'name: This field may not be blank.'],
    [{ city: 'x'.repeat(201) }, 'city: Ensure this field has no more than 200 characters.'],
    [{ showreel_video_url: 'javascript:alert(1)' }, 'showreel_video_url: Enter a valid URL'],
    [
      { interactive_tour_url: 'data:text/html,<script>alert(1)</script>' },
      'interactive_tour_url: Enter a valid URL',
    ],
    [{ interactive_tour_url: '/frontend/studios' }, 'interactive_tour_url: Enter a valid URL'],
    [
      { showreel_video_url: `https://example.com/${'a'.repeat(2048)}` },
      'showreel_video_url: Ensure this URL has no more',
    ],
    [
      { tour_credits: Array.from({ length: 101 }, (_, i) => link(i)) },
      'tour_credits: Ensure this list has no more than 100',
    ],
    [
      { production_pipeline_post_tools: [{ name: '', url: 'https://example.com' }] },
      'production_pipeline_post_tools.0.name:',
    ],
    [
      { external_scanning_partners: [{ name: 'X', url: 'javascript:void(0)' }] },
      'external_scanning_partners.0.url:',
    ],
    [{ tour_credits: [{ name: 'X', url: 'https://example.com', extra: 1 }] }, 'tour_credits.0:'],
    [{ '3DGS_LOCATION_SCANNING_STATUS': 'Sometimes' }, '3DGS_LOCATION_SCANNING_STATUS: Must be one of'],
    [{ scanning_team_type: 'Freelance' }, 'scanning_team_type: Must be one of'],
    [{ website_url: 'https://example.com' }, 'website_url: Unknown field.'],
    [{ name: 'A', city: 'B' }, 'Send exactly one field to change; this request has 2 (name, city).'],
    [{}, 'Send exactly one field to change.'],
  ])('refuses %j', async (body, message) => {
    const before = await t.app.inject({ url: `/api/studios/studios-enhanced/${studioId}/` });
    const res = await patch(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain(message);
    const after = await t.app.inject({ url: `/api/studios/studios-enhanced/${studioId}/` });
    expect(after.json()).toEqual(before.json());
  });

  it('refuses prototype-polluting JSON without touching the studio', async () => {
    for (const raw of ['{"__proto__": {"name": "x"}}', '{"constructor": {"prototype": {"name": "x"}}}']) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/studios/studios-enhanced/${studioId}/`,
        headers: { ...admin.headers, 'content-type': 'application/json' },
        payload: raw,
      });
      expect(res.statusCode, raw).toBe(400);
      expect(res.json().detail).toBeTypeOf('string');
    }
    expect(({} as Record<string, unknown>).name).toBeUndefined();
  });

  it('refuses a body that is no JSON object through the route schema (validation_failed)', async () => {
    for (const raw of ['[]', '[{"name": "x"}]', 'null', '"name"', '42']) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/studios/studios-enhanced/${studioId}/`,
        headers: { ...admin.headers, 'content-type': 'application/json' },
        payload: raw,
      });
      expect(res.statusCode, raw).toBe(400);
      expect(res.json().code, raw).toBe('validation_failed');
    }
  });

  it('refuses links to this directory itself', async () => {
    const res = await patch({ interactive_tour_url: 'http://localhost:80/frontend/studios' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/links to this directory itself/);
  });

  it('names the refused field in `fields`, with the code validation_failed', async () => {
    const res = await patch({ showreel_video_url: 'javascript:alert(1)' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.fields)).toEqual(['showreel_video_url']);
    expect(body.detail).toBe(`showreel_video_url: ${body.fields.showreel_video_url[0]}`);
  });

  it('writes one change-log row per change, with who, before and after', async () => {
    await patch({ name: 'Logged Name' });
    await patch({ scanning_team_type: 'Outsource' });
    await patch({ scanning_team_type: 'Outsource' }); // unchanged: no row
    const res = await t.app.inject({
      url: `/api/studios/studios-enhanced/${studioId}/history/`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const history = res.json().history;
    expect(history.slice(0, 2)).toMatchObject([
      {
        action: 'edit',
        field: 'scanning_team_type',
        before: 'In-House',
        after: 'Outsource',
        admin: { id: adminId, email: 'editor@example.com' },
      },
      { action: 'edit', field: 'name', before: 'Original Name', after: 'Logged Name' },
    ]);
    expect(history.filter((h: { action: string }) => h.action === 'edit')).toHaveLength(2);
  });

  it('answers 412 to a stale If-Match and leaves the studio as it was', async () => {
    const read = await t.app.inject({
      url: `/api/studios/studios-enhanced/${studioId}/`,
      headers: admin.headers,
    });
    const etag = read.headers.etag as string;
    expect((await patch({ city: 'First' }, { 'if-match': etag })).statusCode).toBe(200);
    const stale = await patch({ city: 'Second' }, { 'if-match': etag });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().detail).toMatch(/Someone else changed this studio/);
    const now = await t.app.inject({
      url: `/api/studios/studios-enhanced/${studioId}/`,
      headers: admin.headers,
    });
    expect(now.json().city).toBe('First');
  });

  it('answers 404 for an unknown studio', async () => {
    expect((await patch({ name: 'X' }, {}, 999_999)).statusCode).toBe(404);
  });
});

describe('status changes and archiving', () => {
  it('moves between any statuses and hides non-public ones from visitors', async () => {
    for (const status of ['draft', 'pending_review', 'archived', 'published', 'draft']) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/studios/studios-enhanced/${studioId}/update_status/`,
        headers: admin.headers,
        payload: { status },
      });
      expect(res.statusCode, status).toBe(200);
      expect(res.json().status).toBe(status);
      const visitor = await t.app.inject({ url: `/api/studios/studios-enhanced/${studioId}/` });
      expect(visitor.statusCode, status).toBe(
        status === 'published' || status === 'pending_review' ? 200 : 404,
      );
    }
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/studios/studios-enhanced/${studioId}/update_status/`,
      headers: admin.headers,
      payload: { status: 'deleted' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('archives on DELETE: hidden from visitors at once, data kept, who and when recorded', async () => {
    const publicBefore = (await t.app.inject({ url: '/api/studios/studios-enhanced/' })).json().count;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/studios/studios-enhanced/${studioId}/`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, id: studioId });
    expect((await t.app.inject({ url: '/api/studios/studios-enhanced/' })).json().count).toBe(
      publicBefore - 1,
    );
    expect((await t.app.inject({ url: `/api/studios/studios-enhanced/${studioId}/` })).statusCode).toBe(404);
    const forAdmin = await t.app.inject({
      url: `/api/studios/studios-enhanced/${studioId}/`,
      headers: admin.headers,
    });
    expect(forAdmin.json()).toMatchObject({ status: 'archived', name: 'Original Name' });
    const rows = await t.database.db.query.studios.findFirst({ where: (s, { eq }) => eq(s.id, studioId) });
    expect(rows?.archivedBy).toBe(adminId);
    expect(rows?.archivedAt).toBeInstanceOf(Date);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/studios/studios-enhanced/${studioId}/`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe('Studio not found. It may have already been deleted.');
  });

  it('works the same on /api/studios/studios/{id}/', async () => {
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/studios/studios/${studioId}/`,
      headers: admin.headers,
      payload: { country: 'Austria' },
    });
    expect(edit.json().country).toBe('Austria');
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/studios/studios/${studioId}/`,
      headers: admin.headers,
    });
    expect(del.statusCode).toBe(200);
  });
});

describe('POST /api/studios/studios/', () => {
  it('creates a draft studio and logs it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/studios/studios/',
      headers: admin.headers,
      payload: { name: ' New Stage ', city: 'Tbilisi', country: 'Georgia' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'New Stage',
      city: 'Tbilisi',
      country: 'Georgia',
      // The code follows the country as in the studio import (product.md §11).
      country_code: 'GE',
      status: 'draft',
    });
    const history = await t.app.inject({
      url: `/api/studios/studios-enhanced/${res.json().id}/history/`,
      headers: admin.headers,
    });
    expect(history.json().history[0]).toMatchObject({
      action: 'create',
      admin: { id: adminId },
      after: { country: 'Georgia', country_code: 'GE' },
    });
    const blank = await t.app.inject({
      method: 'POST',
      url: '/api/studios/studios/',
      headers: admin.headers,
      payload: { name: '', city: 'X', country: 'Y' },
    });
    expect(blank.statusCode).toBe(400);
  });
});

describe('who may write', () => {
  const writes = () => [
    {
      method: 'PATCH' as const,
      url: `/api/studios/studios-enhanced/${studioId}/`,
      payload: { name: 'Hacked' },
    },
    { method: 'PATCH' as const, url: `/api/studios/studios/${studioId}/`, payload: { name: 'Hacked' } },
    {
      method: 'PATCH' as const,
      url: `/api/studios/studios-enhanced/${studioId}/update_status/`,
      payload: { status: 'draft' },
    },
    { method: 'DELETE' as const, url: `/api/studios/studios-enhanced/${studioId}/` },
    { method: 'DELETE' as const, url: `/api/studios/studios/${studioId}/` },
    {
      method: 'POST' as const,
      url: '/api/studios/studios/',
      payload: { name: 'X', city: 'Y', country: 'Z' },
    },
  ];

  it('refuses every write without a session (401), without CSRF (403) and for non-staff (403)', async () => {
    const anonymous = await csrf(t.app);
    const nonStaffUser = await createAdminUser(t.app, { isStaff: false });
    const nonStaff = await signIn(t.app, nonStaffUser.email, nonStaffUser.password);
    for (const write of writes()) {
      const noSession = await t.app.inject({ ...write, headers: anonymous.headers });
      expect(noSession.statusCode, `${write.method} ${write.url} anonymous`).toBe(401);
      const noCsrf = await t.app.inject({ ...write, headers: { cookie: admin.headers.cookie } });
      expect(noCsrf.statusCode, `${write.method} ${write.url} no CSRF`).toBe(403);
      expect(noCsrf.json().detail).toMatch(/^CSRF Failed/);
      const staffless = await t.app.inject({ ...write, headers: nonStaff.headers });
      expect(staffless.statusCode, `${write.method} ${write.url} non-staff`).toBe(403);
    }
    const history = await t.app.inject({ url: `/api/studios/studios-enhanced/${studioId}/history/` });
    expect(history.statusCode).toBe(401);
    const studio = await t.app.inject({ url: `/api/studios/studios-enhanced/${studioId}/` });
    expect(studio.json().name).toBe('Original Name');
  });
});
