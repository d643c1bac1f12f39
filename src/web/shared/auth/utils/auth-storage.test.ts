import type { AdminUser } from '@domain/schemas/auth-schemas';
import { describe, expect, it } from 'vitest';
import {
  AUTH_STORAGE_KEYS,
  clearStoredAuth,
  readStoredLastSaved,
  readStoredUser,
  writeStoredLastSaved,
  writeStoredUser,
} from './auth-storage';

const user: AdminUser = {
  id: 1,
  email: 'admin@example.com',
  username: 'admin',
  first_name: '',
  last_name: '',
  is_staff: true,
  is_superuser: true,
  last_login: '2025-01-01T10:00:00.000Z',
};

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('the session hint in sessionStorage', () => {
  it("keeps product.md §4's admin_user and admin_authenticated", () => {
    const storage = memoryStorage();
    writeStoredUser(storage, user);
    expect(storage.map.get('admin_authenticated')).toBe('true');
    expect(JSON.parse(storage.map.get('admin_user')!)).toEqual(user);
    expect(readStoredUser(storage)).toEqual(user);
  });

  it('ignores a user not marked signed in, malformed JSON and wrong shapes', () => {
    const storage = memoryStorage();
    storage.setItem(AUTH_STORAGE_KEYS.user, JSON.stringify(user));
    expect(readStoredUser(storage)).toBeNull();
    storage.setItem(AUTH_STORAGE_KEYS.authenticated, 'true');
    for (const bad of [
      '{',
      'null',
      '"x"',
      JSON.stringify({ ...user, is_staff: 'yes' }),
      JSON.stringify({ id: 1 }),
    ]) {
      storage.setItem(AUTH_STORAGE_KEYS.user, bad);
      expect(readStoredUser(storage), bad).toBeNull();
    }
  });

  it('clears everything, and survives storage that throws or is missing', () => {
    const storage = memoryStorage();
    writeStoredUser(storage, user);
    writeStoredLastSaved(storage, new Date('2025-02-03T04:05:06.000Z'));
    expect(readStoredLastSaved(storage)?.toISOString()).toBe('2025-02-03T04:05:06.000Z');
    clearStoredAuth(storage);
    expect(storage.map.size).toBe(0);
    expect(readStoredLastSaved(storage)).toBeNull();

    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => writeStoredUser(throwing, user)).not.toThrow();
    expect(readStoredUser(throwing)).toBeNull();
    expect(() => clearStoredAuth(throwing)).not.toThrow();
    expect(readStoredUser(null)).toBeNull();
  });
});
