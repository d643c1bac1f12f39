/** GET /api/studios/studios-enhanced/{id}/verifications/ (public; product.md §14 freshness). */
import type { Verifications } from '@domain/schemas/owner-schemas';
import { queryOptions } from '@tanstack/react-query';
import { studioKeys } from '@/shared/api/studio-keys';
import { apiFetch } from '@/shared/lib/api-client';

export type Verification = Verifications['values'][string];

export function studioVerificationsQueryOptions(id: number) {
  return queryOptions({
    queryKey: studioKeys.verifications(id),
    queryFn: async ({ signal }) =>
      (await apiFetch<Verifications>(`/api/studios/studios-enhanced/${id}/verifications/`, { signal })).data
        .values,
  });
}
