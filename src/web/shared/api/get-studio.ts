import type { Studio } from '@domain/schemas/studio-schemas';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/shared/lib/api-client';

/** The detail page's query key root; the admin editors of a later issue invalidate through it. */
export const studioDetailKeys = {
  all: ['studio-detail'] as const,
  studio: (id: number) => [...studioDetailKeys.all, id, 'studio'] as const,
  parameters: (id: number) => [...studioDetailKeys.all, id, 'parameters'] as const,
};

/**
 * A studio as loaded, with the ETag of the version read: the admin editors send it back as If-Match,
 * so a write over someone else's newer change is refused (412) instead of overwriting it.
 */
export type LoadedStudio = Studio & { etag?: string | null };

/** GET /api/studios/studios-enhanced/{id}/: the studio with all its detailed attributes (product.md §7). */
export function studioQueryOptions(id: number) {
  return queryOptions({
    queryKey: studioDetailKeys.studio(id),
    queryFn: async ({ signal }): Promise<LoadedStudio> => {
      const response = await apiFetch<Studio>(`/api/studios/studios-enhanced/${id}/`, { signal });
      return { ...response.data, etag: response.headers.get('ETag') };
    },
  });
}
