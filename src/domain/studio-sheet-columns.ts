/**
 * The studio spreadsheet's columns (product.md §13): the file 'Export' writes and 'Import studios'
 * reads. One row a studio; first the studio's own fields (id, name, city, country, status, website),
 * then one column per catalog parameter (product.md §10) in catalog order. A header is the field's
 * name in the reader's language with the catalog's unit in brackets ('Primary Wall Width (m)',
 * 'Ширина основной стены (м)'). On import a header is recognised in either language, with or without
 * its unit, or as the bare key ('LED_PANEL_PIXEL_PITCH_MM', 'website_url').
 *
 * The country code is not a column: the import sets it from the country (product.md §13).
 * Coordinates are two columns, latitude and longitude, given together.
 */
import { PARAMETER_CATALOG, type ParameterType } from './parameter-catalog';
import { isDayRateSheetHeader } from './studio-sheet-day-rates';
import { unitName, type ValueLocale } from './value-format';

export type SheetLocale = ValueLocale;

export type SheetColumnType = ParameterType | 'id' | 'status' | 'url' | 'coordinate' | 'exported';

export interface SheetColumn {
  /** A studio field or a catalog parameter key. */
  readonly key: string;
  readonly kind: 'field' | 'parameter';
  readonly type: SheetColumnType;
  readonly unit?: string;
  /** The header without its unit. */
  readonly name: Readonly<Record<SheetLocale, string>>;
}

const FIELD_COLUMNS: readonly SheetColumn[] = [
  { key: 'id', kind: 'field', type: 'id', name: { en: 'ID', ru: 'ID' } },
  { key: 'name', kind: 'field', type: 'text', name: { en: 'Name', ru: 'Название' } },
  { key: 'city', kind: 'field', type: 'text', name: { en: 'City', ru: 'Город' } },
  { key: 'country', kind: 'field', type: 'text', name: { en: 'Country', ru: 'Страна' } },
  { key: 'status', kind: 'field', type: 'status', name: { en: 'Status', ru: 'Статус' } },
  { key: 'website_url', kind: 'field', type: 'url', name: { en: 'Website', ru: 'Сайт' } },
  // WGS84 degrees (product.md §11): both or neither in a row.
  { key: 'latitude', kind: 'field', type: 'coordinate', name: { en: 'Latitude', ru: 'Широта' } },
  { key: 'longitude', kind: 'field', type: 'coordinate', name: { en: 'Longitude', ru: 'Долгота' } },
];

/**
 * When the file was exported (UTC, ISO 8601), on every row (issue 34): the import reads it to tell a
 * value changed since the export from one the admin changed in the file, and keeps the newer stored
 * value (product.md §13). Not a studio field: nothing is ever written from it.
 */
export const EXPORTED_AT_COLUMN: SheetColumn = {
  key: 'exported_at',
  kind: 'field',
  type: 'exported',
  name: { en: 'Exported (UTC)', ru: 'Выгружено (UTC)' },
};

export const STUDIO_SHEET_COLUMNS: readonly SheetColumn[] = [
  ...FIELD_COLUMNS,
  EXPORTED_AT_COLUMN,
  ...PARAMETER_CATALOG.map(
    (entry): SheetColumn => ({
      key: entry.key,
      kind: 'parameter',
      type: entry.type,
      ...(entry.unit ? { unit: entry.unit } : {}),
      name: { en: entry.displayName, ru: entry.displayNameRu },
    }),
  ),
];

const columnsByKey: ReadonlyMap<string, SheetColumn> = new Map(STUDIO_SHEET_COLUMNS.map((c) => [c.key, c]));

export function sheetColumn(key: string): SheetColumn | undefined {
  return columnsByKey.get(key);
}

/** 'Primary Wall Width (m)' / 'Ширина основной стены (м)'; a column without a unit: its name. */
export function sheetHeader(column: SheetColumn, locale: SheetLocale): string {
  const name = column.name[locale];
  return column.unit ? `${name} (${unitName(column.unit, locale)})` : name;
}

export function sheetHeaders(locale: SheetLocale): string[] {
  return STUDIO_SHEET_COLUMNS.map((column) => sheetHeader(column, locale));
}

/** How headers are compared: Unicode-normalised, case and spacing ignored. */
export function normalizeHeader(text: string): string {
  return text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Every spelling of each column a file may use. */
const HEADER_INDEX: ReadonlyMap<string, string> = (() => {
  const index = new Map<string, string>();
  for (const column of STUDIO_SHEET_COLUMNS) {
    const spellings = [column.key, sheetHeader(column, 'en'), sheetHeader(column, 'ru')];
    spellings.push(column.name.en, column.name.ru);
    for (const spelling of spellings) index.set(normalizeHeader(spelling), column.key);
  }
  return index;
})();

/** The column a header names, or undefined when it names none. */
export function columnForHeader(header: string): string | undefined {
  return HEADER_INDEX.get(normalizeHeader(header));
}

export type HeaderStatus = 'matched' | 'mapped' | 'ignored' | 'unknown' | 'duplicate' | 'blank';

export interface HeaderMatch {
  header: string;
  /** The column this header fills; null when it fills none. */
  column: string | null;
  status: HeaderStatus;
}

/**
 * Which column each header fills. A recognised header fills its column; any other header needs the
 * admin's mapping (a column key, or null to ignore it) and is 'unknown' until it has one. A column
 * filled by two headers is 'duplicate' for the second, which then fills nothing.
 */
export function matchHeaders(
  headers: readonly string[],
  mapping: Readonly<Record<string, string | null>> = {},
): HeaderMatch[] {
  const taken = new Set<string>();
  return headers.map((header): HeaderMatch => {
    if (header.trim() === '') return { header, column: null, status: 'blank' };
    const recognised = columnForHeader(header);
    const chosen = Object.hasOwn(mapping, header) ? mapping[header] : undefined;
    let column: string | null;
    let status: HeaderStatus;
    if (chosen === null) return { header, column: null, status: 'ignored' };
    if (chosen !== undefined && columnsByKey.has(chosen)) {
      column = chosen;
      status = recognised === chosen ? 'matched' : 'mapped';
    } else if (recognised) {
      column = recognised;
      status = 'matched';
    } else if (isDayRateSheetHeader(header)) {
      // The export's day-rate columns (studio-sheet-day-rates.ts): read-only, left alone.
      return { header, column: null, status: 'ignored' };
    } else return { header, column: null, status: 'unknown' };
    if (taken.has(column)) return { header, column: null, status: 'duplicate' };
    taken.add(column);
    return { header, column, status };
  });
}
