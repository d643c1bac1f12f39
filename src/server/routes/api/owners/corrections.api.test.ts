/** Corrections from visitors and their moderation (product.md §14), with every role. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser, csrf, type SignedIn, signIn } from '../../../../test/auth-helpers';
import { createStudio } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { insertCorrection } from '../../../db/repositories/corrections';
import { outbox, signedInOwner } from './owner-test-helpers';

let t: TestApp;
let admin: SignedIn;
let studioId: number;
let otherStudioId: number;
let owner: SignedIn;
let otherOwner: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ forms: { ratePerHour: 1000, minFillMs: 0, invitationDays: 7 } });
  const user = await createAdminUser(t.app, { email: 'corrections-admin@example.com' });
  admin = await signIn(t.app, user.email, user.password);
  studioId = await createStudio(t.app, {
    name: 'Correction Stage',
    parameters: [{ key: 'LED_PANEL_PIXEL_PITCH_MM', value: '2.6 [1]' }],
    sources: [{ index: 1, url: 'https://example.com/spec', description: 'Spec sheet' }],
  });
  otherStudioId = await createStudio(t.app, { name: 'Other Correction Stage' });
  owner = await signedInOwner(t.app, studioId);
  otherOwner = await signedInOwner(t.app, otherStudioId);
});

afterAll(async () => {
  await t.close();
});

async function suggest(body: object, id = studioId) {
  return t.app.inject({
    method: 'POST',
    url: `/api/studios/studios-enhanced/${id}/corrections/`,
    headers: (await csrf(t.app)).headers,
    payload: body,
  });
}

function decide(
  correctionId: number,
  verb: 'approve' | 'reject',
  headers: Record<string, string>,
  body?: object,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/studios/studios-enhanced/${studioId}/corrections/${correctionId}/${verb}/`,
    headers,
    ...(body ? { payload: body } : {}),
  });
}

async function pendingList(): Promise<{ id: number; field: string; proposed_value: string }[]> {
  const res = await t.app.inject({
    url: `/api/studios/studios-enhanced/${studioId}/corrections/?status=pending`,
    headers: admin.headers,
  });
  return res.json().results;
}

async function pendingCount(): Promise<number> {
  return (await pendingList()).length;
}

async function studio() {
  return (await t.app.inject({ url: `/api/studios/studios-enhanced/${studioId}/` })).json();
}

describe('suggesting a correction', () => {
  it('answers 201 pending and changes nothing on the studio', async () => {
    const res = await suggest({ field: 'city', proposed_value: 'Potsdam', note: 'They moved' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), status: 'pending' });
    expect((await studio()).city).toBe('Berlin');
  });

  it("takes a fixed-set field's API value and refuses its Russian word by code and field (the web words it)", async () => {
    const russian = await suggest({ field: '3DGS_LOCATION_SCANNING_STATUS', proposed_value: 'Доступно' });
    expect(russian.statusCode).toBe(400);
    expect(russian.json()).toMatchObject({
      code: 'validation_failed',
      fields: { proposed_value: [expect.any(String)] },
    });
    const value = await suggest({ field: '3DGS_LOCATION_SCANNING_STATUS', proposed_value: 'Available' });
    expect(value.statusCode, value.body).toBe(201);
    const team = await suggest({ field: 'environment_team_type', proposed_value: 'In-House' });
    expect(team.statusCode, team.body).toBe(201);
  });

  it("refuses a parameter's number outside its plausible range, by code", async () => {
    const before = await pendingCount();
    for (const value of ['0', '-2', '250', '250 mm', '1,000']) {
      const res = await suggest({ field: 'LED_PANEL_PIXEL_PITCH_MM', proposed_value: value });
      expect(res.statusCode, value).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'parameter_value_invalid',
        problem: 'out_of_range',
        fields: { proposed_value: ['Out of range: the value must be more than 0 and at most 100.'] },
      });
    }
    const year = await suggest({ field: 'GENERAL_YEAR_OPENED', proposed_value: '1492' });
    expect(year.json().fields.proposed_value).toEqual([
      'Out of range: the value must be from 1,850 to 2,100.',
    ]);
    expect(await pendingCount()).toBe(before);
  });

  it('refuses words for a number parameter (issue 34), and takes a number with its unit or a decimal comma', async () => {
    const before = await pendingCount();
    for (const value of ['abc', 'about 2 mm, per the spec sheet', '2.6 m', '1.5-2.6']) {
      const res = await suggest({ field: 'LED_PANEL_PIXEL_PITCH_MM', proposed_value: value });
      expect(res.statusCode, value).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'parameter_value_invalid',
        problem: 'not_a_number',
        fields: {
          proposed_value: [
            'Not a number: Pixel Pitch takes a number in mm (such as 2.6, 2,6 or 2.6 mm), or nothing.',
          ],
        },
      });
    }
    const stages = await suggest({ field: 'GENERAL_STAGE_COUNT', proposed_value: '2.5' });
    expect(stages.json()).toMatchObject({ code: 'parameter_value_invalid', problem: 'not_whole' });
    expect(await pendingCount()).toBe(before);
    for (const value of ['1.9', '1.9 mm', '1,9 мм']) {
      const res = await suggest({ field: 'LED_PANEL_PIXEL_PITCH_MM', proposed_value: value });
      expect(res.statusCode, `${value}: ${res.body}`).toBe(201);
    }
    const comma = (await pendingList()).at(-1);
    // Kept in its plain spelling, so the page, the filters and the comparison read 1.9.
    expect(comma).toMatchObject({ field: 'LED_PANEL_PIXEL_PITCH_MM', proposed_value: '1.9' });
    const range = await suggest({ field: 'LED_PANEL_BRIGHTNESS_NITS', proposed_value: '1500 - 5000 nits' });
    expect(range.statusCode, range.body).toBe(201);
    expect((await pendingList()).at(-1)).toMatchObject({ proposed_value: '1500–5000' });
  });

  it('refuses an unknown field, a bad value for a studio field, a non-http source and no CSRF', async () => {
    const unknown = await suggest({ field: 'password_hash', proposed_value: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'validation_failed', fields: { field: expect.any(Array) } });
    const badStatus = await suggest({ field: '3DGS_LOCATION_SCANNING_STATUS', proposed_value: 'Maybe' });
    expect(badStatus.json().fields).toHaveProperty('proposed_value');
    const badSource = await suggest({
      field: 'LED_PANEL_PIXEL_PITCH_MM',
      proposed_value: '1.9',
      source_url: 'javascript:alert(1)',
    });
    expect(badSource.json().fields).toHaveProperty('source_url');
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: `/api/studios/studios-enhanced/${studioId}/corrections/`,
      payload: { field: 'city', proposed_value: 'X' },
    });
    expect(noCsrf.json().code).toBe('csrf_failed');
  });
});

describe('who may moderate', () => {
  it('anonymous 401; the owner of another studio 403 owner_scope; this owner and admins 200', async () => {
    const created = (await suggest({ field: 'country', proposed_value: 'Deutschland' })).json();
    const anon = await csrf(t.app);
    const list = `/api/studios/studios-enhanced/${studioId}/corrections/`;
    expect((await t.app.inject({ url: list, headers: anon.headers })).statusCode).toBe(401);
    const foreign = await t.app.inject({ url: list, headers: otherOwner.headers });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('owner_scope');
    expect((await decide(created.id, 'approve', anon.headers)).statusCode).toBe(401);
    expect((await decide(created.id, 'approve', otherOwner.headers)).json().code).toBe('owner_scope');
    expect((await decide(created.id, 'reject', otherOwner.headers, { reason: 'x' })).json().code).toBe(
      'owner_scope',
    );
    const mine = await t.app.inject({ url: list, headers: owner.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().results.map((c: { id: number }) => c.id)).toContain(created.id);
    expect((await t.app.inject({ url: `${list}?status=pending`, headers: admin.headers })).statusCode).toBe(
      200,
    );
    // The admins' queue of every studio: owners may not read it.
    expect((await t.app.inject({ url: '/api/admin/corrections/', headers: owner.headers })).json().code).toBe(
      'owner_scope',
    );
    expect((await t.app.inject({ url: '/api/admin/corrections/', headers: anon.headers })).statusCode).toBe(
      401,
    );
    const all = await t.app.inject({ url: '/api/admin/corrections/?status=pending', headers: admin.headers });
    expect(all.json().results.some((c: { id: number }) => c.id === created.id)).toBe(true);
  });
});

describe('approving and rejecting', () => {
  it('an owner approves a parameter correction: the value, its source among the references, the log, the mail', async () => {
    const created = (
      await suggest({
        field: 'LED_PANEL_PIXEL_PITCH_MM',
        proposed_value: '1.9',
        source_url: 'https://example.com/new-panels',
        email: 'Fan@Example.com',
      })
    ).json();
    const listed = (
      await t.app.inject({
        url: `/api/studios/studios-enhanced/${studioId}/corrections/`,
        headers: owner.headers,
      })
    )
      .json()
      .results.find((c: { id: number }) => c.id === created.id);
    expect(listed).toMatchObject({
      current_value: '2.6 [1]',
      proposed_value: '1.9',
      email: 'fan@example.com',
    });

    const res = await decide(created.id, 'approve', owner.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved', current_value: '1.9' });
    expect((await studio()).detailed_attributes.LED_PANEL_PIXEL_PITCH_MM).toBe('1.9');

    const params = (
      await t.app.inject({ url: `/api/studios/studios/${studioId}/parameters/categorized/` })
    ).json();
    const pitch = Object.values(
      params.categorized_parameters as Record<
        string,
        { parameter_key: string; source_references: number[] }[]
      >,
    )
      .flat()
      .find((p) => p.parameter_key === 'LED_PANEL_PIXEL_PITCH_MM');
    // The source marks belong to the value they support: the correction's own source, never the
    // old value's [1] (issue 34).
    expect(pitch?.source_references).toEqual([2]);
    expect(params.source_references['2']).toMatchObject({ url: 'https://example.com/new-panels' });

    const history = (
      await t.app.inject({
        url: `/api/studios/studios-enhanced/${studioId}/history/`,
        headers: admin.headers,
      })
    ).json().history;
    type Entry = { field: string; action: string; after: unknown; admin: { role: string } };
    const value = (history as Entry[]).find((e) => e.field === 'LED_PANEL_PIXEL_PITCH_MM');
    // The import path logs a numeric-looking value as JSON (1.9): either way it reads 1.9.
    expect(String(value?.after)).toBe('1.9');
    // Named as the approved correction it is, by its approver; never 'import' (issue 34).
    expect(value?.action).toBe('correction');
    expect(value?.admin.role).toBe('owner');
    const standing = (
      await t.app.inject({ url: `/api/studios/studios-enhanced/${studioId}/verifications/` })
    ).json().values.LED_PANEL_PIXEL_PITCH_MM;
    expect(standing).toMatchObject({ status: 'verified', verified_by: 'correction' });
    const source = (history as Entry[]).find((e) => e.field === 'source:2');
    expect(source?.after).toMatchObject({ url: 'https://example.com/new-panels' });

    const mail = (await outbox(t.app, admin.headers)).find((m) => m.to === 'fan@example.com');
    expect(mail).toMatchObject({ kind: 'correction_approved' });
    // The field in the suggester's words; never the value they proposed (issue 35).
    expect(mail?.text).toContain('Pixel Pitch');
    expect(mail?.text).not.toContain('1.9');

    expect((await decide(created.id, 'approve', owner.headers)).statusCode).toBe(409);
  });

  it('a word sent as a number before numbers were checked is refused on approval, and nothing changes', async () => {
    const correction = await t.app.write((tx) =>
      insertCorrection(tx, {
        studioId,
        field: 'LED_PANEL_PIXEL_PITCH_MM',
        proposedValue: 'abc',
        sourceUrl: '',
        note: '',
        email: '',
        locale: 'en',
      }),
    );
    const before = await studio();
    const res = await decide(correction.id, 'approve', admin.headers);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'parameter_value_invalid', problem: 'not_a_number' });
    const after = await studio();
    expect(after.detailed_attributes.LED_PANEL_PIXEL_PITCH_MM).toBe(
      before.detailed_attributes.LED_PANEL_PIXEL_PITCH_MM,
    );
    expect(after.updated_at).toBe(before.updated_at);
    expect((await pendingList()).some((c) => c.id === correction.id)).toBe(true);
  });

  it('a correction without a source leaves the new value without the old value’s marks', async () => {
    const sourced = await createStudio(t.app, {
      name: 'Marked Stage',
      parameters: [{ key: 'STAGE_CEILING_HEIGHT_M', value: '9 [1][3]' }],
      sources: [
        { index: 1, url: 'https://example.com/one', description: 'One' },
        { index: 3, url: 'https://example.com/three', description: 'Three' },
      ],
    });
    const created = (
      await suggest({ field: 'STAGE_CEILING_HEIGHT_M', proposed_value: '11' }, sourced)
    ).json();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/studios/studios-enhanced/${sourced}/corrections/${created.id}/approve/`,
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const params = (
      await t.app.inject({ url: `/api/studios/studios/${sourced}/parameters/categorized/` })
    ).json();
    const ceiling = Object.values(
      params.categorized_parameters as Record<
        string,
        { parameter_key: string; source_references: number[] }[]
      >,
    )
      .flat()
      .find((p) => p.parameter_key === 'STAGE_CEILING_HEIGHT_M');
    expect(ceiling?.source_references).toEqual([]);
  });

  it('approving a correction that proposes the current value changes nothing and logs nothing', async () => {
    const pitchNow = String((await studio()).detailed_attributes.LED_PANEL_PIXEL_PITCH_MM);
    const history = async () =>
      (
        await t.app.inject({
          url: `/api/studios/studios-enhanced/${studioId}/history/`,
          headers: admin.headers,
        })
      ).json().history as { id: number }[];
    const sources = async () =>
      Object.keys(
        (await t.app.inject({ url: `/api/studios/studios/${studioId}/parameters/categorized/` })).json()
          .source_references,
      );
    const [logBefore, sourcesBefore] = [await history(), await sources()];
    const created = (
      await suggest({
        field: 'LED_PANEL_PIXEL_PITCH_MM',
        proposed_value: pitchNow.replace(/\s*\[\d+\]/g, ''),
        source_url: 'https://example.com/same-value',
      })
    ).json();
    const res = await decide(created.id, 'approve', admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved' });
    expect((await studio()).detailed_attributes.LED_PANEL_PIXEL_PITCH_MM).toBe(pitchNow);
    expect((await history())[0]?.id).toBe(logBefore[0]?.id);
    expect(await sources()).toEqual(sourcesBefore);
  });

  it('an admin approves a studio field correction through the field edit', async () => {
    const created = (
      await suggest({ field: 'name', proposed_value: 'Correction Stage Berlin', email: 'namer@example.com' })
    ).json();
    const res = await decide(created.id, 'approve', admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect((await studio()).name).toBe('Correction Stage Berlin');
    const standing = (
      await t.app.inject({ url: `/api/studios/studios-enhanced/${studioId}/verifications/` })
    ).json().values.name;
    expect(standing).toMatchObject({ status: 'verified', verified_by: 'correction' });
    // The decision goes to an address nobody confirmed: it carries none of the suggester's words.
    const mail = (await outbox(t.app, admin.headers)).find((m) => m.to === 'namer@example.com');
    expect(mail?.kind).toBe('correction_approved');
    expect(`${mail?.subject}\n${mail?.text}`).not.toContain('Correction Stage Berlin');
  });

  it('a rejection keeps the reason, changes nothing and tells the suggester', async () => {
    const created = (
      await suggest({ field: 'city', proposed_value: 'Hamburg', email: 'critic@example.com' })
    ).json();
    expect((await decide(created.id, 'reject', owner.headers, {})).statusCode).toBe(400);
    const res = await decide(created.id, 'reject', owner.headers, { reason: 'We are in Berlin' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', reason: 'We are in Berlin' });
    expect((await studio()).city).toBe('Berlin');
    const mail = (await outbox(t.app, admin.headers)).find((m) => m.to === 'critic@example.com');
    expect(mail).toMatchObject({ kind: 'correction_rejected' });
    expect(mail?.text).toContain('We are in Berlin');
    const again = await decide(created.id, 'reject', owner.headers, { reason: 'Still Berlin' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'conflict', detail: 'This correction was rejected already.' });
  });

  it('a correction of another studio is not found through this studio', async () => {
    const created = (await suggest({ field: 'city', proposed_value: 'Köln' }, otherStudioId)).json();
    expect((await decide(created.id, 'approve', admin.headers)).statusCode).toBe(404);
  });
});
