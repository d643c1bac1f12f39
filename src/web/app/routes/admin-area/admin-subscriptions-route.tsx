/** /admin/subscriptions (product.md §17): followed searches' email subscriptions, for admins only. */
import { SubscriptionsPage } from '@/features/search-subscriptions/components/subscriptions-page';
import { AdminPageGate } from '@/shared/auth/components/admin-page-gate';

export function AdminSubscriptionsRoute() {
  return (
    <AdminPageGate>
      <SubscriptionsPage />
    </AdminPageGate>
  );
}
