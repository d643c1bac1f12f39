/**
 * 'Still correct': POST /api/studios/studios-enhanced/{id}/verify/ with the keys whose values are
 * confirmed unchanged (admins and the studio's owners; product.md §14). Answers every value's dates.
 */
import type { Verifications } from '@domain/schemas/owner-schemas';
import { apiFetch } from '@/shared/lib/api-client';

export async function verifyValues(
  studioId: number,
  keys: readonly string[],
): Promise<Verifications['values']> {
  const { data } = await apiFetch<Verifications>(`/api/studios/studios-enhanced/${studioId}/verify/`, {
    method: 'POST',
    body: { keys },
  });
  return data.values;
}
