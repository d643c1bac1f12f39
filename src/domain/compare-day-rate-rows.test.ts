import { describe, expect, it } from 'vitest';
import { row, studio } from '../test/compared-studios';
import { compareTableRows } from './compare-export';
import { buildCompareTable } from './compare-table';
import { rateTableOf } from './exchange-rates';
import type { DayRates } from './schemas/day-rate-schemas';

const rates = (over: Partial<DayRates>): DayRates => ({
  currency: 'EUR',
  shooting_day: null,
  prep_day: null,
  half_day: null,
  minimum_days: null,
  included: [],
  overtime: '',
  ...over,
});

const table = rateTableOf({
  rates_of: '2026-11-01',
  rates: [
    { currency: 'USD', per_eur: 1.16 },
    { currency: 'GBP', per_eur: 0.87 },
  ],
});

// 13,000 EUR; 10,000 GBP (about 11,494 EUR); 9,000 NOK (the table lacks NOK); none.
const euro = studio(1, {
  day_rates: rates({ shooting_day: 13_000, prep_day: 6_500, minimum_days: 2, included: ['tracking'] }),
});
const pound = studio(2, {
  day_rates: rates({ currency: 'GBP', shooting_day: 10_000, half_day: 6_000, minimum_days: 1 }),
});
const krone = studio(3, { day_rates: rates({ currency: 'NOK', shooting_day: 9_000 }) });
const none = studio(4);

describe('the comparison’s day-rate rows (product.md §18)', () => {
  it('show each rate in the studio’s currency and, converted, as about … with the rates’ date', () => {
    const t = buildCompareTable([euro, pound, krone, none], 'en', { currency: 'USD', table });
    const day = row(t, 'business.day_rate');
    expect(day.category).toBe('business');
    expect(day.cells.map((c) => c.text?.replace(/\u00a0/g, ' ') ?? null)).toEqual([
      '€13,000 · about $15,100 (rates of Nov 1, 2026)',
      '£10,000 · about $13,300 (rates of Nov 1, 2026)',
      'NOK 9,000',
      null,
    ]);
    expect(day.cells[0]?.money).toEqual({
      own: '€13,000',
      converted: 'about $15,100 (rates of Nov 1, 2026)',
    });
    expect(t.currency).toBe('USD');
    expect(t.ratesOf).toBe('2026-11-01');
  });

  it('mark the lowest comparable rate best; an unconvertible or missing rate never wins', () => {
    const t = buildCompareTable([euro, pound, krone, none], 'en', { currency: 'EUR', table });
    expect(row(t, 'business.day_rate').cells.map((c) => c.best)).toEqual([false, true, false, false]);
    // The studio's own currency is shown exactly, with nothing converted.
    expect(row(t, 'business.day_rate').cells[0]?.text).toBe('€13,000');
    // One prep rate alone has nothing to beat.
    expect(row(t, 'business.prep_day_rate').cells.map((c) => c.best)).toEqual([false, false, false, false]);
    expect(row(t, 'business.minimum_days').cells.map((c) => [c.text, c.best])).toEqual([
      ['2', false],
      ['1', true],
      [null, false],
      [null, false],
    ]);
    expect(row(t, 'business.day_rate_included').cells[0]?.text).toBe('Camera tracking');
  });

  it('read in Russian, and go into the CSV rows with the converted figure', () => {
    const t = buildCompareTable([euro, pound], 'ru', {
      currency: 'RUB',
      table: rateTableOf({
        rates_of: '2026-11-01',
        rates: [
          { currency: 'RUB', per_eur: 94.5 },
          { currency: 'GBP', per_eur: 0.87 },
        ],
      }),
    });
    const day = row(t, 'business.day_rate');
    expect(day.label).toBe('Дневная ставка (съёмочный день)');
    expect(day.cells[0]?.text).toMatch(/^13\s000\s€ · около 1\s230\s000\s₽ \(курс на 1 нояб\. 2026 г\.\)$/);
    const csv = compareTableRows(t);
    const line = csv.find((cells) => cells[1] === 'Дневная ставка (съёмочный день)');
    expect(line?.[2]).toBe(day.cells[0]?.text);
  });

  it('without a table, convert nothing and compare only like currencies', () => {
    const t = buildCompareTable([euro, pound], 'en');
    expect(row(t, 'business.day_rate').cells.map((c) => [c.text, c.metric])).toEqual([
      ['€13,000', 13_000],
      ['£10,000', null],
    ]);
  });
});
