/**
 * The values in the studio spreadsheet (product.md §13). Every cell has a language-free meaning (a
 * number, Yes/No, a status code, text) that export writes in the reader's language and import reads
 * back from either language; import compares meanings, not spellings, so a file exported and imported
 * again changes nothing ('24.5' equals the stored '24.5 m [1]', 'Да' equals 'Yes').
 *
 * - Numbers are plain numbers, their unit in the header; a stored value that is not exactly a number
 *   ('approx. 20 m') is exported as its text.
 * - Yes/No: true/false/yes/no/да/нет in any case. Unknown is an empty cell, never No.
 * - Statuses and capability statuses: the stored word or its label in either language.
 * - Lists: comma-separated; the same items in another order are the same list.
 * - An empty cell is 'no value': import leaves the stored value alone (it never clears one).
 * - A value is the one the studio shows (shownValueOf): a catalog parameter the studio lacks is read
 *   from its legacy attribute (led_wall_size, led_ceiling, camera_tracking…), as the card reads it.
 */
import { decodeHtmlEntities } from './html-entities';
import { isHttpUrl } from './http-url';
import { TEXT_FIELD_MAX, URL_MAX_LENGTH } from './limits';
import {
  CAPABILITY_STATUSES,
  type NumberRange,
  numberRangeOf,
  PARAMETER_CATALOG,
  withinRange,
} from './parameter-catalog';
import { readNumericParameter } from './parameter-number';
import { displayValue, parseBoolean, parseList } from './parameter-values';
import type { Studio } from './schemas/studio-schemas';
import { isStorableText } from './storable-text';
import { shownValueOf } from './studio-attributes';
import type { SheetColumn, SheetLocale } from './studio-sheet-columns';
import { normalizeHeader } from './studio-sheet-columns';
import { STUDIO_STATUS_LABELS, STUDIO_STATUSES, type StudioStatus } from './studio-status';
import { exactNumberOf, formatCapabilityStatus, VALUE_TEXTS } from './value-format';

/** A cell's meaning: null is 'no value'. */
export type SheetValue = string | number | boolean | null;

/** What a spreadsheet cell holds as written: a number cell stays a number (XLSX), the rest is text. */
export type SheetCell = string | number | null;

/** What the spreadsheet reads of a studio: the API's studio with all its attributes. */
export type SheetStudio = Pick<
  Studio,
  | 'id'
  | 'name'
  | 'city'
  | 'country'
  | 'status'
  | 'website_url'
  | 'latitude'
  | 'longitude'
  | 'description'
  | 'stage_count'
  | 'total_area'
  | 'detailed_attributes'
>;

/** The longest parameter value an import takes (product.md §9, as the parameter import). */
export const SHEET_PARAMETER_MAX = 10_000;

/**
 * Catalog parameters that stand in for a studio column (product.md §10): the studio shows the
 * parameter when it has one, else the column, and so does the spreadsheet.
 */
const STAND_INS: ReadonlyMap<string, 'stage_count' | 'total_area' | 'description'> = new Map(
  PARAMETER_CATALOG.flatMap((entry) => {
    const field = entry.comparison?.replace(/^studio\./, '');
    return field === 'stage_count' || field === 'total_area' || field === 'description'
      ? [[entry.key, field] as const]
      : [];
  }),
);

function orNull(text: string): string | null {
  return text === '' ? null : text;
}

function capabilityOf(text: string): string | null {
  const wanted = normalizeHeader(text);
  for (const status of CAPABILITY_STATUSES) {
    if (
      normalizeHeader(status) === wanted ||
      normalizeHeader(formatCapabilityStatus(status, 'ru')) === wanted
    )
      return status;
  }
  return null;
}

function statusOf(text: string): StudioStatus | null {
  const wanted = normalizeHeader(text);
  for (const status of STUDIO_STATUSES) {
    const spellings = [status, STUDIO_STATUS_LABELS.en[status], STUDIO_STATUS_LABELS.ru[status]];
    if (spellings.some((s) => normalizeHeader(s) === wanted)) return status;
  }
  return null;
}

const YES_WORDS = new Set(['yes', 'true', VALUE_TEXTS.ru.yes.toLowerCase()]);
const NO_WORDS = new Set(['no', 'false', VALUE_TEXTS.ru.no.toLowerCase()]);
const UNKNOWN_WORDS = new Set(['unknown', VALUE_TEXTS.ru.unknown.toLowerCase()]);

/** A stored parameter text's meaning, by the column's type. */
function parameterMeaning(column: SheetColumn, text: string): SheetValue {
  if (text === '') return null;
  switch (column.type) {
    case 'number':
    case 'integer':
      return exactNumberOf(text, column.unit) ?? text;
    case 'boolean':
      if (UNKNOWN_WORDS.has(text.toLowerCase())) return null;
      return parseBoolean(text) ?? text;
    case 'enum':
      return capabilityOf(text) ?? text;
    case 'list':
      return orNull(parseList(text).join(', '));
    default:
      return text;
  }
}

/** The studio's value in a column, as the directory shows it. */
export function studioSheetValue(column: SheetColumn, studio: SheetStudio): SheetValue {
  switch (column.key) {
    case 'id':
      return studio.id;
    case 'name':
      return orNull(decodeHtmlEntities(studio.name).trim());
    case 'city':
      return orNull(studio.city.trim());
    case 'country':
      return orNull(studio.country.trim());
    case 'status':
      return studio.status;
    case 'website_url':
      return orNull(studio.website_url?.trim() ?? '');
    case 'latitude':
      return studio.latitude;
    case 'longitude':
      return studio.longitude;
    case 'exported_at':
      // The file's, not the studio's: the export writes its own time (studioSheetRow).
      return null;
  }
  const standIn = STAND_INS.get(column.key);
  if (standIn === 'description') return parameterMeaning(column, studio.description.trim());
  if (standIn) return studio[standIn];
  // The value the card and the studio page show: the catalog key, else its legacy stand-in.
  return parameterMeaning(column, displayValue(shownValueOf(studio.detailed_attributes, column.key)));
}

/** A value as the export writes it, in the reader's language. */
export function sheetCellOf(column: SheetColumn, value: SheetValue, locale: SheetLocale): SheetCell {
  if (value === null) return null;
  if (column.type === 'exported' && typeof value === 'number') return new Date(value).toISOString();
  if (typeof value === 'boolean') return value ? VALUE_TEXTS[locale].yes : VALUE_TEXTS[locale].no;
  if (typeof value === 'number') return value;
  if (column.type === 'status')
    return (STUDIO_STATUS_LABELS[locale] as Record<string, string>)[value] ?? value;
  if (column.type === 'enum') {
    const status = CAPABILITY_STATUSES.find((s) => s === value);
    return status ? formatCapabilityStatus(status, locale) : value;
  }
  return value;
}

/** The row 'Export' writes for a studio; `exportedAt` (epoch ms) fills the export-time column. */
export function studioSheetRow(
  columns: readonly SheetColumn[],
  studio: SheetStudio,
  locale: SheetLocale,
  exportedAt: number | null = null,
): SheetCell[] {
  return columns.map((column) =>
    sheetCellOf(column, column.type === 'exported' ? exportedAt : studioSheetValue(column, studio), locale),
  );
}

/** An export time as the export writes it (ISO 8601, UTC), or as a person may retype it. */
const EXPORTED_AT_PATTERN = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z| ?UTC)?$/i;

function exportedAtOf(text: string): number | null {
  if (!EXPORTED_AT_PATTERN.test(text)) return null;
  const iso = text
    .replace(' ', 'T')
    .replace(/ ?UTC$/i, '')
    .replace(/Z$/i, '');
  const ms = Date.parse(`${iso}Z`);
  return Number.isFinite(ms) ? ms : null;
}

export const CELL_PROBLEMS = [
  'id_invalid',
  'status_invalid',
  'url_invalid',
  'number_invalid',
  'integer_invalid',
  'boolean_invalid',
  'capability_invalid',
  'too_long',
  'unstorable',
  'out_of_range',
  'exported_invalid',
] as const;
export type CellProblem = (typeof CELL_PROBLEMS)[number];

export type ReadCell =
  | { kind: 'empty' }
  | { kind: 'value'; value: Exclude<SheetValue, null> }
  /** Not what the column takes; `text` is what the cell said; `range`: the limits it is outside. */
  | { kind: 'invalid'; text: string; problem: CellProblem; range?: NumberRange; limit?: number };

/** What a reader hands over for one cell: text, or a number or Yes/No the spreadsheet typed. */
export type RawCell = string | number | boolean | null | undefined;

function maxLengthOf(column: SheetColumn): number {
  if (column.kind === 'parameter') return SHEET_PARAMETER_MAX;
  return column.type === 'url' ? URL_MAX_LENGTH : TEXT_FIELD_MAX;
}

/** '1,5' (a decimal comma, as Russian spreadsheets write it) -> 1.5; thousands ('1,850') stay exactNumberOf's. */
function numberOfText(text: string, unit: string | undefined): number | null {
  const plain = exactNumberOf(text, unit);
  if (plain !== null) return plain;
  const comma = /^(-?\d+),(\d{1,2}|\d{4,})$/.exec(text.replace(/\s+/g, ''));
  return comma ? Number(`${comma[1]}.${comma[2]}`) : null;
}

function invalidCell(text: string, problem: CellProblem): ReadCell {
  return { kind: 'invalid', text, problem };
}

/** Reads one cell for a column (product.md §13's checks). */
export function readSheetCell(column: SheetColumn, raw: RawCell): ReadCell {
  if (raw === null || raw === undefined) return { kind: 'empty' };
  const text = typeof raw === 'string' ? raw.trim() : String(raw);
  if (text === '') return { kind: 'empty' };
  if (!isStorableText(text)) return invalidCell(text, 'unstorable');
  if (text.length > maxLengthOf(column))
    return { kind: 'invalid', text, problem: 'too_long', limit: maxLengthOf(column) };
  switch (column.type) {
    case 'coordinate': {
      const n = typeof raw === 'number' ? raw : numberOfText(text, undefined);
      if (n === null || !Number.isFinite(n)) return invalidCell(text, 'number_invalid');
      const limit = column.key === 'latitude' ? 90 : 180;
      if (Math.abs(n) > limit)
        return {
          kind: 'invalid',
          text,
          problem: 'out_of_range',
          range: { min: -limit, max: limit, above: false },
        };
      return { kind: 'value', value: n };
    }
    case 'exported': {
      const ms = exportedAtOf(text);
      return ms === null ? invalidCell(text, 'exported_invalid') : { kind: 'value', value: ms };
    }
    case 'id':
      return /^\d{1,9}$/.test(text) && Number(text) > 0
        ? { kind: 'value', value: Number(text) }
        : invalidCell(text, 'id_invalid');
    case 'status': {
      const status = statusOf(text);
      return status ? { kind: 'value', value: status } : invalidCell(text, 'status_invalid');
    }
    case 'url':
      return isHttpUrl(text) ? { kind: 'value', value: text } : invalidCell(text, 'url_invalid');
    case 'number':
    case 'integer': {
      // The one reader of catalog numbers (parameter-number.ts), as corrections, edits and the JSON import.
      const reading = readNumericParameter(column.key, text);
      if (reading) {
        if (reading.ok) return { kind: 'value', value: reading.high === null ? reading.low : reading.stored };
        if (reading.problem === 'out_of_range')
          return { kind: 'invalid', text, problem: 'out_of_range', range: reading.range };
        return invalidCell(text, reading.problem === 'not_whole' ? 'integer_invalid' : 'number_invalid');
      }
      const n = typeof raw === 'number' ? raw : numberOfText(text, column.unit);
      if (n === null || !Number.isFinite(n)) return invalidCell(text, 'number_invalid');
      if (column.type === 'integer' && !Number.isInteger(n)) return invalidCell(text, 'integer_invalid');
      const range = numberRangeOf(column.key);
      if (range && !withinRange(n, range)) return { kind: 'invalid', text, problem: 'out_of_range', range };
      return { kind: 'value', value: n };
    }
    case 'boolean': {
      if (typeof raw === 'boolean') return { kind: 'value', value: raw };
      const word = text.toLowerCase();
      if (UNKNOWN_WORDS.has(word)) return { kind: 'empty' };
      if (YES_WORDS.has(word)) return { kind: 'value', value: true };
      if (NO_WORDS.has(word)) return { kind: 'value', value: false };
      return invalidCell(text, 'boolean_invalid');
    }
    case 'enum': {
      const status = capabilityOf(text);
      return status ? { kind: 'value', value: status } : invalidCell(text, 'capability_invalid');
    }
    case 'list': {
      const list = parseList(text).join(', ');
      return list ? { kind: 'value', value: list } : { kind: 'empty' };
    }
    default:
      // A studio's own name, city and country: runs of spaces are one space.
      return { kind: 'value', value: column.kind === 'field' ? text.replace(/\s+/g, ' ') : text };
  }
}

function listItems(value: string): string {
  return parseList(value)
    .map((item) => item.toLowerCase())
    .sort()
    .join('\n');
}

/** Whether two meanings are the same for a column (lists: the same items in any order). */
export function sameSheetValue(column: SheetColumn, a: SheetValue, b: SheetValue): boolean {
  if (a === null || b === null) return a === b;
  if (column.type === 'list' && typeof a === 'string' && typeof b === 'string')
    return listItems(a) === listItems(b);
  return a === b;
}

/** The text a parameter is stored as (product.md §10: values are kept as text). */
export function storedParameterText(value: Exclude<SheetValue, null>): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}
