/**
 * The admins' claim calls (product.md §14): GET /api/admin/claims/?status=, POST .../approve/,
 * POST .../reject/ {reason}, DELETE .../{id}/. Failures throw ApiError / NetworkError / CsrfError.
 */
import type { OwnerClaim, OwnerClaimApproved } from '@domain/schemas/owner-schemas';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/shared/lib/api-client';

export type ClaimFilter = OwnerClaim['status'] | 'all';

export const claimKeys = {
  all: ['admin-claims'] as const,
  list: (filter: ClaimFilter) => [...claimKeys.all, filter] as const,
};

export function claimListQuery(filter: ClaimFilter) {
  return queryOptions({
    queryKey: claimKeys.list(filter),
    queryFn: async ({ signal }) => {
      const query = filter === 'all' ? '' : `?status=${filter}`;
      const { data } = await apiFetch<{ results: OwnerClaim[] }>(`/api/admin/claims/${query}`, { signal });
      return data.results;
    },
  });
}

export async function approveClaim(id: number): Promise<OwnerClaimApproved> {
  const { data } = await apiFetch<OwnerClaimApproved>(`/api/admin/claims/${id}/approve/`, { method: 'POST' });
  return data;
}

export async function rejectClaim(id: number, reason: string): Promise<OwnerClaim> {
  const { data } = await apiFetch<OwnerClaim>(`/api/admin/claims/${id}/reject/`, {
    method: 'POST',
    body: { reason },
  });
  return data;
}

export async function deleteClaim(id: number): Promise<void> {
  await apiFetch<null>(`/api/admin/claims/${id}/`, { method: 'DELETE' });
}
