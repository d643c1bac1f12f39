/**
 * The markers on the map: supercluster's clusters and single studios for the current view, kept in
 * step as the map moves. A marker already shown stays the same element (so a focused marker keeps
 * its focus while the map pans); everything is made anew when the studios or the language change.
 */
import L from 'leaflet';
import type Supercluster from 'supercluster';
import type { ClusterProperties } from 'supercluster';
import { clusterIcon, studioIcon } from './map-marker-icons';
import type { StudioPointProperties } from './map-points';

export interface ClusterMarkerHandlers {
  studioLabel(index: number): string;
  clusterLabel(count: number): string;
  /** `fromKeyboard`: Enter on the focused marker (the popup then takes the focus). */
  onStudio(index: number, marker: L.Marker, fromKeyboard: boolean): void;
  onCluster(clusterId: number, at: L.LatLng, fromKeyboard: boolean): void;
}

export type StudioClusters = Supercluster<StudioPointProperties>;

const isEnter = (event: L.LeafletEvent) => (event as L.LeafletKeyboardEvent).originalEvent?.key === 'Enter';

export class ClusterMarkers {
  private readonly group: L.LayerGroup;
  private shown = new Map<string, L.Marker>();

  constructor(
    private readonly map: L.Map,
    private readonly handlers: ClusterMarkerHandlers,
  ) {
    this.group = L.layerGroup().addTo(map);
  }

  /** Drops every marker (new studios or a new language), then shows the view's. */
  reset(clusters: StudioClusters): void {
    const focusedAt = this.focusedMarkerAt(this.shown.values());
    this.group.clearLayers();
    this.shown.clear();
    this.render(clusters);
    if (focusedAt) this.keepFocusNear(focusedAt);
  }

  /** Shows the clusters and studios of the current view and zoom. */
  render(clusters: StudioClusters): void {
    const view = this.map.getBounds();
    const box: [number, number, number, number] = [
      view.getWest(),
      Math.max(-90, view.getSouth()),
      view.getEast(),
      Math.min(90, view.getNorth()),
    ];
    const next = new Map<string, L.Marker>();
    for (const feature of clusters.getClusters(box, Math.round(this.map.getZoom()))) {
      const [longitude, latitude] = feature.geometry.coordinates as [number, number];
      const props = feature.properties as Partial<ClusterProperties> & StudioPointProperties;
      const key = props.cluster ? `c${props.cluster_id}` : `s${props.id}`;
      const marker =
        this.shown.get(key) ??
        (props.cluster
          ? this.clusterMarker(props.cluster_id!, props.point_count!, latitude, longitude)
          : this.studioMarker(props.index, latitude, longitude));
      next.set(key, marker);
    }
    const gone = [...this.shown].filter(([key]) => !next.has(key)).map(([, marker]) => marker);
    const focusedAt = this.focusedMarkerAt(gone);
    for (const marker of gone) this.group.removeLayer(marker);
    this.shown = next;
    if (focusedAt) this.keepFocusNear(focusedAt);
  }

  /** Where the marker with the keyboard focus stands, if it is one of `markers`. */
  private focusedMarkerAt(markers: Iterable<L.Marker>): L.LatLng | null {
    const active = document.activeElement;
    for (const marker of markers) if (active && marker.getElement() === active) return marker.getLatLng();
    return null;
  }

  /**
   * A focused marker that went (a zoom split or merged it, or the studios changed) hands the focus to
   * the marker now nearest to it, else to the map: a keyboard user never drops back to the page's top.
   */
  private keepFocusNear(at: L.LatLng): void {
    (this.nearest(at) ?? this.map.getContainer()).focus();
  }

  /** The element of the shown marker nearest to a place (where a cluster that split stood). */
  nearest(at: L.LatLng): HTMLElement | undefined {
    let best: L.Marker | undefined;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const marker of this.shown.values()) {
      const distance = this.map.distance(at, marker.getLatLng());
      if (distance < bestDistance) {
        best = marker;
        bestDistance = distance;
      }
    }
    return best?.getElement();
  }

  private studioMarker(index: number, latitude: number, longitude: number): L.Marker {
    const label = this.handlers.studioLabel(index);
    const marker = L.marker([latitude, longitude], { icon: studioIcon, keyboard: true, title: label });
    marker.on('click', () => this.handlers.onStudio(index, marker, false));
    marker.on('keypress', (event) => {
      if (isEnter(event)) this.handlers.onStudio(index, marker, true);
    });
    return this.add(marker, label, 1);
  }

  private clusterMarker(clusterId: number, count: number, latitude: number, longitude: number): L.Marker {
    const label = this.handlers.clusterLabel(count);
    const marker = L.marker([latitude, longitude], {
      icon: clusterIcon(count),
      keyboard: true,
      title: label,
      // Larger groups above single studios where they overlap.
      zIndexOffset: 1000,
    });
    marker.on('click', () => this.handlers.onCluster(clusterId, marker.getLatLng(), false));
    marker.on('keypress', (event) => {
      if (isEnter(event)) this.handlers.onCluster(clusterId, marker.getLatLng(), true);
    });
    return this.add(marker, label, count);
  }

  private add(marker: L.Marker, label: string, studios: number): L.Marker {
    marker.addTo(this.group);
    const element = marker.getElement();
    // The name screen readers announce (Leaflet sets only the title, which is not always read).
    element?.setAttribute('aria-label', label);
    // How many studios the marker stands for: the browser tests add these up.
    element?.setAttribute('data-studios', String(studios));
    return marker;
  }
}
