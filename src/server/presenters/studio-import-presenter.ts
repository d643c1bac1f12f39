/** A studio import's preview rows and history entries as the API shows them (product.md §13). */

import { duplicateReasonsText } from '@domain/duplicate-reasons';
import type {
  StudioImportHistory,
  StudioImportResults,
  StudioImportRowDto,
} from '@domain/schemas/studio-import-schemas';
import type { PlannedRow } from '@domain/studio-import-plan';
import { sheetProblemText } from '@domain/studio-import-problems';
import type { StudioImportHistoryRow } from '../db/repositories/studio-import-undo';

export function presentStudioImportRow(row: PlannedRow): StudioImportRowDto {
  return {
    row: row.row,
    row_key: row.rowKey,
    action: row.action,
    studio_id: row.studioId,
    name: row.name,
    problems: row.problems.map((p) => ({ ...p, message: sheetProblemText(p, 'en') })),
    cells: row.cells.map(({ changedSinceExport, ...cell }) => ({
      ...cell,
      changed_since_export: changedSinceExport,
    })),
    excluded: row.excluded,
    remembered_exclusion: row.rememberedExclusion,
    ...(row.duplicates
      ? {
          duplicates: row.duplicates.map((d) => ({
            studio_id: d.studioId,
            row: d.row,
            name: d.name,
            reasons: d.reasons,
            message: duplicateReasonsText(d.reasons, 'en'),
          })),
        }
      : {}),
  };
}

const EMPTY_RESULTS: StudioImportResults = {
  created: 0,
  updated: 0,
  skipped: 0,
  errors: 0,
  error_details: [],
};

export function presentStudioImportHistoryEntry(
  row: StudioImportHistoryRow,
  blockedBy: string[],
  emails: ReadonlyMap<number, string>,
): StudioImportHistory['history'][number] {
  const blocked = row.undoneAt ? [] : blockedBy;
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    admin: row.adminId === null ? null : { id: row.adminId, email: row.adminEmail ?? '' },
    file_name: row.fileName,
    resolution: row.resolution,
    results: { ...EMPTY_RESULTS, ...(row.results as Partial<StudioImportResults>) },
    undone_at: row.undoneAt?.toISOString() ?? null,
    undone_by: row.undoneBy === null ? null : { id: row.undoneBy, email: emails.get(row.undoneBy) ?? '' },
    can_undo: !row.undoneAt && blocked.length === 0,
    undo_blocked_by: blocked,
  };
}
