import { describe, expect, it } from 'vitest';
import type { FilterableStudio } from './studio-facts';
import { indexStudios } from './studio-filter-matching';
import { buildStudioSearch, studioSearchBuilder } from './studio-search';
import { foldTerm, searchFieldValues, valueHasTerm } from './studio-search-fields';

type TestStudio = FilterableStudio & { id: number };

const studios: TestStudio[] = [
  {
    id: 1,
    name: 'Aurora Volume Works',
    city: 'Berlin',
    country: 'Germany',
    country_code: 'DE',
    description: 'A curved volume in a converted tram depot.',
    detailed_attributes: {
      SOFTWARE_REALTIME_ENGINE: 'Unreal Engine 5.4, disguise [2]',
      CAMERA_TRACKING_SYSTEM: 'Mo-Sys StarTracker [2]',
      LED_PANEL_MANUFACTURER: 'ROE Visual',
      LED_PANEL_MODEL: 'Ruby 1.9',
      GENERAL_VP_SERVICE_TYPE_LEVEL1: 'LED Volume, In-Camera VFX [1]',
      production_pipeline_post_tools: [{ name: 'Nuke', url: 'https://www.foundry.com/products/nuke' }],
    },
  },
  {
    id: 2,
    name: 'Studio Lumière Numérique',
    city: 'Montréal',
    country: 'Canada',
    country_code: 'CA',
    description: 'Film stage with a green screen cyclorama.',
    detailed_attributes: { SOFTWARE_REALTIME_ENGINE: 'Unity' },
  },
  {
    id: 3,
    name: 'Unreal Dreams Stage',
    city: 'Oslo',
    country: 'Norway',
    country_code: 'NO',
    detailed_attributes: {},
  },
];
const index = indexStudios(studios);
const search = buildStudioSearch(index);

function found(text: string): number[] {
  const hits = search.search(text);
  return [...hits.entries()]
    .sort(([, x], [, y]) => x.tier - y.tier || y.score - x.score)
    .map(([position]) => studios[position]!.id);
}

describe('the search', () => {
  it("finds 'Unreal' and 'unreal engine', the name match first", () => {
    expect(found('Unreal')).toEqual([3, 1]);
    expect(found('unreal engine')).toEqual([1]);
  });
  it('tolerates one typo in a word of four letters or more, and an unfinished last word', () => {
    expect(found('unreel')).toEqual([3, 1]);
    expect(found('startrack')).toEqual([1]);
    expect(found('nuek')).toEqual([]); // two edits (a swap) is more than one typo
    expect(found('xyzzy')).toEqual([]);
  });
  it('ignores case and accents', () => {
    expect(found('MONTREAL')).toEqual([2]);
    expect(found('lumiere numerique')).toEqual([2]);
  });
  it('covers services, LED manufacturer and model, tracking, engines, pipeline tools and the description', () => {
    expect(found('in-camera')).toEqual([1]);
    expect(found('roe visual')).toEqual([1]);
    expect(found('ruby')).toEqual([1]);
    expect(found('mo-sys')).toEqual([1]);
    expect(found('unity')).toEqual([2]);
    expect(found('nuke')).toEqual([1]);
    expect(found('cyclorama')).toEqual([2]);
  });
  it('finds the country in English and Russian', () => {
    expect(found('germany')).toEqual([1]);
    expect(found('Германия')).toEqual([1]);
    expect(found('норвегия')).toEqual([3]);
  });
  it('requires every word to match somewhere', () => {
    expect(found('unreal oslo')).toEqual([3]);
    expect(found('unreal montreal')).toEqual([]);
  });
  it('reports the matched field and its value, most telling field first', () => {
    const hits = search.search('unreal engine');
    expect(hits.get(0)?.matches).toEqual([{ field: 'engines', value: 'Unreal Engine 5.4' }]);
    const named = search.search('unreal').get(2);
    expect(named?.tier).toBe(0);
    expect(named?.matches[0]).toEqual({ field: 'name', value: 'Unreal Dreams Stage' });
    expect(search.search('ruby').get(0)?.matches).toEqual([{ field: 'led_model', value: 'Ruby 1.9' }]);
  });
  it('answers nothing for a text without words', () => {
    expect(search.search(' ,. ').size).toBe(0);
  });
});

describe('building in slices', () => {
  it('answers as the index built at once, however the slices fall', () => {
    for (const perSlice of [1, 2, 100]) {
      const builder = studioSearchBuilder(index);
      let slices = 0;
      let done = false;
      while (!done) {
        let left = perSlice;
        // hasTime is asked after each studio: a slice indexes perSlice studios.
        done = builder.step(() => --left > 0);
        slices += 1;
      }
      expect(slices).toBe(Math.ceil(studios.length / perSlice));
      for (const text of ['unreal', 'oslo', 'green screen', 'unreel']) {
        const expected = [...search.search(text).entries()].map(([p, h]) => [p, h.tier, h.score]);
        const actual = [...builder.search.search(text).entries()].map(([p, h]) => [p, h.tier, h.score]);
        expect(actual).toEqual(expected);
      }
    }
  });
  it('indexes at least one studio a slice, even without time, and says when it is done', () => {
    const builder = studioSearchBuilder(index);
    expect(builder.step(() => false)).toBe(false);
    expect(builder.search.search('aurora').size).toBe(1);
    expect(builder.search.search('oslo').size).toBe(0);
    expect(builder.step(() => false)).toBe(false);
    expect(builder.step(() => false)).toBe(true);
    expect(builder.search.search('oslo').size).toBe(1);
    expect(builder.step(() => true)).toBe(true);
  });
  it('is done at once for an empty list', () => {
    expect(studioSearchBuilder(indexStudios([])).step(() => true)).toBe(true);
  });
});

describe('search fields', () => {
  it('split list values and name the country in both languages', () => {
    const fields = searchFieldValues(studios[0]!);
    expect(fields.engines).toEqual(['Unreal Engine 5.4', 'disguise']);
    expect(fields.country).toEqual(['Germany', 'Германия']);
    expect(fields.pipeline_tools).toEqual(['Nuke']);
    expect(fields.camera_tracking).toEqual(['Mo-Sys StarTracker']);
  });
  it('fold terms and find them in values', () => {
    expect(foldTerm('Montréal')).toBe('montreal');
    expect(valueHasTerm('Unreal Engine 5.4', 'engine')).toBe(true);
    expect(valueHasTerm('Unreal Engine 5.4', 'eng')).toBe(false);
  });
});
