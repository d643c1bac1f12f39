import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAdminUser, csrf, type SignedIn, signIn } from '../../../../test/auth-helpers';
import { createStudio } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { projectRoot } from '../../../lib/project-root';

const samples = path.resolve(projectRoot, 'src/test/fixtures/import');
const sample = (file: string) => readFileSync(path.join(samples, file), 'utf8');

let t: TestApp;
let admin: SignedIn;
let studioId: number;

beforeAll(async () => {
  t = await createTestApp();
  const user = await createAdminUser(t.app);
  admin = await signIn(t.app, user.email, user.password);
});

beforeEach(async () => {
  studioId = await createStudio(t.app, { name: 'Import Target', status: 'published' });
});

afterAll(async () => {
  await t.close();
});

function importCall(body: Record<string, unknown>, id = studioId) {
  return t.app.inject({
    method: 'POST',
    url: `/api/studios/studios/${id}/import-parameters/`,
    headers: admin.headers,
    payload: body,
  });
}

async function execute(file: string, resolution = 'overwrite', selected?: string[]) {
  const res = await importCall({
    json_data: sample(file),
    file_name: file,
    preview_only: false,
    resolve_conflicts: resolution,
    ...(selected ? { selected_items: selected } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function parameters(id = studioId) {
  const res = await t.app.inject({
    url: `/api/studios/studios/${id}/parameters/categorized/`,
    headers: admin.headers,
  });
  const all = Object.values(res.json().categorized_parameters).flat() as {
    parameter_key: string;
    parameter_value: string;
    version: number;
    display_name: string;
    history: { version: number; parameter_value: string }[];
  }[];
  return { body: res.json(), byKey: new Map(all.map((p) => [p.parameter_key, p])) };
}

describe('validation, with the messages of product.md §5', () => {
  it.each([
    ['invalid-array.json', 'Invalid JSON: Must be an object', 'import_not_object'],
    ['invalid-empty.json', 'JSON is empty', 'import_empty'],
    ['invalid-blank-keys.json', 'No valid parameters found', 'import_no_parameters'],
    ['invalid-broken.json', 'Invalid JSON file format', 'import_unparseable'],
    ['invalid-not-json.txt', 'Please select a JSON file', 'import_not_json'],
  ])('%s: %s', async (file, message, code) => {
    const res = await importCall({ json_data: sample(file), file_name: file, preview_only: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: message, detail: message, code });
  });

  it('accepts parsed JSON as well as text, and refuses a missing json_data', async () => {
    const parsed = await importCall({
      json_data: JSON.parse(sample('object-values.json')),
      preview_only: true,
    });
    expect(parsed.statusCode).toBe(200);
    const missing = await importCall({ preview_only: true });
    expect(missing.json()).toMatchObject({ error: 'Invalid JSON format', code: 'import_invalid' });
  });

  it('refuses more than 5,000 parameters and bodies over 5 MB', async () => {
    const many = Object.fromEntries(Array.from({ length: 5001 }, (_, i) => [`KEY_${i}`, '1']));
    const res = await importCall({ json_data: many, preview_only: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/at most 5,000/);
    expect(res.json()).toMatchObject({
      code: 'import_too_many_parameters',
      params: { count: 5001, max: 5000 },
    });
    const huge = await importCall({ json_data: { BIG: 'x'.repeat(5.5 * 1024 * 1024) }, preview_only: true });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('body_too_large');
  });

  it('reports bad keys and too-long values per item, and __proto__ does nothing harmful', async () => {
    const res = await importCall({
      json_data: `{"__proto__": {"polluted": 1}, "bad key": "x", "LONG": "${'y'.repeat(10_001)}", "GOOD": "ok"}`,
      preview_only: false,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Four items, each counted once: the three with an error under errors only.
    expect(body.results).toMatchObject({ created: 1, updated: 0, skipped: 0, errors: 3 });
    expect(body.message).toBe('Import completed with errors: 1 created, 0 updated, 0 skipped, 3 errors.');
    expect(body.results.error_details.join('\n')).toMatch(/__proto__: Invalid parameter key/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await parameters()).byKey.has('GOOD')).toBe(true);
  });

  it('refuses a word for a number parameter as an item with its code, and stores a decimal comma plainly (issue 34)', async () => {
    const json_data = JSON.stringify({
      LED_PANEL_PIXEL_PITCH_MM: 'abc',
      STAGE_WIDTH_M: '20,5 m',
      LED_PANEL_MODEL: 'Ruby RB1.9',
    });
    const preview = (await importCall({ json_data, preview_only: true })).json();
    const refused = preview.preview_items.find(
      (i: { parameter_name: string }) => i.parameter_name === 'LED_PANEL_PIXEL_PITCH_MM',
    );
    expect(refused).toMatchObject({
      action: 'skip',
      error: 'Not a number: Pixel Pitch takes a number in mm (such as 2.6, 2,6 or 2.6 mm), or nothing.',
      error_code: 'parameter_value_invalid',
    });
    const res = await importCall({ json_data, preview_only: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toMatchObject({ created: 2, errors: 1 });
    const { byKey } = await parameters();
    expect(byKey.has('LED_PANEL_PIXEL_PITCH_MM')).toBe(false);
    expect(byKey.get('STAGE_WIDTH_M')?.parameter_value).toBe('20.5');
  });
});

describe('preview', () => {
  it('plans creates on an empty studio, with the summary counts', async () => {
    const res = await importCall({ json_data: sample('full-led-volume.json'), preview_only: true });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.summary).toEqual({ total: 37, create: 37, update: 0, skip: 0, conflicts: 0, errors: 0 });
    expect(body.preview_items[0]).toMatchObject({ action: 'create', conflict: false, current_value: null });
    expect(body.source_references.map((s: { index: number }) => s.index)).toEqual([1, 2, 3]);
    expect((await parameters()).body.parameters_count).toBe(0);
  });

  it('gives 1 skip, 2 conflicting updates, 1 create and a new source for partial-update after full-led-volume', async () => {
    await execute('full-led-volume.json');
    const res = await importCall({ json_data: sample('partial-update.json'), preview_only: true });
    const { preview_items: items, summary, source_references: sources } = res.json();
    expect(summary).toEqual({ total: 4, create: 1, update: 2, skip: 1, conflicts: 2, errors: 0 });
    const byName = Object.fromEntries(items.map((i: { parameter_name: string }) => [i.parameter_name, i]));
    expect(byName.LED_PANEL_PIXEL_PITCH_MM).toMatchObject({ action: 'skip', conflict: false });
    expect(byName.LED_PHYSICAL_PRIMARY_WALL_WIDTH_M).toMatchObject({
      action: 'update',
      conflict: true,
      current_value: '24.5 m [1][3]',
      parameter_value: '26 [4]',
      source_references: [4],
    });
    expect(byName.LED_PANEL_BRIGHTNESS_NITS).toMatchObject({
      action: 'update',
      conflict: true,
      current_value: '1500',
    });
    expect(byName.TRACKING_OPTICAL_MARKERS_BOOL).toMatchObject({ action: 'create' });
    expect(sources).toEqual([
      {
        index: 4,
        url: 'https://example.com/news/2025-upgrade',
        description: '2025 wall upgrade announcement',
      },
    ]);
  });
});

describe('execute and the three conflict resolutions', () => {
  it('overwrite replaces values in place and keeps the old value in the change log', async () => {
    await execute('full-led-volume.json');
    const result = await execute('partial-update.json', 'overwrite');
    expect(result.results).toEqual({ created: 1, updated: 2, skipped: 1, errors: 0, error_details: [] });
    expect(result.message).toBe('Import completed: 1 created, 2 updated, 1 skipped.');
    const { byKey, body } = await parameters();
    expect(byKey.get('LED_PHYSICAL_PRIMARY_WALL_WIDTH_M')).toMatchObject({
      parameter_value: '26 [4]',
      version: 1,
      history: [],
    });
    expect(byKey.get('LED_PANEL_BRIGHTNESS_NITS')).toMatchObject({ parameter_value: '1800 [4]', version: 1 });
    expect(
      body.categorized_parameters['Camera & Tracking'].map((p: { parameter_key: string }) => p.parameter_key),
    ).toContain('TRACKING_OPTICAL_MARKERS_BOOL');
    expect(body.source_references['4']).toEqual({
      url: 'https://example.com/news/2025-upgrade',
      description: '2025 wall upgrade announcement',
    });
    const history = await t.app.inject({
      url: `/api/studios/studios-enhanced/${studioId}/history/`,
      headers: admin.headers,
    });
    const widthChange = history
      .json()
      .history.find(
        (h: { field: string; action: string; after: string }) =>
          h.field === 'LED_PHYSICAL_PRIMARY_WALL_WIDTH_M' && h.after === '26 [4]',
      );
    expect(widthChange).toMatchObject({ action: 'import', before: '24.5 m [1][3]' });
  });

  it('skip leaves conflicting items as they are and counts them as skipped', async () => {
    await execute('full-led-volume.json');
    const result = await execute('partial-update.json', 'skip');
    expect(result.results).toMatchObject({ created: 1, updated: 0, skipped: 3 });
    const { byKey } = await parameters();
    expect(byKey.get('LED_PHYSICAL_PRIMARY_WALL_WIDTH_M')?.parameter_value).toBe('24.5 m [1][3]');
    expect(byKey.get('TRACKING_OPTICAL_MARKERS_BOOL')?.parameter_value).toBe('yes');
  });

  it('version adds a new current version and keeps the earlier one in the history', async () => {
    await execute('full-led-volume.json');
    const result = await execute('partial-update.json', 'version');
    expect(result.results).toMatchObject({ created: 1, updated: 2, skipped: 1 });
    const width = (await parameters()).byKey.get('LED_PHYSICAL_PRIMARY_WALL_WIDTH_M');
    expect(width).toMatchObject({ parameter_value: '26 [4]', version: 2 });
    expect(width?.history).toEqual([
      expect.objectContaining({ version: 1, parameter_value: '24.5 m [1][3]' }),
    ]);
  });

  it('leaves unselected items untouched', async () => {
    await execute('full-led-volume.json');
    const result = await execute('partial-update.json', 'overwrite', ['LED_PANEL_BRIGHTNESS_NITS']);
    expect(result.results).toMatchObject({ created: 0, updated: 1, skipped: 3 });
    const { byKey } = await parameters();
    expect(byKey.get('LED_PANEL_BRIGHTNESS_NITS')?.parameter_value).toBe('1800 [4]');
    expect(byKey.get('LED_PHYSICAL_PRIMARY_WALL_WIDTH_M')?.parameter_value).toBe('24.5 m [1][3]');
    expect(byKey.has('TRACKING_OPTICAL_MARKERS_BOOL')).toBe(false);
  });

  it('shows the new values at once in the list, its filters and the studio', async () => {
    await execute('full-led-volume.json');
    const list = await t.app.inject({ url: '/api/studios/studios-enhanced/' });
    const listed = list.json().results.find((s: { id: number }) => s.id === studioId);
    expect(listed.detailed_attributes.LED_PHYSICAL_PRIMARY_WALL_WIDTH_M).toBe('24.5 m [1][3]');
    expect(listed.detailed_attributes.LED_PHYSICAL_PRIMARY_CEILING_BOOL).toBe('Yes [1]');
    const studio = (await t.app.inject({ url: `/api/studios/studios-enhanced/${studioId}/` })).json();
    expect(studio.stage_count).toBe(2);
    expect(studio.total_area).toBe(1850);
    expect(studio.description).toBe(
      'Curved LED volume with a full ceiling, built for in-camera VFX and car work.',
    );
  });

  it('stores object-form values with their display names and explicit references', async () => {
    await execute('object-values.json');
    const { byKey } = await parameters();
    expect(byKey.get('LED_PHYSICAL_PRIMARY_WALL_WIDTH_M')).toMatchObject({
      parameter_value: '18',
      display_name: 'Main wall width',
    });
    expect(byKey.get('GENERAL_VP_SERVICE_TYPE_LEVEL1')?.parameter_value).toBe('LED Volume, Motion Capture');
  });

  it('lands all or nothing: a failure midway leaves nothing behind', async () => {
    await t.database.db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION vp_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'forced failure'; END $$`),
    );
    await t.database.db.execute(
      sql.raw(`CREATE TRIGGER vp_test_fail BEFORE INSERT ON change_log FOR EACH ROW
        WHEN (NEW.field = 'FORCE_FAILURE') EXECUTE FUNCTION vp_test_fail()`),
    );
    try {
      const before = (await t.app.inject({ url: `/api/studios/studios-enhanced/${studioId}/` })).json();
      const res = await importCall({
        json_data: {
          GENERAL_DESCRIPTION: 'should vanish',
          FORCE_FAILURE: '1',
          source_references: { '9': { url: 'https://example.com/9' } },
        },
        preview_only: false,
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ code: 'server_error', detail: 'A server error occurred.' });
      expect((await parameters()).body.parameters_count).toBe(0);
      expect((await parameters()).body.source_references).toEqual({});
      const imports = await t.app.inject({
        url: `/api/studios/studios/${studioId}/import-history/`,
        headers: admin.headers,
      });
      expect(imports.json().history).toEqual([]);
      const after = (await t.app.inject({ url: `/api/studios/studios-enhanced/${studioId}/` })).json();
      expect(after).toEqual(before);
    } finally {
      await t.database.db.execute(sql.raw('DROP TRIGGER vp_test_fail ON change_log'));
      await t.database.db.execute(sql.raw('DROP FUNCTION vp_test_fail()'));
    }
  });
});

describe('history and undo', () => {
  it('lists imports with who, when, file, resolution and results', async () => {
    await execute('full-led-volume.json');
    const res = await t.app.inject({
      url: `/api/studios/studios/${studioId}/import-history/`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().history[0]).toMatchObject({
      file_name: 'full-led-volume.json',
      resolution: 'overwrite',
      results: { created: 37, updated: 0 },
      undone_at: null,
      can_undo: true,
      admin: { email: expect.stringContaining('@example.com') },
    });
  });

  it('undo restores every parameter and source the import touched, and is itself logged', async () => {
    await execute('full-led-volume.json');
    const second = await execute('partial-update.json', 'version');
    const undo = await t.app.inject({
      method: 'POST',
      url: `/api/studios/studios/${studioId}/import-history/${second.import_id}/undo/`,
      headers: admin.headers,
    });
    expect(undo.statusCode).toBe(200);
    expect(undo.json()).toMatchObject({ success: true, restored: 3 });
    const { byKey, body } = await parameters();
    expect(byKey.get('LED_PHYSICAL_PRIMARY_WALL_WIDTH_M')).toMatchObject({
      parameter_value: '24.5 m [1][3]',
      version: 1,
      history: [],
    });
    expect(byKey.has('TRACKING_OPTICAL_MARKERS_BOOL')).toBe(false);
    expect(body.source_references['4']).toBeUndefined();
    const log = await t.app.inject({
      url: `/api/studios/studios-enhanced/${studioId}/history/`,
      headers: admin.headers,
    });
    expect(
      log.json().history.filter((h: { action: string }) => h.action === 'undo').length,
    ).toBeGreaterThanOrEqual(3);
    // The removed source is kept in the entry's before: what the undo took away.
    expect(
      log
        .json()
        .history.find(
          (h: { action: string; field: string }) => h.action === 'undo' && h.field === 'source:4',
        ),
    ).toMatchObject({
      before: { url: 'https://example.com/news/2025-upgrade', description: '2025 wall upgrade announcement' },
      after: null,
    });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/studios/studios/${studioId}/import-history/${second.import_id}/undo/`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'import_already_undone',
      detail: 'This import was already undone.',
    });
  });

  it('undo of an overwrite puts the old values back', async () => {
    await execute('full-led-volume.json');
    const second = await execute('partial-update.json', 'overwrite');
    await t.app.inject({
      method: 'POST',
      url: `/api/studios/studios/${studioId}/import-history/${second.import_id}/undo/`,
      headers: admin.headers,
    });
    expect((await parameters()).byKey.get('LED_PANEL_BRIGHTNESS_NITS')?.parameter_value).toBe('1500');
  });

  it('refuses undo when a later change touched the same parameters', async () => {
    const first = await execute('full-led-volume.json');
    await execute('partial-update.json', 'overwrite');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/studios/studios/${studioId}/import-history/${first.import_id}/undo/`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/later changes touched .*LED_PHYSICAL_PRIMARY_WALL_WIDTH_M/);
    expect(res.json()).toMatchObject({
      code: 'import_undo_blocked',
      fields: expect.arrayContaining(['LED_PHYSICAL_PRIMARY_WALL_WIDTH_M']),
    });
    const history = await t.app.inject({
      url: `/api/studios/studios/${studioId}/import-history/`,
      headers: admin.headers,
    });
    const entry = history.json().history.find((h: { id: number }) => h.id === first.import_id);
    expect(entry).toMatchObject({ can_undo: false });
    expect(entry.undo_blocked_by).toContain('LED_PANEL_BRIGHTNESS_NITS');
    expect((await parameters()).byKey.get('LED_PANEL_BRIGHTNESS_NITS')?.parameter_value).toBe('1800 [4]');
  });

  it('refuses undo after an admin edit of a capability the import set', async () => {
    const first = await execute('full-led-volume.json');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/studios/studios-enhanced/${studioId}/`,
      headers: admin.headers,
      payload: { '3DGS_LOCATION_SCANNING_STATUS': 'Not Available' },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/studios/studios/${studioId}/import-history/${first.import_id}/undo/`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().fields).toEqual(['3DGS_LOCATION_SCANNING_STATUS']);
  });
});

describe('who may import', () => {
  it('needs a staff session and a CSRF token', async () => {
    const anonymous = await csrf(t.app);
    const body = { json_data: sample('object-values.json'), preview_only: true };
    const url = `/api/studios/studios/${studioId}/import-parameters/`;
    expect(
      (await t.app.inject({ method: 'POST', url, headers: anonymous.headers, payload: body })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url, headers: { cookie: admin.headers.cookie }, payload: body }))
        .statusCode,
    ).toBe(403);
    const history = await t.app.inject({ url: `/api/studios/studios/${studioId}/import-history/` });
    expect(history.statusCode).toBe(401);
  });

  it('answers 404 for an unknown studio', async () => {
    const res = await importCall({ json_data: sample('object-values.json'), preview_only: false }, 999_999);
    expect(res.statusCode).toBe(404);
  });
});
