/** /admin/claims (product.md §14): owner claims, for admins only. */
import { ClaimsPage } from '@/features/owner-admin/components/claims-page';
import { AdminPageGate } from '@/shared/auth/components/admin-page-gate';

export function AdminClaimsRoute() {
  return (
    <AdminPageGate>
      <ClaimsPage />
    </AdminPageGate>
  );
}
