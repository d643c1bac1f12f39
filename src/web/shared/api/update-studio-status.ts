import type { Studio } from '@domain/schemas/studio-schemas';
import type { StudioStatus } from '@domain/studio-status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isStaleError } from '@/shared/lib/admin-messages';
import { apiFetch } from '@/shared/lib/api-client';
import { applyStudioWrite, refreshStaleStudio } from './studio-cache';
import type { StudioWriteResult } from './update-studio-field';

export interface UpdateStudioStatusInput {
  id: number;
  status: StudioStatus;
  etag?: string | null;
}

/** PATCH /api/studios/studios-enhanced/{id}/update_status/ {status} (product.md §7). */
export async function patchStudioStatus({
  id,
  status,
  etag,
}: UpdateStudioStatusInput): Promise<StudioWriteResult> {
  const response = await apiFetch<Studio>(`/api/studios/studios-enhanced/${id}/update_status/`, {
    method: 'PATCH',
    body: { status },
    headers: etag ? { 'If-Match': etag } : undefined,
  });
  return { studio: response.data, etag: response.headers.get('ETag') };
}

/** Sets the publication status (any to any, product.md §4). */
export function useUpdateStudioStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchStudioStatus,
    onSuccess: ({ studio, etag }) => applyStudioWrite(queryClient, studio, etag),
    onError: (error, input) => {
      if (isStaleError(error)) return refreshStaleStudio(queryClient, input.id);
    },
  });
}
