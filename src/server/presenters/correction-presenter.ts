/** Corrections as the API shows them (product.md §14): each beside the value the studio shows now. */
import { CLAIM_STATUSES } from '@domain/schemas/owner-schemas';
import type { CorrectionRow } from '../db/repositories/corrections';
import type { StudioRow } from '../db/repositories/studio-reads';
import { currentValue } from './current-value';

type ClaimStatus = (typeof CLAIM_STATUSES)[number];

function isClaimStatus(status: string): status is ClaimStatus {
  return (CLAIM_STATUSES as readonly string[]).includes(status);
}

/** `studioOf` reads a studio as its page shows it (drafts included); each studio is read once. */
export async function presentCorrections(
  rows: CorrectionRow[],
  studioOf: (studioId: number) => Promise<StudioRow | null>,
) {
  const studios = new Map<number, StudioRow | null>();
  for (const row of rows)
    if (!studios.has(row.studioId)) studios.set(row.studioId, await studioOf(row.studioId));
  return rows.map((row) => ({
    id: row.id,
    studio_id: row.studioId,
    field: row.field,
    current_value: currentValue(studios.get(row.studioId) ?? null, row.field),
    proposed_value: row.proposedValue,
    source_url: row.sourceUrl,
    note: row.note,
    email: row.email,
    status: isClaimStatus(row.status) ? row.status : ('pending' as const),
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt ? row.decidedAt.toISOString() : null,
  }));
}
