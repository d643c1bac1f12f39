/** POST /api/studios/compare/ {ids}: the studios of the comparison, in the order asked for. */
import type { ComparedStudio } from '@domain/schemas/compare-schemas';
import { queryOptions } from '@tanstack/react-query';
import { studioKeys } from '@/shared/api/studio-keys';
import { apiFetch } from '@/shared/lib/api-client';

/** After a studio is removed, the studios still compared are known already: show them at once. */
export function keptStudios(
  previous: ComparedStudio[] | undefined,
  ids: readonly number[],
): ComparedStudio[] | undefined {
  const byId = new Map((previous ?? []).map((studio) => [studio.id, studio]));
  const kept = ids.flatMap((id) => {
    const studio = byId.get(id);
    return studio ? [studio] : [];
  });
  return kept.length === ids.length ? kept : undefined;
}

export function comparedStudiosQueryOptions(ids: readonly number[]) {
  return queryOptions({
    // Under the lists' key: an admin's write refreshes open comparisons too.
    queryKey: studioKeys.comparison(ids),
    queryFn: async ({ signal }): Promise<ComparedStudio[]> =>
      (
        await apiFetch<ComparedStudio[]>('/api/studios/compare/', {
          method: 'POST',
          body: { ids },
          signal,
        })
      ).data,
  });
}
