/**
 * Whether the signed-in account may edit one studio (the rule: utils/may-edit-studio.ts). Without a
 * studio (an editor of the directory itself), admins only.
 */
import { useCallback } from 'react';
import { mayEditStudio } from '../utils/may-edit-studio';
import { useAuth } from './use-auth';

export function useMayEditStudio(studioId: number | undefined): boolean {
  const mayEdit = useStudioEditCheck();
  const { isAdmin } = useAuth();
  return studioId === undefined ? isAdmin : mayEdit(studioId);
}

/** The same question for a studio known only when a write starts (the shared write hooks). */
export function useStudioEditCheck(): (studioId: number) => boolean {
  const { user, isAdmin } = useAuth();
  return useCallback((studioId: number) => mayEditStudio(user, isAdmin, studioId), [user, isAdmin]);
}
