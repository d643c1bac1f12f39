/**
 * What a successful or refused write does to the cached queries, through the features' own query
 * factories: the detail page's studio (with its new ETag), its parameters (capabilities are
 * parameters), the directory and the change log.
 */
import type { Studio } from '@domain/schemas/studio-schemas';
import type { QueryClient } from '@tanstack/react-query';
import { studioHistoryKeys } from '@/features/studio-page/api/get-studio-history';
import { type LoadedStudio, studioDetailKeys, studioQueryOptions } from './get-studio';
import { type StudioDirectory, studiosQueryKeys, toDirectoryStudio } from './studio-directory';

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
  queryClient.setQueryData(studioQueryOptions(studio.id).queryKey, loaded);
  queryClient.setQueryData<StudioDirectory>(studiosQueryKeys.directory(), (directory) =>
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
  if (options.studio) void queryClient.invalidateQueries({ queryKey: studioDetailKeys.studio(id) });
  if (options.parametersChanged) {
    void queryClient.invalidateQueries({ queryKey: studioDetailKeys.parameters(id) });
  }
  void queryClient.invalidateQueries({ queryKey: studiosQueryKeys.all });
  void queryClient.invalidateQueries({ queryKey: studioHistoryKeys.studio(id) });
}

/** After a 412: load the studio as it is now (the page shows the other admin's change). */
export async function refreshStaleStudio(queryClient: QueryClient, id: number): Promise<void> {
  await Promise.all([
    queryClient.refetchQueries({ queryKey: studioDetailKeys.studio(id) }),
    queryClient.invalidateQueries({ queryKey: studiosQueryKeys.all }),
    queryClient.invalidateQueries({ queryKey: studioDetailKeys.parameters(id) }),
    queryClient.invalidateQueries({ queryKey: studioHistoryKeys.studio(id) }),
  ]);
}

/** The ETag of the studio as the page last loaded it (null when it has none: the list, a new page). */
export function loadedEtag(queryClient: QueryClient, id: number): string | null {
  return queryClient.getQueryData<LoadedStudio>(studioQueryOptions(id).queryKey)?.etag ?? null;
}
