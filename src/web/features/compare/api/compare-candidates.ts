/**
 * The studios the selection mode offers: the directory's own query (one loader, one cache entry,
 * refreshed by the same writes), cut down to what the search reads. Names arrive decoded (product.md §3).
 * Its search finds a country by its name in either language, as the directory's does (one rule).
 */
import { studioFacts } from '@domain/studio-facts';
import { queryOptions } from '@tanstack/react-query';
import type { StudioDirectory } from '@/shared/api/studio-directory';
import { studioDirectoryQuery } from '@/shared/api/studio-directory';

export interface CompareCandidate {
  id: number;
  name: string;
  city: string;
  country: string;
  /** The country's code when known: the picker names the country in the reader's language. */
  country_code: string | null;
  description: string;
  /**
   * Lower-case texts the search reads: the directory search's own (studioFacts: the name, the city,
   * the country as stored and its name in English and in Russian), and the description.
   */
  haystack: string;
}

function toCandidates({ studios }: StudioDirectory): CompareCandidate[] {
  return studios.map((s) => {
    const description = s.description || s.short_description;
    return {
      id: s.id,
      name: s.name,
      city: s.city,
      country: s.country,
      country_code: s.country_code ?? null,
      description,
      haystack: [...studioFacts(s).haystack, description.toLowerCase()].join('\n'),
    };
  });
}

export function compareCandidatesQueryOptions() {
  return queryOptions({ ...studioDirectoryQuery(), select: toCandidates });
}
