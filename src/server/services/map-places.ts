/**
 * The city names the offline map writes (issue 34; decisions 013 and 017): the gazetteer's larger
 * places only, so the map's own asset stays small (about 800 places, 21 KB gzipped, loaded with the
 * map and cached like the country outlines). Each is [name, latitude, longitude, population],
 * largest first; the map shows more of them as it zooms in. Made from the same GeoNames file as the
 * 'near' box (`npm run map:places` writes the JSON; a unit test checks it is current).
 *
 * The names are GeoNames' own, with the Russian name where the gazetteer has one (issue 34), picked
 * as the places API and the studios' `city_ru` pick it (services/gazetteer.ts): the Russian pages
 * label the map in Cyrillic, the English ones as before. The Russian names cost 5 KB of it (15.3 KB gzipped before).
 */

import type { RussianPlaceName } from './gazetteer';

/** Places of at least this many people are named on the map. */
export const MAP_PLACE_MIN_POPULATION = 500_000;

export type MapPlace =
  | [name: string, latitude: number, longitude: number, population: number]
  | [name: string, latitude: number, longitude: number, population: number, russian: string];

/** Coordinates to 3 decimals (about 100 m): plenty for a label, and fewer bytes. */
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** The map's places from the text of GeoNames' cities1000 file. */
export function mapPlacesFrom(text: string): MapPlace[] {
  const places: MapPlace[] = [];
  for (const line of text.split('\n')) {
    // Columns: 1 name, 4 latitude, 5 longitude, 14 population.
    const fields = line.split('\t');
    if (fields.length < 15) continue;
    const population = Number(fields[14]) || 0;
    if (population < MAP_PLACE_MIN_POPULATION) continue;
    const latitude = Number(fields[4]);
    const longitude = Number(fields[5]);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    places.push([fields[1]!, round3(latitude), round3(longitude), population]);
  }
  return places.sort((a, b) => b[3] - a[3] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

/** The places with their Russian names added (as the 5th item) where the gazetteer has one. */
export function withRussianNames(
  places: readonly MapPlace[],
  russian: readonly RussianPlaceName[],
): MapPlace[] {
  const key = (name: string, latitude: number, longitude: number) =>
    `${name}\t${round3(latitude)}\t${round3(longitude)}`;
  const names = new Map(
    russian.map((place) => [key(place.name, place.latitude, place.longitude), place.russian]),
  );
  return places.map((place) => {
    const name = names.get(key(place[0], place[1], place[2]));
    return name && name !== place[0] ? [place[0], place[1], place[2], place[3], name] : place;
  });
}
