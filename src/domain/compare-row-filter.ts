/**
 * Which rows of the comparison table show (product.md §2 "Compare page"): pinned rows lead every
 * category, in pin order, and stay visible under "differences only", which hides the rows whose values
 * are all equal. Pins are row ids, kept in the address as a comma-separated list.
 */
import type { CompareCategoryId } from './compare-categories';
import { isCompareRowId } from './compare-row-definitions';
import type { CompareRow, CompareTable } from './compare-table';

export interface RowFilter {
  /** Pinned row ids, in pin order. */
  readonly pins?: readonly string[];
  /** Hide rows whose values are all equal (pinned rows stay). */
  readonly differencesOnly?: boolean;
}

/** The pinned rows, in pin order (unknown ids skipped). */
export function pinnedRows(table: CompareTable, pins: readonly string[]): CompareRow[] {
  const byId = new Map(table.rows.map((row) => [row.id, row]));
  return uniquePins(pins).flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

/**
 * The rows a category shows: every pinned row first (whatever its category, in pin order), then the
 * category's own unpinned rows in table order; with differencesOnly, only rows that differ among
 * the latter.
 */
export function rowsForCategory(
  table: CompareTable,
  category: CompareCategoryId,
  { pins = [], differencesOnly = false }: RowFilter = {},
): CompareRow[] {
  const pinned = pinnedRows(table, pins);
  const pinnedIds = new Set(pinned.map((row) => row.id));
  const own = table.rows.filter(
    (row) => row.category === category && !pinnedIds.has(row.id) && (!differencesOnly || row.differs),
  );
  return [...pinned, ...own];
}

/** The category's own rows (no pinned rows from elsewhere), for exports that list pinned rows once. */
export function categoryRows(
  table: CompareTable,
  category: CompareCategoryId,
  { differencesOnly = false }: Pick<RowFilter, 'differencesOnly'> = {},
): CompareRow[] {
  return table.rows.filter((row) => row.category === category && (!differencesOnly || row.differs));
}

function uniquePins(pins: readonly string[]): string[] {
  return [...new Set(pins.filter(isCompareRowId))];
}

/** "led.pixel_pitch,general.total_area" -> known row ids, de-duplicated, in order. */
export function parsePins(value: string | null | undefined): string[] {
  if (!value) return [];
  return uniquePins(value.split(',').map((part) => part.trim()));
}

export function serializePins(pins: readonly string[]): string {
  return uniquePins(pins).join(',');
}

/** Pins a row (appended, so pin order is the order of pinning) or unpins it. */
export function togglePin(pins: readonly string[], id: string): string[] {
  const clean = uniquePins(pins);
  if (clean.includes(id)) return clean.filter((pin) => pin !== id);
  return isCompareRowId(id) ? [...clean, id] : clean;
}
