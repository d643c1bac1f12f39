/**
 * Merging two duplicate studios (product.md §20, issue 39; admins): the preview an admin chooses
 * from, the merge, the recent merges and an undo. The shapes are the domain's contract
 * (duplicate-merge-schemas.ts).
 */
import type { MergeDto, MergePreviewDto, MergeRequestDto } from '@domain/schemas/duplicate-merge-schemas';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/shared/lib/api-client';

const BASE = '/api/duplicates';

export const mergeKeys = {
  previews: () => ['admin-merge-preview'] as const,
  preview: (a: number, b: number) => [...mergeKeys.previews(), a, b] as const,
  list: () => ['admin-merges'] as const,
};

export function mergePreviewQuery(a: number, b: number) {
  return queryOptions({
    queryKey: mergeKeys.preview(a, b),
    queryFn: async ({ signal }) =>
      (await apiFetch<MergePreviewDto>(`${BASE}/${a}/${b}/merge-preview/`, { signal })).data,
    // The choices are made on this preview: a refetch in the background would change them under the admin.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function mergesQuery() {
  return queryOptions({
    queryKey: mergeKeys.list(),
    queryFn: async ({ signal }): Promise<MergeDto[]> =>
      (await apiFetch<{ results: MergeDto[] }>(`${BASE}/merges/`, { signal })).data.results,
  });
}

export async function postMerge(request: MergeRequestDto): Promise<MergeDto> {
  return (await apiFetch<MergeDto>(`${BASE}/merges/`, { method: 'POST', body: request })).data;
}

export async function undoMerge(id: number): Promise<MergeDto> {
  return (await apiFetch<MergeDto>(`${BASE}/merges/${id}/undo/`, { method: 'POST' })).data;
}
