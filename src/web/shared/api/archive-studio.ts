import type { ArchiveResponse } from '@domain/schemas/studio-edit-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isStaleError } from '@/shared/lib/admin-messages';
import { apiFetch } from '@/shared/lib/api-client';
import { invalidateAfterWrite, refreshStaleStudio } from './studio-cache';

export interface ArchiveStudioInput {
  id: number;
  etag?: string | null;
}

/** DELETE /api/studios/studios-enhanced/{id}/: soft archive (product.md §4, §7). */
export async function deleteStudio({ id, etag }: ArchiveStudioInput): Promise<ArchiveResponse> {
  return (
    await apiFetch<ArchiveResponse>(`/api/studios/studios-enhanced/${id}/`, {
      method: 'DELETE',
      headers: etag ? { 'If-Match': etag } : undefined,
    })
  ).data;
}

/** Archives a studio; the list is reloaded afterwards (product.md §4). */
export function useArchiveStudio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStudio,
    onSuccess: (_, input) => invalidateAfterWrite(queryClient, input.id, { studio: true }),
    onError: (error, input) => {
      if (isStaleError(error)) return refreshStaleStudio(queryClient, input.id);
      // Already archived (404): the list is out of date.
      invalidateAfterWrite(queryClient, input.id);
    },
  });
}
