/**
 * GET /api/studios/studios/{id}/import-history/ (product.md §7) and POST .../import-history/{importId}/undo/
 *. The history's query key is shared by the panel and by the invalidation after an import.
 */
import type { ImportHistoryItem } from '@domain/schemas/import-schemas';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/shared/lib/api-client';

export const importHistoryKeys = {
  all: ['parameter-import'] as const,
  history: (studioId: number) => [...importHistoryKeys.all, studioId, 'history'] as const,
};

export function importHistoryQueryOptions(studioId: number) {
  return queryOptions({
    queryKey: importHistoryKeys.history(studioId),
    queryFn: async ({ signal }) =>
      (
        await apiFetch<{ history: ImportHistoryItem[] }>(`/api/studios/studios/${studioId}/import-history/`, {
          signal,
        })
      ).data.history,
  });
}

export interface UndoResult {
  success: true;
  message: string;
  restored: number;
}

export async function undoImport(studioId: number, importId: number): Promise<UndoResult> {
  const { data } = await apiFetch<UndoResult>(
    `/api/studios/studios/${studioId}/import-history/${importId}/undo/`,
    { method: 'POST' },
  );
  return data;
}
