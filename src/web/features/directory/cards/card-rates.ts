/**
 * What a card needs to show a studio's day rate (product.md §18): the reader's currency and the rate
 * table, provided once by the list (cards are many; each asking for them would cost a subscription).
 * Null: the card shows no day rate (a map's popup, a list without the table yet).
 */
import type { RateTable } from '@domain/exchange-rates';
import { createContext } from 'react';

export interface CardRates {
  currency: string;
  table: RateTable;
  /** The list is sorted by day rate: a card without one says so ('not stated'). */
  sortedByRate: boolean;
}

export const CardRatesContext = createContext<CardRates | null>(null);
