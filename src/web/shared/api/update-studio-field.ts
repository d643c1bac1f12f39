import type { StudioField } from '@domain/schemas/studio-edit-schemas';
import type { Studio } from '@domain/schemas/studio-schemas';
import { CAPABILITY_KEYS } from '@domain/studio-attributes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isStaleError } from '@/shared/lib/admin-messages';
import { apiFetch } from '@/shared/lib/api-client';
import { applyStudioWrite, refreshStaleStudio } from './studio-cache';

export interface UpdateStudioFieldInput {
  id: number;
  field: StudioField;
  value: unknown;
  /** The ETag of the studio as the admin loaded it; sent as If-Match (412 when it is stale). */
  etag?: string | null;
}

export interface StudioWriteResult {
  studio: Studio;
  etag: string | null;
}

/** PATCH /api/studios/studios-enhanced/{id}/ with a one-field body (product.md §7). */
export async function patchStudioField({
  id,
  field,
  value,
  etag,
}: UpdateStudioFieldInput): Promise<StudioWriteResult> {
  const response = await apiFetch<Studio>(`/api/studios/studios-enhanced/${id}/`, {
    method: 'PATCH',
    body: { [field]: value },
    headers: etag ? { 'If-Match': etag } : undefined,
  });
  return { studio: response.data, etag: response.headers.get('ETag') };
}

/** Changes one field; the page, the directory and the history follow. A 412 reloads the studio. */
export function useUpdateStudioField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchStudioField,
    onSuccess: ({ studio, etag }, input) =>
      applyStudioWrite(queryClient, studio, etag, {
        parametersChanged: (CAPABILITY_KEYS as readonly string[]).includes(input.field),
      }),
    onError: (error, input) => {
      if (isStaleError(error)) return refreshStaleStudio(queryClient, input.id);
    },
  });
}
