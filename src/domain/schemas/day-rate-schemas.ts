/**
 * A studio's structured day rates beside the free-text BUSINESS_PRICING (product.md §18, issue 38),
 * and the exchange-rate table that converts them into the reader's currency.
 */
import { z } from 'zod';
import { CURRENCY_CODES, isCurrencyCode } from '../currencies';

/** What a day rate may include: each is listed when the studio says it is included, else unknown. */
export const INCLUDED_SERVICES = [
  'led_technicians',
  'vp_supervisor',
  'render_operators',
  'tracking',
] as const;

export const MAX_DAY_RATE = 100_000_000;
export const MAX_MINIMUM_DAYS = 365;
export const MAX_OVERTIME_LENGTH = 500;

const currencySchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code): boolean => isCurrencyCode(code), {
    message: 'Must be an ISO 4217 currency code, such as EUR, USD or GBP.',
  })
  .describe(`ISO 4217 code (${CURRENCY_CODES.length} accepted)`);

const amountSchema = z
  .number()
  .positive('Must be more than 0.')
  .max(MAX_DAY_RATE, `Must be at most ${MAX_DAY_RATE}.`)
  .nullable();

export const dayRatesSchema = z
  .object({
    currency: currencySchema,
    shooting_day: amountSchema.describe('A shooting day, in currency; null when unknown'),
    prep_day: amountSchema.describe('A prep or strike day, in currency; null when unknown'),
    half_day: amountSchema.describe('Half a day, in currency; null when unknown'),
    minimum_days: z
      .number()
      .positive('Must be more than 0.')
      .max(MAX_MINIMUM_DAYS, `Must be at most ${MAX_MINIMUM_DAYS}.`)
      .nullable()
      .describe('The least a booking may be, in days (0.5 allowed); null when unknown'),
    included: z
      .array(z.enum(INCLUDED_SERVICES))
      .describe('What the day rate includes; a service not listed is unknown, not excluded'),
    overtime: z.string().trim().max(MAX_OVERTIME_LENGTH).describe('Overtime terms as the studio states them'),
  })
  .refine((r) => r.shooting_day !== null || r.prep_day !== null || r.half_day !== null, {
    message: 'Give at least one rate, or clear the day rates.',
    path: ['shooting_day'],
  })
  .meta({ id: 'DayRates', description: "A studio's structured day rates (product.md §18)." });
export type DayRates = z.infer<typeof dayRatesSchema>;

/** PUT body: the day rates, or null to clear them. */
export const dayRatesEditSchema = z
  .object({ day_rates: dayRatesSchema.nullable() })
  .meta({ id: 'DayRatesEdit' });

export const exchangeRateSchema = z
  .object({
    currency: currencySchema,
    per_eur: z.number().positive().finite().describe('Units of the currency that 1 EUR buys'),
  })
  .meta({ id: 'ExchangeRate' });

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date, YYYY-MM-DD.')
  .refine(
    (s) =>
      !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    {
      message: 'Must be a real date.',
    },
  );

export const exchangeRatesSchema = z
  .object({
    rates_of: isoDate.nullable().describe('The date the rates are from; null while the table is empty'),
    rates: z.array(exchangeRateSchema).describe('Every currency but EUR, by code'),
  })
  .meta({ id: 'ExchangeRates', description: 'The exchange-rate table (product.md §18).' });
export type ExchangeRates = z.infer<typeof exchangeRatesSchema>;

/** Replacing the whole table: by hand (rates) or from a file (csv: "currency,per_eur" lines). */
export const exchangeRatesUpdateSchema = z
  .object({
    rates_of: isoDate.describe('The date the rates are from'),
    rates: z.array(exchangeRateSchema).optional(),
    csv: z.string().max(20_000).optional().describe('currency,per_eur per line; a header line is allowed'),
  })
  .refine((b) => (b.rates === undefined) !== (b.csv === undefined), {
    message: 'Give either rates or csv.',
    path: ['rates'],
  })
  .meta({ id: 'ExchangeRatesUpdate' });
