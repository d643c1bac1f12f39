/**
 * The directory's studio for each id of a shortlist (product.md §16): each studio's own query (the
 * studio page's, so one visited is known at once). A studio the API no longer gives (404) or no longer
 * shows the public (archived, draft) has left the directory: it stays on the list, marked so.
 */
import { decodeHtmlEntities } from '@domain/html-entities';
import { isPublicStatus } from '@domain/studio-status';
import { useQueries } from '@tanstack/react-query';
import { type LoadedStudio, studioQueryOptions } from '@/shared/api/get-studio';
import { ApiError } from '@/shared/lib/api-client';

export type ShortlistStudioState =
  | { kind: 'loading' }
  /** `name`: the studio's name decoded (product.md §3), as the cards show it. */
  | { kind: 'listed'; studio: LoadedStudio; name: string }
  | { kind: 'left' }
  /** It could not be read just now (the network): shown by its saved name, not marked as left. */
  | { kind: 'unknown' };

export function useShortlistStudios(
  ids: readonly number[],
  enabled = true,
): Map<number, ShortlistStudioState> {
  const results = useQueries({
    queries: ids.map((id) => ({ ...studioQueryOptions(id), enabled })),
  });
  const states = new Map<number, ShortlistStudioState>();
  ids.forEach((id, i) => {
    const result = results[i];
    if (result?.data) {
      states.set(
        id,
        isPublicStatus(result.data.status)
          ? { kind: 'listed', studio: result.data, name: decodeHtmlEntities(result.data.name) }
          : { kind: 'left' },
      );
    } else if (result?.error) {
      const gone =
        result.error instanceof ApiError && (result.error.status === 404 || result.error.status === 403);
      states.set(id, gone ? { kind: 'left' } : { kind: 'unknown' });
    } else states.set(id, { kind: 'loading' });
  });
  return states;
}
