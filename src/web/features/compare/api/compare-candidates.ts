/**
 * The studios the selection mode offers: every page of GET /api/studios/studios-enhanced/ (page size
 * 100, at most 10 pages: product.md §7, §9), cut down to what the search reads. Names are decoded (product.md §3).
 */
import { decodeHtmlEntities } from '@domain/html-entities';
import { LIST_MAX_PAGES, LIST_PAGE_SIZE } from '@domain/limits';
import type { StudioPage } from '@domain/schemas/studio-schemas';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/shared/lib/api-client';

export interface CompareCandidate {
  id: number;
  name: string;
  city: string;
  country: string;
  description: string;
  /** Lower-case name, city, country and description, for the search. */
  haystack: string;
}

export function compareCandidatesQueryOptions() {
  return queryOptions({
    queryKey: ['compare', 'candidates'] as const,
    queryFn: async ({ signal }): Promise<CompareCandidate[]> => {
      const found: CompareCandidate[] = [];
      for (let page = 1; page <= LIST_MAX_PAGES; page++) {
        const { data } = await apiFetch<StudioPage>(
          `/api/studios/studios-enhanced/?page=${page}&page_size=${LIST_PAGE_SIZE}`,
          { signal },
        );
        for (const s of data.results) {
          const name = decodeHtmlEntities(s.name);
          const description = s.description || s.short_description;
          found.push({
            id: s.id,
            name,
            city: s.city,
            country: s.country,
            description,
            haystack: [name, s.city, s.country, description].join('\n').toLowerCase(),
          });
        }
        if (!data.next) break;
      }
      return found;
    },
  });
}
