/**
 * The reader's currency (product.md §18): what day rates are converted into, sorted and budgeted
 * by. Chosen in this order: the address's `currency=` (a shared link says it), then the one this
 * browser remembers (localStorage, written when the reader picks one), then the server's default,
 * EUR (the API's when the address names none; a language is not a country, so it does not decide).
 * A remembered currency the rate table no longer has is passed over. The server knows nothing of
 * what the browser remembers: a page it rendered starts from the address or EUR while hydrating
 * (useSyncExternalStore's server snapshot) and shows the remembered one right after.
 */
import { BASE_CURRENCY, currencyCodeOf } from '@domain/currencies';
import { convertibleCurrencies, EMPTY_RATE_TABLE, type RateTable, rateTableOf } from '@domain/exchange-rates';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { exchangeRatesQuery } from './exchange-rates-query';

export const READER_CURRENCY_STORAGE_KEY = 'vp.currency';
/** The address parameter (day-rate-query.ts's DAY_RATE_QUERY_KEYS.currency). */
export const CURRENCY_PARAM = 'currency';

export type ReaderCurrencySource = 'address' | 'remembered' | 'default';

export interface ReaderCurrencyChoice {
  currency: string;
  source: ReaderCurrencySource;
}

/**
 * Address, then remembered, then EUR. `offered`: the currencies the rate table has (null while it
 * is not known): a remembered one outside them is passed over; the address's is taken as written
 * (a figure that cannot be converted is then shown in the studio's currency only).
 */
export function chooseReaderCurrency(
  address: string | null | undefined,
  remembered: string | null | undefined,
  offered: readonly string[] | null,
): ReaderCurrencyChoice {
  const fromAddress = address ? currencyCodeOf(address) : null;
  if (fromAddress) return { currency: fromAddress, source: 'address' };
  const fromMemory = remembered ? currencyCodeOf(remembered) : null;
  if (fromMemory && (offered === null || offered.includes(fromMemory)))
    return { currency: fromMemory, source: 'remembered' };
  return { currency: BASE_CURRENCY, source: 'default' };
}

const listeners = new Set<() => void>();
/** Where storage is refused (private mode), the choice of this page. */
let fallback: string | null = null;

function readRemembered(): string | null {
  try {
    return window.localStorage.getItem(READER_CURRENCY_STORAGE_KEY) ?? fallback;
  } catch {
    return fallback;
  }
}

/** Remembers the reader's pick for their next visit (every tab hears it). */
export function rememberReaderCurrency(currency: string): void {
  const code = currencyCodeOf(currency);
  if (!code) return;
  fallback = code;
  try {
    window.localStorage.setItem(READER_CURRENCY_STORAGE_KEY, code);
  } catch {
    // Kept for this page only.
  }
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key === READER_CURRENCY_STORAGE_KEY || event.key === null)
    for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

const serverSnapshot = () => null;

/** The currency this browser remembers; null on the server and while hydrating. */
export function useRememberedCurrency(): string | null {
  return useSyncExternalStore(subscribe, readRemembered, serverSnapshot);
}

export interface ReaderRates extends ReaderCurrencyChoice {
  /** The rate table (empty until it has loaded). */
  table: RateTable;
  /** EUR and every currency of the table, for the reader's choice. */
  choices: string[];
  /** The table has loaded. */
  ready: boolean;
}

/**
 * The reader's currency and the rate table, for any page: `address` is the currency the page's
 * address names (the list passes its own state, ahead of the address bar while it writes).
 */
export function useReaderRates(address: string | null | undefined): ReaderRates {
  const remembered = useRememberedCurrency();
  const query = useQuery(exchangeRatesQuery());
  const table = useMemo(() => (query.data ? rateTableOf(query.data) : EMPTY_RATE_TABLE), [query.data]);
  const choices = useMemo(() => convertibleCurrencies(table), [table]);
  const choice = chooseReaderCurrency(address, remembered, query.data ? choices : null);
  return { ...choice, table, choices, ready: query.data !== undefined };
}
