import { describe, expect, it } from 'vitest';
import {
  parseStudioListQuery,
  parseStudioListQueryStrict,
  serializeStudioListQuery,
} from './studio-list-address';

describe('the day-rate part of the address', () => {
  it('reads the currency, the budget, with_unknown=day_rate and sort=day_rate, and writes them back', () => {
    const search = '?currency=usd&rate_max=15000&with_unknown=day_rate&sort=-day_rate';
    const query = parseStudioListQuery(search);
    expect(query.dayRate).toEqual({ currency: 'USD', max: 15000, includeUnknown: true });
    expect(query.sort).toEqual({ key: 'day_rate', descending: true });
    const written = serializeStudioListQuery(query);
    expect(written).toBe('?currency=USD&rate_max=15000&with_unknown=day_rate&sort=-day_rate');
    expect(parseStudioListQuery(written)).toEqual(query);
  });
  it('keeps with_unknown=day_rate beside the ranges', () => {
    const query = parseStudioListQuery('?rate_max=9000&pixel_pitch=..2&with_unknown=pixel_pitch,day_rate');
    expect(query.dayRate).toEqual({ currency: null, max: 9000, includeUnknown: true });
    expect(query.filters.ranges.pixel_pitch?.includeUnknown).toBe(true);
    expect(serializeStudioListQuery(query)).toBe(
      '?pixel_pitch=..2&rate_max=9000&with_unknown=pixel_pitch,day_rate',
    );
  });
  it('has no day-rate part without a currency or a budget', () => {
    expect(parseStudioListQuery('?sort=day_rate').dayRate).toBeUndefined();
  });
  it('refuses a currency that is no ISO 4217 code and a budget that is no positive number (API)', () => {
    const { issues } = parseStudioListQueryStrict('?currency=euro&rate_max=-5');
    expect(issues.map((i) => i.field)).toEqual(['currency', 'rate_max']);
  });
});
