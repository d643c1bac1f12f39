/** How an import-history entry reads (pure helpers of the history panel). */
import type { ImportHistoryItem } from '@domain/schemas/import-schemas';

export interface HistoryCounts {
  created: number;
  updated: number;
  skipped: number;
  errors: number;
}

function count(record: Record<string, unknown>, key: string): number {
  const value = record[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** The results of an entry as counts (a missing or odd value counts as 0). */
export function historyCounts(results: Record<string, unknown>): HistoryCounts {
  return {
    created: count(results, 'created'),
    updated: count(results, 'updated'),
    skipped: count(results, 'skipped'),
    errors: count(results, 'errors'),
  };
}

/** Parameters named in a refusal before "and N more". */
export const BLOCKED_FIELDS_SHOWN = 5;

export type UndoBlock =
  | { kind: 'undone' }
  | { kind: 'blocked'; fields: string[]; more: number }
  | { kind: 'unavailable' };

/** Why Undo is disabled for an entry, or null when it can be undone. */
export function undoBlock(
  item: Pick<ImportHistoryItem, 'can_undo' | 'undone_at' | 'undo_blocked_by'>,
): UndoBlock | null {
  if (item.can_undo) return null;
  if (item.undone_at) return { kind: 'undone' };
  if (item.undo_blocked_by.length > 0) {
    return {
      kind: 'blocked',
      fields: item.undo_blocked_by.slice(0, BLOCKED_FIELDS_SHOWN),
      more: Math.max(0, item.undo_blocked_by.length - BLOCKED_FIELDS_SHOWN),
    };
  }
  return { kind: 'unavailable' };
}
