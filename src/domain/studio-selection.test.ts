import { describe, expect, it } from 'vitest';
import type { DayRateQuery } from './day-rate-query';
import { rateTableOf } from './exchange-rates';
import { distanceKm } from './geo';
import type { FilterableStudio } from './studio-facts';
import { filterPositions, indexStudios } from './studio-filter-matching';
import { filterOptions } from './studio-filter-options';
import { emptyFilters, type StudioFilters } from './studio-filters';
import { buildStudioSearch } from './studio-search';
import { effectiveSort, selectStudios } from './studio-selection';
import { SORT_KEYS, type SortKey } from './studio-sort';

type TestStudio = FilterableStudio & { id: number };
let nextId = 1;

function studio(overrides: Partial<TestStudio> = {}): TestStudio {
  return {
    id: nextId++,
    name: `Studio ${nextId}`,
    city: 'Berlin',
    country: 'Germany',
    country_code: 'DE',
    latitude: null,
    longitude: null,
    updated_at: '2025-01-01T00:00:00.000Z',
    detailed_attributes: {},
    ...overrides,
  };
}

const berlin = { latitude: 52.52437, longitude: 13.41053 };
const potsdam = { latitude: 52.39886, longitude: 13.06566 };
const munich = { latitude: 48.13743, longitude: 11.57549 };
const paris = { latitude: 48.85341, longitude: 2.3488 };

// Directory order: by name. Each numeric value is stated by some studios only.
const a = studio({
  name: 'Alpha',
  day_rates: {
    currency: 'EUR',
    shooting_day: 13000,
    prep_day: null,
    half_day: null,
    minimum_days: null,
    included: [],
    overtime: '',
  },
  ...berlin,
  updated_at: '2025-03-01T00:00:00.000Z',
  detailed_attributes: {
    LED_PHYSICAL_PRIMARY_WALL_WIDTH_M: '20',
    LED_PHYSICAL_PRIMARY_WALL_HEIGHT_M: '5',
    LED_PANEL_PIXEL_PITCH_MM: '2.6 [1]',
    STAGE_CEILING_HEIGHT_M: '12',
  },
});
const b = studio({
  name: 'Bravo',
  day_rates: {
    currency: 'USD',
    shooting_day: 12000,
    prep_day: null,
    half_day: null,
    minimum_days: null,
    included: [],
    overtime: '',
  },
  ...munich,
  updated_at: '2025-05-01T00:00:00.000Z',
  detailed_attributes: {
    LED_PHYSICAL_PRIMARY_WALL_WIDTH_M: '30',
    LED_PHYSICAL_PRIMARY_WALL_HEIGHT_M: '8',
    LED_PANEL_PIXEL_PITCH_MM: '1.9',
  },
});
const c = studio({
  name: 'Charlie',
  day_rates: {
    currency: 'HUF',
    shooting_day: 1000000,
    prep_day: null,
    half_day: null,
    minimum_days: null,
    included: [],
    overtime: '',
  },
  ...potsdam,
  updated_at: '2025-01-15T00:00:00.000Z',
  detailed_attributes: { LED_PHYSICAL_PRIMARY_WALL_WIDTH_M: '12', STAGE_CEILING_HEIGHT_M: '9' },
});
const d = studio({
  name: 'Delta',
  country: 'France',
  country_code: 'FR',
  ...paris,
  updated_at: 'not a date',
});
const e = studio({ name: 'Echo' });
const all = [a, b, c, d, e];
const index = indexStudios(all);

// HUF is missing from the table: Charlie's rate cannot be converted, so it counts as unknown.
const rates = rateTableOf({ rates_of: '2026-11-01', rates: [{ currency: 'USD', per_eur: 1.1 }] });

function select(
  filters: Partial<StudioFilters>,
  sort: { key: SortKey; descending?: boolean } | null = null,
  dayRate?: DayRateQuery,
) {
  const query = {
    filters: { ...emptyFilters(), ...filters },
    sort: sort ? { descending: false, ...sort } : null,
    dayRate,
  };
  return selectStudios(index, query, buildStudioSearch(index), rates);
}
const names = (list: { studio: TestStudio }[]) => list.map((s) => s.studio.name);

describe('what each selected studio carries', () => {
  it("is the index's own facts, not worked out again", () => {
    const selected = select({ countries: ['DE'] }, { key: 'wall_width', descending: true });
    expect(names(selected)).toEqual(['Bravo', 'Alpha', 'Charlie', 'Echo']);
    for (const entry of selected) {
      const indexed = index.find((candidate) => candidate.studio === entry.studio);
      expect(entry.facts).toBe(indexed?.facts);
    }
  });
});

describe('near and radius', () => {
  it('measures every distance from near, null without coordinates', () => {
    const selected = select({ near: berlin });
    const byName = new Map(selected.map((s) => [s.studio.name, s.distanceKm]));
    expect(byName.get('Alpha')).toBe(0);
    expect(byName.get('Bravo')).toBeCloseTo(distanceKm(berlin, munich), 6);
    expect(byName.get('Echo')).toBeNull();
  });
  it('keeps only the studios within the radius (a studio without coordinates is in none)', () => {
    expect(names(select({ near: berlin, radiusKm: 50 }))).toEqual(['Alpha', 'Charlie']);
    expect(names(select({ near: berlin, radiusKm: 600 }))).toEqual(['Alpha', 'Charlie', 'Bravo']);
  });
  it('sorts by distance by default near a place, nearest first, the unknown last', () => {
    expect(names(select({ near: berlin }))).toEqual(['Alpha', 'Charlie', 'Bravo', 'Delta', 'Echo']);
    expect(names(select({ near: berlin }, { key: 'distance', descending: true }))).toEqual([
      'Delta',
      'Bravo',
      'Charlie',
      'Alpha',
      'Echo',
    ]);
  });
  it('keeps only the studios inside map bounds', () => {
    expect(names(select({ bounds: { south: 47, west: 5.8, north: 55, east: 15.1 } }))).toEqual([
      'Alpha',
      'Bravo',
      'Charlie',
    ]);
  });
});

describe('ranges', () => {
  it('keep the studios whose value is within min..max, both inclusive, and only those that state it', () => {
    const ranges = { wall_width: { min: 12, max: 20, includeUnknown: false } };
    expect(names(select({ ranges }))).toEqual(['Alpha', 'Charlie']);
    expect(names(select({ ranges: { wall_width: { min: 21, max: null, includeUnknown: false } } }))).toEqual([
      'Bravo',
    ]);
  });
  it("keep the unknown only when asked: 'include unknown' is an explicit choice", () => {
    const ranges = { pixel_pitch: { min: null, max: 2, includeUnknown: true } };
    expect(names(select({ ranges }))).toEqual(['Bravo', 'Charlie', 'Delta', 'Echo']);
  });
  it('read the wall area as width times height', () => {
    expect(names(select({ ranges: { wall_area: { min: 100, max: 100, includeUnknown: false } } }))).toEqual([
      'Alpha',
    ]);
  });
});

describe('day-rate budget (product.md §18)', () => {
  it('converts into the reader currency and keeps those within it, never the unknown unless asked', () => {
    expect(names(select({}, null, { currency: 'USD', max: 12500, includeUnknown: false }))).toEqual([
      'Bravo',
    ]);
    expect(names(select({}, null, { currency: 'EUR', max: 13000, includeUnknown: false }))).toEqual([
      'Alpha',
      'Bravo',
    ]);
    expect(names(select({}, null, { currency: 'USD', max: 12500, includeUnknown: true }))).toEqual([
      'Bravo',
      'Charlie',
      'Delta',
      'Echo',
    ]);
  });
  it('sorts in the reader currency with the unknown after, both ways', () => {
    const usd = { currency: 'USD', max: null, includeUnknown: false };
    expect(names(select({}, { key: 'day_rate', descending: true }, usd))).toEqual([
      'Alpha',
      'Bravo',
      'Charlie',
      'Delta',
      'Echo',
    ]);
  });
});

describe('sorts', () => {
  const expected: Record<Exclude<SortKey, 'relevance' | 'distance'>, string[]> = {
    name: ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'],
    wall_width: ['Charlie', 'Alpha', 'Bravo', 'Delta', 'Echo'],
    wall_area: ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'],
    pixel_pitch: ['Bravo', 'Alpha', 'Charlie', 'Delta', 'Echo'],
    ceiling_height: ['Charlie', 'Alpha', 'Bravo', 'Delta', 'Echo'],
    updated: ['Echo', 'Charlie', 'Alpha', 'Bravo', 'Delta'],
    day_rate: ['Bravo', 'Alpha', 'Charlie', 'Delta', 'Echo'],
  };
  for (const [key, ascending] of Object.entries(expected)) {
    it(`${key}: ascending and descending, the studios without the value last both ways`, () => {
      const sortKey = key as SortKey;
      expect(names(select({}, { key: sortKey }))).toEqual(ascending);
      const known = ascending.filter((name) => !unknownFor(sortKey).includes(name));
      const descending =
        key === 'name' ? [...ascending].reverse() : [...known].reverse().concat(unknownFor(sortKey));
      expect(names(select({}, { key: sortKey, descending: true }))).toEqual(descending);
    });
  }
  function unknownFor(key: SortKey): string[] {
    return (
      (
        {
          wall_width: ['Delta', 'Echo'],
          wall_area: ['Charlie', 'Delta', 'Echo'],
          pixel_pitch: ['Charlie', 'Delta', 'Echo'],
          ceiling_height: ['Bravo', 'Delta', 'Echo'],
          updated: ['Delta'],
          day_rate: ['Charlie', 'Delta', 'Echo'],
        } as Record<string, string[]>
      )[key] ?? []
    );
  }
  it('covers every sort key', () => {
    expect(SORT_KEYS).toEqual([
      'relevance',
      'name',
      'distance',
      ...Object.keys(expected).slice(1, 5),
      'updated',
      'day_rate',
    ]);
  });
  it('defaults to relevance when searching, distance near a place, else name', () => {
    expect(effectiveSort({ filters: { ...emptyFilters(), search: 'x' }, sort: null }).key).toBe('relevance');
    expect(effectiveSort({ filters: { ...emptyFilters(), near: berlin }, sort: null }).key).toBe('distance');
    expect(effectiveSort({ filters: emptyFilters(), sort: null }).key).toBe('name');
  });
});

describe('search in the selection', () => {
  it('ranks name matches first and reports what matched', () => {
    const studios = [
      studio({ name: 'Engine Room', description: 'A stage.' }),
      studio({
        name: 'Quiet Stage',
        detailed_attributes: { SOFTWARE_REALTIME_ENGINE: 'Unreal Engine 5.4, disguise' },
      }),
    ];
    const local = indexStudios(studios);
    const selected = selectStudios(
      local,
      { filters: { ...emptyFilters(), search: 'engine' }, sort: null },
      buildStudioSearch(local),
    );
    expect(selected.map((s) => s.studio.name)).toEqual(['Engine Room', 'Quiet Stage']);
    expect(selected[1]!.matches).toEqual([{ field: 'engines', value: 'Unreal Engine 5.4' }]);
  });
  it('falls back to the substring of name, city and country without the search module', () => {
    const selected = selectStudios(index, { filters: { ...emptyFilters(), search: 'fran' }, sort: null });
    expect(selected.map((s) => s.studio.name)).toEqual(['Delta']);
  });
});

describe('a search answer that lists its positions', () => {
  // Sixty studios in three countries and four cities, some offering services, named so that a
  // search matches some in each country.
  const places = [
    ['Berlin', 'Germany', 'DE'],
    ['Munich', 'Germany', 'DE'],
    ['Paris', 'France', 'FR'],
    ['Lyon', 'France', 'FR'],
    ['Madrid', 'Spain', 'ES'],
  ] as const;
  const many = Array.from({ length: 60 }, (_, i) => {
    const [city, country, country_code] = places[(i * 7) % places.length]!;
    return studio({
      name: `${i % 3 === 0 ? 'Volume' : 'Stage'} ${String(i).padStart(2, '0')}`,
      city,
      country,
      country_code,
      detailed_attributes:
        i % 4 === 0
          ? { GENERAL_VP_SERVICE_TYPE_LEVEL1: 'Virtual Production' }
          : i % 5 === 0
            ? { GENERAL_VP_SERVICE_TYPE_LEVEL1: 'Motion Capture' }
            : {},
    });
  });
  const local = indexStudios(many);
  const hits = buildStudioSearch(local).search('volume');
  // The same answer asked position by position only (how filtering worked before it could list them).
  const askedOneByOne = { has: (position: number) => hits.has(position) };

  it('is filtered to the same positions, in index order', () => {
    for (const countries of [[], ['DE'], ['FR', 'ES']]) {
      const filters = { ...emptyFilters(), search: 'volume', countries };
      const listed = filterPositions(local, filters, hits);
      expect(listed).toEqual(filterPositions(local, filters, askedOneByOne));
      expect(listed).toEqual([...listed].sort((x, y) => x - y));
      expect(listed.length).toBeGreaterThan(0);
    }
  });

  it('gives the same option counts', () => {
    for (const countries of [[], ['DE']]) {
      const filters = { ...emptyFilters(), search: 'volume', countries };
      const options = filterOptions(local, filters, hits);
      expect(options).toEqual(filterOptions(local, filters, askedOneByOne));
      expect(options.countries.reduce((sum, option) => sum + option.count, 0)).toBe(hits.size);
    }
  });
});

describe('the substring search while the ranked one loads', () => {
  it('answers each text of a typing sequence as a fresh index would (a longer text narrows the last answer)', () => {
    const studios = Array.from({ length: 40 }, (_, i) =>
      studio({
        name: `${['Sable', 'Saturn', 'Nova', 'Basalt'][i % 4]} ${i}`,
        city: i % 3 ? 'Paris' : 'Lyon',
      }),
    );
    const typedInto = indexStudios(studios);
    for (const text of ['s', 'sa', 'sat', 'a', 'sa', 'ly', 'lyon', 'par', '']) {
      const filters = { ...emptyFilters(), search: text };
      const fresh = indexStudios(studios);
      expect(filterPositions(typedInto, filters)).toEqual(filterPositions(fresh, filters));
      expect(filterOptions(typedInto, filters)).toEqual(filterOptions(fresh, filters));
    }
    expect(filterPositions(typedInto, { ...emptyFilters(), search: 'sat' }).length).toBe(10);
  });
});
