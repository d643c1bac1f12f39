/**
 * Reads an uploaded studio spreadsheet (product.md §13): a .csv (csv-parse; UTF-8, with or without a
 * byte-order mark; comma or semicolon separated, as spreadsheet programs in either language save it)
 * or an .xlsx (exceljs; its first worksheet). The first row is the header; every later row a studio.
 * Cells come out as text, or as the number or Yes/No the spreadsheet typed.
 */
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { SheetRowInput } from '../../domain/studio-import-plan';
import type { RawCell } from '../../domain/studio-sheet-values';

export interface SheetData {
  headers: string[];
  rows: SheetRowInput[];
}

export type SheetReadFailure = {
  ok: false;
  code: 'studio_import_bad_file_name' | 'studio_import_unreadable' | 'studio_import_empty';
  detail: string;
};

export type SheetRead = { ok: true; format: 'csv' | 'xlsx'; sheet: SheetData } | SheetReadFailure;

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export function spreadsheetFormatOf(fileName: string): 'csv' | 'xlsx' | null {
  const lower = fileName.trim().toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.xlsx')) return 'xlsx';
  return null;
}

function unreadable(detail: string): SheetReadFailure {
  return { ok: false, code: 'studio_import_unreadable', detail };
}

/** The separator of a CSV: the one of comma and semicolon that its header line holds more of. */
function delimiterOf(text: string): ',' | ';' {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (c: string) => firstLine.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

function readCsv(bytes: Buffer): SheetRead {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return unreadable('The CSV file is not UTF-8 text. Save it as “CSV UTF-8” and try again.');
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: false,
    });
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return unreadable(
      `The CSV file cannot be read${line ? ` (near line ${line})` : ''}: ${(error as Error).message}`,
    );
  }
  return toSheet(
    'csv',
    records.map((record) => record.map(undoFormulaEscape)),
  );
}

/**
 * The export defuses a text cell that would run as a formula with a leading apostrophe
 * (spreadsheet-writer.ts); reading such a cell back takes it off again, so an exported file imports as
 * it was ('+49 30 1234' stays a phone number).
 */
export function undoFormulaEscape(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

/** A cell as exceljs reads it, as text or the number or Yes/No it holds. */
function cellOf(value: ExcelJS.CellValue): RawCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value)
    return cellOf((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
  if ('hyperlink' in value)
    return typeof value.text === 'string' ? value.text : cellOf(value.text as ExcelJS.CellValue);
  if ('error' in value) return String(value.error);
  return null;
}

async function readXlsx(bytes: Buffer): Promise<SheetRead> {
  if (!bytes.subarray(0, 4).equals(ZIP_MAGIC)) return unreadable('The file is not an XLSX workbook.');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as never);
  } catch {
    return unreadable('The XLSX workbook cannot be read. Save it again from your spreadsheet program.');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { ok: false, code: 'studio_import_empty', detail: 'The workbook has no worksheet.' };
  const records: RawCell[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const values = (row.values as ExcelJS.CellValue[]).slice(1).map(cellOf);
    records[number - 1] = values;
  });
  for (let i = 0; i < records.length; i++) records[i] ??= [];
  return toSheet('xlsx', records);
}

function toSheet(format: 'csv' | 'xlsx', records: RawCell[][]): SheetRead {
  const [header, ...rest] = records;
  const headers = (header ?? []).map((cell) =>
    cell === null || cell === undefined ? '' : String(cell).trim(),
  );
  if (headers.every((h) => h === '')) {
    return { ok: false, code: 'studio_import_empty', detail: 'The file has no header row.' };
  }
  return {
    ok: true,
    format,
    sheet: { headers, rows: rest.map((cells, i) => ({ row: i + 2, cells })) },
  };
}

export async function readSpreadsheet(fileName: string, bytes: Buffer): Promise<SheetRead> {
  const format = spreadsheetFormatOf(fileName);
  if (!format) {
    return { ok: false, code: 'studio_import_bad_file_name', detail: 'Please select a .csv or .xlsx file.' };
  }
  return format === 'csv' ? readCsv(bytes) : readXlsx(bytes);
}
