import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_RATE_TABLE, type RateTable } from './exchange-rates';
import {
  type CHOICE_KEYS,
  CHOICE_VALUES,
  type ChoiceFilters,
  choiceValuesOf,
  MULTI_CHOICE_KEYS,
  primariesChoiceOf,
  processorChoiceOf,
} from './image-chain-choices';
import type { FilterableStudio } from './studio-facts';
import { filterStudios, indexStudios } from './studio-filter-matching';
import { filterOptions } from './studio-filter-options';
import { emptyFilters, hasActiveFilters, type StudioFilters } from './studio-filters';
import {
  parseStudioListQuery,
  parseStudioListQueryStrict,
  serializeStudioListQuery,
} from './studio-list-address';
import { budgetTest, selectStudios } from './studio-selection';

let nextId = 1;
type TestStudio = FilterableStudio & { id: number };

function studio(attrs: Record<string, unknown>, extra: Partial<TestStudio> = {}): TestStudio {
  return {
    id: nextId++,
    name: `Studio ${nextId}`,
    city: 'Berlin',
    country: 'Germany',
    detailed_attributes: attrs,
    ...extra,
  };
}

const withChoices = (choices: ChoiceFilters): StudioFilters => ({ ...emptyFilters(), choices });
const ids = (list: readonly { id: number }[]) => list.map((s) => s.id);

describe('reading a studio’s image chain as choices', () => {
  it('names the processor by its maker, any other stated one as other, none when not stated', () => {
    expect(processorChoiceOf('Brompton Tessera SX40')).toEqual(['brompton']);
    expect(processorChoiceOf('Megapixel HELIOS')).toEqual(['megapixel']);
    expect(processorChoiceOf('Novastar MX40 Pro')).toEqual(['novastar']);
    expect(processorChoiceOf('In-house FPGA')).toEqual(['other']);
    expect(processorChoiceOf('  ')).toEqual([]);
    expect(processorChoiceOf(null)).toEqual([]);
  });
  it('reads the primaries in their usual spellings', () => {
    expect(primariesChoiceOf(['Rec.709', 'DCI-P3', 'BT.2020'])).toEqual(['rec709', 'p3', 'rec2020']);
    expect(primariesChoiceOf(['Rec 2020'])).toEqual(['rec2020']);
    expect(primariesChoiceOf(['S-Gamut3'])).toEqual(['other']);
    expect(primariesChoiceOf([])).toEqual([]);
  });
  it('reads HDR and genlock as yes, no or not stated (a word it cannot read is not no)', () => {
    const values = choiceValuesOf({
      LED_PROCESSING_PROCESSOR: 'Brompton Tessera [1]',
      LED_PROCESSING_COLOUR_PRIMARIES: 'Rec.709, P3 [2]',
      LED_PROCESSING_HDR_PQ_BOOL: 'Yes [1]',
      LED_PROCESSING_GENLOCK_BOOL: 'maybe',
    });
    expect(values).toEqual({
      processor: ['brompton'],
      primaries: ['rec709', 'p3'],
      hdr: ['yes'],
      genlock: [],
    });
    expect(choiceValuesOf({ LED_PROCESSING_GENLOCK_BOOL: 'No' }).genlock).toEqual(['no']);
  });
});

describe('matching the choices', () => {
  const brompton = studio({
    LED_PROCESSING_PROCESSOR: 'Brompton Tessera SX40',
    LED_PROCESSING_COLOUR_PRIMARIES: 'Rec.709, P3, Rec.2020',
    LED_PROCESSING_HDR_PQ_BOOL: 'Yes',
    LED_PROCESSING_GENLOCK_BOOL: 'Yes',
  });
  const helios = studio({
    LED_PROCESSING_PROCESSOR: 'Megapixel HELIOS',
    LED_PROCESSING_COLOUR_PRIMARIES: 'Rec.709',
    LED_PROCESSING_HDR_PQ_BOOL: 'No',
    LED_PROCESSING_GENLOCK_BOOL: 'No',
  });
  const silent = studio({});
  const all = [brompton, helios, silent];

  it('keeps any of the chosen processors and leaves out who does not state one', () => {
    const f = withChoices({ processor: { values: ['brompton', 'megapixel'], includeUnknown: false } });
    expect(ids(filterStudios(all, f))).toEqual([brompton.id, helios.id]);
    const one = withChoices({ processor: { values: ['megapixel'], includeUnknown: false } });
    expect(ids(filterStudios(all, one))).toEqual([helios.id]);
  });
  it('keeps the studios that do not state it when asked', () => {
    const f = withChoices({ primaries: { values: ['rec2020'], includeUnknown: true } });
    expect(ids(filterStudios(all, f))).toEqual([brompton.id, silent.id]);
  });
  it('reads yes and no, never unknown as no', () => {
    expect(ids(filterStudios(all, withChoices({ hdr: { values: ['no'], includeUnknown: false } })))).toEqual([
      helios.id,
    ]);
    expect(
      ids(filterStudios(all, withChoices({ genlock: { values: ['yes'], includeUnknown: true } }))),
    ).toEqual([brompton.id, silent.id]);
  });
  it('needs every choice in use (AND across them)', () => {
    const f = withChoices({
      processor: { values: ['brompton', 'megapixel'], includeUnknown: false },
      hdr: { values: ['yes'], includeUnknown: false },
    });
    expect(ids(filterStudios(all, f))).toEqual([brompton.id]);
    expect(hasActiveFilters(f)).toBe(true);
    expect(hasActiveFilters(withChoices({ hdr: { values: [], includeUnknown: true } }))).toBe(false);
  });
  it('narrows the option counts of the other filters', () => {
    const index = indexStudios(all);
    const f = withChoices({ processor: { values: ['brompton'], includeUnknown: false } });
    const cities = filterOptions(index, f).cities;
    expect(cities).toEqual([{ value: 'Berlin', count: 1 }]);
  });
});

describe('the budget as a filter', () => {
  const rates: RateTable = {
    ...EMPTY_RATE_TABLE,
    perEur: new Map([
      ['EUR', 1],
      ['USD', 1.1],
    ]),
  };
  const cheap = studio({}, { day_rates: rateOf('EUR', 9000) });
  const dear = studio({}, { day_rates: rateOf('EUR', 20000) });
  const none = studio({});
  const index = indexStudios([cheap, dear, none]);

  function rateOf(currency: string, shooting: number) {
    return {
      currency,
      shooting_day: shooting,
      prep_day: null,
      half_day: null,
      minimum_days: null,
      includes: [],
      overtime: null,
    } as unknown as FilterableStudio['day_rates'];
  }

  it('keeps the studios within a budget in another currency, the unknown ones only when asked', () => {
    const select = (max: number, includeUnknown: boolean) =>
      selectStudios(
        index,
        { filters: emptyFilters(), sort: null, dayRate: { currency: 'USD', max, includeUnknown } },
        null,
        rates,
      ).map((s) => s.studio.id);
    expect(select(15000, false)).toEqual([cheap.id]);
    expect(select(15000, true)).toEqual([cheap.id, none.id]);
    expect(select(30000, false)).toEqual([cheap.id, dear.id]);
  });
  it('counts the options with the budget', () => {
    const keep = budgetTest(index, { currency: 'EUR', max: 10000, includeUnknown: false }, rates);
    expect(filterOptions(index, emptyFilters(), null, keep).cities).toEqual([{ value: 'Berlin', count: 1 }]);
    expect(budgetTest(index, { currency: 'EUR', max: null, includeUnknown: false }, rates)).toBeNull();
  });
});

describe('the choices in the address', () => {
  it('reads and writes processor, primaries, hdr, genlock and their with_unknown', () => {
    const search =
      '?processor=brompton,megapixel&primaries=rec2020&hdr=yes&genlock=no&with_unknown=processor,hdr';
    const query = parseStudioListQuery(search);
    expect(query.filters.choices).toEqual({
      processor: { values: ['brompton', 'megapixel'], includeUnknown: true },
      primaries: { values: ['rec2020'], includeUnknown: false },
      hdr: { values: ['yes'], includeUnknown: true },
      genlock: { values: ['no'], includeUnknown: false },
    });
    expect(serializeStudioListQuery(query)).toBe(search);
    expect(parseStudioListQueryStrict(search).issues).toEqual([]);
  });
  it('reads the names as people write them, and repeated fields as a form sends them', () => {
    const query = parseStudioListQuery('?processor=Brompton&processor=NovaStar&primaries=Rec.2020,DCI-P3');
    expect(query.filters.choices?.processor?.values).toEqual(['brompton', 'novastar']);
    expect(query.filters.choices?.primaries?.values).toEqual(['rec2020']);
    // "DCI-P3" is no token: the lenient reading drops it, the API names it.
    expect(parseStudioListQueryStrict('?primaries=DCI-P3').issues.map((i) => i.field)).toEqual(['primaries']);
    expect(parseStudioListQuery('?primaries=p3').filters.choices?.primaries?.values).toEqual(['p3']);
  });
  it('refuses an unknown value, yes and no at once, and an unknown with_unknown key (API)', () => {
    const fields = (search: string) => parseStudioListQueryStrict(search).issues.map((i) => i.field);
    expect(fields('?processor=barco')).toEqual(['processor']);
    expect(fields('?hdr=maybe')).toEqual(['hdr']);
    expect(fields('?genlock=yes,no')).toEqual(['genlock']);
    expect(fields('?with_unknown=colour')).toEqual(['with_unknown']);
    expect(parseStudioListQuery('?hdr=maybe&genlock=yes,no').filters.choices).toBeUndefined();
  });
  it('writes with_unknown only for a choice in use (an empty choice is no filter)', () => {
    expect(serializeStudioListQuery(parseStudioListQuery('?with_unknown=hdr'))).toBe('');
    const both = parseStudioListQuery('?pixel_pitch=..2&hdr=no&with_unknown=hdr,pixel_pitch');
    expect(serializeStudioListQuery(both)).toBe('?pixel_pitch=..2&hdr=no&with_unknown=pixel_pitch,hdr');
  });
  it('reads back what it wrote for any choices (round trip, also through URLSearchParams)', () => {
    const choice = (key: (typeof CHOICE_KEYS)[number]) =>
      fc.option(
        fc.record({
          values: (MULTI_CHOICE_KEYS as readonly string[]).includes(key)
            ? fc.uniqueArray(fc.constantFrom(...CHOICE_VALUES[key]), { minLength: 1 })
            : fc.constantFrom(...CHOICE_VALUES[key]).map((v) => [v]),
          includeUnknown: fc.boolean(),
        }),
        { nil: undefined },
      );
    const choices = fc
      .record({
        processor: choice('processor'),
        primaries: choice('primaries'),
        hdr: choice('hdr'),
        genlock: choice('genlock'),
      })
      .map((c) => Object.fromEntries(Object.entries(c).filter(([, v]) => v !== undefined)) as ChoiceFilters);
    fc.assert(
      fc.property(choices, (c) => {
        const filters = Object.keys(c).length > 0 ? withChoices(c) : emptyFilters();
        const written = serializeStudioListQuery({ filters, compare: [] });
        const read = parseStudioListQuery(written);
        expect(read.filters).toEqual(filters);
        expect(parseStudioListQuery(`?${new URLSearchParams(written).toString()}`).filters).toEqual(filters);
        expect(parseStudioListQueryStrict(written).issues).toEqual([]);
      }),
    );
  });
});
