/**
 * React Router's navigate, with `preventScrollReset` kept: with declarative routes (decision 022) the
 * router ignores it, so it is noted here for the app's scroll restoration (app/scroll-restoration.tsx),
 * which then leaves the page where the reader is (a filter changed, a studio added in place).
 */
import { useCallback } from 'react';
import { type NavigateOptions, type To, useNavigate } from 'react-router';

let keepScroll = false;

/** Whether the navigation being shown asked to keep the scroll position (asked once). */
export function takeKeepScroll(): boolean {
  const keep = keepScroll;
  keepScroll = false;
  return keep;
}

export function useAppNavigate(): (to: To, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  return useCallback(
    (to: To, options?: NavigateOptions) => {
      keepScroll = Boolean(options?.preventScrollReset);
      void navigate(to, options);
    },
    [navigate],
  );
}
