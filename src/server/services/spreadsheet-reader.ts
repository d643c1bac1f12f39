/**
 * Reads an uploaded studio spreadsheet (product.md §13): a .csv (csv-parse; UTF-8, with or without a
 * byte-order mark; comma or semicolon separated, as spreadsheet programs in either language save it)
 * or an .xlsx (exceljs; its first worksheet). The first row is the header; every later row a studio.
 * Cells come out as text, or as the number or Yes/No the spreadsheet typed.
 *
 * Bounded (issue 35): reading stops once the file has more rows than `limits.rows` allows (a 200,000-row
 * workbook was read whole before it was refused), and no cell right of `limits.columns` is read (a
 * value in column XFD on every row took 20 s): either is refused. The route runs this in a worker
 * thread (spreadsheet-read-pool.ts), off the event loop.
 */

import type { SheetRowInput } from '@domain/studio-import-plan';
import type { RawCell } from '@domain/studio-sheet-values';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';

export interface SheetData {
  headers: string[];
  rows: SheetRowInput[];
}

export type SheetReadFailure =
  | {
      ok: false;
      code: 'studio_import_bad_file_name' | 'studio_import_unreadable' | 'studio_import_empty';
      detail: string;
    }
  | {
      ok: false;
      code: 'studio_import_too_many_rows' | 'studio_import_too_many_columns';
      detail: string;
      params: { max: number };
    };

/** The studio rows (besides the header) and the columns a file may have. */
export interface SheetLimits {
  rows: number;
  columns: number;
}

/**
 * Rows read beyond `limits.rows` before a file is refused unread: blank rows between studios do not
 * count against the limit (the route counts studio rows exactly), but a file cannot make us read
 * more than this many.
 */
const BLANK_ROWS_TOLERATED = 1_000;

function rowsReadAtMost(limits: SheetLimits): number {
  return 1 + limits.rows + BLANK_ROWS_TOLERATED;
}

function tooManyRows(limits: SheetLimits): SheetReadFailure {
  return {
    ok: false,
    code: 'studio_import_too_many_rows',
    detail: `The file has more than ${limits.rows.toLocaleString('en')} studio rows; at most ${limits.rows.toLocaleString('en')} can be imported at once.`,
    params: { max: limits.rows },
  };
}

function tooManyColumns(limits: SheetLimits): SheetReadFailure {
  return {
    ok: false,
    code: 'studio_import_too_many_columns',
    detail: `The file has a value right of column ${limits.columns}; a studio spreadsheet uses at most ${limits.columns} columns.`,
    params: { max: limits.columns },
  };
}

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

function readCsv(bytes: Buffer, limits: SheetLimits): SheetRead {
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
      // One record past the most we read: enough to know the file has too many.
      to: rowsReadAtMost(limits) + 1,
    });
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return unreadable(
      `The CSV file cannot be read${line ? ` (near line ${line})` : ''}: ${(error as Error).message}`,
    );
  }
  if (records.length > rowsReadAtMost(limits)) return tooManyRows(limits);
  const cells: RawCell[][] = [];
  for (const record of records) {
    if (record.slice(limits.columns).some((cell) => cell !== '')) return tooManyColumns(limits);
    cells.push(record.slice(0, limits.columns).map(undoFormulaEscape));
  }
  return toSheet('csv', cells);
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

/** exceljs's own bounds (Max row count / Max column count exceeded) stop its reading early. */
function exceljsLimitHit(error: unknown): 'rows' | 'columns' | null {
  const message = error instanceof Error ? error.message : '';
  if (/^Max row count \(\d+\) exceeded$/.test(message)) return 'rows';
  if (/^Max column count \(\d+\) exceeded$/.test(message)) return 'columns';
  return null;
}

async function readXlsx(bytes: Buffer, limits: SheetLimits): Promise<SheetRead> {
  if (!bytes.subarray(0, 4).equals(ZIP_MAGIC)) return unreadable('The file is not an XLSX workbook.');
  const workbook = new ExcelJS.Workbook();
  const most = rowsReadAtMost(limits);
  try {
    // maxRows stops the worksheet's parse at that many rows; maxCols at that many cells in a row.
    await workbook.xlsx.load(bytes as never, { maxRows: most, maxCols: limits.columns } as never);
  } catch (error) {
    const hit = exceljsLimitHit(error);
    if (hit === 'rows') return tooManyRows(limits);
    if (hit === 'columns') return tooManyColumns(limits);
    return unreadable('The XLSX workbook cannot be read. Save it again from your spreadsheet program.');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { ok: false, code: 'studio_import_empty', detail: 'The workbook has no worksheet.' };
  const records: RawCell[][] = [];
  let refusal: SheetReadFailure | null = null;
  // Only the rows and cells the sheet has: a row numbered far down, or a cell far right, is refused
  // rather than walked to through every empty one.
  sheet.eachRow((row, number) => {
    if (refusal) return;
    if (number > most) {
      refusal = tooManyRows(limits);
      return;
    }
    const cells: RawCell[] = [];
    row.eachCell((cell, column) => {
      if (column > limits.columns) refusal ??= tooManyColumns(limits);
      else cells[column - 1] = cellOf(cell.value);
    });
    for (let i = 0; i < cells.length; i++) cells[i] ??= null;
    records[number - 1] = cells;
  });
  if (refusal) return refusal;
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

export async function readSpreadsheet(
  fileName: string,
  bytes: Buffer,
  limits: SheetLimits,
): Promise<SheetRead> {
  const format = spreadsheetFormatOf(fileName);
  if (!format) {
    return { ok: false, code: 'studio_import_bad_file_name', detail: 'Please select a .csv or .xlsx file.' };
  }
  return format === 'csv' ? readCsv(bytes, limits) : readXlsx(bytes, limits);
}
