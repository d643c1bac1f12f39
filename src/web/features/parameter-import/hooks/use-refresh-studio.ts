/**
 * After an import or an undo: the detail page's studio and categorized parameters (through the
 * studio-detail feature's shared query keys), the import history and the directory list are fetched
 * again, so every section (and the list's filters) shows the new values.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { studioDetailKeys } from '@/shared/api/get-studio';
import { studiosQueryKeys } from '@/shared/api/studio-directory';
import { importHistoryKeys } from '../api/import-history';

export function useRefreshStudio(studioId: number): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: studioDetailKeys.studio(studioId) }),
      queryClient.invalidateQueries({ queryKey: studioDetailKeys.parameters(studioId) }),
      queryClient.invalidateQueries({ queryKey: importHistoryKeys.history(studioId) }),
      queryClient.invalidateQueries({ queryKey: studiosQueryKeys.all }),
    ]);
  }, [queryClient, studioId]);
}
