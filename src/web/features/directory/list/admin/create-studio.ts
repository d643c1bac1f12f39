import type { StudioCreate } from '@domain/schemas/studio-edit-schemas';
import type { Studio } from '@domain/schemas/studio-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyStudioWrite } from '@/shared/api/studio-cache';
import { apiFetch } from '@/shared/lib/api-client';

/** POST /api/studios/studios/ {name, city, country}: a new draft studio (201). */
export async function postStudio(input: StudioCreate): Promise<{ studio: Studio; etag: string | null }> {
  const response = await apiFetch<Studio>('/api/studios/studios/', { method: 'POST', body: input });
  return { studio: response.data, etag: response.headers.get('ETag') };
}

/** Creates a studio; its page can open at once from the cache, and the directory reloads. */
export function useCreateStudio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postStudio,
    onSuccess: ({ studio, etag }) => applyStudioWrite(queryClient, studio, etag),
  });
}
