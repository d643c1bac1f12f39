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

/** The table as read, with its ETag: the admin's replacement sends it back as If-Match (product.md §18). */
export type LoadedExchangeRates = ExchangeRates & { etag?: string | null };

export function exchangeRatesQuery() {
  return queryOptions({
    queryKey: exchangeRateKeys.table(),
    queryFn: async ({ signal }): Promise<LoadedExchangeRates> => {
      const response = await apiFetch<ExchangeRates>('/api/exchange-rates/', { signal });
      return { ...response.data, etag: response.headers.get('ETag') };
    },
  });
}
