/**
 * The comparison's day-rate rows (product.md §18, issue 38), at the head of the business category:
 * the shooting-day, prep/strike-day and half-day rates, each in the studio's currency and, converted
 * into the reader's, "about …" with the date of the rates; the minimum booking in days; what the
 * rate includes. The best rate is the lowest of those that can be compared (converted into one
 * currency); a studio without a rate, or in a currency the table lacks, is never best.
 */
import type { RawValue, RowDefinition } from './compare-row-definitions';
import type { DayRates } from './schemas/day-rate-schemas';

const money = (
  rates: DayRates | null | undefined,
  key: 'shooting_day' | 'prep_day' | 'half_day',
): RawValue => ({
  kind: 'money',
  amount: rates?.[key] ?? null,
  currency: rates?.currency ?? null,
});

/** What a day rate includes, in both languages (a service not listed is unknown, not excluded). */
export const INCLUDED_SERVICE_NAMES = {
  en: {
    led_technicians: 'LED technicians',
    vp_supervisor: 'VP supervisor',
    render_operators: 'Render operators',
    tracking: 'Camera tracking',
  },
  ru: {
    led_technicians: 'LED-техники',
    vp_supervisor: 'VP-супервайзер',
    render_operators: 'Операторы рендера',
    tracking: 'Трекинг камеры',
  },
} as const;

export const DAY_RATE_ROWS: readonly RowDefinition[] = [
  {
    id: 'business.day_rate',
    category: 'business',
    kind: 'money',
    label: { en: 'Day rate (shooting day)', ru: 'Дневная ставка (съёмочный день)' },
    better: 'lower',
    read: (s) => money(s.day_rates, 'shooting_day'),
  },
  {
    id: 'business.prep_day_rate',
    category: 'business',
    kind: 'money',
    label: { en: 'Prep/strike day rate', ru: 'Ставка за день подготовки/разбора' },
    better: 'lower',
    read: (s) => money(s.day_rates, 'prep_day'),
  },
  {
    id: 'business.half_day_rate',
    category: 'business',
    kind: 'money',
    label: { en: 'Half-day rate', ru: 'Ставка за полдня' },
    better: 'lower',
    read: (s) => money(s.day_rates, 'half_day'),
  },
  {
    id: 'business.minimum_days',
    category: 'business',
    kind: 'number',
    label: { en: 'Minimum booking (days)', ru: 'Минимальный заказ (дней)' },
    better: 'lower',
    read: (s) => ({ kind: 'number', value: s.day_rates?.minimum_days ?? null }),
  },
  {
    id: 'business.day_rate_included',
    category: 'business',
    kind: 'list',
    label: { en: 'Included in the day rate', ru: 'Включено в дневную ставку' },
    read: (s, locale) => ({
      kind: 'list',
      value: (s.day_rates?.included ?? []).map((service) => INCLUDED_SERVICE_NAMES[locale][service]),
    }),
  },
];
