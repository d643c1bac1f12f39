/**
 * GET /api/studios/studios/{id}/import-history/ (product.md §7) and POST .../import-history/{importId}/undo/
 *. The history is one of the studio's queries (studio-cache's keys), refreshed with the page after an import.
 */
import type { ImportHistoryItem, UndoResponse } from '@domain/schemas/import-schemas';
import { queryOptions } from '@tanstack/react-query';
import { studioKeys } from '@/shared/api/studio-keys';
import { apiFetch } from '@/shared/lib/api-client';

export function importHistoryQueryOptions(studioId: number) {
  return queryOptions({
    queryKey: studioKeys.imports(studioId),
    queryFn: async ({ signal }) =>
      (
        await apiFetch<{ history: ImportHistoryItem[] }>(`/api/studios/studios/${studioId}/import-history/`, {
          signal,
        })
      ).data.history,
  });
}

export async function undoImport(studioId: number, importId: number): Promise<UndoResponse> {
  const { data } = await apiFetch<UndoResponse>(
    `/api/studios/studios/${studioId}/import-history/${importId}/undo/`,
    { method: 'POST' },
  );
  return data;
}
