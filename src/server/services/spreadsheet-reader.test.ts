/**
 * The spreadsheet reader's bounds (issue 35): it stops reading a file with too many rows and reads no
 * cell right of the last allowed column, in CSV and XLSX alike; and it runs in its worker thread.
 */
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { SpreadsheetBusyError, SpreadsheetReadPool } from './spreadsheet-read-pool';
import { readSpreadsheet } from './spreadsheet-reader';

const limits = { rows: 100, columns: 20 };

function csv(rows: string[][]): Buffer {
  return Buffer.from(rows.map((r) => r.join(',')).join('\n'));
}

async function xlsx(fill: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  fill(workbook.addWorksheet('Studios'));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const studios = (n: number) => [
  ['Name', 'City'],
  ...Array.from({ length: n }, (_, i) => [`Stage ${i}`, 'Oslo']),
];

// Builds and reads workbooks of 5,000 rows: up to 6 s on the loaded 2-core CI machine, past Vitest's
// 5 s default (a timeout there failed one CI run's first try).
describe('readSpreadsheet within its limits', { timeout: 60_000 }, () => {
  it('reads a file at the limits as it is', async () => {
    const read = await readSpreadsheet('s.csv', csv(studios(100)), limits);
    expect(read.ok && read.sheet.rows.length).toBe(100);
    const book = await xlsx((sheet) => {
      for (const row of studios(100)) sheet.addRow(row);
      sheet.getCell(2, 20).value = 'last column';
    });
    const fromXlsx = await readSpreadsheet('s.xlsx', book, limits);
    expect(fromXlsx.ok && fromXlsx.sheet.rows.length).toBe(100);
    expect(fromXlsx.ok && fromXlsx.sheet.rows[0]?.cells[19]).toBe('last column');
  });

  it('stops at the row limit (with room for blank rows) and refuses, in CSV and XLSX', async () => {
    const refused = { ok: false, code: 'studio_import_too_many_rows', params: { max: 100 } };
    expect(await readSpreadsheet('s.csv', csv(studios(5_000)), limits)).toMatchObject(refused);
    const long = await xlsx((sheet) => {
      for (const row of studios(5_000)) sheet.addRow(row);
    });
    expect(await readSpreadsheet('s.xlsx', long, limits)).toMatchObject(refused);
    // Two rows, the second a million rows down: refused, never walked to.
    const far = await xlsx((sheet) => {
      sheet.addRow(['Name']);
      sheet.getCell(1_000_000, 1).value = 'Far Stage';
    });
    expect(await readSpreadsheet('s.xlsx', far, limits)).toMatchObject(refused);
  });

  it('refuses a value right of the last column, however far (XLSX column XFD)', async () => {
    const refused = { ok: false, code: 'studio_import_too_many_columns', params: { max: 20 } };
    const wide = await xlsx((sheet) => {
      for (const [i, row] of studios(50).entries()) {
        sheet.addRow(row);
        sheet.getCell(i + 1, 16_384).value = 'x';
      }
    });
    expect(await readSpreadsheet('s.xlsx', wide, limits)).toMatchObject(refused);
    const header = ['Name', ...Array.from({ length: 25 }, () => '')];
    header[24] = 'Stray';
    expect(await readSpreadsheet('s.csv', csv([header, ['A Stage']]), limits)).toMatchObject(refused);
    // Empty cells right of the limit are no values: a CSV's trailing separators pass.
    const trailing = await readSpreadsheet('s.csv', csv([['Name', ...Array(30).fill('')], ['B']]), limits);
    expect(trailing.ok).toBe(true);
  });
});

describe('SpreadsheetReadPool', { timeout: 60_000 }, () => {
  const pool = new SpreadsheetReadPool();
  afterAll(() => pool.close());

  it('reads in its worker thread what readSpreadsheet reads, bounds included', async () => {
    const bytes = csv(studios(10));
    expect(await pool.read({ fileName: 's.csv', bytes, limits })).toEqual(
      await readSpreadsheet('s.csv', bytes, limits),
    );
    const tooMany = await pool.read({ fileName: 's.csv', bytes: csv(studios(5_000)), limits });
    expect(tooMany).toMatchObject({ ok: false, code: 'studio_import_too_many_rows' });
  });

  it('refuses at once once closed', async () => {
    const closed = new SpreadsheetReadPool();
    await closed.close();
    await expect(closed.read({ fileName: 's.csv', bytes: csv(studios(1)), limits })).rejects.toBeInstanceOf(
      SpreadsheetBusyError,
    );
  });
});
