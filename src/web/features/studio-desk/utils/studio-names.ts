/**
 * Studio names for the queue and the inbox, from the directory the reader may see (an admin: every
 * studio); a studio outside it reads 'Studio #id'.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { studioDirectoryQuery } from '@/shared/api/studio-directory';

export function useStudioNames(): (id: number) => string | null {
  const directory = useQuery(studioDirectoryQuery());
  const names = useMemo(
    () => new Map((directory.data?.studios ?? []).map((studio) => [studio.id, studio.name])),
    [directory.data],
  );
  return (id) => names.get(id) ?? null;
}
