/**
 * Setting or clearing a studio's day rates from its page (product.md §18): PUT
 * /api/studios/studios-enhanced/{id}/day-rates/ with If-Match; the page shows the studio the server
 * answers. A 412 (someone changed the studio meanwhile) reloads the studio.
 */
import type { DayRates } from '@domain/schemas/day-rate-schemas';
import type { Studio } from '@domain/schemas/studio-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyStudioWrite, loadedEtag, refreshStaleStudio } from '@/shared/api/studio-cache';
import { isStaleError } from '@/shared/lib/admin-messages';
import { apiFetch } from '@/shared/lib/api-client';

export function usePutDayRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ studioId, dayRates }: { studioId: number; dayRates: DayRates | null }) => {
      const etag = loadedEtag(queryClient, studioId);
      const response = await apiFetch<Studio>(`/api/studios/studios-enhanced/${studioId}/day-rates/`, {
        method: 'PUT',
        body: { day_rates: dayRates },
        headers: etag ? { 'If-Match': etag } : undefined,
      });
      return { studio: response.data, etag: response.headers.get('ETag') };
    },
    onSuccess: ({ studio, etag }) => applyStudioWrite(queryClient, studio, etag),
    onError: (error, input) => {
      if (isStaleError(error)) return refreshStaleStudio(queryClient, input.studioId);
    },
  });
}
