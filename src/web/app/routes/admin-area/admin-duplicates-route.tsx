/** /admin/duplicates (product.md §20): likely duplicate studios, for admins only. */
import { DuplicatesPage } from '@/features/duplicates/components/duplicates-page';
import { AdminPageGate } from '@/shared/auth/components/admin-page-gate';

export function AdminDuplicatesRoute() {
  return (
    <AdminPageGate>
      <DuplicatesPage />
    </AdminPageGate>
  );
}
