/**
 * How day rates read (product.md §18), in English and Russian: the studio's own figure exactly
 * ("€13,000", "13 000 €"), a converted one as an estimate with the date of its rates
 * ("about $14,100 (rates of Nov 1, 2026)", "около 14 100 $ (курс на 1 нояб. 2026 г.)").
 */
import { convertAmount, type RateTable, roundEstimate } from './exchange-rates';
import { formatShortDate } from './format-date';
import type { DayRates } from './schemas/day-rate-schemas';
import type { ValueLocale } from './value-format';

const INTL_TAGS: Record<ValueLocale, string> = { en: 'en-US', ru: 'ru-RU' };

/** "€13,000" / "13 000 €"; whole units unless the amount has cents. */
export function formatMoney(amount: number, currency: string, locale: ValueLocale): string {
  return new Intl.NumberFormat(INTL_TAGS[locale], {
    style: 'currency',
    currency,
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    minimumFractionDigits: 0,
  }).format(amount);
}

const WORDS = {
  en: {
    about: (money: string, date: string) => `about ${money} (rates of ${date})`,
    perDay: 'per shooting day',
    prepDay: 'per prep/strike day',
    halfDay: 'per half day',
    minimum: (days: string) => `minimum ${days} ${days === '1' ? 'day' : 'days'}`,
    included: 'Included',
    overtime: 'Overtime',
    services: {
      led_technicians: 'LED technicians',
      vp_supervisor: 'VP supervisor',
      render_operators: 'Render operators',
      tracking: 'Camera tracking',
    },
  },
  ru: {
    about: (money: string, date: string) => `около ${money} (курс на ${date})`,
    perDay: 'за съёмочный день',
    prepDay: 'за день подготовки/разбора',
    halfDay: 'за полдня',
    minimum: (days: string) => `минимум ${days} дн.`,
    included: 'Включено',
    overtime: 'Переработка',
    services: {
      led_technicians: 'LED-техники',
      vp_supervisor: 'VP-супервайзер',
      render_operators: 'Операторы рендера',
      tracking: 'Трекинг камеры',
    },
  },
} as const satisfies Record<ValueLocale, unknown>;

/**
 * A figure converted into `to`, as an estimate: "about $14,100 (rates of Nov 1, 2026)"; null when
 * the currency is the same (nothing to convert) or the table lacks either currency.
 */
export function formatConverted(
  amount: number,
  from: string,
  to: string,
  table: RateTable,
  locale: ValueLocale,
): string | null {
  if (from === to) return null;
  const converted = convertAmount(amount, from, to, table);
  if (converted === null || table.ratesOf === null) return null;
  const date = formatShortDate(`${table.ratesOf}T00:00:00Z`, locale) ?? table.ratesOf;
  return WORDS[locale].about(formatMoney(roundEstimate(converted), to, locale), date);
}

/** The rate a list shows, filters and sorts by: the shooting day's (a prep or half-day rate is never read as one). */
export function headlineDayRate(rates: DayRates | null | undefined): number | null {
  if (!rates) return null;
  return rates.shooting_day ?? null;
}

/** "€13,000 per shooting day" and, in another currency, " · about $14,100 (rates of …)". */
export function formatDayRateLine(
  rates: DayRates,
  readerCurrency: string | null,
  table: RateTable,
  locale: ValueLocale,
): string | null {
  const amount = headlineDayRate(rates);
  if (amount === null) return null;
  const own = `${formatMoney(amount, rates.currency, locale)} ${WORDS[locale].perDay}`;
  const converted = readerCurrency
    ? formatConverted(amount, rates.currency, readerCurrency, table, locale)
    : null;
  return converted ? `${own} · ${converted}` : own;
}
