import type { Studio } from '@domain/schemas/studio-schemas';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/shared/lib/api-client';
import { studioKeys } from './studio-keys';

/**
 * A studio as loaded, with the ETag of the version read: the admin editors send it back as If-Match,
 * so a write over someone else's newer change is refused (412) instead of overwriting it.
 */
export type LoadedStudio = Studio & { etag?: string | null };

/** GET /api/studios/studios-enhanced/{id}/: the studio with all its detailed attributes (product.md §7). */
export async function fetchStudio(id: number, signal?: AbortSignal): Promise<LoadedStudio> {
  const response = await apiFetch<Studio>(`/api/studios/studios-enhanced/${id}/`, { signal });
  return { ...response.data, etag: response.headers.get('ETag') };
}

/** One studio with its ETag (the detail page; the editors send the ETag back as If-Match). */
export function studioQueryOptions(id: number) {
  return queryOptions({
    queryKey: studioKeys.detail(id),
    queryFn: ({ signal }) => fetchStudio(id, signal),
  });
}
