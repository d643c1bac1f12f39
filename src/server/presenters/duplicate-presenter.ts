/** Likely duplicate pairs as the API shows them (product.md §20). */
import type { DuplicatePair } from '@domain/duplicate-candidates';
import { duplicateReasonsText } from '@domain/duplicate-reasons';
import type { DuplicatePairDto } from '@domain/schemas/duplicate-schemas';
import type { DuplicateDismissalRow } from '../db/repositories/duplicate-dismissals';
import type { StudioRow } from '../db/repositories/studio-reads';

function presentStudio(row: StudioRow) {
  return { id: row.id, name: row.name, city: row.city, country: row.country, status: row.status };
}

export function presentDuplicatePair(
  pair: DuplicatePair,
  rowOf: (id: number) => StudioRow | undefined,
): DuplicatePairDto | null {
  const a = rowOf(pair.a);
  const b = rowOf(pair.b);
  if (!a || !b) return null;
  return {
    studios: [presentStudio(a), presentStudio(b)],
    reasons: pair.reasons,
    message: duplicateReasonsText(pair.reasons, 'en'),
  };
}

export function presentDuplicateDismissal(row: DuplicateDismissalRow) {
  return {
    studio_ids: [row.studioA, row.studioB] as [number, number],
    dismissed_at: row.createdAt.toISOString(),
    dismissed_by: row.adminId,
  };
}
