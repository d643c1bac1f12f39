import type { AdminUser } from '@domain/schemas/auth-schemas';

/**
 * Whether this account may edit the studio (product.md §14): an admin any studio, an owner only
 * their own. The server checks again on every write (403 owner_scope).
 */
export function mayEditStudio(user: AdminUser | null, isAdmin: boolean, studioId: number): boolean {
  if (isAdmin) return true;
  return user?.role === 'owner' && (user.owned_studio_ids ?? []).includes(studioId);
}
