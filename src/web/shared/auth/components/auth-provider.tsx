/**
 * The signed-in account's state for the whole app (product.md §4), admin or studio owner. The status is checked on load, after
 * sign-in and after sign-out, and again whenever the tab comes back into view. sessionStorage
 * remembers the signed-in user for this tab so that a reload shows admin mode at once; the server's
 * answer wins. When a session ends anywhere but through 'Logout' (a 401 from any call, or a status
 * check that says so) the page signs out and offers to sign in again.
 */
import type { AdminUser } from '@domain/schemas/auth-schemas';
import { WEB_BASE_PATH } from '@domain/web-routes';
import { type Query, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNotify } from '@/shared/components/ui/notifications';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { NetworkError, onUnauthorized } from '@/shared/lib/api-client';
import { resetCsrfToken } from '@/shared/lib/csrf';
import { authKeys, authStatusQueryOptions, SIGNED_OUT } from '../api/auth-status';
import { authMessages } from '../auth-messages';
import { AuthContext, type AuthContextValue } from '../hooks/use-auth';
import { deriveAuthState, isAdminState } from '../utils/auth-state';
import {
  clearStoredAuth,
  defaultStorage,
  readStoredLastSaved,
  readStoredUser,
  writeStoredLastSaved,
  writeStoredUser,
} from '../utils/auth-storage';
import { currentAppPath, signInPath } from '../utils/next-path';

/** Every cached answer but the auth status: what a visitor sees differs from what an admin sees. */
const viewerDependent = (query: Query) => query.queryKey[0] !== authKeys.all[0];

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const t = useMessages(authMessages);
  const [storage] = useState(defaultStorage);
  const [remembered, setRemembered] = useState<AdminUser | null>(() => readStoredUser(storage));
  const [lastSavedAt, setLastSavedAt] = useState<Date | null>(() =>
    readStoredUser(storage) ? readStoredLastSaved(storage) : null,
  );
  const [actionError, setActionError] = useState<string | null>(null);
  const statusQuery = useQuery(authStatusQueryOptions());
  const derived = deriveAuthState({
    data: statusQuery.data,
    remembered,
    checkFailed: statusQuery.isError,
  });

  // Whether the page believes it is signed in: a session that ends without 'Logout' is reported once.
  const signedIn = useRef(remembered !== null);
  const latest = useRef({ t, notify });
  latest.current = { t, notify };

  const endLocalSession = useCallback(
    (reason: 'expired' | 'logout') => {
      signedIn.current = false;
      void queryClient.cancelQueries({ queryKey: authKeys.status() });
      queryClient.setQueryData(authKeys.status(), SIGNED_OUT);
      clearStoredAuth(storage);
      setRemembered(null);
      setLastSavedAt(null);
      // The server rotates nothing at sign-out, but a fresh token costs one call and rules out reuse.
      resetCsrfToken();
      // Hidden (draft, archived) studios leave the lists and pages now: their cached copies are
      // dropped (not merely refetched behind the admin's view) and the pages on screen load again.
      void queryClient.resetQueries({ predicate: viewerDependent });
      if (reason === 'expired') {
        const { t: messages, notify: show } = latest.current;
        show('error', messages.sessionEnded, {
          label: messages.signInAgain,
          href: `${WEB_BASE_PATH}${signInPath(currentAppPath(window.location))}`,
        });
      }
    },
    [queryClient, storage],
  );

  // A 401 from any call: the session is gone (expired, signed out elsewhere, or deleted).
  useEffect(
    () =>
      onUnauthorized(() => {
        if (signedIn.current) endLocalSession('expired');
      }),
    [endLocalSession],
  );

  // The server's answer wins over what the tab remembered.
  const data = statusQuery.data;
  useEffect(() => {
    if (!data) return;
    if (data.authenticated && data.user) {
      signedIn.current = true;
      writeStoredUser(storage, data.user);
    } else if (signedIn.current) {
      endLocalSession('expired');
    } else {
      clearStoredAuth(storage);
    }
  }, [data, storage, endLocalSession]);

  // A session the server just started (a sign-in, an accepted owner invitation) becomes this page's.
  const adoptSession = useCallback(
    async (user: AdminUser): Promise<void> => {
      // Sign-in rotated the CSRF secret: the token held here is void.
      resetCsrfToken();
      // A status check that left before sign-in must not overwrite the new state.
      await queryClient.cancelQueries({ queryKey: authKeys.status() });
      signedIn.current = true;
      clearStoredAuth(storage);
      writeStoredUser(storage, user);
      setRemembered(user);
      setLastSavedAt(null);
      queryClient.setQueryData(authKeys.status(), { authenticated: true, user });
      // Admins also see draft and archived studios.
      void queryClient.invalidateQueries({ predicate: viewerDependent });
      // Checked on login (product.md §4): confirms that the browser kept the session cookie.
      void queryClient.invalidateQueries({ queryKey: authKeys.status() });
    },
    [queryClient, storage],
  );

  const login = useCallback(
    async (email: string, password: string): Promise<AdminUser> => {
      setActionError(null);
      let user: AdminUser;
      // Signing in is the sign-in page's: its code comes with it, not with every visitor's first load.
      try {
        const { postLogin } = await import('../api/login');
        user = (await postLogin(email, password)).user;
      } catch (error) {
        const { t: messages } = latest.current;
        const explained = await import('../utils/login-error').then(
          ({ loginErrorMessage }) => loginErrorMessage(error, messages),
          () => messages.serverUnreachable,
        );
        setActionError(explained);
        throw error;
      }
      await adoptSession(user);
      return user;
    },
    [adoptSession],
  );

  const logout = useCallback(async (): Promise<void> => {
    setActionError(null);
    const { t: messages, notify: show } = latest.current;
    try {
      const { postLogout } = await import('../api/logout');
      await postLogout();
    } catch (error) {
      const reason = error instanceof NetworkError ? messages.serverUnreachable : (error as Error).message;
      const message = messages.logoutFailed({ message: reason });
      setActionError(message);
      show('error', message);
      throw error;
    }
    endLocalSession('logout');
    show('success', messages.loggedOut);
    // Checked on logout (product.md §4).
    void queryClient.invalidateQueries({ queryKey: authKeys.status() });
  }, [queryClient, endLocalSession]);

  const markSaved = useCallback(() => {
    const now = new Date();
    setLastSavedAt(now);
    writeStoredLastSaved(storage, now);
  }, [storage]);

  const statusError = statusQuery.isError
    ? t.statusCheckFailed({
        message: statusQuery.error instanceof NetworkError ? t.serverUnreachable : statusQuery.error.message,
      })
    : null;
  const error = actionError ?? statusError;
  const isAdmin = isAdminState(derived);

  const value = useMemo<AuthContextValue>(
    () => ({
      status: derived.status,
      user: derived.user,
      error,
      isAdmin,
      login,
      adoptSession,
      logout,
      lastSavedAt,
      markSaved,
    }),
    [derived.status, derived.user, error, isAdmin, login, adoptSession, logout, lastSavedAt, markSaved],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
