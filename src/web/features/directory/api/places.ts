/** Place suggestions for the 'near' box, from the app's own gazetteer (GET /api/places/). */
import type { PlaceSearchResponse } from '@domain/schemas/place-schemas';
import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/shared/i18n/locale';
import { apiFetch } from '@/shared/lib/api-client';

export const placeKeys = {
  search: (text: string, locale: Locale) => ['places', locale, text] as const,
};

export function placeSearchQuery(text: string, locale: Locale) {
  return queryOptions({
    queryKey: placeKeys.search(text, locale),
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ q: text, lang: locale });
      return (await apiFetch<PlaceSearchResponse>(`/api/places/?${params}`, { signal })).data;
    },
    // The gazetteer does not change while the app runs.
    staleTime: Number.POSITIVE_INFINITY,
    enabled: text.trim() !== '',
  });
}
