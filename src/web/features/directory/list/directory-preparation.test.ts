import { indexStudios } from '@domain/studio-filter-matching';
import { filterOptions } from '@domain/studio-filter-options';
import { parseStudioListQuery } from '@domain/studio-list-address';
import { selectStudios } from '@domain/studio-selection';
import { describe, expect, it } from 'vitest';
import type { DirectoryStudio } from '@/shared/api/studio-directory';
import { directoryIndex, prepareDirectory, preparedView } from './directory-preparation';

const COUNTRIES = [
  ['Germany', 'DE', 'Berlin'],
  ['France', 'FR', 'Paris'],
  ['Hungary', 'HU', 'Budapest'],
] as const;

/** A list of studios of the shape the directory's query holds (what the filters read of it). */
function studios(count: number): DirectoryStudio[] {
  return Array.from({ length: count }, (_, i) => {
    const [country, code, city] = COUNTRIES[i % COUNTRIES.length]!;
    const name = `Stage ${String(i).padStart(4, '0')}`;
    return {
      id: i + 1,
      name,
      rawName: name,
      city,
      country,
      country_code: code,
      latitude: 47 + (i % 5),
      longitude: 2 + (i % 17),
      status: 'published',
      updated_at: '2026-01-01T00:00:00.000Z',
      detailed_attributes: {
        LED_PHYSICAL_PRIMARY_WALL_WIDTH_M: String(5 + (i % 30)),
        LED_PHYSICAL_PRIMARY_WALL_HEIGHT_M: String(2 + (i % 7)),
        GENERAL_VP_SERVICE_TYPE_LEVEL1: i % 2 ? 'LED Volume, Previsualization' : 'Motion Capture',
        '3DGS_LOCATION_SCANNING_STATUS': i % 3 ? 'Available' : 'Not Available',
      },
    } as unknown as DirectoryStudio;
  });
}

/** A yield that counts the browser's turns between slices. */
function countingYield() {
  const turns = { count: 0 };
  return { turns, yieldNow: async () => void turns.count++ };
}

describe('prepareDirectory (the list before hydration, issue 15)', () => {
  it('indexes the studios as indexStudios does, in several tasks, and the list then reads that index', async () => {
    const list = studios(600);
    const { turns, yieldNow } = countingYield();
    await prepareDirectory(list, '', yieldNow);
    const index = directoryIndex(list);
    expect(index.map((entry) => entry.facts)).toEqual(indexStudios(list).map((entry) => entry.facts));
    expect(index.map((entry) => entry.studio)).toEqual(list);
    // The tasks before the studios, the index, each part of the option tables, the selection.
    expect(turns.count).toBeGreaterThan(12);
    expect(directoryIndex(list)).toBe(index);
  });

  it("prepares the address's selection and option counts, exactly what the render would compute", async () => {
    const list = studios(300);
    const search = '?country=DE,HU&width=medium&sort=-wall_width';
    await prepareDirectory(list, search, countingYield().yieldNow);
    const index = directoryIndex(list);
    const query = parseStudioListQuery(search);
    const view = preparedView(index, query.filters, query.sort ?? null);
    expect(view).not.toBeNull();
    const fresh = indexStudios(list);
    const ids = (matches: { studio: { id: number } }[]) => matches.map((match) => match.studio.id);
    expect(ids(view!.matches)).toEqual(ids(selectStudios(fresh, query)));
    expect(view!.matches.length).toBeGreaterThan(0);
    expect(view!.options).toEqual(filterOptions(fresh, query.filters));
  });

  it('answers nothing for other filters or another sort: the render computes those', async () => {
    const list = studios(50);
    await prepareDirectory(list, '?country=FR', countingYield().yieldNow);
    const index = directoryIndex(list);
    const { filters } = parseStudioListQuery('?country=FR');
    expect(preparedView(index, filters, null)).not.toBeNull();
    expect(preparedView(index, parseStudioListQuery('?country=DE').filters, null)).toBeNull();
    expect(preparedView(index, filters, { key: 'name', descending: true })).toBeNull();
    expect(preparedView(indexStudios(list), filters, null)).toBeNull();
  });

  it('keeps an index a render built meanwhile, and indexes a list only once', async () => {
    const list = studios(20);
    const built = directoryIndex(list);
    await prepareDirectory(list, '', countingYield().yieldNow);
    expect(directoryIndex(list)).toBe(built);
    expect(preparedView(built, parseStudioListQuery('').filters, null)?.matches).toHaveLength(20);
  });
});
