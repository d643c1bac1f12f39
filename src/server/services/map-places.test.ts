import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { gazetteerFile } from './gazetteer';
import { MAP_PLACE_MIN_POPULATION, type MapPlace, mapPlacesFrom } from './map-places';

const asset = new URL('../../web/features/directory/map/map-places.json', import.meta.url);

describe('the offline map’s city names', () => {
  // Reading the 23 MB gazetteer takes a few seconds on a busy machine: more than the default 5.
  it('are the gazetteer’s larger places as `npm run map:places` writes them (the asset is current)', {
    timeout: 30_000,
  }, async () => {
    const made = mapPlacesFrom(await readFile(gazetteerFile(), 'utf8'));
    const stored = JSON.parse(await readFile(asset, 'utf8')) as MapPlace[];
    expect(stored).toEqual(made);
    expect(stored.length).toBeGreaterThan(500);
    expect(stored.every((place) => place[3] >= MAP_PLACE_MIN_POPULATION)).toBe(true);
  });

  it('hold each name with its coordinates and population, largest first', () => {
    const line = (name: string, alternates: string, lat: number, lon: number, population: number) =>
      [0, name, name, alternates, lat, lon, 'P', 'PPLC', 'DE', '', '', '', '', '', population].join('\t');
    const text = [
      line('Berlin', 'Berlin,Берлин,Берлін,Berlino', 52.52437, 13.41053, 3426354),
      line('Hamburg', 'Гамбург,Hamburgo', 53.57532, 10.01534, 1739117),
      line('Potsdam', 'Потсдам', 52.39886, 13.06566, 140000),
      line('Köln', '', 50.93333, 6.95, 963395),
    ].join('\n');
    expect(mapPlacesFrom(text)).toEqual([
      ['Berlin', 52.524, 13.411, 3426354],
      ['Hamburg', 53.575, 10.015, 1739117],
      ['Köln', 50.933, 6.95, 963395],
    ]);
  });
});
