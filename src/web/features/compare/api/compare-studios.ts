/**
 * POST /api/studios/compare/ {ids}: the studios of the comparison, in the order asked for.
 *
 * A shared comparison outlives its studios (issue 34): when the API answers that some have left the
 * directory (404 with missing_studios), the comparison is asked again without them, as long as two
 * remain, and says which left (by name where the API gives one). With fewer than two left to compare,
 * the 404 stands: the page says which left and offers to choose others.
 */

import { COMPARE_MIN_STUDIOS } from '@domain/limits';
import type { ComparedStudio } from '@domain/schemas/compare-schemas';
import { queryOptions } from '@tanstack/react-query';
import { studioKeys } from '@/shared/api/studio-keys';
import { ApiError, apiFetch } from '@/shared/lib/api-client';

/** A studio named in the comparison's address that is no longer in the directory. */
export interface LeftStudio {
  id: number;
  /** Its name where the directory still gives it (an archived studio's), else null. */
  name: string | null;
}

export interface Comparison {
  studios: ComparedStudio[];
  /** The studios asked for that have left the directory (none, usually). */
  left: LeftStudio[];
}

/** The studios a 404 from the compare API names as missing, with their names where given. */
export function leftStudiosOf(error: unknown): LeftStudio[] {
  if (!(error instanceof ApiError) || error.status !== 404) return [];
  const body = error.body as { missing_ids?: unknown; missing_studios?: unknown } | null;
  if (Array.isArray(body?.missing_studios)) {
    return body.missing_studios.flatMap((entry: unknown) => {
      const { id, name } = (entry ?? {}) as { id?: unknown; name?: unknown };
      return typeof id === 'number' ? [{ id, name: typeof name === 'string' && name ? name : null }] : [];
    });
  }
  return Array.isArray(body?.missing_ids)
    ? body.missing_ids.filter((id): id is number => typeof id === 'number').map((id) => ({ id, name: null }))
    : [];
}

/** After a studio is removed, the studios still compared are known already: show them at once. */
export function keptStudios(
  previous: Comparison | undefined,
  ids: readonly number[],
): Comparison | undefined {
  const byId = new Map((previous?.studios ?? []).map((studio) => [studio.id, studio]));
  const kept = ids.flatMap((id) => {
    const studio = byId.get(id);
    return studio ? [studio] : [];
  });
  return kept.length === ids.length ? { studios: kept, left: [] } : undefined;
}

async function postCompare(ids: readonly number[], signal: AbortSignal): Promise<ComparedStudio[]> {
  return (
    await apiFetch<ComparedStudio[]>('/api/studios/compare/', {
      method: 'POST',
      body: { ids },
      signal,
    })
  ).data;
}

/** The comparison of `ids`, the studios that left the directory left out (see above). */
export async function fetchComparison(ids: readonly number[], signal: AbortSignal): Promise<Comparison> {
  try {
    return { studios: await postCompare(ids, signal), left: [] };
  } catch (error) {
    const left = leftStudiosOf(error);
    const remaining = ids.filter((id) => !left.some((studio) => studio.id === id));
    if (left.length === 0 || remaining.length < COMPARE_MIN_STUDIOS) throw error;
    return { studios: await postCompare(remaining, signal), left };
  }
}

export function comparedStudiosQueryOptions(ids: readonly number[]) {
  return queryOptions({
    // Under the lists' key: an admin's write refreshes open comparisons too.
    queryKey: studioKeys.comparison(ids),
    queryFn: ({ signal }): Promise<Comparison> => fetchComparison(ids, signal),
  });
}
