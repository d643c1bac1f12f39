/**
 * The corrections queue (product.md §14): an admin reads every studio's (GET /api/admin/corrections/),
 * an owner their studios' (GET .../studios-enhanced/{id}/corrections/ for each). Approve and reject
 * (with a reason) are per studio. Failures throw ApiError / NetworkError / CsrfError.
 */
import type { Correction } from '@domain/schemas/owner-schemas';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/shared/lib/api-client';

export type CorrectionFilter = Correction['status'] | 'all';

/** Whose queue: every studio's (an admin) or these studios' (an owner). */
export type QueueScope = { kind: 'admin' } | { kind: 'owner'; studioIds: readonly number[] };

export const correctionKeys = {
  all: ['studio-desk', 'corrections'] as const,
  list: (scope: QueueScope, filter: CorrectionFilter) =>
    [...correctionKeys.all, scope.kind === 'admin' ? 'admin' : [...scope.studioIds], filter] as const,
};

function statusQuery(filter: CorrectionFilter): string {
  return filter === 'all' ? '' : `?status=${filter}`;
}

export function correctionListQuery(scope: QueueScope, filter: CorrectionFilter) {
  return queryOptions({
    queryKey: correctionKeys.list(scope, filter),
    queryFn: async ({ signal }): Promise<Correction[]> => {
      if (scope.kind === 'admin') {
        const { data } = await apiFetch<{ results: Correction[] }>(
          `/api/admin/corrections/${statusQuery(filter)}`,
          { signal },
        );
        return data.results;
      }
      const lists = await Promise.all(
        scope.studioIds.map(
          async (id) =>
            (
              await apiFetch<{ results: Correction[] }>(
                `/api/studios/studios-enhanced/${id}/corrections/${statusQuery(filter)}`,
                { signal },
              )
            ).data.results,
        ),
      );
      // Oldest first across the studios, as the API lists one studio's.
      return lists.flat().sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
    },
  });
}

export async function approveCorrection(correction: Correction): Promise<Correction> {
  const { data } = await apiFetch<Correction>(
    `/api/studios/studios-enhanced/${correction.studio_id}/corrections/${correction.id}/approve/`,
    { method: 'POST' },
  );
  return data;
}

export async function rejectCorrection(correction: Correction, reason: string): Promise<Correction> {
  const { data } = await apiFetch<Correction>(
    `/api/studios/studios-enhanced/${correction.studio_id}/corrections/${correction.id}/reject/`,
    { method: 'POST', body: { reason } },
  );
  return data;
}
