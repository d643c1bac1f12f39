/**
 * React Router's navigate, with `preventScrollReset` kept: with declarative routes (decision 022) the
 * router ignores it, so it is noted (shared/lib/keep-scroll.ts) for the app's scroll restoration
 * (app/scroll-restoration.tsx), which then leaves the page where the reader is (a filter changed, a
 * studio added in place).
 */
import { useCallback } from 'react';
import { type NavigateOptions, type To, useNavigate } from 'react-router';
import { noteKeepScroll } from '@/shared/lib/keep-scroll';

export function useAppNavigate(): (to: To, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  return useCallback(
    (to: To, options?: NavigateOptions) => {
      noteKeepScroll(Boolean(options?.preventScrollReset));
      void navigate(to, options);
    },
    [navigate],
  );
}
