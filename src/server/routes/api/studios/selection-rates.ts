/**
 * The exchange-rate table a list selection needs (product.md §18): read only when the query has a
 * day-rate budget or sorts by day rate; every other list keeps its single read of the store.
 */

import { EMPTY_RATE_TABLE, type RateTable, rateTableOf } from '@domain/exchange-rates';
import type { StudioListQuery } from '@domain/studio-list-address';
import type { FastifyInstance } from 'fastify';
import { readExchangeRates } from '../../../db/repositories/day-rates';

export async function selectionRates(
  app: FastifyInstance,
  query: Pick<StudioListQuery, 'sort' | 'dayRate'>,
): Promise<RateTable> {
  const reads = query.dayRate?.max != null || query.sort?.key === 'day_rate';
  return reads ? rateTableOf(await readExchangeRates(app.database.db)) : EMPTY_RATE_TABLE;
}
