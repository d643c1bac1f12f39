/**
 * Which city names the offline map writes in a view (map-place-labels.ts draws them): the largest
 * first, more as the map zooms in, none over a larger city's name. No Leaflet here, so it is
 * unit-tested without a browser.
 */
/** [name, latitude, longitude, population], largest first (services/map-places.ts). */
export type MapPlace = readonly [string, number, number, number];

export interface PlaceLabel {
  name: string;
  latitude: number;
  longitude: number;
}

/** At most this many names in a view: a map of names would hide the outlines and the markers. */
const MAX_LABELS = 60;
/** A name's box in pixels, roughly (12 px text): for keeping names apart. */
const CHAR_WIDTH = 7;
const LABEL_HEIGHT = 16;
const GAP = 4;

/** The fewest people a place needs to be named at a zoom: the world's largest cities, more closer in. */
export function labelMinPopulation(zoom: number): number {
  if (zoom < 3) return 5_000_000;
  if (zoom < 4) return 2_000_000;
  if (zoom < 5) return 1_000_000;
  return 0;
}

/**
 * The places to name in a view, largest first: big enough for the zoom, inside the view (`toPoint`
 * gives a place's pixel in the map's box, null outside it) and not over a larger place's name.
 */
export function placesToName(
  places: readonly MapPlace[],
  zoom: number,
  toPoint: (latitude: number, longitude: number) => { x: number; y: number } | null,
): PlaceLabel[] {
  const least = labelMinPopulation(zoom);
  const taken: { left: number; top: number; right: number; bottom: number }[] = [];
  const labels: PlaceLabel[] = [];
  for (const place of places) {
    if (place[3] < least) break;
    const point = toPoint(place[1], place[2]);
    if (!point) continue;
    const name = place[0];
    const half = (name.length * CHAR_WIDTH) / 2 + GAP;
    const box = {
      left: point.x - half,
      right: point.x + half,
      top: point.y - LABEL_HEIGHT / 2 - GAP,
      bottom: point.y + LABEL_HEIGHT / 2 + GAP,
    };
    if (
      taken.some((o) => box.left < o.right && o.left < box.right && box.top < o.bottom && o.top < box.bottom)
    )
      continue;
    taken.push(box);
    labels.push({ name, latitude: place[1], longitude: place[2] });
    if (labels.length >= MAX_LABELS) break;
  }
  return labels;
}
