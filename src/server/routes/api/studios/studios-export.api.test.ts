/**
 * GET /api/studios/studios-enhanced/export/: the studios the directory shows for the same address,
 * as CSV and XLSX, read back with the libraries that wrote them (csv-parse, exceljs).
 */

import type { Studio, StudioPage } from '@domain/schemas/studio-schemas';
import { filterStudios } from '@domain/studio-filter-matching';
import { parseStudioListQuery } from '@domain/studio-list-address';
import { sheetHeaders } from '@domain/studio-sheet-columns';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser, signIn } from '../../../../test/auth-helpers';
import { createStudio } from '../../../../test/factories';
import { buildAppOn, createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
let adminHeaders: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ exportRatePerMinute: 10_000 });
  const studio = (
    name: string,
    city: string,
    country: string,
    parameters: Record<string, string>,
    status = 'published',
    place: { latitude: number; longitude: number } | null = null,
  ) => createStudio(t.app, { name, city, country, status, parameters, ...place });
  await studio(
    'Aurora Volume Works',
    'Berlin',
    'Germany',
    {
      GENERAL_VP_SERVICE_TYPE_LEVEL1: 'LED Volume, Virtual Production',
      LED_PHYSICAL_PRIMARY_WALL_WIDTH_M: '24.5 m [1]',
      LED_PHYSICAL_PRIMARY_WALL_HEIGHT_M: '6 [1]',
      LED_PHYSICAL_PRIMARY_CEILING_BOOL: 'Yes',
      LED_PHYSICAL_PRIMARY_FLOOR_BOOL: 'No',
      '3DGS_LOCATION_SCANNING_STATUS': 'Available',
      '4DGS_ACTOR_SCANNING_STATUS': 'Not Available',
      LED_PANEL_PIXEL_PITCH_MM: '1.9 [2]',
    },
    'published',
    { latitude: 52.52, longitude: 13.405 },
  );
  await studio(
    'Volt & Vision Stages',
    'London',
    'United Kingdom',
    {
      GENERAL_VP_SERVICE_TYPE_LEVEL1: 'Virtual Production',
      LED_PHYSICAL_PRIMARY_WALL_WIDTH_M: '12',
      LED_PHYSICAL_PRIMARY_WALL_HEIGHT_M: '4.5',
      LED_PHYSICAL_PRIMARY_MOVABLE_PANELS_BOOL: 'yes',
      '3DGS_LOCATION_SCANNING_STATUS': 'Limited',
    },
    'published',
    { latitude: 51.5074, longitude: -0.1278 },
  );
  await studio('Blank Slate', 'Munich', 'Germany', {}, 'published', { latitude: 48.137, longitude: 11.575 });
  await studio('Washington Stage', 'Washington, D.C.', 'United States', {
    LED_PHYSICAL_PRIMARY_WALL_WIDTH_M: '30',
    LED_PHYSICAL_PRIMARY_WALL_HEIGHT_M: '9',
    LED_PHYSICAL_PRIMARY_CEILING_BOOL: 'no',
    '4DGS_ACTOR_SCANNING_STATUS': 'Available',
  });
  await studio('=HYPERLINK("http://evil.example","x")', '@Paris', 'France', {
    BUSINESS_PRICING: '+1 per day',
    CONTACT_PHONE: '-5 call us',
  });
  // A listing that predates the parameter sheet (Wisła Volume Lab of the demo data): older attributes only.
  await createStudio(t.app, {
    name: 'Wisła Volume Lab',
    city: 'Warsaw',
    country: 'Poland',
    status: 'published',
    attributes: {
      led_wall_size: '30m x 6m',
      led_ceiling: true,
      led_floor: false,
      led_movable_panels: true,
      camera_tracking: 'Mo-Sys StarTracker',
    },
  });
  await studio('Hidden Draft', 'Berlin', 'Germany', {}, 'draft');
  await studio('Archived Hall', 'Berlin', 'Germany', {}, 'archived');
  const admin = await createAdminUser(t.app);
  adminHeaders = (await signIn(t.app, admin.email, admin.password)).headers;
});

afterAll(async () => {
  await t.close();
});

/** Every studio the directory reads, page by page, as the web app does. */
async function directoryStudios(headers: Record<string, string> = {}): Promise<Studio[]> {
  const studios: Studio[] = [];
  for (let page = 1; ; page++) {
    const res = await t.app.inject({
      url: `/api/studios/studios-enhanced/?page=${page}&page_size=100`,
      headers,
    });
    const body = res.json<StudioPage>();
    studios.push(...body.results);
    if (!body.next) return studios;
  }
}

async function exportCsv(search: string, headers: Record<string, string> = {}) {
  const sep = search.startsWith('?') ? '&' : '?';
  const res = await t.app.inject({
    url: `/api/studios/studios-enhanced/export/${search}${sep}format=csv&lang=en`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  const text = res.rawPayload.toString('utf8');
  const rows: string[][] = parse(text, { bom: true, relax_column_count: false });
  return { res, rows, text };
}

describe('the studios in the file', () => {
  const searches = [
    '',
    '?q=volt',
    '?q=GERMANY',
    '?country=Germany',
    '?country=Germany,France',
    '?city=Washington\\,%20D.C.',
    '?service=Virtual%20Production',
    '?service=LED%20Volume',
    '?gs3=yes',
    '?gs3=not-yet',
    '?gs3=unknown',
    '?gs4=yes,not-yet',
    '?width=small',
    '?width=medium,xl',
    '?height=standard',
    '?height=very-high',
    '?ceiling=yes',
    '?ceiling=no',
    '?ceiling=unknown',
    '?floor=no',
    '?movable=yes',
    '?movable=unknown',
    '?country=Germany&ceiling=yes',
    '?q=stage&width=xl&gs4=yes',
    '?country=Nowhere',
    '?compare=1,2&utm_source=mail',
  ];

  it.each(searches)('are the list’s for %s, in list order (visitors)', async (search) => {
    const expected = filterStudios(await directoryStudios(), parseStudioListQuery(search).filters);
    const { rows } = await exportCsv(search);
    expect(rows[0]?.slice(0, sheetHeaders('en').length)).toEqual(sheetHeaders('en'));
    expect(rows.slice(1).map((row) => Number(row[0]))).toEqual(expected.map((s) => s.id));
  });

  it('narrow: each filter keeps fewer studios than none, and the empty result is a header alone', async () => {
    const all = (await exportCsv('')).rows.length - 1;
    expect(all).toBe(6);
    for (const search of searches.slice(1, -1))
      expect((await exportCsv(search)).rows.length - 1).toBeLessThan(all);
    expect((await exportCsv('?country=Nowhere')).rows).toHaveLength(1);
  });

  it('hold every studio for an admin, as the admin’s list does', async () => {
    const admin = await directoryStudios(adminHeaders);
    const { rows } = await exportCsv('?country=Germany', adminHeaders);
    const expected = filterStudios(admin, parseStudioListQuery('?country=Germany').filters);
    expect(rows.slice(1).map((row) => row[1])).toEqual(expected.map((s) => s.name));
    expect(rows.slice(1).map((row) => row[4])).toEqual(expect.arrayContaining(['Draft', 'Archived']));
    const visitor = await exportCsv('?country=Germany');
    expect(visitor.rows.slice(1).map((row) => row[4])).not.toContain('Draft');
  });
});

describe('the list’s place, ranges, search and sort', () => {
  /** The ids the list API answers for the same address, in its order. */
  const listIds = async (search: string) => {
    const res = await t.app.inject({ url: `/api/studios/studios-enhanced/${search}&page_size=100` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<StudioPage>().results.map((s) => s.id);
  };

  it.each([
    '?near=52.52,13.405&radius_km=1000&sort=distance',
    '?near=52.52,13.405&sort=-distance',
    '?sort=-wall_width',
    '?sort=pixel_pitch',
    '?wall_width=10..25',
    '?wall_width=10..25&with_unknown=wall_width',
    '?q=volt&sort=relevance',
    '?q=berln',
  ])('hold the list’s studios in its order for %s', async (search) => {
    const { rows } = await exportCsv(search);
    const expected = await listIds(search);
    expect(expected.length).toBeGreaterThan(0);
    expect(rows.slice(1).map((row) => Number(row[0]))).toEqual(expected);
  });

  it('refuses what the list refuses, naming the parameter', async () => {
    const res = await t.app.inject({ url: '/api/studios/studios-enhanced/export/?radius_km=50&format=csv' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', fields: { radius_km: expect.any(Array) } });
  });
});

describe('CSV', () => {
  it('is UTF-8 with a BOM, CRLF line ends, an attachment with a dated name', async () => {
    const { res, text } = await exportCsv('');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.split('\r\n').length).toBeGreaterThan(5);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="studios-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
  });

  it('writes numbers plainly with units in the headers, Yes/No, lists and statuses', async () => {
    const { rows } = await exportCsv('?q=aurora');
    const header = rows[0]!;
    const aurora = Object.fromEntries(header.map((h, i) => [h, rows[1]![i]]));
    expect(aurora).toMatchObject({
      Name: 'Aurora Volume Works',
      City: 'Berlin',
      Status: 'Published',
      'Primary Wall Width (m)': '24.5',
      'Pixel Pitch (mm)': '1.9',
      'LED Ceiling': 'Yes',
      'LED Floor': 'No',
      'Movable Panels': '',
      'Service Types': 'LED Volume, Virtual Production',
      '3DGS Location Scanning': 'Available',
      '4DGS Actor Scanning': 'Not Available',
    });
  });

  it('writes the values the card shows from older attributes (product.md §13), in both languages', async () => {
    const { rows } = await exportCsv('?q=wis');
    expect(rows).toHaveLength(2);
    expect(Object.fromEntries(rows[0]!.map((h, i) => [h, rows[1]![i]]))).toMatchObject({
      Name: 'Wisła Volume Lab',
      'Primary Wall Width (m)': '30',
      'Primary Wall Height (m)': '6',
      'LED Ceiling': 'Yes',
      'LED Floor': 'No',
      'Movable Panels': 'Yes',
      'Camera Tracking': 'Mo-Sys StarTracker',
    });
    const ru = await t.app.inject({ url: '/api/studios/studios-enhanced/export/?format=csv&lang=ru&q=wis' });
    const ruRows: string[][] = parse(ru.rawPayload.toString('utf8'), { bom: true });
    expect(Object.fromEntries(ruRows[0]!.map((h, i) => [h, ruRows[1]![i]]))).toMatchObject({
      'Ширина основной стены (м)': '30',
      'Высота основной стены (м)': '6',
      'LED-потолок': 'Да',
      'LED-пол': 'Нет',
      'Подвижные панели': 'Да',
    });
  });

  it('defuses cells that would run as formulas', async () => {
    const { rows, text } = await exportCsv('?country=France');
    const header = rows[0]!;
    const row = Object.fromEntries(header.map((h, i) => [h, rows[1]![i]]));
    expect(row.Name).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(row.City).toBe("'@Paris");
    expect(row.Pricing).toBe("'+1 per day");
    expect(row.Phone).toBe("'-5 call us");
    expect(text).not.toMatch(/(^|,)[=+@]/m);
  });

  it('speaks the reader’s language: lang, else Accept-Language', async () => {
    const ru = await t.app.inject({ url: '/api/studios/studios-enhanced/export/?lang=ru&q=aurora' });
    const rows: string[][] = parse(ru.rawPayload.toString('utf8'), { bom: true });
    expect(rows[0]?.slice(0, sheetHeaders('ru').length)).toEqual(sheetHeaders('ru'));
    expect(rows[0]).toContain('Ширина основной стены (м)');
    expect(rows[1]).toContain('Опубликована');
    expect(rows[1]).toContain('Да');
    expect(rows[1]).toContain('Доступно');
    const byHeader = await t.app.inject({
      url: '/api/studios/studios-enhanced/export/?q=aurora',
      headers: { 'accept-language': 'de-DE, ru;q=0.8, en;q=0.5' },
    });
    expect(
      (parse(byHeader.rawPayload.toString('utf8'), { bom: true })[0] as string[]).slice(
        0,
        sheetHeaders('ru').length,
      ),
    ).toEqual(sheetHeaders('ru'));
    expect(byHeader.headers['content-language']).toBe('ru');
  });
});

describe('XLSX', () => {
  async function exportXlsx(search: string) {
    const res = await t.app.inject({
      url: `/api/studios/studios-enhanced/export/?format=xlsx&lang=en&${search}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(/filename="studios-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as never);
    const sheet = workbook.worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { sheet, rows };
  }

  it('holds the same studios and values as the CSV, numbers as numbers', async () => {
    const { rows } = await exportXlsx('country=Germany,United%20Kingdom');
    const csv = (await exportCsv('?country=Germany,United%20Kingdom')).rows;
    expect(rows[0]).toEqual(csv[0]);
    expect(rows.slice(1).map((r) => r[0])).toEqual(csv.slice(1).map((r) => Number(r[0])));
    const width = (rows[0] as string[]).indexOf('Primary Wall Width (m)');
    expect(rows.slice(1).map((r) => r[width] ?? null)).toEqual([24.5, null, 12]);
    // Each file says when it was made (issue 34): the one column in which two exports differ.
    const exported = (rows[0] as string[]).indexOf('Exported (UTC)');
    for (const [i, row] of rows.slice(1).entries()) {
      for (const [j, cell] of row.entries())
        if (j !== exported) expect(String(cell ?? ''), `${i},${j}`).toBe(csv[i + 1]![j]);
      expect(Date.parse(String(row[exported]))).toBeGreaterThan(0);
    }
  });

  it('never writes a formula: text that looks like one stays text', async () => {
    const { sheet, rows } = await exportXlsx('country=France');
    const name = sheet.getRow(2).getCell(2);
    expect(name.type).toBe(ExcelJS.ValueType.String);
    expect(name.value).toBe('=HYPERLINK("http://evil.example","x")');
    expect(rows[1]).toContain('@Paris');
  });
});

describe('a shortlist (ids, product.md §16)', () => {
  it('holds exactly those studios, in the order given, and leaves out those the list does not show', async () => {
    const all = await directoryStudios(adminHeaders);
    const id = (name: string) => all.find((studio) => studio.name === name)!.id;
    const ids = [
      id('Volt & Vision Stages'),
      id('Hidden Draft'),
      id('Aurora Volume Works'),
      id('Archived Hall'),
    ];
    const { res, rows } = await exportCsv(`?ids=${ids.join(',')}`);
    expect(res.headers['content-disposition']).toMatch(/filename="shortlist-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(rows.slice(1).map((row) => row[1])).toEqual(['Volt & Vision Stages', 'Aurora Volume Works']);
    // An admin's list shows every studio, so an admin's file holds the hidden ones too.
    const forAdmin = await exportCsv(`?ids=${ids.join(',')}`, adminHeaders);
    expect(forAdmin.rows.slice(1).map((row) => row[1])).toEqual([
      'Volt & Vision Stages',
      'Hidden Draft',
      'Aurora Volume Works',
      'Archived Hall',
    ]);
  });

  it('refuses ids that are not studio ids, or too many', async () => {
    for (const ids of ['', 'x', '3,-1', Array.from({ length: 101 }, (_, i) => i + 1).join(',')]) {
      const res = await t.app.inject({ url: `/api/studios/studios-enhanced/export/?ids=${ids}` });
      expect(res.statusCode, ids).toBe(400);
      expect(res.json<{ detail: string }>().detail).toMatch(/^ids: /);
    }
  });
});

describe('refusals', () => {
  it('refuses an unknown format or language with 400', async () => {
    const format = await t.app.inject({ url: '/api/studios/studios-enhanced/export/?format=pdf' });
    expect(format.statusCode).toBe(400);
    expect(format.json().detail).toContain('format must be csv or xlsx');
    const lang = await t.app.inject({ url: '/api/studios/studios-enhanced/export/?lang=de' });
    expect(lang.statusCode).toBe(400);
  });

  it('limits downloads per client address: 429 rate_limited with Retry-After', async () => {
    const limited = await buildAppOn(t.database, { exportRatePerMinute: 2 });
    try {
      const get = () => limited.inject({ url: '/api/studios/studios-enhanced/export/' });
      expect((await get()).statusCode).toBe(200);
      expect((await get()).statusCode).toBe(200);
      const refused = await get();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('rate_limited');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // The comparison's CSV draws on the same allowance.
      const csv = await limited.inject({ url: '/api/studios/compare/csv/?ids=1,2' });
      expect(csv.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
