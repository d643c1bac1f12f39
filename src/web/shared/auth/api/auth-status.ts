/** GET /api/admin/status/ (product.md §7): whether this browser holds a live admin session, and whose. */
import type { AuthStatus } from '@domain/schemas/auth-schemas';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/shared/lib/api-client';

export const authKeys = {
  all: ['auth'] as const,
  status: () => [...authKeys.all, 'status'] as const,
};

export const SIGNED_OUT: AuthStatus = { authenticated: false, user: null };

export function authStatusQueryOptions() {
  return queryOptions({
    queryKey: authKeys.status(),
    queryFn: async ({ signal }): Promise<AuthStatus> => {
      const { data } = await apiFetch<AuthStatus>('/api/admin/status/', { signal });
      return data.authenticated && data.user ? data : SIGNED_OUT;
    },
    // Checked again whenever the tab comes back into view: a session can end meanwhile (idle
    // expiry, a sign-out in another tab), and the admin should learn it before editing, not after.
    staleTime: 0,
    refetchOnWindowFocus: 'always',
  });
}
