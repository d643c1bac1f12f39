/**
 * Place suggestions for the 'near' box, from the app's own gazetteer (GET /api/places/), and the
 * name of the place at a near search's point (GET /api/places/at/).
 */
import { formatLatLng, type LatLng } from '@domain/geo';
import type { PlaceAt, PlaceSearchResponse } from '@domain/schemas/place-schemas';
import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/shared/i18n/locale';
import { apiFetch } from '@/shared/lib/api-client';

export const placeKeys = {
  search: (text: string, locale: Locale) => ['places', locale, text] as const,
  /** Under a root of its own, which the server's render may load (entry-server.tsx). */
  at: (near: string, locale: Locale) => ['place-at', locale, near] as const,
};

/** The place at `near` in the reader's language (null: none there); the server renders it too. */
export function placeAtQuery(near: LatLng | null, locale: Locale) {
  const point = near ? formatLatLng(near) : '';
  return queryOptions({
    queryKey: placeKeys.at(point, locale),
    queryFn: async ({ signal }): Promise<PlaceAt> => {
      // No point, no question (the server's render loads every query a page names, even a disabled one).
      if (point === '') return { result: null };
      const params = new URLSearchParams({ near: point, lang: locale });
      return (await apiFetch<PlaceAt>(`/api/places/at/?${params}`, { signal })).data;
    },
    staleTime: Number.POSITIVE_INFINITY,
    enabled: point !== '',
  });
}

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
