import type { ChangeLogEntry } from '@domain/schemas/studio-edit-schemas';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/shared/lib/api-client';

export const studioHistoryKeys = {
  all: ['studio-history'] as const,
  studio: (id: number) => [...studioHistoryKeys.all, id] as const,
};

/** GET /api/studios/studios-enhanced/{id}/history/ (admins): the studio's change log, newest first. */
export function studioHistoryQueryOptions(id: number) {
  return queryOptions({
    queryKey: studioHistoryKeys.studio(id),
    queryFn: async ({ signal }) =>
      (
        await apiFetch<{ history: ChangeLogEntry[] }>(`/api/studios/studios-enhanced/${id}/history/`, {
          signal,
        })
      ).data.history,
    staleTime: 0,
  });
}
