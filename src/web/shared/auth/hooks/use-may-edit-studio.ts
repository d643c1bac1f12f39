/**
 * Whether the signed-in account may edit one studio: an admin any, an owner their own (the rule:
 * utils/may-edit-studio.ts). What only admins may do reads useAuth().isAdmin instead.
 */
import { useCallback } from 'react';
import { mayEditStudio } from '../utils/may-edit-studio';
import { useAuth } from './use-auth';

export function useMayEditStudio(studioId: number): boolean {
  return useStudioEditCheck()(studioId);
}

/** The same question for a studio known only when a write starts (the shared write hooks). */
export function useStudioEditCheck(): (studioId: number) => boolean {
  const { user, isAdmin } = useAuth();
  return useCallback((studioId: number) => mayEditStudio(user, isAdmin, studioId), [user, isAdmin]);
}
