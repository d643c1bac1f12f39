/**
 * The demo data's structured day rates and its dated exchange-rate table (product.md §18). A demo
 * studio's shooting-day rate is the one its free-text pricing states (read by the same parser as the
 * data migration), in its country's currency; about one studio in four has none (an honest gap), and
 * the other terms are filled for some only.
 */
import { parseDayRateText } from '@domain/day-rate-text';
import { type DayRates, INCLUDED_SERVICES } from '@domain/schemas/day-rate-schemas';
import type { NewParameter } from '../db/repositories/studio-writes';
import { pricingText } from './demo-studios-kit';

/** The demo table: units per 1 EUR, rates of 1 November 2026 (illustrative, not market data). */
export const DEMO_RATES_OF = '2026-11-01';
export const DEMO_EXCHANGE_RATES: readonly { currency: string; per_eur: number }[] = [
  { currency: 'AED', per_eur: 4.26 },
  { currency: 'AUD', per_eur: 1.66 },
  { currency: 'BRL', per_eur: 6.21 },
  { currency: 'CAD', per_eur: 1.51 },
  { currency: 'CHF', per_eur: 0.94 },
  { currency: 'CZK', per_eur: 25.1 },
  { currency: 'GBP', per_eur: 0.87 },
  { currency: 'GEL', per_eur: 3.02 },
  { currency: 'HUF', per_eur: 392 },
  { currency: 'INR', per_eur: 97.4 },
  { currency: 'JPY', per_eur: 171 },
  { currency: 'KRW', per_eur: 1620 },
  { currency: 'MAD', per_eur: 10.7 },
  { currency: 'MXN', per_eur: 21.3 },
  { currency: 'NOK', per_eur: 11.7 },
  { currency: 'NZD', per_eur: 1.95 },
  { currency: 'PLN', per_eur: 4.27 },
  { currency: 'RUB', per_eur: 94.5 },
  { currency: 'SEK', per_eur: 11.1 },
  { currency: 'SGD', per_eur: 1.5 },
  { currency: 'THB', per_eur: 37.6 },
  { currency: 'TRY', per_eur: 49.8 },
  { currency: 'USD', per_eur: 1.16 },
  { currency: 'ZAR', per_eur: 20.5 },
];

const OVERTIME = [
  '10% of the day rate per hour after 10 hours',
  'Time and a half after 12 hours',
  'Billed per started hour after 10 hours, crew included',
];

/** The studio's day rates, or null for the demo's gaps (every fourth studio, and any without a clear price). */
export function demoDayRates(
  parameters: readonly NewParameter[],
  index: number,
  country: string,
): DayRates | null {
  // The blank test studio (no parameters) stays blank.
  if (index % 4 === 3 || parameters.length === 0) return null;
  // The stated price where the free text has one, else the country's usual rate (the owner gave only the figures).
  const pricing =
    parameters.find((p) => p.key === 'BUSINESS_PRICING')?.value ?? pricingText(country, 1 + (index % 5) / 10);
  const parsed = parseDayRateText(pricing);
  if (!parsed) return null;
  const day = parsed.shooting_day;
  return {
    currency: parsed.currency,
    shooting_day: day,
    prep_day: index % 3 === 0 ? Math.round(day / 2) : null,
    half_day: index % 5 === 0 ? Math.round(day * 0.6) : null,
    minimum_days: index % 2 === 0 ? 1 : index % 3 === 1 ? 2 : null,
    included: INCLUDED_SERVICES.filter((_, n) => (index + n) % 3 !== 0),
    overtime: index % 2 === 0 ? (OVERTIME[index % OVERTIME.length] ?? '') : '',
  };
}
