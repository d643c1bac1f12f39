import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryCodeOf, countryLabel, studioCountryName } from './countries';
import { displayNameOf, type FilterableStudio, heightBandOf, studioFacts, widthBandOf } from './studio-facts';
import { withCountries, withGroup, withoutValue } from './studio-filter-changes';
import { filterStudios, indexStudios, publicStudioCount, verifiedCutoffMs } from './studio-filter-matching';
import {
  cityOptionsFor,
  filterOptions,
  matchingFirst,
  prepareOptionTables,
  sortCountryOptions,
} from './studio-filter-options';
import {
  EMPTY_FILTERS,
  emptyFilters,
  FILTER_GROUPS,
  FIXED_GROUP_OPTIONS,
  hasActiveFilters,
  type StudioFilters,
} from './studio-filters';
import {
  LIST_VIEWS,
  parseCompareIds,
  parseStudioListQuery,
  parseStudioListQueryStrict,
  serializeStudioListQuery,
} from './studio-list-address';
import { RANGE_KEYS, type RangeKey } from './studio-ranges';
import { SORT_KEYS } from './studio-sort';

let nextId = 1;
type TestStudio = FilterableStudio & { id: number; status: string };

function studio(overrides: Partial<TestStudio> = {}): TestStudio {
  return {
    id: nextId++,
    name: 'Studio',
    city: 'Berlin',
    country: 'Germany',
    status: 'published',
    detailed_attributes: {},
    ...overrides,
  };
}

function filters(overrides: Partial<StudioFilters>): StudioFilters {
  return { ...emptyFilters(), ...overrides };
}

function ids(list: readonly { id: number }[]): number[] {
  return list.map((s) => s.id);
}

describe('search', () => {
  const aurora = studio({ name: 'Aurora Volume Works', city: 'Berlin', country: 'Germany' });
  const smith = studio({ name: 'Smith &amp; Reyes Virtual', city: 'Los Angeles', country: 'United States' });
  const director = studio({ name: 'Director&#39;s Cut Volume', city: 'Toronto', country: 'Canada' });
  const all = [aurora, smith, director];

  it('is a case-insensitive substring of the name', () => {
    expect(ids(filterStudios(all, filters({ search: 'volume' })))).toEqual([aurora.id, director.id]);
    expect(ids(filterStudios(all, filters({ search: 'AURORA' })))).toEqual([aurora.id]);
  });
  it('matches the name with its HTML entities decoded', () => {
    expect(ids(filterStudios(all, filters({ search: 'smith & reyes' })))).toEqual([smith.id]);
    expect(ids(filterStudios(all, filters({ search: "director's" })))).toEqual([director.id]);
    expect(ids(filterStudios(all, filters({ search: '&amp;' })))).toEqual([]);
  });
  it('matches the city and the country', () => {
    expect(ids(filterStudios(all, filters({ search: 'los ang' })))).toEqual([smith.id]);
    expect(ids(filterStudios(all, filters({ search: 'CANADA' })))).toEqual([director.id]);
  });
  it('ignores surrounding blanks; blank search matches everything', () => {
    expect(ids(filterStudios(all, filters({ search: '  berlin ' })))).toEqual([aurora.id]);
    expect(ids(filterStudios(all, filters({ search: '   ' })))).toEqual(ids(all));
  });
  it('does not match other attributes', () => {
    const withService = studio({ name: 'X', detailed_attributes: { services: ['Motion Capture'] } });
    expect(filterStudios([withService], filters({ search: 'motion' }))).toEqual([]);
  });
  it('decodes a name once: a loader-decoded name is not decoded again', () => {
    expect(displayNameOf({ name: 'A &amp;lt; B' })).toBe('A &lt; B');
    expect(displayNameOf({ name: 'A &lt; B', rawName: 'A &amp;lt; B' })).toBe('A &lt; B');
    const decoded = studio({ name: 'A &lt; B', rawName: 'A &amp;lt; B' });
    expect(filterStudios([decoded], filters({ search: '&lt;' }))).toEqual([decoded]);
    expect(filterStudios([decoded], filters({ search: 'a < b' }))).toEqual([]);
  });
});

describe('groups: OR within, AND across', () => {
  const berlin = studio({
    city: 'Berlin',
    country: 'Germany',
    detailed_attributes: { services: ['LED Volume'] },
  });
  const paris = studio({
    city: 'Paris',
    country: 'France',
    detailed_attributes: { services: ['Motion Capture'] },
  });
  const munich = studio({
    city: 'Munich',
    country: 'Germany',
    detailed_attributes: { GENERAL_VP_SERVICE_TYPE_LEVEL1: 'Motion Capture, LED Volume' },
  });
  const all = [berlin, paris, munich];

  it('matches any chosen value of a group', () => {
    expect(ids(filterStudios(all, filters({ countries: ['France', 'Germany'] })))).toEqual(ids(all));
    expect(ids(filterStudios(all, filters({ cities: ['Paris', 'Munich'] })))).toEqual([paris.id, munich.id]);
  });
  it('requires every group to match', () => {
    expect(
      ids(filterStudios(all, filters({ countries: ['Germany'], services: ['Motion Capture'] }))),
    ).toEqual([munich.id]);
    expect(ids(filterStudios(all, filters({ countries: ['France'], cities: ['Berlin'] })))).toEqual([]);
  });
  it('combines the search with the groups', () => {
    expect(ids(filterStudios(all, filters({ search: 'mun', countries: ['Germany'] })))).toEqual([munich.id]);
  });
  it('matches a studio with any of its service types', () => {
    expect(ids(filterStudios(all, filters({ services: ['LED Volume'] })))).toEqual([berlin.id, munich.id]);
  });
  it('an empty filter set matches everything', () => {
    expect(filterStudios(all, EMPTY_FILTERS)).toEqual(all);
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters(filters({ search: ' x ' }))).toBe(true);
    expect(hasActiveFilters(filters({ floor: ['no'] }))).toBe(true);
  });
});

describe('width bands: Small <8, Medium 8-15, Large 15-25, XL >25 (lower inclusive, upper exclusive)', () => {
  it.each([
    [0, 'small'],
    [7.99, 'small'],
    [8, 'medium'],
    [14.99, 'medium'],
    [15, 'large'],
    [24.99, 'large'],
    [25, 'xl'],
    [999, 'xl'],
  ] as const)('%s m is %s', (width, band) => {
    expect(widthBandOf(width)).toBe(band);
  });
  it('an unknown or impossible width has no band', () => {
    expect(widthBandOf(null)).toBeNull();
    expect(widthBandOf(-1)).toBeNull();
    expect(widthBandOf(Number.NaN)).toBeNull();
  });
  it('filters by the catalog width, else the legacy led_wall_size', () => {
    const eight = studio({ detailed_attributes: { LED_PHYSICAL_PRIMARY_WALL_WIDTH_M: '8 [1]' } });
    const fifteen = studio({ detailed_attributes: { LED_PHYSICAL_PRIMARY_WALL_WIDTH_M: '15' } });
    const twentyFive = studio({ detailed_attributes: { LED_PHYSICAL_PRIMARY_WALL_WIDTH_M: 25 } });
    const legacy = studio({ detailed_attributes: { led_wall_size: '30m x 6m' } });
    const unknown = studio();
    const all = [eight, fifteen, twentyFive, legacy, unknown];
    expect(ids(filterStudios(all, filters({ widths: ['small'] })))).toEqual([]);
    expect(ids(filterStudios(all, filters({ widths: ['medium'] })))).toEqual([eight.id]);
    expect(ids(filterStudios(all, filters({ widths: ['large'] })))).toEqual([fifteen.id]);
    expect(ids(filterStudios(all, filters({ widths: ['xl'] })))).toEqual([twentyFive.id, legacy.id]);
    expect(ids(filterStudios(all, filters({ widths: ['small', 'medium', 'large', 'xl'] })))).toEqual([
      eight.id,
      fifteen.id,
      twentyFive.id,
      legacy.id,
    ]);
  });
});

describe('height bands: Low <3, Standard 3-5, High 5-8, Very High >8', () => {
  it.each([
    [2.99, 'low'],
    [3, 'standard'],
    [4.99, 'standard'],
    [5, 'high'],
    [7.99, 'high'],
    [8, 'very-high'],
  ] as const)('%s m is %s', (height, band) => {
    expect(heightBandOf(height)).toBe(band);
  });
  it('an unknown height matches no band', () => {
    const unknown = studio({ detailed_attributes: { LED_PHYSICAL_PRIMARY_WALL_HEIGHT_M: 'tbc' } });
    const three = studio({ detailed_attributes: { LED_PHYSICAL_PRIMARY_WALL_HEIGHT_M: '3 m [2]' } });
    const all = [unknown, three];
    expect(heightBandOf(null)).toBeNull();
    expect(ids(filterStudios(all, filters({ heights: ['low', 'standard', 'high', 'very-high'] })))).toEqual([
      three.id,
    ]);
  });
});

describe('ceiling, floor and movable panels: yes, no, unknown', () => {
  const yesBracket = studio({ detailed_attributes: { LED_PHYSICAL_PRIMARY_CEILING_BOOL: 'Yes [2]' } });
  const upper = studio({ detailed_attributes: { LED_PHYSICAL_PRIMARY_CEILING_BOOL: 'TRUE' } });
  const legacyNo = studio({ detailed_attributes: { led_ceiling: false } });
  const legacyYesText = studio({ detailed_attributes: { led_ceiling: 'yes' } });
  const planned = studio({ detailed_attributes: { LED_PHYSICAL_PRIMARY_CEILING_BOOL: 'Planned 2026' } });
  const none = studio();
  const all = [yesBracket, upper, legacyNo, legacyYesText, planned, none];

  it("reads 'Yes [2]' and other spellings case-insensitively, with the legacy fallback", () => {
    expect(studioFacts(yesBracket).ceiling).toBe('yes');
    expect(studioFacts(upper).ceiling).toBe('yes');
    expect(studioFacts(legacyNo).ceiling).toBe('no');
    expect(studioFacts(legacyYesText).ceiling).toBe('yes');
  });
  it('anything else is unknown', () => {
    expect(studioFacts(planned).ceiling).toBe('unknown');
    expect(studioFacts(none).ceiling).toBe('unknown');
  });
  it('filters by the chosen answers', () => {
    expect(ids(filterStudios(all, filters({ ceiling: ['yes'] })))).toEqual([
      yesBracket.id,
      upper.id,
      legacyYesText.id,
    ]);
    expect(ids(filterStudios(all, filters({ ceiling: ['no'] })))).toEqual([legacyNo.id]);
    expect(ids(filterStudios(all, filters({ ceiling: ['unknown'] })))).toEqual([planned.id, none.id]);
    expect(ids(filterStudios(all, filters({ ceiling: ['no', 'unknown'] })))).toEqual([
      legacyNo.id,
      planned.id,
      none.id,
    ]);
  });
  it('reads floor and movable panels from their own keys', () => {
    const s = studio({
      detailed_attributes: {
        LED_PHYSICAL_PRIMARY_FLOOR_BOOL: 'no [1]',
        led_floor: true,
        led_movable_panels: 'YES',
      },
    });
    expect(studioFacts(s)).toMatchObject({ floor: 'no', movable: 'yes', ceiling: 'unknown' });
    expect(filterStudios([s], filters({ floor: ['no'], movable: ['yes'] }))).toEqual([s]);
    expect(filterStudios([s], filters({ floor: ['yes'] }))).toEqual([]);
  });
});

describe('3DGS and 4DGS: yes (Available or Limited), not yet (Not Available) and unknown', () => {
  const available = studio({ detailed_attributes: { '3DGS_LOCATION_SCANNING_STATUS': 'Available [2]' } });
  const limited = studio({ detailed_attributes: { '3DGS_LOCATION_SCANNING_STATUS': 'limited' } });
  const notAvailable = studio({ detailed_attributes: { '3DGS_LOCATION_SCANNING_STATUS': 'Not Available' } });
  const missing = studio();
  const saidUnknown = studio({ detailed_attributes: { '3DGS_LOCATION_SCANNING_STATUS': 'Unknown' } });
  const garbled = studio({ detailed_attributes: { '3DGS_LOCATION_SCANNING_STATUS': 'soon?' } });
  const actor = studio({ detailed_attributes: { '4DGS_ACTOR_SCANNING_STATUS': 'Not Available' } });
  const all = [available, limited, notAvailable, missing, saidUnknown, garbled, actor];

  it('yes means Available or Limited', () => {
    expect(ids(filterStudios(all, filters({ gs3: ['yes'] })))).toEqual([available.id, limited.id]);
    expect(ids(filterStudios(all, filters({ gs4: ['yes'] })))).toEqual([]);
  });
  it('not yet means Not Available only: a studio nobody asked is not counted as not offering', () => {
    expect(ids(filterStudios(all, filters({ gs3: ['not yet'] })))).toEqual([notAvailable.id]);
    expect(ids(filterStudios(all, filters({ gs4: ['not yet'] })))).toEqual([actor.id]);
  });
  it('unknown is a missing, Unknown or unreadable status', () => {
    expect(ids(filterStudios(all, filters({ gs3: ['unknown'] })))).toEqual([
      missing.id,
      saidUnknown.id,
      garbled.id,
      actor.id,
    ]);
    expect(studioFacts(missing)).toMatchObject({ gs3: 'unknown', gs4: 'unknown' });
  });
  it('the three options together cover every studio', () => {
    expect(ids(filterStudios(all, filters({ gs3: ['yes', 'not yet', 'unknown'] })))).toEqual(ids(all));
  });
  it('the unknown option is in the address as gs3=unknown and reads back', () => {
    const query = { filters: filters({ gs3: ['unknown'], gs4: ['not yet', 'unknown'] }), compare: [] };
    const search = serializeStudioListQuery(query);
    expect(search).toBe('?gs3=unknown&gs4=not-yet,unknown');
    expect(parseStudioListQuery(search).filters).toEqual(query.filters);
    expect(parseStudioListQuery('?gs4=UNKNOWN,maybe').filters.gs4).toEqual(['unknown']);
  });
});

describe('service types', () => {
  it('are the trimmed, de-duplicated union of services and GENERAL_VP_SERVICE_TYPE_LEVEL1', () => {
    const s = studio({
      detailed_attributes: {
        services: ['LED Volume', ' Car Process ', 'LED Volume'],
        GENERAL_VP_SERVICE_TYPE_LEVEL1: 'LED Volume, Green Screen [1]',
      },
    });
    expect(studioFacts(s).services).toEqual(['LED Volume', 'Car Process', 'Green Screen']);
    expect(filterStudios([s], filters({ services: ['Car Process'] }))).toEqual([s]);
    expect(filterStudios([s], filters({ services: ['Green Screen [1]'] }))).toEqual([]);
  });
});

describe('options', () => {
  const berlin = studio({
    city: 'Berlin',
    country: 'Germany',
    detailed_attributes: { services: ['LED Volume'] },
  });
  const berlin2 = studio({
    city: 'Berlin',
    country: 'Germany',
    detailed_attributes: { services: ['Mocap'] },
  });
  const munich = studio({ city: 'Munich', country: 'Germany' });
  const paris = studio({
    city: 'Paris',
    country: 'France',
    detailed_attributes: { services: ['LED Volume'] },
  });
  const lyon = studio({ city: ' Lyon ', country: 'France' });
  const index = indexStudios([berlin, berlin2, munich, paris, lyon]);

  it('list every value with its count, sorted', () => {
    const options = filterOptions(index, emptyFilters());
    // Countries are keyed by code, in the order of their English names.
    expect(options.countries).toEqual([
      { value: 'FR', count: 2 },
      { value: 'DE', count: 3 },
    ]);
    expect(options.cities.map((o) => o.value)).toEqual(['Berlin', 'Lyon', 'Munich', 'Paris']);
    expect(options.services).toEqual([
      { value: 'LED Volume', count: 2 },
      { value: 'Mocap', count: 1 },
    ]);
    // Options with a count of 0 come after those that still match.
    expect(options.ceiling).toEqual([
      { value: 'unknown', count: 5 },
      { value: 'yes', count: 0 },
      { value: 'no', count: 0 },
    ]);
    expect(options.gs3).toEqual([
      { value: 'unknown', count: 5 },
      { value: 'yes', count: 0 },
      { value: 'not yet', count: 0 },
    ]);
    expect(options.widths.map((o) => o.value)).toEqual(['small', 'medium', 'large', 'xl']);
    expect(options.heights.map((o) => o.value)).toEqual(['low', 'standard', 'high', 'very-high']);
  });
  it("count a group's values under the other groups and the search, not its own", () => {
    const options = filterOptions(index, filters({ countries: ['Germany'], services: ['LED Volume'] }));
    // Countries: studios with LED Volume, by country (a chosen name reads as its code).
    expect(options.countries).toEqual([
      { value: 'FR', count: 1 },
      { value: 'DE', count: 1 },
    ]);
    // Services: German studios, by service.
    expect(options.services).toEqual([
      { value: 'LED Volume', count: 1 },
      { value: 'Mocap', count: 1 },
    ]);
    const searched = filterOptions(index, filters({ search: 'paris' }));
    expect(searched.countries).toEqual([
      { value: 'FR', count: 1 },
      { value: 'DE', count: 0 },
    ]);
    // Cities that no longer match move after those that do, each part still sorted.
    expect(filterOptions(index, filters({ search: 'er' })).cities).toEqual([
      { value: 'Berlin', count: 2 },
      { value: 'Munich', count: 1 },
      { value: 'Lyon', count: 0 },
      { value: 'Paris', count: 0 },
    ]);
  });
  it('limit the city options to the chosen countries', () => {
    expect(filterOptions(index, filters({ countries: ['France'] })).cities.map((o) => o.value)).toEqual([
      'Lyon',
      'Paris',
    ]);
    expect(cityOptionsFor(index, ['Germany', 'France'])).toEqual(['Berlin', 'Lyon', 'Munich', 'Paris']);
    expect(cityOptionsFor(index, [])).toEqual(['Berlin', 'Lyon', 'Munich', 'Paris']);
  });
  it('matchingFirst keeps the order within the matching and the empty options', () => {
    const list = [
      { value: 'a', count: 0 },
      { value: 'b', count: 3 },
      { value: 'c', count: 0 },
      { value: 'd', count: 1 },
    ];
    expect(matchingFirst(list).map((o) => o.value)).toEqual(['b', 'd', 'a', 'c']);
    expect(matchingFirst([])).toEqual([]);
  });
  it('are the same when their tables were built a part at a time first (the browser, before hydrating)', () => {
    const studios = [berlin, berlin2, munich, paris, lyon];
    const prepared = indexStudios(studios);
    let parts = 0;
    while (prepareOptionTables(prepared)) parts++;
    // The sorted option lists, then one value table per group; then nothing is left to build.
    expect(parts).toBe(1 + FILTER_GROUPS.length);
    expect(prepareOptionTables(prepared)).toBe(false);
    for (const f of [emptyFilters(), filters({ countries: ['Germany'], services: ['LED Volume'] })])
      expect(filterOptions(prepared, f)).toEqual(filterOptions(indexStudios(studios), f));
  });
  it('keep chosen values that the data lacks, so they can be unchosen', () => {
    const options = filterOptions(index, filters({ countries: ['Atlantis'] }));
    expect(options.countries).toContainEqual({ value: 'Atlantis', count: 0 });
  });
  it("count each option as the studios the list would show with it as its group's only choice", () => {
    const studios = [berlin, berlin2, munich, paris, lyon];
    const cases = [
      emptyFilters(),
      filters({ search: 'er' }),
      filters({ countries: ['Germany'], services: ['LED Volume'] }),
      filters({ services: ['Mocap', 'LED Volume'], cities: ['Paris'] }),
      filters({ countries: ['France', 'Atlantis'], ceiling: ['unknown'] }),
    ];
    for (const f of cases) {
      const options = filterOptions(index, f);
      for (const group of FILTER_GROUPS) {
        for (const { value, count } of options[group]) {
          expect(count, `${group} ${value} under ${JSON.stringify(f)}`).toBe(
            filterStudios(studios, { ...f, [group]: [value] }).length,
          );
        }
      }
    }
  });
});

describe('changing the countries', () => {
  const index = indexStudios([
    studio({ city: 'Berlin', country: 'Germany' }),
    studio({ city: 'Paris', country: 'France' }),
    studio({ city: 'Lyon', country: 'France' }),
  ]);

  it('removing a country removes the chosen cities not in the remaining countries', () => {
    const before = filters({ countries: ['Germany', 'France'], cities: ['Berlin', 'Paris'] });
    expect(withCountries(before, ['France'], index)).toMatchObject({
      countries: ['FR'],
      cities: ['Paris'],
    });
    expect(
      withoutValue(filters({ ...before, countries: ['DE', 'FR'] }), 'countries', 'DE', index),
    ).toMatchObject({
      countries: ['FR'],
      cities: ['Paris'],
    });
  });
  it('removing the last country keeps the cities (every city is an option again)', () => {
    const before = filters({ countries: ['France'], cities: ['Paris'] });
    expect(withCountries(before, [], index)).toMatchObject({ countries: [], cities: ['Paris'] });
  });
  it('withGroup de-duplicates and drops values a fixed group does not have', () => {
    const next = withGroup(emptyFilters(), 'widths', ['xl', 'xl', 'huge', 'small'], index);
    expect(next.widths).toEqual(['xl', 'small']);
    expect(withGroup(emptyFilters(), 'services', ['A', 'A'], index).services).toEqual(['A']);
  });
});

describe('publicStudioCount', () => {
  it('counts published and pending_review studios only', () => {
    const list = ['published', 'pending_review', 'draft', 'archived', 'weird', 'published'].map((status) =>
      studio({ status }),
    );
    expect(publicStudioCount(list)).toBe(3);
  });
});

describe('the address bar', () => {
  it('writes every filter and the compare selection', () => {
    const search = serializeStudioListQuery({
      filters: filters({
        search: 'led & co',
        countries: ['DE', 'US'],
        cities: ['Washington, D.C.'],
        services: ['LED Volume'],
        gs3: ['yes'],
        gs4: ['not yet'],
        widths: ['small', 'xl'],
        heights: ['very-high'],
        ceiling: ['yes'],
        floor: ['unknown'],
        movable: ['no'],
      }),
      compare: [1, 5],
    });
    expect(search).toBe(
      '?q=led%20%26%20co&country=DE,US&city=Washington%5C%2C%20D.C.&service=LED%20Volume' +
        '&gs3=yes&gs4=not-yet&width=small,xl&height=very-high&ceiling=yes&floor=unknown&movable=no&compare=1,5',
    );
  });
  it('reads back what it wrote', () => {
    const state = {
      filters: filters({
        search: 'Smith & Reyes',
        countries: ['CI', 'FR', 'Atlantis'],
        cities: ['Washington, D.C.'],
        services: ['3D Gaussian Splatting'],
        gs3: ['not yet'],
        gs4: ['yes', 'not yet'],
        widths: ['medium'],
        heights: ['low', 'high'],
        ceiling: ['no'],
        floor: ['yes', 'unknown'],
        movable: ['unknown'],
      }),
      compare: [3, 2],
      sort: null,
      view: 'grid' as const,
    };
    expect(parseStudioListQuery(serializeStudioListQuery(state))).toEqual(state);
  });
  it('reads the same after a URLSearchParams round trip (which writes commas as %2C)', () => {
    const state = {
      filters: filters({
        countries: ['DE', 'Washington, D.C.'],
        cities: ['Washington, D.C.', 'Back\\slash'],
        gs4: ['not yet' as const],
      }),
      compare: [4, 9],
      sort: null,
      view: 'grid' as const,
    };
    const written = serializeStudioListQuery(state);
    const rewritten = `?${new URLSearchParams(written).toString()}`;
    expect(rewritten).toContain('country=DE%2CWashington%5C%2C+D.C.');
    expect(parseStudioListQuery(rewritten)).toEqual(state);
  });
  it('writes nothing for an empty state and keeps foreign parameters', () => {
    expect(serializeStudioListQuery({ filters: emptyFilters(), compare: [] })).toBe('');
    expect(serializeStudioListQuery({ filters: filters({ search: '   ' }), compare: [] })).toBe('');
    expect(
      serializeStudioListQuery(
        { filters: filters({ floor: ['no'] }), compare: [] },
        '?lang=ru&country=France&q=old&flag&near=1,2&sort=name&wall_width=1..2',
      ),
    ).toBe('?lang=ru&flag&floor=no');
  });
  it('reads the example address of the issue', () => {
    const { filters: f, compare } = parseStudioListQuery(
      '?q=volume&country=Germany,France&city=Berlin&service=LED+Volume&gs3=yes&gs4=not-yet&width=small,xl' +
        '&height=high&ceiling=yes&floor=unknown&movable=no&compare=1,5',
    );
    expect(f).toEqual({
      ...emptyFilters(),
      search: 'volume',
      countries: ['DE', 'FR'],
      cities: ['Berlin'],
      services: ['LED Volume'],
      gs3: ['yes'],
      gs4: ['not yet'],
      widths: ['small', 'xl'],
      heights: ['high'],
      ceiling: ['yes'],
      floor: ['unknown'],
      movable: ['no'],
    });
    expect(compare).toEqual([1, 5]);
  });
  it('ignores garbage', () => {
    const { filters: f, compare } = parseStudioListQuery(
      '?q=%E0%A4%A&country=,,%20,Germany,Germany,%ZZ&width=huge,SMALL,&height=very%20high,VERY-HIGH' +
        '&gs3=maybe,Not%20Yet&ceiling=true&floor=&movable=no,no&compare=0,-3,abc,7,7,1e3,2,3,4,5,99999999999&=x&&',
    );
    expect(f.search).toBe('');
    expect(f.countries).toEqual(['DE']);
    expect(f.widths).toEqual(['small']);
    expect(f.heights).toEqual(['very-high']);
    expect(f.gs3).toEqual(['not yet']);
    expect(f.ceiling).toEqual([]);
    expect(f.floor).toEqual([]);
    expect(f.movable).toEqual(['no']);
    expect(compare).toEqual([7, 2, 3, 4]);
  });
  it('bounds hand-made values', () => {
    const long = 'x'.repeat(500);
    expect(parseStudioListQuery(`?q=${long}`).filters.search).toHaveLength(200);
    expect(parseStudioListQuery(`?country=${long},France`).filters.countries).toEqual(['FR']);
    expect(parseStudioListQuery('').filters).toEqual(emptyFilters());
    expect(parseStudioListQuery('?').compare).toEqual([]);
  });
  it('parseCompareIds keeps at most four positive ids', () => {
    expect(parseCompareIds('5,4,3,2,1')).toEqual([5, 4, 3, 2]);
    expect(parseCompareIds(null)).toEqual([]);
  });
});

describe('the address bar, for any state', () => {
  const item = fc
    .string({ minLength: 1, maxLength: 30, unit: 'grapheme' })
    .map((text) => text.trim())
    .filter((text) => text.length > 0);
  const freeList = fc.uniqueArray(item, { maxLength: 4 });
  const subset = (options: readonly string[]) => fc.subarray([...options]);
  const coordinate = (limit: number) =>
    fc.integer({ min: -limit * 1e5, max: limit * 1e5 }).map((n) => n / 1e5);
  const point = fc.record({ latitude: coordinate(90), longitude: coordinate(180) });
  const amount = fc.integer({ min: 0, max: 100_000_000 }).map((n) => n / 1000);
  const range = fc
    .record({ min: fc.option(amount), max: fc.option(amount), includeUnknown: fc.boolean() })
    .filter(
      (r) => (r.min !== null || r.max !== null) && (r.min === null || r.max === null || r.min <= r.max),
    );
  const ranges = fc.record(
    Object.fromEntries(RANGE_KEYS.map((key) => [key, range])) as Record<RangeKey, typeof range>,
    { requiredKeys: [] },
  );
  const bounds = fc
    .record({ south: coordinate(90), west: coordinate(180), north: coordinate(90), east: coordinate(180) })
    .filter((b) => b.south <= b.north);
  // Free-text countries are those no code or name stands for; the rest are codes.
  const country = fc.oneof(
    fc.constantFrom(...COUNTRY_CODES),
    item.filter((text) => countryCodeOf(text) === null),
  );
  const state = fc
    .record({
      filters: fc.record({
        search: fc.string({ maxLength: 40, unit: 'grapheme' }).filter((text) => text.trim() === text),
        countries: fc.uniqueArray(country, { maxLength: 4 }),
        cities: freeList,
        services: freeList,
        gs3: subset(FIXED_GROUP_OPTIONS.gs3),
        gs4: subset(FIXED_GROUP_OPTIONS.gs4),
        widths: subset(FIXED_GROUP_OPTIONS.widths),
        heights: subset(FIXED_GROUP_OPTIONS.heights),
        ceiling: subset(FIXED_GROUP_OPTIONS.ceiling),
        floor: subset(FIXED_GROUP_OPTIONS.floor),
        movable: subset(FIXED_GROUP_OPTIONS.movable),
        ranges,
        near: fc.option(point),
        radiusKm: fc.option(fc.integer({ min: 1, max: 200_000 }).map((n) => n / 10)),
        bounds: fc.option(bounds),
        recentlyVerified: fc.boolean(),
      }),
      compare: fc.uniqueArray(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 4 }),
      sort: fc.option(fc.record({ key: fc.constantFrom(...SORT_KEYS), descending: fc.boolean() })),
      view: fc.constantFrom(...LIST_VIEWS),
    })
    .map((s) => {
      const f = s.filters;
      const radiusKm = f.near ? f.radiusKm : null;
      const sortable =
        s.sort &&
        !(s.sort.key === 'distance' && !f.near) &&
        !(s.sort.key === 'relevance' && !f.search.trim());
      return { ...s, filters: { ...f, radiusKm }, sort: sortable ? s.sort : null };
    });

  it('reads back what it wrote, also after a URLSearchParams round trip', () => {
    fc.assert(
      fc.property(state, (s) => {
        const written = serializeStudioListQuery(s as Parameters<typeof serializeStudioListQuery>[0]);
        expect(parseStudioListQuery(written)).toEqual(s);
        expect(parseStudioListQuery(`?${new URLSearchParams(written).toString()}`)).toEqual(s);
        // What it writes, the API reads without an objection.
        expect(parseStudioListQueryStrict(written).issues).toEqual([]);
      }),
    );
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const { filters: f, compare } = parseStudioListQuery(text);
        expect(compare.length).toBeLessThanOrEqual(4);
        expect(f.search.length).toBeLessThanOrEqual(200);
      }),
    );
  });
});

describe('the address bar: place, ranges, sort and view (product.md §11)', () => {
  it('writes near, radius, bounds, ranges, with_unknown, sort and view', () => {
    const written = serializeStudioListQuery({
      filters: filters({
        near: { latitude: 52.524371, longitude: 13.41053 },
        radiusKm: 100,
        bounds: { south: 47.2, west: 5.8, north: 55.1, east: 15.1 },
        ranges: {
          wall_width: { min: 8, max: 20, includeUnknown: false },
          pixel_pitch: { min: null, max: 2.6, includeUnknown: true },
        },
      }),
      compare: [],
      sort: { key: 'wall_width', descending: true },
      view: 'map',
    });
    expect(written).toBe(
      '?near=52.52437,13.41053&radius_km=100&bounds=47.2,5.8,55.1,15.1&wall_width=8..20&pixel_pitch=..2.6' +
        '&with_unknown=pixel_pitch&sort=-wall_width&view=map',
    );
  });
  it('reads them back', () => {
    const {
      filters: f,
      sort,
      view,
    } = parseStudioListQuery(
      '?near=52.52,13.405&radius_km=50&wall_area=100..&ceiling_height=6..6&with_unknown=wall_area&sort=distance&view=map',
    );
    expect(f.near).toEqual({ latitude: 52.52, longitude: 13.405 });
    expect(f.radiusKm).toBe(50);
    expect(f.ranges).toEqual({
      wall_area: { min: 100, max: null, includeUnknown: true },
      ceiling_height: { min: 6, max: 6, includeUnknown: false },
    });
    expect(sort).toEqual({ key: 'distance', descending: false });
    expect(view).toBe('map');
    expect(hasActiveFilters(f)).toBe(true);
    expect(hasActiveFilters(filters({ near: { latitude: 1, longitude: 2 } }))).toBe(false);
  });
  it('ignores what it cannot read; the strict reading names each refused parameter', () => {
    const address =
      '?near=91,0&radius_km=-5&bounds=1,2&wall_width=20..8&pixel_pitch=abc&with_unknown=colour&sort=height&view=list&gs3=maybe';
    const lenient = parseStudioListQuery(address);
    expect(lenient.filters.near).toBeNull();
    expect(lenient.filters.ranges).toEqual({});
    expect(lenient.sort).toBeNull();
    expect(lenient.view).toBe('grid');
    const { issues } = parseStudioListQueryStrict(address);
    expect(issues.map((issue) => issue.field)).toEqual([
      'gs3',
      'near',
      'radius_km',
      'bounds',
      'with_unknown',
      'wall_width',
      'pixel_pitch',
      'sort',
      'view',
    ]);
  });
  it('refuses a radius without near, and sorts that need near or a search', () => {
    const fields = (address: string) => parseStudioListQueryStrict(address).issues.map((i) => i.field);
    expect(fields('?radius_km=10')).toEqual(['radius_km']);
    expect(fields('?sort=distance')).toEqual(['sort']);
    expect(fields('?sort=-relevance')).toEqual(['sort']);
    expect(fields('?sort=-relevance&q=unreal')).toEqual([]);
    expect(fields('?near=1,2&sort=-distance&radius_km=20016')).toEqual([]);
  });
  it('reads country names as their codes, so old addresses keep working', () => {
    expect(parseStudioListQuery('?country=Germany,de,Франция,Atlantis').filters.countries).toEqual([
      'DE',
      'FR',
      'Atlantis',
    ]);
  });
});

describe('countries keyed by code', () => {
  it('make one option of a country whatever it was typed as', () => {
    const index = indexStudios([
      studio({ country: 'Germany', country_code: 'DE' }),
      studio({ country: 'Deutschland', country_code: 'DE' }),
      studio({ country: 'Germany' }),
      studio({ country: 'Atlantis' }),
    ]);
    expect(filterOptions(index, emptyFilters()).countries).toEqual([
      { value: 'Atlantis', count: 1 },
      { value: 'DE', count: 3 },
    ]);
    expect(
      filterStudios(
        index.map((e) => e.studio),
        filters({ countries: ['DE'] }),
      ),
    ).toHaveLength(3);
  });
  it("read as their names in the reader's language", () => {
    expect(countryLabel('DE')).toBe('Germany');
    expect(countryLabel('DE', 'ru')).toBe('Германия');
    expect(countryLabel('Atlantis', 'ru')).toBe('Atlantis');
  });
  it('are searched by the substring of either name too', () => {
    const list = [studio({ country: 'Deutschland', country_code: 'DE' })];
    expect(filterStudios(list, filters({ search: 'germ' }))).toHaveLength(1);
    expect(filterStudios(list, filters({ search: 'герм' }))).toHaveLength(1);
  });
});

describe("'verified in the last 12 months' (product.md §14)", () => {
  const day = 86_400_000;
  const recent = studio({ verified_at: new Date(Date.now() - 30 * day).toISOString() });
  const old = studio({ verified_at: new Date(Date.now() - 400 * day).toISOString() });
  const never = studio({ verified_at: null });
  const unknown = studio();

  it('keeps only studios verified within 365 days; a studio never verified is not', () => {
    const all = [recent, old, never, unknown];
    expect(ids(filterStudios(all, filters({ recentlyVerified: true })))).toEqual([recent.id]);
    expect(ids(filterStudios(all, filters({})))).toEqual(ids(all));
    expect(hasActiveFilters(filters({ recentlyVerified: true }))).toBe(true);
  });

  it('counts filter options among the recently verified only', () => {
    const index = indexStudios([recent, old]);
    const counts = filterOptions(index, filters({ recentlyVerified: true }));
    expect(counts.countries.map((o) => o.count)).toEqual([1]);
  });

  it('draws the line at 365 days', () => {
    const now = Date.UTC(2026, 10, 24);
    expect(verifiedCutoffMs(now)).toBe(now - 365 * day);
  });

  it('is ?verified=12m in the address; the API refuses any other value', () => {
    const written = serializeStudioListQuery({ filters: filters({ recentlyVerified: true }), compare: [] });
    expect(written).toBe('?verified=12m');
    expect(parseStudioListQuery(written).filters.recentlyVerified).toBe(true);
    expect(parseStudioListQuery('?verified=yes').filters.recentlyVerified).toBe(false);
    expect(parseStudioListQueryStrict('?verified=yes').issues.map((i) => i.field)).toEqual(['verified']);
  });
});

describe("a studio's country in the reader's language", () => {
  it('names it from its code, else from its text, else as stored', () => {
    expect(studioCountryName({ country: 'Germany', country_code: 'DE' }, 'ru')).toBe('Германия');
    expect(studioCountryName({ country: 'Georgia', country_code: 'GE' }, 'ru')).toBe('Грузия');
    expect(studioCountryName({ country: 'Germany', country_code: null }, 'ru')).toBe('Германия');
    expect(studioCountryName({ country: 'Atlantis', country_code: null }, 'ru')).toBe('Atlantis');
    expect(studioCountryName({ country: '', country_code: null }, 'ru')).toBe('');
  });

  it("sorts country options by the reader's language, those with studios first", () => {
    const options = ['AU', 'BR', 'CA', 'GB', 'US', 'AE', 'DE'].map((value) => ({ value, count: 1 }));
    const names = (locale: 'en' | 'ru') =>
      sortCountryOptions(options, locale).map((o) => countryLabel(o.value, locale));
    const ru = names('ru');
    expect(ru).toEqual([...ru].sort(new Intl.Collator('ru').compare));
    expect(ru.indexOf('Великобритания')).toBeLessThan(ru.indexOf('Канада'));
    expect(names('en')).toEqual([...names('en')].sort(new Intl.Collator('en').compare));
    const empty = sortCountryOptions([{ value: 'AU', count: 0 }, ...options.slice(1)], 'ru');
    expect(empty.at(-1)?.value).toBe('AU');
  });
});
