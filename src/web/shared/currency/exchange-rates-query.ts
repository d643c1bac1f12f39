/**
 * The directory's exchange-rate table (product.md §18, GET /api/exchange-rates/): what a reader's
 * currency is chosen from and every converted day rate is worked out with. The server renders the
 * pages that read it with it (entry-server's 'exchange-rates' root); the studio page reads it only
 * once hydrated (its cached page then depends on that studio alone).
 */
import type { ExchangeRates } from '@domain/schemas/day-rate-schemas';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/shared/lib/api-client';

export const exchangeRateKeys = {
  table: () => ['exchange-rates'] as const,
};

export function exchangeRatesQuery() {
  return queryOptions({
    queryKey: exchangeRateKeys.table(),
    queryFn: async ({ signal }) => (await apiFetch<ExchangeRates>('/api/exchange-rates/', { signal })).data,
  });
}
