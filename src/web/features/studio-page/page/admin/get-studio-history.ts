import type { ChangeLogEntry } from '@domain/schemas/studio-edit-schemas';
import { queryOptions } from '@tanstack/react-query';
import { studioKeys } from '@/shared/api/studio-keys';
import { apiFetch } from '@/shared/lib/api-client';

/** GET /api/studios/studios-enhanced/{id}/history/ (admins): the studio's change log, newest first. */
export function studioHistoryQueryOptions(id: number) {
  return queryOptions({
    queryKey: studioKeys.history(id),
    queryFn: async ({ signal }) =>
      (
        await apiFetch<{ history: ChangeLogEntry[] }>(`/api/studios/studios-enhanced/${id}/history/`, {
          signal,
        })
      ).data.history,
    staleTime: 0,
  });
}
