/**
 * Setting one parameter from the studio page (product.md §10 "Editing a value"): PUT
 * /api/studios/studios-enhanced/{id}/parameters/{key}/ with If-Match; the page shows the studio the
 * server answers and fetches its parameters again. A 412 reloads the studio.
 */
import type { ParameterEditInput } from '@domain/schemas/parameter-edit-schemas';
import type { Studio } from '@domain/schemas/studio-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyStudioWrite, loadedEtag, refreshStaleStudio } from '@/shared/api/studio-cache';
import { isStaleError } from '@/shared/lib/admin-messages';
import { apiFetch } from '@/shared/lib/api-client';

export interface PutParameterInput {
  studioId: number;
  key: string;
  body: ParameterEditInput;
}

export function usePutParameter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ studioId, key, body }: PutParameterInput) => {
      const etag = loadedEtag(queryClient, studioId);
      const response = await apiFetch<Studio>(
        `/api/studios/studios-enhanced/${studioId}/parameters/${encodeURIComponent(key)}/`,
        { method: 'PUT', body, headers: etag ? { 'If-Match': etag } : undefined },
      );
      return { studio: response.data, etag: response.headers.get('ETag') };
    },
    onSuccess: ({ studio, etag }) => applyStudioWrite(queryClient, studio, etag, { parametersChanged: true }),
    onError: (error, input) => {
      if (isStaleError(error)) return refreshStaleStudio(queryClient, input.studioId);
    },
  });
}
