/**
 * The day-rate part of the list's address and of the API (product.md §18):
 * `currency=USD&rate_max=15000&with_unknown=day_rate&sort=day_rate`. The currency is the reader's
 * (what figures are converted into; EUR when missing); rate_max is a budget for the shooting day in
 * that currency; a studio without a rate (or whose currency the rate table lacks) is left out by a
 * budget unless with_unknown names day_rate, and sorts after every studio with one.
 */
import { BASE_CURRENCY, currencyCodeOf } from './currencies';
import { convertAmount, type RateTable } from './exchange-rates';
import type { DayRates } from './schemas/day-rate-schemas';

export const DAY_RATE_QUERY_KEYS = { currency: 'currency', max: 'rate_max' } as const;
/** The with_unknown token that keeps studios without a day rate under a budget. */
export const DAY_RATE_UNKNOWN_TOKEN = 'day_rate';

export interface DayRateQuery {
  /** The reader's currency; null: EUR. */
  currency: string | null;
  /** Budget for a shooting day in that currency; null: none. */
  max: number | null;
  includeUnknown: boolean;
}

export const NO_DAY_RATE_QUERY: DayRateQuery = { currency: null, max: null, includeUnknown: false };

/** Reads the day-rate parameters (`get` gives one decoded); undefined when they name neither currency nor budget. */
export function readDayRateQuery(
  get: (key: string) => string | undefined,
  includeUnknown: boolean,
  report: (field: string, reason: string) => void,
): DayRateQuery | undefined {
  const query: DayRateQuery = { ...NO_DAY_RATE_QUERY, includeUnknown };
  const currencyText = get(DAY_RATE_QUERY_KEYS.currency);
  if (currencyText !== undefined && currencyText !== '') {
    query.currency = currencyCodeOf(currencyText);
    if (!query.currency) report('currency', 'Expected an ISO 4217 currency code, such as EUR, USD or GBP.');
  }
  const maxText = get(DAY_RATE_QUERY_KEYS.max);
  if (maxText !== undefined && maxText !== '') {
    const max = /^\d+(\.\d+)?$/.test(maxText.trim()) ? Number(maxText.trim()) : Number.NaN;
    if (!(max > 0)) report('rate_max', 'Expected a day rate above 0, in the currency given (EUR when none).');
    else query.max = max;
  }
  if (query.currency === null && query.max === null) return undefined;
  if (query.max === null) query.includeUnknown = false;
  return query;
}

/** The parameters of a day-rate query, in the order they are written (with_unknown is the ranges'). */
export function dayRateParts(query: DayRateQuery | undefined): string[] {
  if (!query) return [];
  const parts: string[] = [];
  if (query.currency) parts.push(`${DAY_RATE_QUERY_KEYS.currency}=${query.currency}`);
  if (query.max !== null) parts.push(`${DAY_RATE_QUERY_KEYS.max}=${query.max}`);
  return parts;
}

/** True when the query keeps studios without a day rate under its budget (written in with_unknown). */
export function keepsUnknownDayRate(query: DayRateQuery | undefined): boolean {
  return Boolean(query && query.max !== null && query.includeUnknown);
}

/** A studio's shooting-day rate in the reader's currency; null when it has none or it cannot be converted. */
export function dayRateIn(
  rates: DayRates | null | undefined,
  currency: string | null,
  table: RateTable,
): number | null {
  if (!rates || rates.shooting_day === null) return null;
  return convertAmount(rates.shooting_day, rates.currency, currency ?? BASE_CURRENCY, table);
}

/** Whether a studio's converted rate is within the budget. */
export function withinBudget(value: number | null, query: DayRateQuery | undefined): boolean {
  if (!query || query.max === null) return true;
  if (value === null) return query.includeUnknown;
  return value <= query.max;
}
