import type { CategorizedParameters } from '@domain/schemas/studio-schemas';
import { queryOptions } from '@tanstack/react-query';
import { studioKeys } from '@/shared/api/studio-keys';
import { apiFetch } from '@/shared/lib/api-client';

/** GET /api/studios/studios/{id}/parameters/categorized/ (public; product.md §3, §7). */
export function studioParametersQueryOptions(id: number) {
  return queryOptions({
    queryKey: studioKeys.parameters(id),
    queryFn: async ({ signal }) =>
      (
        await apiFetch<CategorizedParameters>(`/api/studios/studios/${id}/parameters/categorized/`, {
          signal,
        })
      ).data,
  });
}
