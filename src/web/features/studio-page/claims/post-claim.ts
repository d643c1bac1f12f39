/** POST /api/studios/studios-enhanced/{id}/claims/ (product.md §14); failures throw ApiError / NetworkError / CsrfError. */
import type { ClaimRequest } from '@domain/schemas/owner-schemas';
import { apiFetch } from '@/shared/lib/api-client';

export async function postClaim(studioId: number, claim: ClaimRequest): Promise<{ id: number }> {
  const { data } = await apiFetch<{ id: number; status: 'pending' }>(
    `/api/studios/studios-enhanced/${studioId}/claims/`,
    { method: 'POST', body: claim },
  );
  return data;
}
