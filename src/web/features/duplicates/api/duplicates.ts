/** The likely duplicates' calls (product.md §20): the pairs, and "Not a duplicate" (admins). */
import type { DuplicatePairDto } from '@domain/schemas/duplicate-schemas';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/shared/lib/api-client';

export const duplicateKeys = { list: () => ['admin-duplicates'] as const };

/** A pair with a numeric id for the list (its place in it) and a key naming its two studios. */
export type ListedPair = DuplicatePairDto & { id: number; key: string };

export function duplicatesQuery() {
  return queryOptions({
    queryKey: duplicateKeys.list(),
    queryFn: async ({ signal }): Promise<ListedPair[]> =>
      (await apiFetch<{ results: DuplicatePairDto[] }>('/api/duplicates/', { signal })).data.results.map(
        (pair, id) => ({ ...pair, id, key: `${pair.studios[0].id}:${pair.studios[1].id}` }),
      ),
  });
}

export async function dismissDuplicate(ids: [number, number]): Promise<void> {
  await apiFetch('/api/duplicates/dismissals/', { method: 'POST', body: { studio_ids: ids } });
}
