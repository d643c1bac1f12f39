import type { AdminUser } from '@domain/schemas/auth-schemas';
import { describe, expect, it } from 'vitest';
import { mayEditStudio } from './may-edit-studio';

const base: AdminUser = {
  id: 1,
  email: 'a@example.com',
  username: 'a',
  first_name: '',
  last_name: '',
  is_staff: false,
  is_superuser: false,
  last_login: null,
};

describe('mayEditStudio', () => {
  it('lets an admin edit every studio', () => {
    expect(mayEditStudio({ ...base, is_staff: true, role: 'admin' }, true, 7)).toBe(true);
  });

  it('lets an owner edit only their own studios', () => {
    const owner = { ...base, role: 'owner' as const, owned_studio_ids: [3, 7] };
    expect(mayEditStudio(owner, false, 7)).toBe(true);
    expect(mayEditStudio(owner, false, 8)).toBe(false);
  });

  it('lets nobody else edit', () => {
    expect(mayEditStudio(null, false, 7)).toBe(false);
    expect(mayEditStudio({ ...base, owned_studio_ids: [7] }, false, 7)).toBe(false);
  });
});
