/**
 * The day-rate columns of the list's export (product.md §13, §18), after the studio spreadsheet's
 * own columns: the terms in the studio's currency (its code, the shooting-day, prep/strike-day and
 * half-day rates, the minimum booking, what is included, overtime), then the three rates converted
 * into the currency the export was asked for, each header saying the figure is approximate and
 * naming the date of the rates ('Shooting day rate, about USD (rates of Nov 1, 2026)'). A converted
 * figure is rounded as on the page; in the studio's own currency it is the exact figure.
 *
 * The import does not write day rates: it recognises these headers and leaves their columns alone
 * (studio-sheet-columns.ts's matchHeaders), so an exported file goes back in as it came out.
 */
import { INCLUDED_SERVICE_NAMES } from './compare-day-rate-rows';
import { convertAmount, type RateTable, roundEstimate } from './exchange-rates';
import { formatShortDate } from './format-date';
import type { DayRates } from './schemas/day-rate-schemas';
import type { SheetCell } from './studio-sheet-values';
import type { ValueLocale } from './value-format';

type AmountKey = 'shooting_day' | 'prep_day' | 'half_day';

const AMOUNTS: readonly AmountKey[] = ['shooting_day', 'prep_day', 'half_day'];

const NAMES = {
  en: {
    currency: 'Day rate currency',
    shooting_day: 'Shooting day rate',
    prep_day: 'Prep/strike day rate',
    half_day: 'Half-day rate',
    minimum_days: 'Minimum booking (days)',
    included: 'Included in the day rate',
    overtime: 'Overtime',
    about: 'about',
    ratesOf: (date: string) => `rates of ${date}`,
    noRates: 'no exchange rates',
  },
  ru: {
    currency: 'Валюта дневной ставки',
    shooting_day: 'Ставка за съёмочный день',
    prep_day: 'Ставка за день подготовки/разбора',
    half_day: 'Ставка за полдня',
    minimum_days: 'Минимальный заказ (дней)',
    included: 'Включено в дневную ставку',
    overtime: 'Переработка',
    about: 'около',
    ratesOf: (date: string) => `курс на ${date}`,
    noRates: 'курсов нет',
  },
} as const satisfies Record<ValueLocale, unknown>;

/** The currency a file converts into and the table it converts with. */
export interface SheetMoney {
  currency: string;
  table: RateTable;
}

/** 'Shooting day rate, about USD (rates of Nov 1, 2026)'. */
function convertedHeader(key: AmountKey, locale: ValueLocale, money: SheetMoney): string {
  const T = NAMES[locale];
  const date = money.table.ratesOf
    ? (formatShortDate(`${money.table.ratesOf}T00:00:00Z`, locale) ?? money.table.ratesOf)
    : null;
  return `${T[key]}, ${T.about} ${money.currency} (${date ? T.ratesOf(date) : T.noRates})`;
}

export function dayRateSheetHeaders(locale: ValueLocale, money: SheetMoney): string[] {
  const T = NAMES[locale];
  return [
    T.currency,
    ...AMOUNTS.map((key) => T[key]),
    T.minimum_days,
    T.included,
    T.overtime,
    ...AMOUNTS.map((key) => convertedHeader(key, locale, money)),
  ];
}

/** A studio's day-rate cells, in the headers' order; empty where it does not say or cannot be converted. */
export function dayRateSheetCells(
  rates: DayRates | null | undefined,
  locale: ValueLocale,
  money: SheetMoney,
): SheetCell[] {
  if (!rates) return Array.from({ length: 10 }, () => null);
  const converted = (key: AmountKey): number | null => {
    const amount = rates[key];
    if (amount === null) return null;
    const value = convertAmount(amount, rates.currency, money.currency, money.table);
    if (value === null) return null;
    return rates.currency === money.currency ? value : roundEstimate(value);
  };
  return [
    rates.currency,
    ...AMOUNTS.map((key) => rates[key]),
    rates.minimum_days,
    rates.included.map((service) => INCLUDED_SERVICE_NAMES[locale][service]).join(', ') || null,
    rates.overtime.trim() || null,
    ...AMOUNTS.map(converted),
  ];
}

function normalize(text: string): string {
  return text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

const FIXED = new Set(
  (['en', 'ru'] as const).flatMap((locale) => {
    const T = NAMES[locale];
    return [T.currency, ...AMOUNTS.map((key) => T[key]), T.minimum_days, T.included, T.overtime].map(
      normalize,
    );
  }),
);
const CONVERTED_PREFIXES = (['en', 'ru'] as const).flatMap((locale) =>
  AMOUNTS.map((key) => normalize(`${NAMES[locale][key]}, ${NAMES[locale].about} `)),
);

/** Whether a header is one of these export-only columns (in either language). */
export function isDayRateSheetHeader(header: string): boolean {
  const text = normalize(header);
  return FIXED.has(text) || CONVERTED_PREFIXES.some((prefix) => text.startsWith(prefix));
}
