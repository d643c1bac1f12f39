/**
 * The exchange-rate table's calls (product.md §18): anyone reads it; an admin replaces it whole, by
 * hand (rates) or from a file's text (csv). After a replacement every converted figure is stale: the
 * lists (their budget and sort convert) and any query of the table are fetched again.
 */
import type { ExchangeRates } from '@domain/schemas/day-rate-schemas';
import type { ChangeLogEntry } from '@domain/schemas/studio-edit-schemas';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { studioKeys } from '@/shared/api/studio-keys';
import { exchangeRateKeys, type LoadedExchangeRates } from '@/shared/currency/exchange-rates-query';
import { isStaleError } from '@/shared/lib/admin-messages';
import { apiFetch } from '@/shared/lib/api-client';

const historyKey = ['admin-exchange-rates', 'history'] as const;

/** The table's latest replacements, newest first (admins). */
export function exchangeRateHistoryQuery() {
  return queryOptions({
    queryKey: historyKey,
    queryFn: async ({ signal }) =>
      (await apiFetch<{ history: ChangeLogEntry[] }>('/api/exchange-rates/history/', { signal })).data
        .history,
    staleTime: 0,
  });
}

export type ExchangeRatesReplacement =
  | { rates_of: string; rates: { currency: string; per_eur: number }[] }
  | { rates_of: string; csv: string };

/**
 * Replaces the table, sending `etag` (the table the admin started from) as If-Match: a table another
 * admin replaced meanwhile answers 412, and the table is then read again before the error is thrown,
 * so the page shows it as it is now and a second save is made over it knowingly.
 */
export async function replaceExchangeRates(
  queryClient: QueryClient,
  body: ExchangeRatesReplacement,
  etag: string | null | undefined,
): Promise<LoadedExchangeRates> {
  try {
    const response = await apiFetch<ExchangeRates>('/api/exchange-rates/', {
      method: 'PUT',
      body,
      headers: etag ? { 'If-Match': etag } : undefined,
    });
    const saved: LoadedExchangeRates = { ...response.data, etag: response.headers.get('ETag') };
    queryClient.setQueryData(exchangeRateKeys.table(), saved);
    void queryClient.invalidateQueries({ queryKey: historyKey });
    // Every converted figure is stale: the lists convert their budget and sort with the table.
    void queryClient.invalidateQueries({ queryKey: studioKeys.lists() });
    return saved;
  } catch (error) {
    if (isStaleError(error)) {
      await queryClient.refetchQueries({ queryKey: exchangeRateKeys.table() });
      void queryClient.invalidateQueries({ queryKey: historyKey });
    }
    throw error;
  }
}
