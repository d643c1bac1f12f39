/**
 * City names on the offline map (issue 34; decisions 013 and 017): without a tile server the map
 * draws country outlines only, so a producer could not tell Berlin from Leipzig. The larger places of
 * the app's gazetteer (map-places.json, made by `npm run map:places`: about 800 places of 500,000
 * people or more, 15 KB gzipped; GeoNames' own names, as the cards write a city) are a separate
 * asset fetched with the map, as the outlines are; map-place-names.ts picks the names of a view. The names are drawn under the markers, never focusable and hidden from screen readers
 * (the summary above the map is the text alternative; the markers carry their own place).
 */
import L from 'leaflet';
import { type MapPlace, placesToName } from './map-place-names';
import placesUrl from './map-places.json?url';

const PANE = 'vp-place-labels';

let loaded: Promise<MapPlace[]> | null = null;

function loadPlaces(): Promise<MapPlace[]> {
  loaded ??= fetch(placesUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`map places: HTTP ${response.status}`);
      return response.json() as Promise<MapPlace[]>;
    })
    .catch((error: unknown) => {
      loaded = null; // the next map tries again
      throw error;
    });
  return loaded;
}

/** The names layer of one map, drawn again when the map stops moving. */
export class PlaceLabels {
  private readonly group = L.layerGroup();
  private places: readonly MapPlace[] = [];
  private readonly onView = () => this.render();

  constructor(
    private readonly map: L.Map,
    credit: string,
  ) {
    // Above the outlines (the overlay pane, 400), under the markers (600).
    const pane = map.createPane(PANE);
    pane.style.zIndex = '450';
    pane.style.pointerEvents = 'none';
    this.group.addTo(map);
    loadPlaces()
      .then((places) => {
        if (!map.getContainer().isConnected) return;
        this.places = places;
        map.attributionControl.addAttribution(credit);
        map.on('moveend', this.onView);
        this.render();
      })
      // Without the names the map still works: outlines and markers.
      .catch(() => undefined);
  }

  private render(): void {
    const size = this.map.getSize();
    const labels = placesToName(this.places, this.map.getZoom(), (latitude, longitude) => {
      const point = this.map.latLngToContainerPoint([latitude, longitude]);
      return point.x < 0 || point.y < 0 || point.x > size.x || point.y > size.y ? null : point;
    });
    this.group.clearLayers();
    for (const label of labels) {
      const text = document.createElement('span');
      text.textContent = label.name;
      const marker = L.marker([label.latitude, label.longitude], {
        icon: L.divIcon({ className: 'map-place-label', html: text, iconSize: undefined }),
        interactive: false,
        keyboard: false,
        pane: PANE,
      }).addTo(this.group);
      marker.getElement()?.setAttribute('aria-hidden', 'true');
    }
  }
}
