import { describe, expect, it } from 'vitest';
import { formatConverted, formatDayRateLine, formatMoney } from './day-rate-format';
import {
  convertAmount,
  convertibleCurrencies,
  parseRateFile,
  rateTableOf,
  roundEstimate,
} from './exchange-rates';

const table = rateTableOf({
  rates_of: '2026-11-01',
  rates: [
    { currency: 'USD', per_eur: 1.1 },
    { currency: 'GBP', per_eur: 0.85 },
    { currency: 'NOK', per_eur: 11.5 },
  ],
});

describe('convertAmount', () => {
  it('goes through EUR both ways', () => {
    expect(convertAmount(1000, 'EUR', 'USD', table)).toBeCloseTo(1100);
    expect(convertAmount(1100, 'USD', 'EUR', table)).toBeCloseTo(1000);
    expect(convertAmount(850, 'GBP', 'USD', table)).toBeCloseTo(1100);
  });
  it('is exact in the same currency and null without a rate', () => {
    expect(convertAmount(123.45, 'SEK', 'SEK', table)).toBe(123.45);
    expect(convertAmount(1000, 'SEK', 'EUR', table)).toBeNull();
    expect(convertAmount(1000, 'EUR', 'SEK', table)).toBeNull();
  });
  it('lists EUR first, then the table', () => {
    expect(convertibleCurrencies(table)).toEqual(['EUR', 'GBP', 'NOK', 'USD']);
  });
});

describe('roundEstimate', () => {
  it('keeps three significant figures', () => {
    expect(roundEstimate(12437.6)).toBe(12400);
    expect(roundEstimate(987.4)).toBe(987);
    expect(roundEstimate(1_234_567)).toBe(1_230_000);
    expect(roundEstimate(42.4)).toBe(42);
  });
});

describe('formatting', () => {
  it('shows the studio figure exactly', () => {
    expect(formatMoney(13000, 'EUR', 'en')).toBe('€13,000');
    expect(formatMoney(13000, 'EUR', 'ru').replace(/\s/g, ' ')).toBe('13 000 €');
  });
  it('shows a converted figure as about, with the date of its rates', () => {
    expect(formatConverted(11300, 'EUR', 'USD', table, 'en')).toBe('about $12,400 (rates of Nov 1, 2026)');
    expect(formatConverted(11300, 'EUR', 'USD', table, 'ru')?.replace(/\s/g, ' ')).toBe(
      'около 12 400 $ (курс на 1 нояб. 2026 г.)',
    );
  });
  it('converts nothing in the same currency or without a rate', () => {
    expect(formatConverted(1000, 'EUR', 'EUR', table, 'en')).toBeNull();
    expect(formatConverted(1000, 'SEK', 'EUR', table, 'en')).toBeNull();
  });
  it('reads a day-rate line', () => {
    const rates = {
      currency: 'NOK',
      shooting_day: 115000,
      prep_day: null,
      half_day: null,
      minimum_days: null,
      included: [],
      overtime: '',
    };
    expect(formatDayRateLine(rates, 'EUR', table, 'en')?.replace(/\s/g, ' ')).toBe(
      'NOK 115,000 per shooting day · about €10,000 (rates of Nov 1, 2026)',
    );
    expect(formatDayRateLine(rates, 'NOK', table, 'en')?.replace(/\s/g, ' ')).toBe(
      'NOK 115,000 per shooting day',
    );
    expect(formatDayRateLine({ ...rates, shooting_day: null, half_day: 5 }, 'EUR', table, 'en')).toBeNull();
  });
});

describe('parseRateFile', () => {
  it('reads a file with a header, blank lines and semicolons', () => {
    expect(parseRateFile('currency,per_eur\nUSD,1.1\n\ngbp;0.85\r\nEUR,1\n')).toEqual({
      rates: [
        { currency: 'USD', per_eur: 1.1 },
        { currency: 'GBP', per_eur: 0.85 },
      ],
      problems: [],
    });
  });
  it('refuses the whole file for any bad line', () => {
    const result = parseRateFile('USD,1.1\nXYZ,2\nGBP,0,85\nUSD,1.2\nEUR,2\nNOK,-1\nSEK');
    expect(result.rates).toBeNull();
    expect(result.problems.map((p) => p.line)).toEqual([2, 3, 4, 5, 6, 7]);
  });
  it('refuses an empty file', () => {
    expect(parseRateFile('currency,per_eur\n').rates).toBeNull();
  });
});
