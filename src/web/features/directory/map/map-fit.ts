/** Where the map looks: the address's area, else all the placed studios, else the whole world. */
import { parseBounds } from '@domain/geo';
import L from 'leaflet';
import { viewOfBounds } from './map-bounds';
import type { StudioPoint } from './map-points';

/** Close enough to tell a city's studios apart, not so close that one studio fills the map. */
const FIT_MAX_ZOOM = 7;

/** A fit asked for while the map animated a zoom, made when the animation ends (the latest only). */
const waiting = new WeakMap<L.Map, () => void>();

export function fitView(map: L.Map, points: readonly StudioPoint[], boundsKey: string | null): void {
  // Leaflet (1.9) drops a new zoom while it animates one: a selection that changes within the
  // quarter second of a zoom (clearing the search just after typing it) would keep the old view.
  if ((map as unknown as { _animatingZoom?: boolean })._animatingZoom) {
    const pending = waiting.get(map);
    if (pending) map.off('zoomend', pending);
    const fitLater = () => {
      waiting.delete(map);
      fitView(map, points, boundsKey);
    };
    waiting.set(map, fitLater);
    map.once('zoomend', fitLater);
    return;
  }
  const pending = waiting.get(map);
  if (pending) {
    map.off('zoomend', pending);
    waiting.delete(map);
  }
  const bounds = boundsKey ? parseBounds(boundsKey) : null;
  if (bounds) {
    map.fitBounds(viewOfBounds(bounds));
    return;
  }
  if (points.length === 0) {
    map.setView([20, 0], 2);
    return;
  }
  const corners = points.map((p) => {
    const [longitude, latitude] = p.geometry.coordinates as [number, number];
    return L.latLng(latitude, longitude);
  });
  map.fitBounds(L.latLngBounds(corners), { padding: [32, 32], maxZoom: FIT_MAX_ZOOM });
}
