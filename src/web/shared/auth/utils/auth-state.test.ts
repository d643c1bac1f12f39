import type { AdminUser } from '@domain/schemas/auth-schemas';
import { describe, expect, it } from 'vitest';
import { deriveAuthState, isAdminState } from './auth-state';

const admin: AdminUser = {
  id: 1,
  email: 'admin@example.com',
  username: 'admin',
  first_name: '',
  last_name: '',
  is_staff: true,
  is_superuser: false,
  last_login: null,
};
const other: AdminUser = { ...admin, id: 2, email: 'other@example.com' };

describe('deriveAuthState', () => {
  it('is unknown while the first check runs and nothing is remembered', () => {
    expect(deriveAuthState({ data: undefined, remembered: null, checkFailed: false })).toEqual({
      status: 'unknown',
      user: null,
    });
  });

  it('shows a remembered session at once, until the server answers', () => {
    expect(deriveAuthState({ data: undefined, remembered: admin, checkFailed: false })).toEqual({
      status: 'authenticated',
      user: admin,
    });
  });

  it("takes the server's answer over what was remembered", () => {
    expect(
      deriveAuthState({ data: { authenticated: false, user: null }, remembered: admin, checkFailed: false }),
    ).toEqual({ status: 'anonymous', user: null });
    expect(
      deriveAuthState({ data: { authenticated: true, user: other }, remembered: admin, checkFailed: false }),
    ).toEqual({ status: 'authenticated', user: other });
    // authenticated without a user is no session
    expect(
      deriveAuthState({ data: { authenticated: true, user: null }, remembered: null, checkFailed: false }),
    ).toEqual({ status: 'anonymous', user: null });
  });

  it('is anonymous when the check failed and nothing was remembered', () => {
    expect(deriveAuthState({ data: undefined, remembered: null, checkFailed: true }).status).toBe(
      'anonymous',
    );
  });

  it('counts only staff as admins', () => {
    expect(isAdminState({ status: 'authenticated', user: admin })).toBe(true);
    expect(isAdminState({ status: 'authenticated', user: { ...admin, is_staff: false } })).toBe(false);
    expect(isAdminState({ status: 'anonymous', user: null })).toBe(false);
  });
});
