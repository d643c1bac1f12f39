/**
 * The comparison table as rows of a spreadsheet (the compare page's 'Export CSV', served by
 * GET /api/studios/compare/csv/ through the server's one spreadsheet writer): a header, then pinned
 * rows first, then each category's rows as the page shows them, in the table's language.
 */
import { COMPARE_CATEGORIES, COMPARE_TABLE_TEXTS, compareCategoryName } from './compare-categories';
import { categoryRows, pinnedRows, type RowFilter } from './compare-row-filter';
import type { CompareRow, CompareTable } from './compare-table';

const EXPORT_TEXTS = {
  en: { differs: 'Values differ', best: 'Best value', yes: 'Yes', no: 'No' },
  ru: { differs: 'Значения различаются', best: 'Лучшее значение', yes: 'Да', no: 'Нет' },
} as const;

/** The header and every row, each a list of cells. */
export function compareTableRows(table: CompareTable, filter: RowFilter = {}): string[][] {
  const T = COMPARE_TABLE_TEXTS[table.locale];
  const C = EXPORT_TEXTS[table.locale];
  const header = [T.category, T.parameter, ...table.studios.map((s) => s.name), C.differs, C.best];
  const line = (categoryLabel: string, row: CompareRow) => [
    categoryLabel,
    row.label,
    ...row.cells.map((cell) => cell.text ?? T.notSpecified),
    row.differs ? C.yes : C.no,
    row.cells.flatMap((cell, i) => (cell.best ? [table.studios[i]?.name ?? ''] : [])).join('; '),
  ];
  const pinned = pinnedRows(table, filter.pins ?? []);
  const pinnedIds = new Set(pinned.map((row) => row.id));
  const rows = [header, ...pinned.map((row) => line(T.pinned, row))];
  for (const category of COMPARE_CATEGORIES) {
    const name = compareCategoryName(category.id, table.locale);
    for (const row of categoryRows(table, category.id, filter))
      if (!pinnedIds.has(row.id)) rows.push(line(name, row));
  }
  return rows;
}

/** studio-comparison-1-2-3.csv (the PDF uses the same stem). */
export function compareFileName(ids: readonly number[], extension: 'csv' | 'pdf'): string {
  return `studio-comparison-${ids.join('-')}.${extension}`;
}
