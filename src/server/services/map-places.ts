/**
 * The city names the offline map writes (issue 34; decisions 013 and 017): the gazetteer's larger
 * places only, so the map's own asset stays small (about 800 places, 18 KB gzipped, loaded with the
 * map and cached like the country outlines). Each is [name, latitude, longitude, population],
 * largest first; the map shows more of them as it zooms in. Made from the same GeoNames file as the
 * 'near' box (`npm run map:places` writes the JSON; a unit test checks it is current).
 *
 * The names are GeoNames' own, in both languages, as the cards and the place list write a city: the
 * file's alternate names carry no language, and picking a Russian one without a query to match
 * ('Нью-Йорк' beside the Bulgarian 'Ню Йорк' and the Serbian 'Њујорк') too often picked a
 * neighbour's spelling.
 */

/** Places of at least this many people are named on the map. */
export const MAP_PLACE_MIN_POPULATION = 500_000;

export type MapPlace = [name: string, latitude: number, longitude: number, population: number];

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
