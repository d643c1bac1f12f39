/**
 * product.md §4's auth state from what is known: the status check's answer wins; until it comes, a
 * session this tab remembers (sessionStorage) shows admin mode at once; with neither, the state is
 * 'unknown' while the check runs and 'anonymous' when it failed.
 */
import type { AdminUser, AuthStatus } from '@domain/schemas/auth-schemas';
import type { AuthStatusValue } from '../hooks/use-auth';

export interface DerivedAuth {
  status: AuthStatusValue;
  user: AdminUser | null;
}

export function deriveAuthState(input: {
  data: AuthStatus | undefined;
  remembered: AdminUser | null;
  checkFailed: boolean;
}): DerivedAuth {
  const { data, remembered, checkFailed } = input;
  if (data) {
    return data.authenticated && data.user
      ? { status: 'authenticated', user: data.user }
      : { status: 'anonymous', user: null };
  }
  if (remembered) return { status: 'authenticated', user: remembered };
  return { status: checkFailed ? 'anonymous' : 'unknown', user: null };
}

/** Signed in with an account of the admin role that is staff (is_staff); an owner never is. */
export function isAdminState(state: DerivedAuth): boolean {
  return state.status === 'authenticated' && state.user?.is_staff === true;
}
