/**
 * The name of a place the visitor chose in the 'near' box, by its coordinates. The address carries
 * only `near=<lat>,<lng>`: a point that is a gazetteer's place is named from the gazetteer (in the
 * reader's language, on the server too: use-near-place-name.ts); another (a place chosen
 * elsewhere) by the name kept here for the tab's session; else by its coordinates. The visitor's own position is kept
 * as MY_LOCATION, not as words: the box and the chip name it differently ('Your location', 'Distance
 * from your location'), each in the language of the moment.
 */
import { formatLatLng, type LatLng } from '@domain/geo';
import type { Place } from '@domain/schemas/place-schemas';

/**
 * "Berlin, Germany", "London, KY, United States": how the box and the chip name a gazetteer's place
 * (the region tells apart the places of one name in one country, issue 34).
 */
export function placeLabel(place: Place): string {
  return `${place.name}, ${placeWhere(place)}`;
}

/** "KY, United States" or "Germany": what follows the place's name. */
export function placeWhere(place: Pick<Place, 'region' | 'country_name'>): string {
  return place.region ? `${place.region}, ${place.country_name}` : place.country_name;
}

const PREFIX = 'vp-place:';
const names = new Map<string, string>();

/** The name remembered for 'Use my location'. */
export const MY_LOCATION = '\u0000my-location';

export function rememberPlaceName(point: LatLng, name: string): void {
  const key = formatLatLng(point);
  names.set(key, name);
  try {
    window.sessionStorage.setItem(PREFIX + key, name);
  } catch {
    // Without storage the name lasts until the page is reloaded.
  }
}

/** The remembered name; `myLocation`: how this control names the visitor's own position. */
export function placeNameOf(point: LatLng, myLocation: string): string {
  const name = rememberedPlaceName(point);
  if (name === MY_LOCATION) return myLocation;
  return name ?? coordinatesLabel(point);
}

/** What the tab remembered for this point: a name, MY_LOCATION, or null. */
export function rememberedPlaceName(point: LatLng): string | null {
  const key = formatLatLng(point);
  let name = names.get(key);
  if (name === undefined) {
    try {
      name = window.sessionStorage.getItem(PREFIX + key) ?? undefined;
    } catch {
      name = undefined;
    }
  }
  return name ?? null;
}

/** A place shown by its coordinates: what the server renders, since it cannot read the tab's names. */
export function coordinatesLabel(point: LatLng): string {
  return formatLatLng(point).replace(',', ', ');
}
