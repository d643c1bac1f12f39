/**
 * The map's background (decision 017). Without settings: country outlines from world-atlas
 * (Natural Earth, 1:110m) as vector shapes, loaded as their own cached asset, so the map works
 * offline and with no tile provider. With MAP_TILE_URL: that provider's tiles and its credit.
 */
import type { SiteConfig } from '@domain/site-config';
import type { FeatureCollection } from 'geojson';
import L from 'leaflet';
import { feature } from 'topojson-client';
import atlasUrl from 'world-atlas/countries-110m.json?url';
import { unwrapOutlines } from './antimeridian';

/** Leaflet reads a layer's attribution as HTML; the setting is plain text. */
function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** world-atlas's countries file: a TopoJSON topology whose `countries` object holds every country. */
type Atlas = Parameters<typeof feature>[0];

let outlines: Promise<FeatureCollection> | null = null;

function loadOutlines(): Promise<FeatureCollection> {
  outlines ??= fetch(atlasUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`country outlines: HTTP ${response.status}`);
      return response.json() as Promise<Atlas>;
    })
    .then((atlas) => unwrapOutlines(feature(atlas, 'countries') as unknown as FeatureCollection))
    .catch((error: unknown) => {
      outlines = null; // the next map tries again
      throw error;
    });
  return outlines;
}

/** Adds the background to the map; the outlines arrive a moment later (the markers do not wait). */
export function addBasemap(map: L.Map, tiles: SiteConfig['mapTiles'], outlinesCredit: string): void {
  if (tiles) {
    L.tileLayer(tiles.url, { attribution: escapeHtml(tiles.attribution), maxZoom: 19 }).addTo(map);
    return;
  }
  loadOutlines()
    .then((countries) => {
      // The map may have been closed while the outlines loaded.
      if (!map.getContainer().isConnected) return;
      L.geoJSON(countries, {
        interactive: false,
        attribution: escapeHtml(outlinesCredit),
        // Classes, not colours: the theme's tokens switch with dark mode.
        style: { className: 'fill-surface stroke-line-strong', weight: 0.6, fillOpacity: 1 },
      }).addTo(map);
    })
    // Without outlines the markers still stand on the plain background.
    .catch(() => undefined);
}
