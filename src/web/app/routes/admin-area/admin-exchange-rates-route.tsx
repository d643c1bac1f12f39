/** /admin/exchange-rates (product.md §18): the exchange-rate table, for admins only. */
import { ExchangeRatesPage } from '@/features/exchange-rates/components/exchange-rates-page';
import { AdminPageGate } from '@/shared/auth/components/admin-page-gate';

export function AdminExchangeRatesRoute() {
  return (
    <AdminPageGate>
      <ExchangeRatesPage />
    </AdminPageGate>
  );
}
