/**
 * `npm run map:places`: writes the offline map's city names (services/map-places.ts) from the
 * gazetteer's file to the map's asset. Run again when the gazetteer package changes.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { gazetteerFile } from '../services/gazetteer';
import { mapPlacesFrom } from '../services/map-places';

export const MAP_PLACES_ASSET = new URL('../../web/features/directory/map/map-places.json', import.meta.url);

async function main(): Promise<void> {
  const places = mapPlacesFrom(await readFile(gazetteerFile(), 'utf8'));
  await writeFile(MAP_PLACES_ASSET, `${JSON.stringify(places)}\n`);
  process.stdout.write(`${places.length} places written to ${MAP_PLACES_ASSET.pathname}\n`);
}

await main();
