/**
 * The compare exports' `currency` (compare-csv.ts, compare-pdf.ts; product.md §18): the reader's
 * currency that day rates are converted into (EUR when missing), with the rate table read once.
 * Anything but an ISO 4217 code is refused with 400, as the list's `currency`.
 */

import type { CompareMoney } from '@domain/compare-values';
import { BASE_CURRENCY, currencyCodeOf } from '@domain/currencies';
import { rateTableOf } from '@domain/exchange-rates';
import type { FastifyInstance } from 'fastify';
import { readExchangeRates } from '../../../db/repositories/day-rates';
import { HttpError } from '../../../lib/http/http-error';

export const CURRENCY_QUERY_DESCRIPTION =
  "The reader's currency (ISO 4217, EUR when missing): day rates are shown in the studio's currency and, converted into this one, as estimates with the date of the rates";

/** The currency asked for (HttpError 400 when it is no ISO code) and the rate table. */
export async function compareMoney(
  app: FastifyInstance,
  currency: string | undefined,
): Promise<CompareMoney> {
  const code = currency === undefined || currency.trim() === '' ? BASE_CURRENCY : currencyCodeOf(currency);
  if (!code) {
    throw new HttpError(400, 'currency: Expected an ISO 4217 currency code, such as EUR, USD or GBP.', {
      code: 'validation_failed',
      fields: { currency: ['Expected an ISO 4217 currency code, such as EUR, USD or GBP.'] },
    });
  }
  return { currency: code, table: rateTableOf(await readExchangeRates(app.database.db)) };
}

/** What a PDF's cache key needs of the money: the currency and every rate with its date. */
export function compareMoneyKey(money: CompareMoney): string {
  const rates = [...money.table.perEur].map(([code, rate]) => `${code}=${rate}`).join(',');
  return `${money.currency}|${money.table.ratesOf ?? ''}|${rates}`;
}
