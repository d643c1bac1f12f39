/**
 * `npm run map:places`: writes the offline map's city names (services/map-places.ts) and the Russian
 * names of the studios' cities (services/russian-city-names.ts) from the gazetteer's file. Run again
 * when the gazetteer package changes.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { Gazetteer, gazetteerFile } from '../services/gazetteer';
import { MAP_PLACE_MIN_POPULATION, mapPlacesFrom, withRussianNames } from '../services/map-places';
import { RUSSIAN_CITY_MIN_POPULATION, russianCityNamesFrom } from '../services/russian-city-names';

export const MAP_PLACES_ASSET = new URL('../../web/features/directory/map/map-places.json', import.meta.url);

export const RUSSIAN_CITY_NAMES_ASSET = new URL('../services/russian-city-names.json', import.meta.url);

async function main(): Promise<void> {
  const russian = await new Gazetteer().russianNames(
    Math.min(MAP_PLACE_MIN_POPULATION, RUSSIAN_CITY_MIN_POPULATION),
  );
  const places = withRussianNames(mapPlacesFrom(await readFile(gazetteerFile(), 'utf8')), russian);
  await writeFile(MAP_PLACES_ASSET, `${JSON.stringify(places)}\n`);
  process.stdout.write(`${places.length} places written to ${MAP_PLACES_ASSET.pathname}\n`);
  const cities = russianCityNamesFrom(russian);
  await writeFile(RUSSIAN_CITY_NAMES_ASSET, `${JSON.stringify(cities)}\n`);
  const count = Object.values(cities).reduce((sum, country) => sum + Object.keys(country).length, 0);
  process.stdout.write(`${count} Russian city names written to ${RUSSIAN_CITY_NAMES_ASSET.pathname}\n`);
}

await main();
