/**
 * The signed-in account's state (product.md §4; an account is an admin or a studio owner, §14),
 * provided once for the whole app by AuthProvider (src/web/app/provider.tsx). Other features read it
 * through useAuth(): `isAdmin` switches admin controls on (what a studio's owner may edit too:
 * useMayEditStudio), `markSaved()` records a successful write for the banner's 'Last saved'.
 */
import type { AdminUser } from '@domain/schemas/auth-schemas';
import { createContext, useContext } from 'react';

/** 'unknown' until the first answer of the status check (and no remembered session to go on). */
export type AuthStatusValue = 'unknown' | 'authenticated' | 'anonymous';

export interface AuthContextValue {
  status: AuthStatusValue;
  user: AdminUser | null;
  /** The last failure of the status check, sign-in or sign-out, in the reader's language; else null. */
  error: string | null;
  /** Signed in with a staff account: may edit (the server checks again on every write). */
  isAdmin: boolean;
  /**
   * Signs in; resolves with the user, or rejects with the ApiError / NetworkError / CsrfError of
   * the call (utils/login-error.ts turns it into the banner's text).
   */
  login(email: string, password: string): Promise<AdminUser>;
  /** Makes a session the server has just started this page's (an accepted owner invitation). */
  adoptSession(user: AdminUser): Promise<void>;
  /** Signs out on the server, then here; stays on the page. Rejects when the server was not reached. */
  logout(): Promise<void>;
  /** When the last write of this session succeeded (for 'Last saved'), or null. */
  lastSavedAt: Date | null;
  /** Call after every successful write. */
  markSaved(): void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth needs an AuthProvider (src/web/app/provider.tsx)');
  return context;
}
