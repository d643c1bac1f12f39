import { describe, expect, it } from 'vitest';
import { mapMessages } from './map-messages';
import { summarizeMap } from './map-summary';

const berlin = { latitude: 52.52, longitude: 13.405 };
const studio = (country: string, placed = true) => ({ facts: { country, point: placed ? berlin : null } });

const selection = [
  ...Array.from({ length: 6 }, () => studio('DE')),
  ...Array.from({ length: 5 }, () => studio('GB')),
  studio('FR'),
  studio('ES'),
  studio('US'),
  studio('CA'),
  studio('JP'),
  studio('DE', false),
  studio('AU', false),
  studio('', true),
];

describe('summarizeMap', () => {
  it('counts the placed studios, names the largest countries first and sums the rest', () => {
    const summary = summarizeMap(selection, 'en', 3);
    expect(summary.placed).toBe(17);
    expect(summary.unplaced).toBe(2);
    // Ties read in name order: Canada before France.
    expect(summary.countries).toEqual([
      { name: 'Germany', count: 6 },
      { name: 'United Kingdom', count: 5 },
      { name: 'Canada', count: 1 },
    ]);
    // France, Japan, Spain, the United States and the studio without a country.
    expect(summary.others).toBe(5);
  });

  it('names the countries in the reader’s language', () => {
    expect(summarizeMap(selection, 'ru', 2).countries).toEqual([
      { name: 'Германия', count: 6 },
      { name: 'Великобритания', count: 5 },
    ]);
  });

  it('reads as one sentence in English and in Russian, with Russian plural forms', () => {
    const en = mapMessages.en;
    const summary = summarizeMap(selection, 'en', 2);
    expect(en.summary({ count: summary.placed, ...summary })).toBe(
      '17 studios on the map: 6 in Germany, 5 in United Kingdom, 6 elsewhere.',
    );
    expect(en.summary({ count: 1, countries: [{ name: 'Germany', count: 1 }], others: 0 })).toBe(
      '1 studio on the map: 1 in Germany.',
    );
    expect(en.unplaced({ count: 2 })).toBe('2 studios have no coordinates and are not on the map.');
    expect(en.unplaced({ count: 1 })).toBe('1 studio has no coordinates and is not on the map.');

    const ru = mapMessages.ru;
    expect(ru.summary({ count: 21, countries: [{ name: 'Германия', count: 6 }], others: 15 })).toBe(
      'На карте 21 студия. Германия: 6; в других странах: 15.',
    );
    expect(ru.summary({ count: 3, countries: [], others: 0 })).toBe('На карте 3 студии.');
    expect(ru.summary({ count: 11, countries: [], others: 0 })).toBe('На карте 11 студий.');
    expect(ru.unplaced({ count: 1 })).toBe('1 студия без координат, она не показана на карте.');
    expect(ru.unplaced({ count: 5 })).toBe('5 студий без координат, они не показаны на карте.');
  });

  it('has nothing to name when no studio has coordinates', () => {
    expect(summarizeMap([studio('DE', false)], 'en')).toEqual({
      placed: 0,
      unplaced: 1,
      countries: [],
      others: 0,
    });
  });
});
