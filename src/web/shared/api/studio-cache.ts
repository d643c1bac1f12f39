/**
 * What a write does to the cached studio data, for every feature (keys: studio-keys.ts): the
 * answer is shown at once where it can be (the studio, its card), then everything that shows the
 * studio is fetched again: its page's queries, the directory, comparisons, the change history.
 */
import type { Studio } from '@domain/schemas/studio-schemas';
import type { QueryClient } from '@tanstack/react-query';
import type { LoadedStudio } from './get-studio';
import type { StudioDirectory } from './studio-directory';
import { toDirectoryStudio } from './studio-directory';
import { studioKeys } from './studio-keys';

/** The fields a directory card shows from the top level of a studio. */
function mergeIntoDirectory(
  directory: StudioDirectory | undefined,
  studio: Studio,
): StudioDirectory | undefined {
  if (!directory) return directory;
  return {
    ...directory,
    studios: directory.studios.map((entry) =>
      entry.id === studio.id
        ? toDirectoryStudio({
            ...entry,
            name: studio.name,
            city: studio.city,
            country: studio.country,
            status: studio.status,
            location: studio.location,
            updated_at: studio.updated_at,
            verified_at: studio.verified_at,
            cover_image: studio.cover_image,
          })
        : entry,
    ),
  };
}

/** After a write that answered with the studio: show it at once, then let the lists catch up. */
export function applyStudioWrite(
  queryClient: QueryClient,
  studio: Studio,
  etag: string | null,
  options: { parametersChanged?: boolean } = {},
): void {
  const loaded: LoadedStudio = { ...studio, etag };
  queryClient.setQueryData(studioKeys.detail(studio.id), loaded);
  queryClient.setQueryData<StudioDirectory>(studioKeys.directory(), (directory) =>
    mergeIntoDirectory(directory, studio),
  );
  invalidateAfterWrite(queryClient, studio.id, options);
}

/** After a write whose answer carries no studio (archive), or any write: refetch what shows it. */
export function invalidateAfterWrite(
  queryClient: QueryClient,
  id: number,
  options: { parametersChanged?: boolean; studio?: boolean } = {},
): void {
  if (options.studio) void queryClient.invalidateQueries({ queryKey: studioKeys.detail(id) });
  if (options.parametersChanged) {
    void queryClient.invalidateQueries({ queryKey: studioKeys.parameters(id) });
  }
  void queryClient.invalidateQueries({ queryKey: studioKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: studioKeys.history(id) });
}

/** After a 412: load the studio as it is now (the page shows the other admin's change). */
export async function refreshStaleStudio(queryClient: QueryClient, id: number): Promise<void> {
  await Promise.all([
    queryClient.refetchQueries({ queryKey: studioKeys.detail(id) }),
    queryClient.invalidateQueries({ queryKey: studioKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: studioKeys.parameters(id) }),
    queryClient.invalidateQueries({ queryKey: studioKeys.history(id) }),
  ]);
}

/**
 * After an import or an undo: everything of the studio's page (its values, parameters, change
 * history and import history) and every list is fetched again.
 */
export async function refreshAfterImport(queryClient: QueryClient, id: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: studioKeys.studio(id) }),
    queryClient.invalidateQueries({ queryKey: studioKeys.lists() }),
  ]);
}

/** The ETag of the studio as the page last loaded it (null when it has none: the list, a new page). */
export function loadedEtag(queryClient: QueryClient, id: number): string | null {
  return queryClient.getQueryData<LoadedStudio>(studioKeys.detail(id))?.etag ?? null;
}
