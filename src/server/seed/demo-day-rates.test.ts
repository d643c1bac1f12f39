import { isCurrencyCode } from '@domain/currencies';
import { describe, expect, it } from 'vitest';
import { DEMO_EXCHANGE_RATES } from './demo-day-rates';
import { DEMO_STUDIOS } from './demo-studios';

describe('the demo day rates', () => {
  const rated = DEMO_STUDIOS.filter((s) => s.studio.dayRates);
  it('give many studios a rate, in at least four currencies, and leave honest gaps', () => {
    expect(rated.length).toBeGreaterThanOrEqual(20);
    expect(rated.length).toBeLessThan(DEMO_STUDIOS.length);
    expect(new Set(rated.map((s) => s.studio.dayRates?.currency)).size).toBeGreaterThanOrEqual(4);
  });
  it('are in currencies the demo rate table converts', () => {
    const table = new Set(['EUR', ...DEMO_EXCHANGE_RATES.map((r) => r.currency)]);
    for (const s of rated) expect(table.has(s.studio.dayRates?.currency ?? ''), s.studio.name).toBe(true);
    for (const r of DEMO_EXCHANGE_RATES) expect(isCurrencyCode(r.currency)).toBe(true);
  });
});
