/**
 * The studios the selection mode offers: the directory's own query (one loader, one cache entry,
 * refreshed by the same writes), cut down to what the search reads. Names arrive decoded (product.md §3).
 */
import { queryOptions } from '@tanstack/react-query';
import type { StudioDirectory } from '@/shared/api/studio-directory';
import { studioDirectoryQuery } from '@/shared/api/studio-directory';

export interface CompareCandidate {
  id: number;
  name: string;
  city: string;
  country: string;
  description: string;
  /** Lower-case name, city, country and description, for the search. */
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
      description,
      haystack: [s.name, s.city, s.country, description].join('\n').toLowerCase(),
    };
  });
}

export function compareCandidatesQueryOptions() {
  return queryOptions({ ...studioDirectoryQuery(), select: toCandidates });
}
