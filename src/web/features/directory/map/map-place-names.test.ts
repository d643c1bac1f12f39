import { describe, expect, it } from 'vitest';
import { labelMinPopulation, type MapPlace, placesToName } from './map-place-names';

const places: MapPlace[] = [
  ['London', 51.509, -0.126, 7_556_900],
  ['Berlin', 52.524, 13.411, 3_426_354],
  ['Hamburg', 53.575, 10.015, 1_739_117],
  ['Potsdam-ish', 52.53, 13.42, 1_200_000],
  ['Leipzig', 51.34, 12.371, 504_971],
];

/** A plain projection for the tests: 100 px a degree, everything in view. */
const flat = (latitude: number, longitude: number) => ({
  x: 500 + longitude * 100,
  y: 6000 - latitude * 100,
});

describe('the offline map’s city names', () => {
  it('names only the largest cities far out, and more as the map zooms in', () => {
    expect(placesToName(places, 2, flat).map((p) => p.name)).toEqual(['London']);
    expect(placesToName(places, 3, flat).map((p) => p.name)).toEqual(['London', 'Berlin']);
    expect(placesToName(places, 6, flat).map((p) => p.name)).toContain('Leipzig');
    expect(labelMinPopulation(8)).toBe(0);
  });

  it('leaves out a name that would overlap a larger city’s, and places outside the view', () => {
    const names = placesToName(places, 6, flat).map((p) => p.name);
    expect(names).toContain('Berlin');
    expect(names).not.toContain('Potsdam-ish');
    const westOnly = (latitude: number, longitude: number) =>
      longitude < 5 ? flat(latitude, longitude) : null;
    expect(placesToName(places, 6, westOnly).map((p) => p.name)).toEqual(['London']);
  });
});
