import { describe, expect, it } from 'vitest';
import { placeLabel } from './place-names';

const place = { country_code: 'US', latitude: 37.13, longitude: -84.08, population: 8000 };

describe('placeLabel (issue 34)', () => {
  it("names a US place's state, so places of one name differ, in both languages", () => {
    expect(placeLabel({ ...place, name: 'London', region: 'KY', country_name: 'United States' })).toBe(
      'London, KY, United States',
    );
    expect(placeLabel({ ...place, name: 'Лондон', region: 'OH', country_name: 'США' })).toBe(
      'Лондон, OH, США',
    );
  });

  it('names other places by their country alone', () => {
    expect(placeLabel({ ...place, name: 'Berlin', region: null, country_name: 'Germany' })).toBe(
      'Berlin, Germany',
    );
  });
});
