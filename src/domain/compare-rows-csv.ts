/**
 * The comparison table as CSV (the compare page's 'CSV' export): UTF-8 with a byte-order mark so
 * spreadsheet programs pick the encoding, RFC 4180 quoting, CRLF line ends. Pinned rows come first,
 * then each category's rows, as the page shows them.
 *
 * A field that starts with = + - @ or a tab would run as a formula in a spreadsheet (CSV injection);
 * such a field gets a leading apostrophe, as OWASP recommends.
 *
 * The quoting is our own two lines, not a CSV library: this runs in the web app's lazy compare chunk
 * (29.1 KiB gzip, goal at most 40), and the libraries cost more than they replace (measured 2026-11-23
 * on a production build): csv-stringify 6.9's browser sync build adds 9.7 KiB gzip (it bundles a
 * Buffer polyfill; its Node build needs a global Buffer as soon as it is imported), papaparse 5.7's
 * unparse 6.6 KiB.
 */
import {
  COMPARE_CATEGORIES,
  COMPARE_TABLE_TEXTS,
  type CompareRow,
  type CompareTable,
  categoryRows,
  compareCategoryName,
  pinnedRows,
  type RowFilter,
} from './compare-rows';

export const CSV_BOM = '\uFEFF';

const CSV_TEXTS = {
  en: { differs: 'Values differ', best: 'Best value', yes: 'Yes', no: 'No' },
  ru: { differs: 'Значения различаются', best: 'Лучшее значение', yes: 'Да', no: 'Нет' },
} as const;

/** One CSV field: formula-looking text defused, quoted when it holds a comma, quote or line break. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(fields: readonly string[]): string {
  return fields.map(csvField).join(',');
}

export function compareTableCsv(table: CompareTable, filter: RowFilter = {}, withBom = true): string {
  const T = COMPARE_TABLE_TEXTS[table.locale];
  const C = CSV_TEXTS[table.locale];
  const header = [T.category, T.parameter, ...table.studios.map((s) => s.name), C.differs, C.best];
  const line = (categoryLabel: string, row: CompareRow) =>
    csvLine([
      categoryLabel,
      row.label,
      ...row.cells.map((cell) => cell.text ?? T.notSpecified),
      row.differs ? C.yes : C.no,
      row.cells.flatMap((cell, i) => (cell.best ? [table.studios[i]?.name ?? ''] : [])).join('; '),
    ]);
  const pinned = pinnedRows(table, filter.pins ?? []);
  const pinnedIds = new Set(pinned.map((row) => row.id));
  const lines = [csvLine(header), ...pinned.map((row) => line(T.pinned, row))];
  for (const category of COMPARE_CATEGORIES) {
    const name = compareCategoryName(category.id, table.locale);
    for (const row of categoryRows(table, category.id, filter))
      if (!pinnedIds.has(row.id)) lines.push(line(name, row));
  }
  return `${withBom ? CSV_BOM : ''}${lines.join('\r\n')}\r\n`;
}

/** studio-comparison-1-2-3.csv (the PDF uses the same stem). */
export function compareFileName(ids: readonly number[], extension: 'csv' | 'pdf'): string {
  return `studio-comparison-${ids.join('-')}.${extension}`;
}
