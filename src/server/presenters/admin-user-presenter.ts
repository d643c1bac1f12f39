/**
 * The signed-in account (admin or owner) as the API shows it, the API's AdminUser (product.md §3
 * "Admin user"): never the password hash.
 */
import type { AdminUser } from '@domain/schemas/auth-schemas';
import type { Account } from '../lib/http/viewer';

export function presentAdminUser(account: Account): AdminUser {
  return {
    id: account.id,
    email: account.email,
    username: account.username,
    first_name: account.firstName,
    last_name: account.lastName,
    is_staff: account.isStaff,
    is_superuser: account.isSuperuser,
    last_login: account.lastLogin ? account.lastLogin.toISOString() : null,
    role: account.role,
    owned_studio_ids: [...account.ownedStudioIds],
  };
}
