/** /admin/outbox (product.md §14): the mail the directory wrote, for admins only. */
import { OutboxPage } from '@/features/owner-admin/components/outbox-page';
import { AdminPageGate } from '@/shared/auth/components/admin-page-gate';

export function AdminOutboxRoute() {
  return (
    <AdminPageGate>
      <OutboxPage />
    </AdminPageGate>
  );
}
