/** A signed-in admin as the API shows it (product.md §3 "Admin user"): never the password hash. */
import type { AdminUser } from '@domain/schemas/auth-schemas';
import type { AdminViewer } from '../lib/http/viewer';

export function presentAdminUser(admin: AdminViewer): AdminUser {
  return {
    id: admin.id,
    email: admin.email,
    username: admin.username,
    first_name: admin.firstName,
    last_name: admin.lastName,
    is_staff: admin.isStaff,
    is_superuser: admin.isSuperuser,
    last_login: admin.lastLogin ? admin.lastLogin.toISOString() : null,
    role: admin.role,
    owned_studio_ids: [...admin.ownedStudioIds],
  };
}
