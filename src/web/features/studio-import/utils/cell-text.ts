/** How a column and a value read in the preview, in the reader's language (the export's own words). */
import { type SheetLocale, sheetColumn } from '@domain/studio-sheet-columns';
import { type SheetValue, sheetCellOf } from '@domain/studio-sheet-values';
import { formatQuantity } from '@domain/value-format';

export function columnLabel(key: string, locale: SheetLocale): string {
  return sheetColumn(key)?.name[locale] ?? key;
}

export function cellText(key: string, value: SheetValue, locale: SheetLocale): string {
  if (value === null) return '';
  const column = sheetColumn(key);
  if (!column) return String(value);
  const cell = sheetCellOf(column, value, locale);
  if (typeof cell === 'number')
    return column.type === 'id' ? String(cell) : formatQuantity(cell, column.unit, locale);
  return cell ?? '';
}
