/**
 * The exchange-rate table's calls (product.md §18): anyone reads it; an admin replaces it whole, by
 * hand (rates) or from a file's text (csv). After a replacement every converted figure is stale: the
 * lists (their budget and sort convert) and any query of the table are fetched again.
 */
import type { ExchangeRates } from '@domain/schemas/day-rate-schemas';
import type { ChangeLogEntry } from '@domain/schemas/studio-edit-schemas';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { studioKeys } from '@/shared/api/studio-keys';
import { apiFetch } from '@/shared/lib/api-client';

export const exchangeRateKeys = {
  table: () => ['admin-exchange-rates'] as const,
  history: () => ['admin-exchange-rates', 'history'] as const,
};

export function exchangeRatesQuery() {
  return queryOptions({
    queryKey: exchangeRateKeys.table(),
    queryFn: async ({ signal }) => (await apiFetch<ExchangeRates>('/api/exchange-rates/', { signal })).data,
  });
}

/** The table's latest replacements, newest first (admins). */
export function exchangeRateHistoryQuery() {
  return queryOptions({
    queryKey: exchangeRateKeys.history(),
    queryFn: async ({ signal }) =>
      (await apiFetch<{ history: ChangeLogEntry[] }>('/api/exchange-rates/history/', { signal })).data
        .history,
    staleTime: 0,
  });
}

export type ExchangeRatesReplacement =
  | { rates_of: string; rates: { currency: string; per_eur: number }[] }
  | { rates_of: string; csv: string };

export async function replaceExchangeRates(
  queryClient: QueryClient,
  body: ExchangeRatesReplacement,
): Promise<ExchangeRates> {
  const { data } = await apiFetch<ExchangeRates>('/api/exchange-rates/', { method: 'PUT', body });
  queryClient.setQueryData(exchangeRateKeys.table(), data);
  void queryClient.invalidateQueries({ queryKey: exchangeRateKeys.history() });
  // Whatever else reads the table (the reader's currency, converted rates) under a key of its own.
  void queryClient.invalidateQueries({
    predicate: (query) =>
      /exchange-rate/.test(String(query.queryKey[0])) && query.queryKey[0] !== 'admin-exchange-rates',
  });
  void queryClient.invalidateQueries({ queryKey: studioKeys.lists() });
  return data;
}
