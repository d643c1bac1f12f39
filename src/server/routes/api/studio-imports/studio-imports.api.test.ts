/**
 * Importing studios from a spreadsheet (product.md §13): preview, execute, remembered decisions, limits,
 * the change log and undo, for admins only.
 */

import type { StudioImportResponse, StudioImportRowDto } from '@domain/schemas/studio-import-schemas';
import { sheetProblemText } from '@domain/studio-import-problems';
import { isDayRateSheetHeader } from '@domain/studio-sheet-day-rates';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser, csrf, type SignedIn, signIn } from '../../../../test/auth-helpers';
import { createStudio } from '../../../../test/factories';
import { buildAppOn, createTestApp, type TestApp } from '../../../../test/test-app';
import { queryRows } from '../../../db/database';

let t: TestApp;
let admin: SignedIn;
const URL = '/api/studios/studio-imports/';

beforeAll(async () => {
  t = await createTestApp({ exportRatePerMinute: 10_000 });
  const user = await createAdminUser(t.app);
  admin = await signIn(t.app, user.email, user.password);
});

afterAll(async () => {
  await t.close();
});

type Cell = string | number | null;
const csv = (rows: Cell[][]) => Buffer.from(stringify(rows, { bom: true })).toString('base64');

function post(body: Record<string, unknown>, headers: Record<string, string> = admin.headers) {
  return t.app.inject({ method: 'POST', url: URL, headers, payload: body });
}

async function preview(rows: Cell[][], extra: Record<string, unknown> = {}) {
  const res = await post({ file_name: 'studios.csv', file_base64: csv(rows), ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<StudioImportResponse>();
}

async function execute(rows: Cell[][], extra: Record<string, unknown> = {}) {
  const res = await post({ file_name: 'studios.csv', file_base64: csv(rows), preview_only: false, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<StudioImportResponse>();
}

const rowOf = (body: StudioImportResponse, row: number): StudioImportRowDto => {
  const found = body.rows?.find((r) => r.row === row);
  if (!found) throw new Error(`no row ${row}`);
  return found;
};

async function studio(id: number) {
  const res = await t.app.inject({ url: `/api/studios/studios-enhanced/${id}/`, headers: admin.headers });
  return res.json<{
    name: string;
    city: string;
    status: string;
    detailed_attributes: Record<string, unknown>;
  }>();
}

async function countRows(table: string, where = sql`true`): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    t.app.database.db,
    sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE ${where}`,
  );
  return Number(rows[0]?.n);
}

describe('who may import', () => {
  const body = { file_name: 'x.csv', file_base64: csv([['Name'], ['A']]) };

  it('refuses a visitor (401 with a CSRF token, 403 csrf_failed without)', async () => {
    const anon = await csrf(t.app);
    const withToken = await post(body, anon.headers);
    expect(withToken.statusCode).toBe(401);
    expect(withToken.json().code).toBe('not_authenticated');
    const bare = await t.app.inject({ method: 'POST', url: URL, payload: body });
    expect(bare.statusCode).toBe(403);
    expect(bare.json().code).toBe('csrf_failed');
    expect((await t.app.inject({ url: URL })).statusCode).toBe(401);
  });

  it('refuses an admin without the CSRF token, and a signed-in account that is not staff', async () => {
    const noToken = await post(body, { cookie: admin.headers.cookie });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().code).toBe('csrf_failed');
    const user = await createAdminUser(t.app, { isStaff: false });
    const other = await signIn(t.app, user.email, user.password);
    const refused = await post(body, other.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('permission_denied');
    expect((await t.app.inject({ url: URL, headers: other.headers })).statusCode).toBe(403);
  });
});

describe('preview', () => {
  it('says per row create, update or skip and per cell current against new, and writes nothing', async () => {
    const id = await createStudio(t.app, {
      name: 'Preview Hall',
      city: 'Oslo',
      country: 'Norway',
      parameters: { LED_PANEL_PIXEL_PITCH_MM: '2.6 [1]', LED_PHYSICAL_PRIMARY_CEILING_BOOL: 'Yes' },
    });
    const same = await createStudio(t.app, { name: 'Same Hall', city: 'Oslo', country: 'Norway' });
    const before = { studios: await countRows('studios'), log: await countRows('change_log') };
    const body = await preview([
      ['Name', 'City', 'Country', 'Pixel Pitch (mm)', 'LED Ceiling', 'Stage Width (m)'],
      ['  preview   HALL ', 'oslo', 'NORWAY', '2.6', 'да', '20'],
      ['Same Hall', 'Oslo', 'Norway', '', '', ''],
      ['Brand New Stage', 'Bergen', 'Norway', '1.5', 'No', ''],
      ['Preview Hall', 'Oslo', 'Norway', '2.9', '', ''],
    ]);
    expect(body.headers.map((h) => h.column)).toEqual([
      'name',
      'city',
      'country',
      'LED_PANEL_PIXEL_PITCH_MM',
      'LED_PHYSICAL_PRIMARY_CEILING_BOOL',
      'STAGE_WIDTH_M',
    ]);
    const update = rowOf(body, 2);
    expect(update).toMatchObject({ action: 'update', studio_id: id, row_key: `id:${id}` });
    // 2.6 = '2.6 [1]' and да = Yes: the same meaning changes nothing; the case of the name is a conflict.
    expect(update.cells).toEqual([
      {
        column: 'name',
        current: 'Preview Hall',
        incoming: 'preview HALL',
        conflict: true,
        resolution: 'overwrite',
        remembered: false,
        changed_since_export: false,
      },
      {
        column: 'city',
        current: 'Oslo',
        incoming: 'oslo',
        conflict: true,
        resolution: 'overwrite',
        remembered: false,
        changed_since_export: false,
      },
      {
        column: 'country',
        current: 'Norway',
        incoming: 'NORWAY',
        conflict: true,
        resolution: 'overwrite',
        remembered: false,
        changed_since_export: false,
      },
      {
        column: 'STAGE_WIDTH_M',
        current: null,
        incoming: 20,
        conflict: false,
        resolution: null,
        remembered: false,
        changed_since_export: false,
      },
    ]);
    expect(rowOf(body, 3)).toMatchObject({ action: 'skip', studio_id: same, cells: [], problems: [] });
    expect(rowOf(body, 4)).toMatchObject({
      action: 'create',
      studio_id: null,
      row_key: 'new:brand new stage|bergen|norway',
    });
    expect(rowOf(body, 5).problems).toEqual([
      { code: 'duplicate_row', header: null, value: '2', message: 'Row 2 already imports this studio.' },
    ]);
    expect(body.summary).toEqual({ rows: 4, create: 1, update: 1, skip: 1, conflicts: 3, errors: 1 });
    expect(await countRows('studios')).toBe(before.studios);
    expect(await countRows('change_log')).toBe(before.log);
  });

  it('reports bad rows with row and column, refuses ambiguous matches, and previews the good rows', async () => {
    const a = await createStudio(t.app, { name: 'Twin Stage', city: 'Lyon', country: 'France' });
    const b = await createStudio(t.app, { name: 'twin stage', city: 'Lyon', country: 'France' });
    const body = await preview([
      ['ID', 'Name', 'City', 'Country', 'Status', 'Primary Wall Width (m)', 'Website'],
      ['', 'Twin Stage', 'Lyon', 'France', '', '', ''],
      [String(a), '', '', '', 'Published', '', ''],
      ['', 'Good New Stage', 'Nice', 'France', 'Live', 'wide', 'javascript:alert(1)'],
      ['999999', 'Ghost', '', '', '', '', ''],
      ['', '', 'Paris', 'France', '', '', ''],
      ['', 'Fine Stage', 'Nice', 'France', 'Черновик', '12,5', 'https://fine.example'],
    ]);
    expect(rowOf(body, 2).problems[0]).toMatchObject({
      code: 'ambiguous',
      value: [a, b].sort((x, y) => x - y).join(', '),
    });
    expect(rowOf(body, 3)).toMatchObject({ action: 'skip', studio_id: a, problems: [] });
    expect(rowOf(body, 4).problems.map((p) => [p.header, p.code])).toEqual([
      ['Status', 'status_invalid'],
      ['Primary Wall Width (m)', 'number_invalid'],
      ['Website', 'url_invalid'],
    ]);
    expect(rowOf(body, 4).action).toBe('skip');
    expect(rowOf(body, 5).problems[0]).toMatchObject({
      code: 'id_unknown',
      message: 'No studio has the id 999999.',
    });
    expect(rowOf(body, 6).problems[0]?.code).toBe('name_required');
    const fine = rowOf(body, 7);
    expect(fine.action).toBe('create');
    expect(fine.cells.map((c) => [c.column, c.incoming])).toEqual([
      ['name', 'Fine Stage'],
      ['city', 'Nice'],
      ['country', 'France'],
      ['status', 'draft'],
      ['LED_PHYSICAL_PRIMARY_WALL_WIDTH_M', 12.5],
      ['website_url', 'https://fine.example'],
    ]);
    expect(body.summary.errors).toBe(4);
  });

  it('refuses impossible numbers per cell, naming the limit, in English and Russian', async () => {
    const body = await preview([
      [
        'Name',
        'City',
        'Country',
        'Number of Stages',
        'Total Area (m²)',
        'Primary Wall Width (m)',
        'Year Opened',
        'Pixel Pitch (mm)',
      ],
      ['Impossible Stage', 'Oslo', 'Norway', '-3', '-100', '100000000000000000000000', '99999', '0'],
      ['Possible Stage', 'Oslo', 'Norway', '3', '1200', '24.5', '2019', '1.5'],
    ]);
    const impossible = rowOf(body, 2);
    expect(impossible.action).toBe('skip');
    expect(impossible.problems.map((p) => [p.header, p.code, p.message])).toEqual([
      ['Number of Stages', 'out_of_range', '“-3” is out of range: the value must be from 1 to 1,000.'],
      [
        'Total Area (m²)',
        'out_of_range',
        '“-100” is out of range: the value must be more than 0 and at most 1,000,000.',
      ],
      [
        'Primary Wall Width (m)',
        'out_of_range',
        '“100000000000000000000000” is out of range: the value must be more than 0 and at most 1,000.',
      ],
      ['Year Opened', 'out_of_range', '“99999” is out of range: the value must be from 1,850 to 2,100.'],
      [
        'Pixel Pitch (mm)',
        'out_of_range',
        '“0” is out of range: the value must be more than 0 and at most 100.',
      ],
    ]);
    expect(sheetProblemText(impossible.problems[0]!, 'ru')).toBe(
      '«-3» вне пределов: значение должно быть от 1 до 1\u00a0000.',
    );
    expect(rowOf(body, 3)).toMatchObject({ action: 'create', problems: [] });
    expect(body.summary).toMatchObject({ create: 1, errors: 1 });
  });

  it('reads numbers as every path does (issue 34): words refused, a range where allowed, a Russian unit', async () => {
    const body = await preview([
      ['Name', 'City', 'Country', 'Pixel Pitch (mm)', 'Brightness (nits)'],
      ['Worded Stage', 'Oslo', 'Norway', 'abc', 'bright'],
      ['Ranged Stage', 'Oslo', 'Norway', '2,6 мм', '1500–5000'],
      ['Pitch Range Stage', 'Oslo', 'Norway', '1.5-2.6', '1500'],
    ]);
    expect(rowOf(body, 2).problems.map((p) => [p.header, p.code])).toEqual([
      ['Pixel Pitch (mm)', 'number_invalid'],
      ['Brightness (nits)', 'number_invalid'],
    ]);
    expect(rowOf(body, 3)).toMatchObject({ action: 'create', problems: [] });
    expect(rowOf(body, 4).problems.map((p) => [p.header, p.code])).toEqual([
      ['Pixel Pitch (mm)', 'number_invalid'],
    ]);
    await execute([
      ['Name', 'City', 'Country', 'Pixel Pitch (mm)', 'Brightness (nits)'],
      ['Ranged Stage', 'Oslo', 'Norway', '2,6 мм', '1500–5000'],
    ]);
    const [created] = await queryRows<{ id: number }>(
      t.app.database.db,
      sql`SELECT id FROM studios WHERE name = 'Ranged Stage'`,
    );
    if (!created) throw new Error('the row created no studio');
    expect((await studio(created.id)).detailed_attributes).toMatchObject({
      LED_PANEL_PIXEL_PITCH_MM: '2.6',
      LED_PANEL_BRIGHTNESS_NITS: '1500–5000',
    });
  });

  it('names the length limit of a text that is too long', async () => {
    const body = await preview([
      ['Name', 'City', 'Country'],
      ['N'.repeat(201), 'Oslo', 'Norway'],
    ]);
    const [problem] = rowOf(body, 2).problems;
    expect(problem).toMatchObject({
      code: 'too_long',
      limit: 200,
      message: 'The text is too long: at most 200 characters.',
    });
    expect(sheetProblemText(problem!, 'ru')).toBe('Слишком длинный текст: не больше 200 символов.');
  });

  it('matches headers in Russian, and leaves unknown ones to a mapping', async () => {
    const body = await preview([
      ['Название', 'Город', 'Страна', 'Примечания', 'Шаг пикселя (мм)'],
      ['Русская Студия', 'Москва', 'Россия', 'заметка', '1,9'],
    ]);
    expect(body.headers.map((h) => [h.column, h.status])).toEqual([
      ['name', 'matched'],
      ['city', 'matched'],
      ['country', 'matched'],
      [null, 'unknown'],
      ['LED_PANEL_PIXEL_PITCH_MM', 'matched'],
    ]);
    const mapped = await preview(
      [
        ['Название', 'Город', 'Страна', 'Примечания'],
        ['Русская Студия', 'Москва', 'Россия', 'Цены по запросу'],
      ],
      { mapping: { Примечания: 'BUSINESS_PRICING' } },
    );
    expect(mapped.headers[3]).toEqual({ header: 'Примечания', column: 'BUSINESS_PRICING', status: 'mapped' });
    expect(rowOf(mapped, 2).cells.at(-1)).toMatchObject({
      column: 'BUSINESS_PRICING',
      incoming: 'Цены по запросу',
    });
  });

  it('reads an XLSX workbook: numbers, Yes/No and text as the spreadsheet typed them', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Studios');
    sheet.addRow(['Name', 'City', 'Country', 'Total Area (m²)', 'LED Floor', 'Email']);
    sheet.addRow([
      { richText: [{ text: 'Xlsx ' }, { text: 'Stage' }] },
      'Porto',
      'Portugal',
      1850,
      true,
      { text: 'a@b.example', hyperlink: 'mailto:a@b.example' },
    ]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await post({ file_name: 'Studios.XLSX', file_base64: bytes.toString('base64') });
    expect(res.statusCode, res.body).toBe(200);
    expect(rowOf(res.json(), 2).cells.map((c) => [c.column, c.incoming])).toEqual([
      ['name', 'Xlsx Stage'],
      ['city', 'Porto'],
      ['country', 'Portugal'],
      ['GENERAL_TOTAL_AREA_M2', 1850],
      ['LED_PHYSICAL_PRIMARY_FLOOR_BOOL', true],
      ['CONTACT_EMAIL', 'a@b.example'],
    ]);
  });

  it('changes nothing when the export is imported again (CSV and XLSX)', async () => {
    await createStudio(t.app, {
      name: 'Round &amp; Trip',
      city: 'Rome',
      country: 'Italy',
      parameters: {
        LED_PHYSICAL_PRIMARY_WALL_WIDTH_M: '24.5 m [1]',
        EQUIPMENT_CAMERAS: 'ARRI Alexa 35, Sony Venice 2 [2]',
        '3DGS_LOCATION_SCANNING_STATUS': 'Limited',
        LED_PHYSICAL_PRIMARY_FLOOR_BOOL: 'false',
        STAGE_HEIGHT_M: 'approx. 9 m',
        GENERAL_STAGE_COUNT: '2',
        CONTACT_PHONE: '+39 06 1234 [1]',
        BUSINESS_PRICING: '=on request',
      },
    });
    for (const [format, lang] of [
      ['csv', 'ru'],
      ['xlsx', 'en'],
    ] as const) {
      const file = await t.app.inject({
        url: `/api/studios/studios-enhanced/export/?format=${format}&lang=${lang}&country=Italy`,
        headers: admin.headers,
      });
      const res = await post({
        file_name: `studios.${format}`,
        file_base64: file.rawPayload.toString('base64'),
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<StudioImportResponse>();
      // Every studio column matched; the export's ten day-rate columns (read-only) left alone.
      const others = body.headers.filter((h) => h.status !== 'matched');
      expect(others.map((h) => h.status)).toEqual(Array(10).fill('ignored'));
      expect(others.every((h) => isDayRateSheetHeader(h.header))).toBe(true);
      expect(body.rows?.map((r) => [r.action, r.cells, r.problems])).toEqual([['skip', [], []]]);
    }
  });
});

describe('execute', () => {
  it('sets the country code from the country, for new studios and a changed country, and undo puts it back', async () => {
    const id = await createStudio(t.app, { name: 'Code Hall', city: 'Berlin', country: 'Germany' });
    await t.app.database.db.execute(
      sql`UPDATE studios SET country_code = 'DE', latitude = 52.52, longitude = 13.4 WHERE id = ${id}`,
    );
    const moved = await createStudio(t.app, { name: 'Code Moved', city: 'Berlin', country: 'Germany' });
    await t.app.database.db.execute(
      sql`UPDATE studios SET country_code = 'DE', latitude = 52.52, longitude = 13.4 WHERE id = ${moved}`,
    );
    const body = await execute([
      ['ID', 'Name', 'City', 'Country'],
      [id, 'Code Hall', 'Paris', 'Франция'],
      [moved, 'Code Moved', 'Hamburg', 'Germany'],
      ['', 'Code New', 'Tokyo', 'Japan'],
      ['', 'Code Unknown', 'Nowhere', 'Atlantis'],
    ]);
    expect(body.results).toMatchObject({ created: 2, updated: 2, errors: 0 });
    const places = async () =>
      Object.fromEntries(
        (
          await queryRows<{ id: number; latitude: number | null; longitude: number | null }>(
            t.app.database.db,
            sql`SELECT id, latitude, longitude FROM studios WHERE id IN (${id}, ${moved})`,
          )
        ).map((r) => [r.id, r.latitude === null ? null : [r.latitude, r.longitude]]),
      );
    // Berlin's coordinates belong neither to Paris nor to Hamburg: cleared (the PATCH's rule too).
    expect(await places()).toEqual({ [id]: null, [moved]: null });
    const coordinateLog = await queryRows<{ studio_id: number; before: unknown; after: unknown }>(
      t.app.database.db,
      sql`SELECT studio_id, before, after FROM change_log
           WHERE studio_import_id = ${body.import_id} AND field = 'coordinates' ORDER BY studio_id`,
    );
    expect(coordinateLog).toEqual([
      { studio_id: id, before: { latitude: 52.52, longitude: 13.4 }, after: null },
      { studio_id: moved, before: { latitude: 52.52, longitude: 13.4 }, after: null },
    ]);
    const codes = async () =>
      Object.fromEntries(
        (
          await queryRows<{ name: string; country_code: string | null }>(
            t.app.database.db,
            sql`SELECT name, country_code FROM studios WHERE name LIKE 'Code %'`,
          )
        ).map((r) => [r.name, r.country_code]),
      );
    // A country name the directory does not know leaves the code unknown rather than guessed.
    expect(await codes()).toEqual({
      'Code Hall': 'FR',
      'Code Moved': 'DE',
      'Code New': 'JP',
      'Code Unknown': null,
    });
    const log = await queryRows<{ before: unknown; after: unknown }>(
      t.app.database.db,
      sql`SELECT before, after FROM change_log
           WHERE studio_import_id = ${body.import_id} AND studio_id = ${id} AND field = 'country_code'`,
    );
    expect(log).toEqual([{ before: 'DE', after: 'FR' }]);
    const listed = await t.app.inject({
      url: '/api/studios/studios-enhanced/?country=FR&search=Code%20Hall',
    });
    expect(listed.json<{ results: { id: number }[] }>().results.map((s) => s.id)).toContain(id);

    const undone = await t.app.inject({
      method: 'POST',
      url: `${URL}${body.import_id}/undo/`,
      headers: admin.headers,
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect((await codes())['Code Hall']).toBe('DE');
    // Each entry names the studio import that made it (import_id stays the parameter import's).
    const history = await t.app.inject({
      url: `/api/studios/studios-enhanced/${id}/history/`,
      headers: admin.headers,
    });
    const entries = history.json<{
      history: { action: string; field: string; import_id: number | null; studio_import_id: number | null }[];
    }>().history;
    const fromImport = entries.filter((e) => e.action === 'import' || e.action === 'undo');
    expect(fromImport.map((e) => e.field).sort()).toEqual([
      'city',
      'city',
      'coordinates',
      'coordinates',
      'country',
      'country',
      'country_code',
      'country_code',
    ]);
    for (const e of fromImport)
      expect(e).toMatchObject({ import_id: null, studio_import_id: body.import_id });
    expect(await places()).toEqual({ [id]: [52.52, 13.4], [moved]: [52.52, 13.4] });
  });

  it('creates and updates in one go, with the change log and the counts', async () => {
    const id = await createStudio(t.app, {
      name: 'Exec Hall',
      city: 'Riga',
      country: 'Latvia',
      parameters: { LED_PANEL_BRIGHTNESS_NITS: '1500' },
    });
    const body = await execute([
      ['Name', 'City', 'Country', 'Status', 'Brightness (nits)', 'Cameras'],
      ['Exec Hall', 'Riga', 'Latvia', 'Draft', '1800', 'RED V-Raptor'],
      ['Exec New', 'Riga', 'Latvia', '', '900', ''],
      ['', '', '', '', '', ''],
      ['', 'Nameless', 'Latvia', '', '', ''],
    ]);
    // Three rows (the empty one is no row): each counted once, the refused one under errors only.
    expect(body.results).toMatchObject({ created: 1, updated: 1, skipped: 0, errors: 1 });
    expect(body.summary).toMatchObject({ rows: 3, create: 1, update: 1, skip: 0, errors: 1 });
    expect(body.message).toBe('Import completed: 1 created, 1 updated, 0 skipped, 1 refused.');
    expect(body.results?.error_details).toEqual(['Row 5: A new studio needs a name.']);
    expect(body.success).toBe(false);
    const updated = await studio(id);
    expect(updated.status).toBe('draft');
    expect(updated.detailed_attributes).toMatchObject({
      LED_PANEL_BRIGHTNESS_NITS: '1800',
      EQUIPMENT_CAMERAS: 'RED V-Raptor',
    });
    const created = await queryRows<{ id: number; status: string }>(
      t.app.database.db,
      sql`SELECT id, status FROM studios WHERE name = 'Exec New'`,
    );
    expect(created).toHaveLength(1);
    expect(created[0]?.status).toBe('draft');
    const log = await queryRows<{
      studio_id: number;
      action: string;
      field: string;
      before: unknown;
      after: unknown;
      studio_import_id: number;
    }>(
      t.app.database.db,
      sql`SELECT studio_id, action, field, before, after, studio_import_id FROM change_log
           WHERE studio_import_id = ${body.import_id} ORDER BY id`,
    );
    expect(log).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          studio_id: id,
          action: 'import',
          field: 'status',
          before: 'published',
          after: 'draft',
        }),
        expect.objectContaining({
          studio_id: id,
          action: 'import',
          field: 'LED_PANEL_BRIGHTNESS_NITS',
          before: '1500',
          after: '1800',
        }),
        expect.objectContaining({
          studio_id: id,
          action: 'import',
          field: 'EQUIPMENT_CAMERAS',
          before: null,
          after: 'RED V-Raptor',
        }),
        expect.objectContaining({ studio_id: created[0]!.id, action: 'create', field: 'studio' }),
        expect.objectContaining({
          studio_id: created[0]!.id,
          action: 'import',
          field: 'LED_PANEL_BRIGHTNESS_NITS',
          after: '900',
        }),
      ]),
    );
    // The list shows the new studio at once (the write path refreshed the caches).
    const list = await t.app.inject({
      url: '/api/studios/studios-enhanced/?page_size=100',
      headers: admin.headers,
    });
    expect(list.json().results.map((s: { name: string }) => s.name)).toContain('Exec New');
  });

  it('resolves conflicts by overwrite, skip or version, per cell when asked', async () => {
    const make = (name: string) =>
      createStudio(t.app, {
        name,
        city: 'Kyiv',
        country: 'Ukraine',
        parameters: { LED_PANEL_MODEL: 'Old [1]' },
      });
    const ids = {
      overwrite: await make('Res O'),
      skip: await make('Res S'),
      version: await make('Res V'),
      cell: await make('Res C'),
    };
    const file = (name: string) => [
      ['Name', 'City', 'Country', 'Panel Model'],
      [name, 'Kyiv', 'Ukraine', 'New'],
    ];
    for (const resolution of ['overwrite', 'skip', 'version'] as const) {
      const id = ids[resolution];
      const body = await execute(file(`Res ${resolution[0]!.toUpperCase()}`), {
        resolve_conflicts: resolution,
      });
      expect(body.results).toMatchObject(resolution === 'skip' ? { updated: 0, skipped: 1 } : { updated: 1 });
      const rows = await queryRows<{ parameter_value: string; version: number; is_current: boolean }>(
        t.app.database.db,
        sql`SELECT parameter_value, version, is_current FROM studio_parameters
             WHERE studio_id = ${id} AND parameter_key = 'LED_PANEL_MODEL' ORDER BY version`,
      );
      if (resolution === 'overwrite')
        expect(rows).toEqual([{ parameter_value: 'New', version: 1, is_current: true }]);
      if (resolution === 'skip')
        expect(rows).toEqual([{ parameter_value: 'Old [1]', version: 1, is_current: true }]);
      if (resolution === 'version')
        expect(rows).toEqual([
          { parameter_value: 'Old [1]', version: 1, is_current: false },
          { parameter_value: 'New', version: 2, is_current: true },
        ]);
    }
    // A cell's own decision wins over the default.
    const cell = await execute(file('Res C'), {
      resolve_conflicts: 'overwrite',
      decisions: [{ row_key: `id:${ids.cell}`, column: 'LED_PANEL_MODEL', resolution: 'skip' }],
    });
    expect(cell.results).toMatchObject({ updated: 0, skipped: 1 });
    expect((await studio(ids.cell)).detailed_attributes.LED_PANEL_MODEL).toBe('Old [1]');
  });

  it('leaves out excluded rows and remembers the choices for the next import of the same cells', async () => {
    const id = await createStudio(t.app, {
      name: 'Memo Hall',
      city: 'Tallinn',
      country: 'Estonia',
      parameters: { BUSINESS_PRICING: 'Ours' },
    });
    const file = [
      ['Name', 'City', 'Country', 'Pricing'],
      ['Memo Hall', 'Tallinn', 'Estonia', 'Theirs'],
      ['Memo New', 'Tallinn', 'Estonia', 'Any'],
    ];
    const first = await preview(file);
    expect(rowOf(first, 2).cells[0]).toMatchObject({
      conflict: true,
      resolution: 'overwrite',
      remembered: false,
    });
    const done = await execute(file, {
      decisions: [{ row_key: `id:${id}`, column: 'BUSINESS_PRICING', resolution: 'skip' }],
      excluded_rows: ['new:memo new|tallinn|estonia'],
    });
    expect(done.results).toMatchObject({ created: 0, updated: 0, skipped: 2 });
    // A later version of the file: another value for the same cell, a row added.
    const again = await preview(
      [...file.map((r) => [...r]), ['Memo Other', 'Tallinn', 'Estonia', '']].map((r, i) =>
        i === 1 ? ['Memo Hall', 'Tallinn', 'Estonia', 'Theirs v2'] : r,
      ),
    );
    expect(rowOf(again, 2).cells[0]).toMatchObject({
      column: 'BUSINESS_PRICING',
      resolution: 'skip',
      remembered: true,
    });
    expect(rowOf(again, 3)).toMatchObject({ excluded: true, remembered_exclusion: true });
    expect(rowOf(again, 4)).toMatchObject({ excluded: false, remembered_exclusion: false, action: 'create' });
    expect(again.summary).toMatchObject({ create: 1, skip: 2 });
    // Taking the row in again forgets its exclusion.
    await execute(file, {
      excluded_rows: [],
      decisions: [{ row_key: `id:${id}`, column: 'BUSINESS_PRICING', resolution: 'overwrite' }],
    });
    const third = await preview(file);
    expect(rowOf(third, 2).action).toBe('skip');
    expect((await studio(id)).detailed_attributes.BUSINESS_PRICING).toBe('Theirs');
  });

  it('refuses an execute while headers are neither mapped nor ignored', async () => {
    const rows = [
      ['Name', 'Mystery'],
      ['Mystery Stage', 'x'],
    ];
    const refused = await post({ file_name: 'm.csv', file_base64: csv(rows), preview_only: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'studio_import_unmapped_columns',
      fields: { headers: ['Mystery'] },
    });
    const ignored = await execute(rows, { mapping: { Mystery: null } });
    expect(ignored.results?.created).toBe(1);
  });
});

describe('limits and unreadable files', () => {
  const refusal = async (body: Record<string, unknown>) => {
    const res = await post(body);
    expect(res.statusCode, res.body).toBe(400);
    return res.json<{ code: string; detail: string; params?: unknown }>();
  };

  it('takes at most 10,000 rows', async () => {
    const header = ['Name', 'City'];
    const many = (n: number) => [header, ...Array.from({ length: n }, (_, i) => [`Bulk ${i}`, 'X'])];
    const over = await refusal({ file_name: 'big.csv', file_base64: csv(many(10_001)) });
    expect(over).toMatchObject({
      code: 'studio_import_too_many_rows',
      params: { count: 10_001, max: 10_000 },
    });
    const atLimit = await post({ file_name: 'big.csv', file_base64: csv(many(10_000)) });
    expect(atLimit.statusCode).toBe(200);
    expect(atLimit.json().summary.create).toBe(10_000);
  });

  it('stops reading a file far over 10,000 rows, and refuses a value right of column 500 (issue 35)', async () => {
    const header = ['Name', 'City'];
    const many = [header, ...Array.from({ length: 12_000 }, (_, i) => [`Bulk ${i}`, 'X'])];
    const long = await refusal({ file_name: 'big.csv', file_base64: csv(many) });
    expect(long).toMatchObject({ code: 'studio_import_too_many_rows', params: { max: 10_000 } });
    expect(long.detail).toContain('more than 10,000 studio rows');

    // A value in column XFD on every row: refused, never read cell by cell.
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Studios');
    sheet.addRow(header);
    for (let i = 0; i < 200; i += 1) {
      sheet.addRow([`Wide ${i}`, 'Oslo']);
      sheet.getCell(i + 2, 16_384).value = 'x';
    }
    const wide = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
    expect(await refusal({ file_name: 'wide.xlsx', file_base64: wide })).toMatchObject({
      code: 'studio_import_too_many_columns',
      params: { max: 500 },
    });
  });

  it('answers 503 unavailable with Retry-After while the spreadsheet reader takes no more', async () => {
    const busy = await buildAppOn(t.database, { exportRatePerMinute: 10_000 });
    try {
      await busy.spreadsheetReader.close();
      const res = await busy.inject({
        method: 'POST',
        url: URL,
        headers: admin.headers,
        payload: { file_name: 'studios.csv', file_base64: csv([['Name'], ['Busy Stage']]) },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('unavailable');
      expect(res.headers['retry-after']).toBe('5');
    } finally {
      await busy.close();
    }
  });

  it('takes at most 20 MB', async () => {
    const big = Buffer.alloc(20 * 1024 * 1024 + 1, 'a').toString('base64');
    expect((await refusal({ file_name: 'big.csv', file_base64: big })).code).toBe('studio_import_too_large');
  });

  it('refuses other files, unreadable ones and files without a Name column, with a clear code', async () => {
    expect((await refusal({ file_name: 'studios.json', file_base64: csv([['Name']]) })).code).toBe(
      'studio_import_bad_file_name',
    );
    expect(
      (await refusal({ file_name: 'x.csv', file_base64: Buffer.from([0xff, 0xfe, 0x41]).toString('base64') }))
        .code,
    ).toBe('studio_import_unreadable');
    expect((await refusal({ file_name: 'x.xlsx', file_base64: csv([['Name'], ['A']]) })).code).toBe(
      'studio_import_unreadable',
    );
    expect((await refusal({ file_name: 'x.csv', file_base64: csv([['Name']]) })).code).toBe(
      'studio_import_empty',
    );
    expect((await refusal({ file_name: 'x.csv', file_base64: csv([['City'], ['Oslo']]) })).code).toBe(
      'studio_import_no_key_column',
    );
    expect((await refusal({ file_name: 'x.csv', file_base64: '***' })).code).toBe('bad_request');
  });

  it('reads semicolon-separated CSV as spreadsheet programs save it', async () => {
    const text = '\uFEFFName;City;Country\r\nSemi Stage;Graz;Austria\r\n';
    const res = await post({ file_name: 's.csv', file_base64: Buffer.from(text).toString('base64') });
    expect(rowOf(res.json(), 2).cells.map((c) => c.incoming)).toEqual(['Semi Stage', 'Graz', 'Austria']);
  });
});

describe('undo', () => {
  const history = async () =>
    (await t.app.inject({ url: URL, headers: admin.headers })).json<{
      history: { id: number; can_undo: boolean; undo_blocked_by: string[]; undone_at: string | null }[];
    }>().history;
  const undo = (id: number) =>
    t.app.inject({ method: 'POST', url: `${URL}${id}/undo/`, headers: admin.headers });

  it('puts values back and archives the studios the import created', async () => {
    const id = await createStudio(t.app, {
      name: 'Undo Hall',
      city: 'Vilnius',
      country: 'Lithuania',
      parameters: { LED_PANEL_MODEL: 'Old', STAGE_DEPTH_M: '10' },
    });
    const body = await execute(
      [
        ['Name', 'City', 'Country', 'Status', 'Panel Model', 'Stage Depth (m)', 'Stage Width (m)'],
        ['Undo Hall', 'Vilnius', 'Lithuania', 'Draft', 'New', '12', '30'],
        ['Undo New', 'Vilnius', 'Lithuania', '', '', '', '5'],
      ],
      { decisions: [{ row_key: `id:${id}`, column: 'STAGE_DEPTH_M', resolution: 'version' }] },
    );
    expect((await history()).find((h) => h.id === body.import_id)).toMatchObject({
      can_undo: true,
      undo_blocked_by: [],
    });
    const res = await undo(body.import_id!);
    expect(res.statusCode, res.body).toBe(200);
    // What happened: the created studio archived, the four values on Undo Hall put back.
    expect(res.json()).toMatchObject({
      message: 'Import undone: 1 studio archived, 4 values restored.',
      restored: 4,
      archived: 1,
    });
    const restored = await studio(id);
    expect(restored.status).toBe('published');
    expect(restored.detailed_attributes).toMatchObject({ LED_PANEL_MODEL: 'Old', STAGE_DEPTH_M: '10' });
    expect(restored.detailed_attributes.STAGE_WIDTH_M).toBeUndefined();
    const created = await queryRows<{ status: string }>(
      t.app.database.db,
      sql`SELECT status FROM studios WHERE name = 'Undo New'`,
    );
    expect(created).toEqual([{ status: 'archived' }]);
    expect(
      await countRows('change_log', sql`action = 'undo' AND studio_import_id = ${body.import_id}`),
    ).toBeGreaterThan(0);
    // The history reads the imported value going back, never the word 'imported' (issue 34).
    const undoneLog = await queryRows<{ field: string; before: unknown; after: unknown }>(
      t.app.database.db,
      sql`SELECT field, before, after FROM change_log
           WHERE action = 'undo' AND studio_import_id = ${body.import_id} AND studio_id = ${id} ORDER BY field`,
    );
    expect(undoneLog.map((e) => [e.field, String(e.before), String(e.after)])).toEqual([
      ['LED_PANEL_MODEL', 'New', 'Old'],
      ['STAGE_DEPTH_M', '12', '10'],
      ['STAGE_WIDTH_M', '30', 'null'],
      ['status', 'draft', 'published'],
    ]);
    const again = await undo(body.import_id!);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('import_already_undone');
    expect((await undo(999_999)).statusCode).toBe(404);
  });

  it('is refused when a later change touched the same values', async () => {
    const id = await createStudio(t.app, { name: 'Blocked Hall', city: 'Minsk', country: 'Belarus' });
    const body = await execute([
      ['Name', 'City', 'Country', 'Pricing'],
      ['Blocked Hall', 'Minsk', 'Belarus', 'Imported'],
    ]);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/studios/studios-enhanced/${id}/`,
      headers: admin.headers,
      payload: { name: 'Blocked Hall Renamed' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    // The name was not imported: undo may still go ahead... until the imported value itself changes.
    expect((await history()).find((h) => h.id === body.import_id)?.can_undo).toBe(true);
    const second = await execute([
      ['ID', 'Pricing'],
      [String(id), 'Later'],
    ]);
    const entry = (await history()).find((h) => h.id === body.import_id);
    expect(entry).toMatchObject({ can_undo: false, undo_blocked_by: [`${id}: BUSINESS_PRICING`] });
    const refused = await undo(body.import_id!);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'import_undo_blocked',
      fields: [`${id}: BUSINESS_PRICING`],
    });
    expect((await undo(second.import_id!)).statusCode).toBe(200);
    expect((await studio(id)).detailed_attributes.BUSINESS_PRICING).toBe('Imported');
  });
});
