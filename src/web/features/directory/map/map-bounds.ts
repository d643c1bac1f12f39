/**
 * Between a Leaflet view and the address's bounds (product.md §11 'Search this area'). Leaflet's
 * longitudes run past ±180 when the world is panned round or zoomed far out; the domain's stay in
 * -180..180, west greater than east meaning the box crosses the antimeridian.
 */
import type { GeoBounds } from '@domain/geo';

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** -180..180 (180 stays 180, so a box ending on the antimeridian does not flip). */
function wrapLongitude(longitude: number): number {
  if (longitude >= -180 && longitude <= 180) return longitude;
  return ((((longitude + 180) % 360) + 360) % 360) - 180;
}

/** The view's south, west, north and east (LatLngBounds' getters) as the address's bounds. */
export function boundsOfView(view: GeoBounds): GeoBounds {
  const south = clamp(view.south, -90, 90);
  const north = clamp(view.north, -90, 90);
  // A view showing the whole width of the world (or more) limits nothing east-west.
  if (view.east - view.west >= 360) return { south, west: -180, north, east: 180 };
  return { south, west: wrapLongitude(view.west), north, east: wrapLongitude(view.east) };
}

/** The address's bounds as corners Leaflet can fit: across the antimeridian, east runs past 180. */
export function viewOfBounds(bounds: GeoBounds): [[number, number], [number, number]] {
  const east = bounds.west > bounds.east ? bounds.east + 360 : bounds.east;
  return [
    [bounds.south, bounds.west],
    [bounds.north, east],
  ];
}
