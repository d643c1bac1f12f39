/**
 * Merging duplicate studios (product.md §20, issue 39): the preview and its defaults, the merge that
 * moves every kind of row in one change-log entry, the 301s of the merged studio's addresses, the
 * refusals that change nothing, the undo, and who may ask.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser, csrf, type SignedIn, signIn } from '../../../../test/auth-helpers';
import { createStudio } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { commitStudioChange, type StudioCommitSet } from '../../../db/repositories/studio-writes';
import { valueChangeTimes } from '../../../db/repositories/value-change-times';
import {
  changeLog,
  corrections,
  enquiries,
  ownerClaims,
  type StoredImage,
  studioOwners,
  studioParameters,
  studioSources,
  studios,
} from '../../../db/schema';
import { signedInOwner } from '../owners/owner-test-helpers';

const INDEX_HTML = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><!--app-head--><!--app-config--></head>
<body><div id="root"></div></body></html>
`;

let t: TestApp;
let admin: SignedIn & { id: number };
let otherOwner: SignedIn;
let survivor: number;
let merged: number;
let otherStudio: number;
let mergedOwnerId: number;

function image(id: string, cover: boolean): StoredImage {
  return {
    id,
    hash: `hash-${id}`,
    kind: 'photo',
    caption: null,
    credit: null,
    width: 100,
    height: 100,
    widths: [100],
    placeholder: '',
    cover,
    bytes: 10,
    format: 'jpeg',
    created_at: '2026-01-01T00:00:00.000Z',
  };
}

function calendar(rangeId: string, start: string) {
  return {
    ranges: [
      { id: rangeId, start, end: start, status: 'booked' as const, note: null, source: 'manual' as const },
    ],
    feedUrl: null,
    updatedAt: '2026-12-01T00:00:00.000Z',
  };
}

async function setColumns(id: number, set: StudioCommitSet) {
  await t.app.write((_tx, write) => commitStudioChange(write, [id], { set }));
}

beforeAll(async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'vp-merges-'));
  const dist = path.join(root, 'web');
  mkdirSync(dist);
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  t = await createTestApp({}, { webDistFolder: dist });
  const user = await createAdminUser(t.app, { email: 'merges-admin@example.com' });
  admin = { ...(await signIn(t.app, user.email, user.password)), id: user.id };
  survivor = await createStudio(t.app, {
    name: 'Volta Stage',
    city: 'Berlin',
    country: 'Germany',
    websiteUrl: 'https://volta.example/',
    parameters: { LED_PHYSICAL_PRIMARY_WALL_WIDTH_M: '20 [1]', GENERAL_VP_SERVICE_TYPE_LEVEL1: 'ICVFX' },
    sources: [{ index: 1, url: 'https://volta.example/specs', description: 'Specs' }],
  });
  merged = await createStudio(t.app, {
    name: 'Volta Studios',
    city: 'Berlin-Mitte',
    country: 'Germany',
    websiteUrl: 'https://volta.example/mitte',
    description: 'A long description only the duplicate has.',
    parameters: {
      LED_PHYSICAL_PRIMARY_WALL_WIDTH_M: '24 [1]',
      LED_PHYSICAL_PRIMARY_WALL_HEIGHT_M: '6 [2]',
      GENERAL_VP_SERVICE_TYPE_LEVEL1: 'ICVFX',
    },
    sources: [
      { index: 1, url: 'https://volta.example/mitte/specs', description: 'Mitte specs' },
      { index: 2, url: 'https://volta.example/mitte/wall', description: 'Mitte wall' },
    ],
  });
  otherStudio = await createStudio(t.app, { name: 'Nordlicht Volume', city: 'Hamburg' });
  otherOwner = await signedInOwner(t.app, otherStudio);
  const mergedOwner = await signedInOwner(t.app, merged);
  mergedOwnerId = mergedOwner.id;
  await setColumns(survivor, { images: [image('s1', true)], calendar: calendar('rs1', '2027-01-01') });
  await setColumns(merged, {
    images: [image('m1', true), image('m2', false)],
    calendar: calendar('rm1', '2027-02-01'),
  });
  const db = t.app.database.db;
  await db.insert(ownerClaims).values({
    studioId: merged,
    name: 'Jane',
    email: 'jane@volta.example',
    role: 'Manager',
    evidenceUrl: 'https://volta.example/team',
  });
  await db.insert(corrections).values({ studioId: merged, field: 'city', proposedValue: 'Berlin' });
  await db.insert(enquiries).values([
    { studioId: merged, name: 'Ann', email: 'ann@example.org', message: 'Free in May?' },
    { studioId: merged, name: 'Bob', email: 'bob@example.org', message: 'Quote please', requestId: 1 },
  ]);
});

afterAll(async () => {
  await t.close();
});

async function preview(a = survivor, b = merged, headers: Record<string, string> = admin.headers) {
  return t.app.inject({ url: `/api/duplicates/${a}/${b}/merge-preview/`, headers });
}

async function merge(payload: Record<string, unknown>, headers: Record<string, string> = admin.headers) {
  return t.app.inject({ method: 'POST', url: '/api/duplicates/merges/', headers, payload });
}

async function undo(id: number, headers: Record<string, string> = admin.headers) {
  return t.app.inject({ method: 'POST', url: `/api/duplicates/merges/${id}/undo/`, headers });
}

async function logCount(): Promise<number> {
  const [row] = await t.app.database.db.select({ n: count() }).from(changeLog);
  return Number(row?.n ?? 0);
}

async function studioRow(id: number) {
  const [row] = await t.app.database.db.select().from(studios).where(eq(studios.id, id));
  return row!;
}

async function currentParameters(id: number) {
  const rows = await t.app.database.db
    .select()
    .from(studioParameters)
    .where(eq(studioParameters.studioId, id));
  return Object.fromEntries(
    rows
      .filter((r) => r.isCurrent)
      .map((r) => [r.parameterKey, { value: r.parameterValue, refs: r.sourceReferences }]),
  );
}

async function studiosOf(table: typeof ownerClaims | typeof corrections | typeof enquiries) {
  const rows = await t.app.database.db.select({ studioId: table.studioId }).from(table);
  return rows.map((r) => r.studioId);
}

/** Everything a merge touches, to compare before and after a refusal or an undo. */
async function state() {
  const db = t.app.database.db;
  const strip = (row: typeof studios.$inferSelect) => {
    const { version: _v, updatedAt: _u, ...rest } = row;
    return rest;
  };
  return {
    survivor: strip(await studioRow(survivor)),
    merged: strip(await studioRow(merged)),
    survivorParameters: await currentParameters(survivor),
    mergedParameters: await currentParameters(merged),
    sources: (await db.select().from(studioSources)).map((s) => [s.studioId, s.refIndex, s.url]).sort(),
    owners: (await db.select().from(studioOwners)).map((o) => [o.userId, o.studioId]).sort(),
    claims: await studiosOf(ownerClaims),
    corrections: await studiosOf(corrections),
    enquiries: (await studiosOf(enquiries)).sort(),
  };
}

describe('the merge preview', () => {
  it('lists the studios, what differs and the defaults (a tie: the lower id; a value only one has: its)', async () => {
    const res = await preview(merged, survivor);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json();
    expect(body.studios.map((s: { id: number }) => s.id)).toEqual([survivor, merged]);
    expect(body.default_survivor).toBe(survivor);
    expect(body.studios[1]).toMatchObject({
      name: 'Volta Studios',
      status: 'published',
      last_verified_at: null,
      counts: {
        sources: 2,
        images: 2,
        calendar_ranges: 1,
        owners: 1,
        claims: 1,
        corrections: 1,
        enquiries: 2,
      },
    });
    expect(body.studios[0].counts).toMatchObject({ sources: 1, images: 1, owners: 0, enquiries: 0 });
    const fields = Object.fromEntries(body.fields.map((r: { key: string }) => [r.key, r]));
    expect(Object.keys(fields)).toEqual(['name', 'city', 'website_url', 'description']);
    expect(fields.city).toEqual({ key: 'city', values: ['Berlin', 'Berlin-Mitte'], default_from: survivor });
    expect(fields.description.values).toEqual([null, 'A long description only the duplicate has.']);
    expect(fields.description.default_from).toBe(merged);
    expect(body.parameters).toEqual([
      { key: 'LED_PHYSICAL_PRIMARY_WALL_HEIGHT_M', values: [null, '6 [2]'], default_from: merged },
      { key: 'LED_PHYSICAL_PRIMARY_WALL_WIDTH_M', values: ['20 [1]', '24 [1]'], default_from: survivor },
    ]);
  });

  it('defaults to the more recently verified studio once one is verified', async () => {
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/studios/studios/${merged}/`,
      headers: admin.headers,
      payload: { name: 'Volta Studios Berlin' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const body = (await preview()).json();
    expect(body, JSON.stringify(body.studios)).toMatchObject({ default_survivor: merged });
    expect(body.studios[1].last_verified_at).not.toBeNull();
    const city = body.fields.find((r: { key: string }) => r.key === 'city');
    expect(city.default_from).toBe(merged);
  });

  it('answers 404 for an unknown studio and 409 for an archived one', async () => {
    expect((await preview(survivor, 999_999)).statusCode).toBe(404);
    expect((await preview(survivor, survivor)).statusCode).toBe(400);
    const archivedId = await createStudio(t.app, { name: 'Gone Volume', status: 'archived' });
    const res = await preview(survivor, archivedId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'merge_studio_unavailable' });
  });
});

describe('refusals change nothing', () => {
  it('a stale version answers 412 stale_write', async () => {
    const before = await state();
    const logBefore = await logCount();
    const body = (await preview()).json();
    const res = await merge({
      survivor_id: survivor,
      merged_id: merged,
      versions: { survivor: body.studios[0].version, merged: body.studios[1].version - 1 },
    });
    expect(res.statusCode, res.body).toBe(412);
    expect(res.json().code).toBe('stale_write');
    expect(await state()).toEqual(before);
    expect(await logCount()).toBe(logBefore);
  });

  it('a choice of a field they do not differ on, or of a studio not in the merge, answers 400', async () => {
    const before = await state();
    const logBefore = await logCount();
    const body = (await preview()).json();
    const versions = { survivor: body.studios[0].version, merged: body.studios[1].version };
    const same = await merge({
      survivor_id: survivor,
      merged_id: merged,
      versions,
      fields: { country: merged },
      parameters: { GENERAL_VP_SERVICE_TYPE_LEVEL1: merged },
    });
    expect(same.statusCode, same.body).toBe(400);
    expect(same.json()).toMatchObject({
      code: 'merge_choice_invalid',
      fields: {
        'fields.country': [expect.any(String)],
        'parameters.GENERAL_VP_SERVICE_TYPE_LEVEL1': [expect.any(String)],
      },
    });
    const stranger = await merge({
      survivor_id: survivor,
      merged_id: merged,
      versions,
      fields: { city: otherStudio },
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toMatchObject({
      code: 'merge_choice_invalid',
      fields: { 'fields.city': [expect.any(String)] },
    });
    const twice = await merge({ survivor_id: survivor, merged_id: survivor, versions });
    expect(twice.statusCode).toBe(400);
    expect(await state()).toEqual(before);
    expect(await logCount()).toBe(logBefore);
  });
});

describe('a merge and its undo', () => {
  let mergeId: number;
  let before: Awaited<ReturnType<typeof state>>;

  async function widthStanding() {
    const res = await t.app.inject({ url: `/api/studios/studios-enhanced/${survivor}/verifications/` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().values.LED_PHYSICAL_PRIMARY_WALL_WIDTH_M;
  }

  it('applies the choices, moves every kind of row, archives the merged studio: one change-log entry', async () => {
    // An admin vouched for the duplicate's wall width: the survivor's takes it with that standing.
    const verified = await t.app.inject({
      method: 'POST',
      url: `/api/studios/studios-enhanced/${merged}/verify/`,
      headers: admin.headers,
      payload: { keys: ['LED_PHYSICAL_PRIMARY_WALL_WIDTH_M'] },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await widthStanding()).toMatchObject({ status: 'added' });
    before = await state();
    const logBefore = await logCount();
    const body = (await preview()).json();
    const res = await merge({
      survivor_id: survivor,
      merged_id: merged,
      versions: { survivor: body.studios[0].version, merged: body.studios[1].version },
      fields: { city: survivor, name: survivor },
      parameters: { LED_PHYSICAL_PRIMARY_WALL_WIDTH_M: merged },
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json();
    mergeId = made.id;
    expect(made).toMatchObject({
      survivor_id: survivor,
      merged_id: merged,
      survivor_name: 'Volta Stage',
      merged_name: 'Volta Studios Berlin',
      merged_by: admin.id,
      undone_at: null,
      can_undo: true,
    });
    expect(await logCount()).toBe(logBefore + 1);
    const [entry] = await t.app.database.db.select().from(changeLog).where(eq(changeLog.action, 'merge'));
    expect(entry).toMatchObject({ studioId: survivor, adminId: admin.id, field: `merge:${merged}` });
    expect(entry?.before).toMatchObject({ survivor: { city: 'Berlin' }, merged: { status: 'published' } });
    expect(entry?.after).toMatchObject({ merged: { status: 'archived', mergedInto: survivor } });

    const s = await studioRow(survivor);
    expect(s).toMatchObject({
      name: 'Volta Stage',
      city: 'Berlin',
      // Left out: the defaults, the more recently verified studio's value and the only one given.
      websiteUrl: 'https://volta.example/mitte',
      description: 'A long description only the duplicate has.',
      hasOwner: true,
      mergedInto: null,
    });
    expect(s.images.map((i) => [i.id, i.cover])).toEqual([
      ['s1', true],
      ['m1', false],
      ['m2', false],
    ]);
    expect(s.calendar?.ranges.map((r) => r.id)).toEqual(['rs1', 'rm1']);
    // The merged studio's sources follow the survivor's, and the values taken cite them by their new numbers.
    expect(await currentParameters(survivor)).toEqual({
      LED_PHYSICAL_PRIMARY_WALL_WIDTH_M: { value: '24 [1]', refs: [2] },
      LED_PHYSICAL_PRIMARY_WALL_HEIGHT_M: { value: '6 [2]', refs: [3] },
      GENERAL_VP_SERVICE_TYPE_LEVEL1: { value: 'ICVFX', refs: null },
    });
    expect(await widthStanding()).toMatchObject({ status: 'verified', verified_by: 'admin' });
    // The studio import knows those values changed with the merge (its stale-file check).
    const changed = (await valueChangeTimes(t.app.database.db, [survivor])).get(survivor);
    const mergedAt = new Date(made.merged_at).getTime();
    expect(changed?.get('website_url')).toBe(mergedAt);
    expect(changed?.get('LED_PHYSICAL_PRIMARY_WALL_WIDTH_M')).toBe(mergedAt);
    expect(changed?.get('name')).toBeUndefined();
    const after = await state();
    expect(after.sources).toEqual(
      [
        [survivor, 1, 'https://volta.example/specs'],
        [survivor, 2, 'https://volta.example/mitte/specs'],
        [survivor, 3, 'https://volta.example/mitte/wall'],
      ].sort(),
    );
    expect(after.owners).toContainEqual([mergedOwnerId, survivor]);
    expect(after.owners).not.toContainEqual([mergedOwnerId, merged]);
    expect(after.claims).toEqual([survivor]);
    expect(after.corrections).toEqual([survivor]);
    expect(after.enquiries).toEqual([survivor, survivor]);
    const m = await studioRow(merged);
    expect(m).toMatchObject({
      status: 'archived',
      archivedBy: admin.id,
      mergedInto: survivor,
      hasOwner: false,
    });
    expect(m.images).toEqual([]);

    // The caches learnt of both: the survivor's API answer has the new values at once.
    const read = await t.app.inject({ url: `/api/studios/studios/${survivor}/`, headers: admin.headers });
    expect(read.json()).toMatchObject({ website_url: 'https://volta.example/mitte', has_owner: true });
    const params = await t.app.inject({ url: `/api/studios/studios/${survivor}/parameters/categorized/` });
    expect(Object.keys(params.json().source_references)).toEqual(['1', '2', '3']);
  });

  it("answers 301 from the merged studio's API addresses and page to the survivor's; the sitemap lists the survivor only", async () => {
    const anon = await t.app.inject({ url: `/api/studios/studios/${merged}/?x=1` });
    expect(anon.statusCode).toBe(301);
    expect(anon.headers.location).toBe(`/api/studios/studios/${survivor}/?x=1`);
    const enhanced = await t.app.inject({
      url: `/api/studios/studios-enhanced/${merged}/`,
      headers: admin.headers,
    });
    expect(enhanced.statusCode).toBe(301);
    expect(enhanced.headers.location).toBe(`/api/studios/studios-enhanced/${survivor}/`);
    const params = await t.app.inject({ url: `/api/studios/studios/${merged}/parameters/categorized/` });
    expect(params.statusCode).toBe(301);
    expect(params.headers.location).toBe(`/api/studios/studios/${survivor}/parameters/categorized/`);
    const page = await t.app.inject({ url: `/frontend/studios/${merged}?lang=ru` });
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe(`/frontend/studios/${survivor}?lang=ru`);
    const sitemap = (await t.app.inject({ url: '/sitemap.xml' })).body;
    expect(sitemap).toContain(`/frontend/studios/${survivor}</loc>`);
    expect(sitemap).not.toContain(`/frontend/studios/${merged}</loc>`);
  });

  it('leaves the merged studio out of the duplicates and refuses to merge it again', async () => {
    const pairs = (await t.app.inject({ url: '/api/duplicates/', headers: admin.headers })).json();
    expect(JSON.stringify(pairs.results)).not.toContain(`"id":${merged},`);
    const again = await preview();
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('merge_studio_unavailable');
  });

  it('lists the merge, newest first, undoable', async () => {
    const res = await t.app.inject({ url: '/api/duplicates/merges/', headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results[0]).toMatchObject({ id: mergeId, can_undo: true });
  });

  it('undo restores both studios exactly and moves the rows back: one change-log entry; no 301 after', async () => {
    const logBefore = await logCount();
    const res = await undo(mergeId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: mergeId, can_undo: false, undone_at: expect.any(String) });
    expect(await logCount()).toBe(logBefore + 1);
    expect(await state()).toEqual(before);
    expect(await widthStanding()).toMatchObject({ status: 'added' });
    const read = await t.app.inject({ url: `/api/studios/studios/${merged}/` });
    expect(read.statusCode).toBe(200);
    expect(read.json().name).toBe('Volta Studios Berlin');
    const page = await t.app.inject({ url: `/frontend/studios/${merged}` });
    expect(page.statusCode).toBe(200);

    const again = await undo(mergeId);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('merge_already_undone');
    expect((await undo(987_654)).statusCode).toBe(404);
  });

  it('refuses an undo once the survivor changed after the merge', async () => {
    const body = (await preview()).json();
    const res = await merge({
      survivor_id: survivor,
      merged_id: merged,
      versions: { survivor: body.studios[0].version, merged: body.studios[1].version },
    });
    expect(res.statusCode, res.body).toBe(201);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/studios/studios/${survivor}/`,
      headers: admin.headers,
      payload: { city: 'Potsdam' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const list = (await t.app.inject({ url: '/api/duplicates/merges/', headers: admin.headers })).json();
    expect(list.results[0]).toMatchObject({ id: res.json().id, can_undo: false });
    const blocked = await undo(res.json().id);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().code).toBe('merge_undo_blocked');
    expect((await studioRow(merged)).mergedInto).toBe(survivor);
  });
});

describe('authorization', () => {
  it('answers 401 to a visitor and 403 to an owner on every route; writes need CSRF', async () => {
    const anon = (await csrf(t.app)).headers;
    const payload = { survivor_id: otherStudio, merged_id: survivor, versions: { survivor: 1, merged: 1 } };
    const calls = (headers: Record<string, string>) => [
      t.app.inject({ url: `/api/duplicates/${otherStudio}/${survivor}/merge-preview/`, headers }),
      t.app.inject({ method: 'POST', url: '/api/duplicates/merges/', headers, payload }),
      t.app.inject({ url: '/api/duplicates/merges/', headers }),
      t.app.inject({ method: 'POST', url: '/api/duplicates/merges/1/undo/', headers }),
    ];
    for (const res of await Promise.all(calls(anon))) {
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json().code).toBe('not_authenticated');
    }
    for (const res of await Promise.all(calls(otherOwner.headers))) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe('owner_scope');
    }
    const { 'x-csrftoken': _token, ...noToken } = admin.headers;
    for (const res of [
      await t.app.inject({ method: 'POST', url: '/api/duplicates/merges/', headers: noToken, payload }),
      await t.app.inject({ method: 'POST', url: '/api/duplicates/merges/1/undo/', headers: noToken }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('csrf_failed');
    }
    expect((await studioRow(otherStudio)).status).toBe('published');
    // An admin may read both lists.
    expect((await t.app.inject({ url: '/api/duplicates/merges/', headers: admin.headers })).statusCode).toBe(
      200,
    );
  });
});

describe('images past the limit, attributes, and the owners that moved', () => {
  it('moves only the images that fit beside the survivor’s 40; the rest stay with the merged studio', async () => {
    const full = await createStudio(t.app, {
      name: 'Image Full',
      city: 'Lyon',
      attributes: { production_pipeline_post_tools: ['Nuke'], scanning_team_type: 'In-House' },
    });
    const extra = await createStudio(t.app, {
      name: 'Image Extra',
      city: 'Lyon',
      attributes: {
        production_pipeline_post_tools: ['Resolve'],
        legacy_note: 'kept',
        scanning_team_type: 'Outsource',
      },
    });
    await setColumns(full, { images: Array.from({ length: 39 }, (_, i) => image(`f${i}`, i === 0)) });
    await setColumns(extra, { images: [image('e0', true), image('e1', false), image('e2', false)] });
    const body = (await preview(full, extra)).json();
    expect(body.studios[1].counts.images).toBe(1);
    // The other way round, 37 of the 39 would fit beside 3.
    expect(body.studios[0].counts.images).toBe(37);
    expect(body.fields.map((r: { key: string }) => r.key)).toEqual([
      'name',
      'legacy_note',
      'production_pipeline_post_tools',
      'scanning_team_type',
    ]);
    const res = await merge({
      survivor_id: full,
      merged_id: extra,
      versions: { survivor: body.studios[0].version, merged: body.studios[1].version },
      fields: { production_pipeline_post_tools: extra },
    });
    expect(res.statusCode, res.body).toBe(201);
    const s = await studioRow(full);
    expect(s.images).toHaveLength(40);
    expect(s.images.at(-1)).toMatchObject({ id: 'e0', cover: false });
    expect(s.images.filter((i) => i.cover).map((i) => i.id)).toEqual(['f0']);
    // Chosen, only the duplicate's, and (a tie: the survivor's by default) the survivor's own.
    expect(s.attributes).toEqual({
      production_pipeline_post_tools: ['Resolve'],
      legacy_note: 'kept',
      scanning_team_type: 'In-House',
    });
    expect((await studioRow(extra)).images.map((i) => i.id)).toEqual(['e1', 'e2']);
    const read = await t.app.inject({ url: `/api/studios/studios/${full}/`, headers: admin.headers });
    expect(read.json().detailed_attributes).toMatchObject({ production_pipeline_post_tools: ['Resolve'] });
  });

  it("lets the merged studio's owner edit the survivor, and no longer the merged studio", async () => {
    const a = await createStudio(t.app, { name: 'Owned Survivor', city: 'Riga' });
    const b = await createStudio(t.app, { name: 'Owned Duplicate', city: 'Riga' });
    const owner = await signedInOwner(t.app, b);
    const body = (await preview(a, b)).json();
    const res = await merge({
      survivor_id: a,
      merged_id: b,
      versions: { survivor: body.studios[0].version, merged: body.studios[1].version },
    });
    expect(res.statusCode, res.body).toBe(201);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/studios/studios/${a}/`,
      headers: owner.headers,
      payload: { city: 'Jurmala' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const old = await t.app.inject({
      method: 'PATCH',
      url: `/api/studios/studios/${b}/`,
      headers: owner.headers,
      payload: { city: 'Jurmala' },
    });
    expect(old.statusCode).toBe(403);
  });
});
