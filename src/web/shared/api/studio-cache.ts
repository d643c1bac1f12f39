/**
 * The studio data the app caches, in one place: the query keys, the queries more than one feature
 * reads (the directory, one studio), and what a write does to them. Features build their own queries
 * (parameters, history, comparisons) on these keys, so one invalidation reaches every screen.
 *
 * Key layout: ['studios', ...] is what lists studios (the directory, the compare picker reads it
 * too, and comparisons); ['studio', id, ...] is one studio's page.
 */
import type { Studio } from '@domain/schemas/studio-schemas';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { fetchStudio, type LoadedStudio } from './get-studio';
import { fetchStudioDirectory, type StudioDirectory, toDirectoryStudio } from './studio-directory';

export const studioKeys = {
  /** Every list of studios: the directory and the comparisons. */
  lists: () => ['studios'] as const,
  directory: () => ['studios', 'directory'] as const,
  comparisons: () => ['studios', 'compare'] as const,
  comparison: (ids: readonly number[]) => ['studios', 'compare', [...ids]] as const,
  /** Everything of one studio's page. */
  studio: (id: number) => ['studio', id] as const,
  detail: (id: number) => ['studio', id, 'detail'] as const,
  parameters: (id: number) => ['studio', id, 'parameters'] as const,
  history: (id: number) => ['studio', id, 'history'] as const,
  imports: (id: number) => ['studio', id, 'imports'] as const,
};

/** The directory: every page of studios-enhanced (the compare picker selects from it too). */
export function studioDirectoryQuery() {
  return queryOptions({
    queryKey: studioKeys.directory(),
    queryFn: ({ signal }) => fetchStudioDirectory(signal),
  });
}

/** One studio with its ETag (the detail page; the editors send the ETag back as If-Match). */
export function studioQueryOptions(id: number) {
  return queryOptions({
    queryKey: studioKeys.detail(id),
    queryFn: ({ signal }) => fetchStudio(id, signal),
  });
}

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
  return queryClient.getQueryData<LoadedStudio>(studioQueryOptions(id).queryKey)?.etag ?? null;
}
