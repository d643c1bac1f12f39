/**
 * Whether the signed-in account may edit one studio (product.md §14): an admin any studio, an owner
 * only their own. The server checks again on every write (403 owner_scope).
 */
import { useCallback } from 'react';
import { useAuth } from './use-auth';

export function useMayEditStudio(studioId: number | undefined): boolean {
  const mayEdit = useStudioEditCheck();
  const { isAdmin } = useAuth();
  return studioId === undefined ? isAdmin : mayEdit(studioId);
}

/** The same question for a studio known only when a write starts (the shared write hooks). */
export function useStudioEditCheck(): (studioId: number) => boolean {
  const { user, isAdmin } = useAuth();
  return useCallback(
    (studioId: number) =>
      isAdmin || (user?.role === 'owner' && (user.owned_studio_ids ?? []).includes(studioId)),
    [user, isAdmin],
  );
}
