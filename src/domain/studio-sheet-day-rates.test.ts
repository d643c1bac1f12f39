import { describe, expect, it } from 'vitest';
import { EMPTY_RATE_TABLE, rateTableOf } from './exchange-rates';
import { matchHeaders } from './studio-sheet-columns';
import { dayRateSheetCells, dayRateSheetHeaders, isDayRateSheetHeader } from './studio-sheet-day-rates';

const table = rateTableOf({ rates_of: '2026-11-01', rates: [{ currency: 'USD', per_eur: 1.16 }] });
const rates = {
  currency: 'EUR',
  shooting_day: 13_000,
  prep_day: null,
  half_day: 7_000,
  minimum_days: 1.5,
  included: ['vp_supervisor' as const],
  overtime: ' ',
};

describe('the list export’s day-rate columns (product.md §18)', () => {
  it('head the converted figures as approximate, naming the currency and the rates’ date', () => {
    const en = dayRateSheetHeaders('en', { currency: 'USD', table });
    expect(en.slice(-3)).toEqual([
      'Shooting day rate, about USD (rates of Nov 1, 2026)',
      'Prep/strike day rate, about USD (rates of Nov 1, 2026)',
      'Half-day rate, about USD (rates of Nov 1, 2026)',
    ]);
    expect(dayRateSheetHeaders('ru', { currency: 'USD', table }).at(-3)).toBe(
      'Ставка за съёмочный день, около USD (курс на 1 нояб. 2026 г.)',
    );
    expect(dayRateSheetHeaders('en', { currency: 'USD', table: EMPTY_RATE_TABLE }).at(-1)).toBe(
      'Half-day rate, about USD (no exchange rates)',
    );
  });

  it('write the studio’s terms exactly and the conversions rounded; nothing where nothing is known', () => {
    expect(dayRateSheetCells(rates, 'en', { currency: 'USD', table })).toEqual([
      'EUR',
      13_000,
      null,
      7_000,
      1.5,
      'VP supervisor',
      null,
      15_100,
      null,
      8_120,
    ]);
    expect(dayRateSheetCells(rates, 'en', { currency: 'EUR', table }).slice(-3)).toEqual([
      13_000,
      null,
      7_000,
    ]);
    expect(
      dayRateSheetCells({ ...rates, currency: 'NOK' }, 'en', { currency: 'USD', table }).slice(-3),
    ).toEqual([null, null, null]);
    expect(dayRateSheetCells(null, 'ru', { currency: 'USD', table })).toEqual(Array(10).fill(null));
  });

  it('are recognised on import in either language and left alone', () => {
    expect(isDayRateSheetHeader('Shooting day rate, about GBP (rates of Jan 2, 2027)')).toBe(true);
    expect(isDayRateSheetHeader('валюта дневной ставки')).toBe(true);
    expect(isDayRateSheetHeader('Day rate')).toBe(false);
    const headers = ['Name', ...dayRateSheetHeaders('ru', { currency: 'USD', table }), 'Notes'];
    expect(matchHeaders(headers).map((h) => h.status)).toEqual([
      'matched',
      ...Array(10).fill('ignored'),
      'unknown',
    ]);
  });
});
