/**
 * The session's hint kept in sessionStorage (product.md §4): `admin_authenticated` ("true") and
 * `admin_user` (the user as JSON), plus `admin_last_saved` (ISO time of the last write). It only lets
 * a reload show admin mode at once; the status check decides. Storage can be missing or full
 * (private modes): every access is guarded.
 */
import type { AdminUser } from '@domain/schemas/auth-schemas';

export const AUTH_STORAGE_KEYS = {
  user: 'admin_user',
  authenticated: 'admin_authenticated',
  lastSaved: 'admin_last_saved',
} as const;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function isAdminUser(value: unknown): value is AdminUser {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'number' &&
    typeof v.email === 'string' &&
    typeof v.username === 'string' &&
    typeof v.first_name === 'string' &&
    typeof v.last_name === 'string' &&
    typeof v.is_staff === 'boolean' &&
    typeof v.is_superuser === 'boolean' &&
    (v.last_login === null || typeof v.last_login === 'string')
  );
}

export function defaultStorage(): KeyValueStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The signed-in user the tab remembers, or null (missing, malformed, or not marked signed in). */
export function readStoredUser(storage: KeyValueStorage | null): AdminUser | null {
  if (!storage) return null;
  try {
    if (storage.getItem(AUTH_STORAGE_KEYS.authenticated) !== 'true') return null;
    const raw = storage.getItem(AUTH_STORAGE_KEYS.user);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isAdminUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeStoredUser(storage: KeyValueStorage | null, user: AdminUser): void {
  if (!storage) return;
  try {
    storage.setItem(AUTH_STORAGE_KEYS.user, JSON.stringify(user));
    storage.setItem(AUTH_STORAGE_KEYS.authenticated, 'true');
  } catch {
    // Full or refused: the status check still works, only the instant reload hint is lost.
  }
}

export function readStoredLastSaved(storage: KeyValueStorage | null): Date | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(AUTH_STORAGE_KEYS.lastSaved);
    if (!raw) return null;
    const date = new Date(raw);
    return Number.isNaN(date.getTime()) ? null : date;
  } catch {
    return null;
  }
}

export function writeStoredLastSaved(storage: KeyValueStorage | null, date: Date): void {
  if (!storage) return;
  try {
    storage.setItem(AUTH_STORAGE_KEYS.lastSaved, date.toISOString());
  } catch {
    // See writeStoredUser.
  }
}

export function clearStoredAuth(storage: KeyValueStorage | null): void {
  if (!storage) return;
  for (const key of Object.values(AUTH_STORAGE_KEYS)) {
    try {
      storage.removeItem(key);
    } catch {
      // Nothing more to do.
    }
  }
}
