/**
 * Issue 34 P2.6: a spreadsheet exported before a newer change does not silently undo it. The export
 * writes when it was made on every row; the import marks a cell whose stored value changed since as
 * changed since the export and keeps the stored value unless the admin chooses the file's.
 */

import type { StudioImportResponse } from '@domain/schemas/studio-import-schemas';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser, csrf, type SignedIn, signIn } from '../../../../test/auth-helpers';
import { createStudio } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
let admin: SignedIn;
let studioId: number;
const NAME = 'Stale Export Stage';

beforeAll(async () => {
  t = await createTestApp({
    exportRatePerMinute: 10_000,
    forms: { ratePerHour: 1000, minFillMs: 0, invitationDays: 7 },
  });
  const user = await createAdminUser(t.app, { email: 'stale-export@example.com' });
  admin = await signIn(t.app, user.email, user.password);
  studioId = await createStudio(t.app, {
    name: NAME,
    parameters: { STAGE_CEILING_HEIGHT_M: '8', LED_PANEL_MANUFACTURER: 'ROE' },
  });
});

afterAll(async () => {
  await t.close();
});

async function exportFile(format: 'csv' | 'xlsx'): Promise<Buffer> {
  const res = await t.app.inject({
    url: `/api/studios/studios-enhanced/export/?format=${format}&lang=en&q=${encodeURIComponent(NAME)}`,
    headers: admin.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.rawPayload;
}

async function approveCeiling(value: string) {
  const suggested = await t.app.inject({
    method: 'POST',
    url: `/api/studios/studios-enhanced/${studioId}/corrections/`,
    headers: (await csrf(t.app)).headers,
    payload: { field: 'STAGE_CEILING_HEIGHT_M', proposed_value: value, source_url: 'https://example.com/c' },
  });
  expect(suggested.statusCode, suggested.body).toBe(201);
  const approved = await t.app.inject({
    method: 'POST',
    url: `/api/studios/studios-enhanced/${studioId}/corrections/${suggested.json().id}/approve/`,
    headers: admin.headers,
  });
  expect(approved.statusCode, approved.body).toBe(200);
}

function importFile(name: string, bytes: Buffer, extra: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/studios/studio-imports/',
    headers: admin.headers,
    payload: { file_name: name, file_base64: bytes.toString('base64'), ...extra },
  });
}

async function ceiling() {
  const res = await t.app.inject({
    url: `/api/studios/studios-enhanced/${studioId}/`,
    headers: admin.headers,
  });
  return String(res.json().detailed_attributes.STAGE_CEILING_HEIGHT_M).replace(/\s*\[\d+\]/g, '');
}

describe('a stale spreadsheet', () => {
  it('the export says when it was made, on every row, in CSV and XLSX', async () => {
    const before = Date.now();
    const csv = (await exportFile('csv')).toString('utf8');
    const [header, row] = csv.replace(/^\uFEFF/, '').split('\r\n');
    const column = header!.split(',').indexOf('Exported (UTC)');
    expect(column).toBeGreaterThan(0);
    const stamp = Date.parse(row!.split(',')[column]!);
    expect(stamp).toBeGreaterThanOrEqual(before - 1000);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await exportFile('xlsx')) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const cell = sheet.getRow(2).getCell(headers.indexOf('Exported (UTC)') + 1).value;
    // Text, as written: a spreadsheet never turns it into its own date.
    expect(typeof cell).toBe('string');
    expect(Date.parse(String(cell))).toBeGreaterThanOrEqual(before - 1000);
  });

  it('exported, then corrected: importing the old file keeps the newer value by default', async () => {
    const old = await exportFile('csv');
    await approveCeiling('11');
    expect(await ceiling()).toBe('11');

    const preview = await importFile('studios.csv', old);
    expect(preview.statusCode, preview.body).toBe(200);
    const row = (preview.json() as StudioImportResponse).rows!.find((r) => r.studio_id === studioId)!;
    expect(row.cells).toEqual([
      expect.objectContaining({
        column: 'STAGE_CEILING_HEIGHT_M',
        current: 11,
        incoming: 8,
        conflict: true,
        resolution: 'skip',
        changed_since_export: true,
      }),
    ]);
    // Even with overwrite as the default, the newer value stays.
    const executed = await importFile('studios.csv', old, {
      preview_only: false,
      resolve_conflicts: 'overwrite',
    });
    expect(executed.statusCode, executed.body).toBe(200);
    expect(executed.json().results).toMatchObject({ updated: 0, skipped: 1 });
    expect(await ceiling()).toBe('11');
  });

  it('the admin may still choose the file’s value for that cell', async () => {
    const old = await exportFile('xlsx');
    await approveCeiling('12');
    const executed = await importFile('studios.xlsx', old, {
      preview_only: false,
      decisions: [{ row_key: `id:${studioId}`, column: 'STAGE_CEILING_HEIGHT_M', resolution: 'overwrite' }],
    });
    expect(executed.statusCode, executed.body).toBe(200);
    expect(executed.json().results).toMatchObject({ updated: 1 });
    expect(await ceiling()).toBe('11');
  });

  it('an edit in the file of a value unchanged since the export still lands', async () => {
    const csv = (await exportFile('csv')).toString('utf8').replace(/^\uFEFF/, '');
    const [header, row] = csv.split('\r\n');
    const cells = row!.split(',');
    cells[header!.split(',').indexOf('Panel Manufacturer')] = 'Absen';
    const edited = Buffer.from(`${header}\r\n${cells.join(',')}\r\n`);
    const executed = await importFile('studios.csv', edited, { preview_only: false });
    expect(executed.statusCode, executed.body).toBe(200);
    const res = await t.app.inject({
      url: `/api/studios/studios-enhanced/${studioId}/`,
      headers: admin.headers,
    });
    expect(res.json().detailed_attributes.LED_PANEL_MANUFACTURER).toBe('Absen');
  });
});
