/**
 * Issue 34 P3: the spreadsheets carry latitude and longitude. The export writes them as numbers (a
 * negative one needs no formula guard; a phone's leading + keeps the CSV's apostrophe, and the XLSX
 * holds it as text without one); the import sets both together, and refuses one without the other.
 */

import type { StudioImportResponse } from '@domain/schemas/studio-import-schemas';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser, type SignedIn, signIn } from '../../../../test/auth-helpers';
import { createStudio } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
let admin: SignedIn;
let studioId: number;

beforeAll(async () => {
  t = await createTestApp({ exportRatePerMinute: 10_000 });
  const user = await createAdminUser(t.app, { email: 'coordinates-columns@example.com' });
  admin = await signIn(t.app, user.email, user.password);
  studioId = await createStudio(t.app, {
    name: 'Pacific Coord Stage',
    city: 'San Francisco',
    country: 'United States',
    latitude: 37.7749,
    longitude: -122.4194,
    parameters: { CONTACT_PHONE: '+1 415 555 0100' },
  });
});

afterAll(async () => {
  await t.close();
});

async function exported(format: 'csv' | 'xlsx') {
  const res = await t.app.inject({
    url: `/api/studios/studios-enhanced/export/?format=${format}&lang=en&q=Pacific%20Coord`,
    headers: admin.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

function importCsv(rows: (string | number)[][], previewOnly = false) {
  return t.app.inject({
    method: 'POST',
    url: '/api/studios/studio-imports/',
    headers: admin.headers,
    payload: {
      file_name: 'coords.csv',
      file_base64: Buffer.from(stringify(rows, { bom: true })).toString('base64'),
      preview_only: previewOnly,
    },
  });
}

describe('latitude and longitude columns', () => {
  it('the export writes them as numbers; a leading + is guarded in the CSV and plain text in the XLSX', async () => {
    const [header, row] = parse((await exported('csv')).body, { bom: true }) as string[][];
    expect(row![header!.indexOf('Latitude')]).toBe('37.7749');
    expect(row![header!.indexOf('Longitude')]).toBe('-122.4194');
    expect(row![header!.indexOf('Phone')]).toBe("'+1 415 555 0100");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await exported('xlsx')).rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const cell = (name: string) => sheet.getRow(2).getCell(headers.indexOf(name) + 1).value;
    expect(cell('Longitude')).toBe(-122.4194);
    expect(cell('Phone')).toBe('+1 415 555 0100');
  });

  it('the import sets both, logged; one without the other is refused', async () => {
    const header = ['ID', 'Name', 'Latitude', 'Longitude'];
    const done = await importCsv([header, [studioId, 'Pacific Coord Stage', '37,8', '-122.3']]);
    expect(done.statusCode, done.body).toBe(200);
    const detail = (
      await t.app.inject({ url: `/api/studios/studios-enhanced/${studioId}/`, headers: admin.headers })
    ).json();
    expect(detail).toMatchObject({ latitude: 37.8, longitude: -122.3 });
    const history = (
      await t.app.inject({
        url: `/api/studios/studios-enhanced/${studioId}/history/`,
        headers: admin.headers,
      })
    ).json().history as { field: string; action: string; after: unknown }[];
    expect(history.find((e) => e.field === 'coordinates')).toMatchObject({
      action: 'import',
      after: { latitude: 37.8, longitude: -122.3 },
    });

    const half = await importCsv([header, [studioId, 'Pacific Coord Stage', '10', '']], true);
    const row = (half.json() as StudioImportResponse).rows![0]!;
    expect(row.problems.map((p) => [p.code, p.message])).toEqual([
      ['coordinates_pair', 'Latitude and longitude go together: give both, or neither.'],
    ]);
    const far = await importCsv([header, [studioId, 'Pacific Coord Stage', '95', '10']], true);
    expect((far.json() as StudioImportResponse).rows![0]!.problems.map((p) => p.code)).toEqual([
      'out_of_range',
    ]);
  });

  it('a new studio from a file gets its coordinates', async () => {
    const done = await importCsv([
      ['Name', 'City', 'Country', 'Latitude', 'Longitude'],
      ['Coord Newcomer', 'Oslo', 'Norway', '59.91', '10.75'],
    ]);
    expect(done.statusCode, done.body).toBe(200);
    const list = await t.app.inject({
      url: '/api/studios/studios-enhanced/?page_size=100&q=Coord%20Newcomer',
      headers: admin.headers,
    });
    expect(list.json().results[0]).toMatchObject({ latitude: 59.91, longitude: 10.75 });
  });
});
