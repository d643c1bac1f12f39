/** Where the map looks: the address's area, else all the placed studios, else the whole world. */
import { parseBounds } from '@domain/geo';
import L from 'leaflet';
import { viewOfBounds } from './map-bounds';
import type { StudioPoint } from './map-points';

/** Close enough to tell a city's studios apart, not so close that one studio fills the map. */
const FIT_MAX_ZOOM = 7;

export function fitView(map: L.Map, points: readonly StudioPoint[], boundsKey: string | null): void {
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
