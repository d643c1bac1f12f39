/** POST /api/studios/studios-enhanced/{id}/corrections/ (product.md §14); failures throw ApiError / NetworkError / CsrfError. */
import type { CorrectionRequest } from '@domain/schemas/owner-schemas';
import { apiFetch } from '@/shared/lib/api-client';

export async function postCorrection(
  studioId: number,
  correction: CorrectionRequest,
): Promise<{ id: number }> {
  const { data } = await apiFetch<{ id: number; status: 'pending' }>(
    `/api/studios/studios-enhanced/${studioId}/corrections/`,
    { method: 'POST', body: correction },
  );
  return data;
}
