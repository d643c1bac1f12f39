/** Merges of duplicate studios as the API shows them (product.md §20, issue 39). */
import type { MergeDto } from '@domain/schemas/duplicate-merge-schemas';
import type { StudioMergeListRow } from '../db/repositories/studio-merges';
import { canUndo } from '../services/studio-merge';

export function presentMerge(row: StudioMergeListRow): MergeDto {
  return {
    id: row.id,
    survivor_id: row.survivorId,
    merged_id: row.mergedId,
    survivor_name: row.survivorName,
    merged_name: row.mergedName,
    merged_at: row.createdAt.toISOString(),
    merged_by: row.adminId,
    undone_at: row.undoneAt?.toISOString() ?? null,
    can_undo: canUndo(row),
  };
}
