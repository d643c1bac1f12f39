/** An import's outcome and its history entries as the API shows them. */
import type { ImportHistoryItem, ImportResultsDto } from '@domain/schemas/import-schemas';
import type { ImportHistoryRow } from '../db/repositories/parameter-import-history';
import type { Viewer } from '../lib/http/viewer';
import { visibleAuthorEmail } from './author-email';

/** 'Import completed: 3 created, 1 updated, 0 skipped.' (with the errors when there were any). */
export function importResultMessage(results: ImportResultsDto): string {
  const parts = [`${results.created} created`, `${results.updated} updated`, `${results.skipped} skipped`];
  if (results.errors) parts.push(`${results.errors} ${results.errors === 1 ? 'error' : 'errors'}`);
  return `${results.errors === 0 ? 'Import completed' : 'Import completed with errors'}: ${parts.join(', ')}.`;
}

/**
 * One entry of a studio's import history. `blockedBy` lists what later changes touched (so undo is
 * refused); `emails` names the admins who undid imports.
 */
export function presentImportHistoryEntry(
  row: ImportHistoryRow,
  blockedBy: string[],
  emails: ReadonlyMap<number, string>,
  viewer: Viewer,
): ImportHistoryItem {
  const blocked = row.undoneAt ? [] : blockedBy;
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    admin:
      row.adminId === null
        ? null
        : { id: row.adminId, email: visibleAuthorEmail(viewer, row.adminId, row.adminEmail) },
    file_name: row.fileName,
    resolution: row.resolution,
    summary: row.summary,
    results: row.results,
    undone_at: row.undoneAt?.toISOString() ?? null,
    undone_by:
      row.undoneBy === null
        ? null
        : {
            id: row.undoneBy,
            email: visibleAuthorEmail(viewer, row.undoneBy, emails.get(row.undoneBy) ?? null),
          },
    can_undo: !row.undoneAt && blocked.length === 0,
    undo_blocked_by: blocked,
  };
}
