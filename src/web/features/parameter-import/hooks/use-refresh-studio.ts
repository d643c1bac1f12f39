/**
 * After an import or an undo: the studio's page (its values, parameters, change history and import
 * history) and the lists are fetched again, so every section and the list's filters show the new values.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { refreshAfterImport } from '@/shared/api/studio-cache';

export function useRefreshStudio(studioId: number): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => refreshAfterImport(queryClient, studioId), [queryClient, studioId]);
}
