/**
 * The directory's map (product.md §11 "The map", decision 017): the studios the list selects, as
 * clustered markers over offline country outlines (or the configured tiles). Loaded on its own chunk
 * when the map is opened (lazy-studio-map.tsx). The list stays the complete, accessible view: the
 * map adds a text summary, keyboard-reachable markers and 'Search this area'.
 */
import 'leaflet/dist/leaflet.css';
import './map-styles.css';
import { studioCountryName } from '@domain/countries';
import { formatBounds, formatLatLng, type GeoBounds } from '@domain/geo';
import { PLACE_DATA_CREDIT } from '@domain/place-data-credit';
import type { StudioFilters } from '@domain/studio-filters';
import type { SelectedStudio } from '@domain/studio-selection';
import L from 'leaflet';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import type { DirectoryStudio } from '@/shared/api/studio-directory';
import { Button } from '@/shared/components/ui/button';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { siteConfig } from '@/shared/lib/site-config';
import { ClusterMarkers } from './cluster-markers';
import { clusterZoom } from './cluster-zoom';
import { addBasemap } from './map-basemap';
import { boundsOfView } from './map-bounds';
import { fitView } from './map-fit';
import { mapMessages } from './map-messages';
import { PlaceLabels } from './map-place-labels';
import { sameStudios } from './map-points';
import { MapPopupCard } from './map-popup-card';
import { summarizeMap } from './map-summary';
import { CLUSTER_MAX_ZOOM, useMapClusters } from './use-studio-clusters';

/** The 'near' search's centre and radius: above the outlines, under the names and the markers. */
const NEAR_PANE = 'vp-near';
/** Room around a cluster's studios when the map zooms to them. */
const CLUSTER_PADDING = L.point(48, 48);

export interface StudioMapProps {
  matches: readonly SelectedStudio<DirectoryStudio>[];
  /** The address's filters ('Search this area' adds the map's bounds to them). */
  filters: StudioFilters;
  /** New filters; the words in the search box are kept by the list (studio-directory.tsx). */
  setFilters(filters: StudioFilters): void;
  selected: ReadonlySet<number>;
  onToggleCompare(id: number): void;
}

interface OpenStudio {
  studio: DirectoryStudio;
  opener: HTMLElement | null;
}

export default function StudioMap({
  matches: listed,
  filters,
  setFilters,
  selected,
  onToggleCompare,
}: StudioMapProps) {
  const t = useMessages(mapMessages);
  const { locale } = useLocale();
  const summaryId = useId();
  const containerRef = useRef<HTMLElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const [popupElement] = useState(() => document.createElement('div'));
  const popupRef = useRef<L.Popup | null>(null);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const [open, setOpen] = useState<OpenStudio | null>(null);

  const matches = useFollowingSelection(listed);
  const { points, unplaced, clusters } = useMapClusters(matches);
  const summary = useMemo(() => summarizeMap(matches, locale), [matches, locale]);

  // The handlers Leaflet holds read the latest render's values.
  const latest = useRef({ matches, points, clusters, t, open, locale });
  latest.current = { matches, points, clusters, t, open, locale };

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const { t: texts } = latest.current;
    const created = L.map(container, {
      zoomControl: false,
      worldCopyJump: true,
      minZoom: 1,
      maxZoom: 18,
      keyboard: true,
    });
    // A first view, so the markers can be placed before the view is fitted to them.
    created.setView([20, 0], 2);
    L.control.zoom({ zoomInTitle: texts.zoomIn, zoomOutTitle: texts.zoomOut }).addTo(created);
    created.attributionControl.setPrefix('Leaflet');
    const tiles = siteConfig().mapTiles;
    addBasemap(created, tiles, texts.outlinesCredit);
    // Offline the outlines have no names: the gazetteer's larger cities are written on them (issue 34).
    if (!tiles) new PlaceLabels(created, PLACE_DATA_CREDIT.text[latest.current.locale]);
    created.createPane(NEAR_PANE).style.zIndex = '420';
    // Our own close button (in the reader's language) replaces Leaflet's English one.
    popupRef.current = L.popup({ closeButton: false, maxWidth: 300, autoPanPadding: [16, 16] }).setContent(
      popupElement,
    );
    created.on('popupclose', () => {
      const opener = latest.current.open?.opener;
      // Focus left inside the closed popup goes back to the marker that opened it.
      if (
        opener?.isConnected &&
        (popupElement.contains(document.activeElement) || document.activeElement === document.body)
      ) {
        opener.focus();
      }
      setOpen(null);
    });
    // Escape closes the card, from anywhere in it; the focus goes back to its marker (popupclose).
    // Leaflet's own Escape only works while the map's box itself has the focus.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      created.closePopup();
    };
    popupElement.addEventListener('keydown', onKeyDown);
    setMap(created);
    return () => {
      popupElement.removeEventListener('keydown', onKeyDown);
      created.remove();
      setMap(null);
    };
  }, [popupElement]);

  const markers = useMemo(() => {
    if (!map) return null;
    const layer = new ClusterMarkers(map, {
      studioLabel: (index) => {
        const studio = latest.current.matches[index]?.studio;
        const place = studio
          ? [studio.city, studioCountryName(studio, latest.current.locale)].filter(Boolean).join(', ')
          : '';
        return latest.current.t.studioMarker({ name: studio?.name ?? '', place });
      },
      clusterLabel: (count) => latest.current.t.clusterMarker({ count }),
      onStudio: (index, marker, fromKeyboard) => {
        const studio = latest.current.matches[index]?.studio;
        const popup = popupRef.current;
        if (!studio || !popup) return;
        // The card is in the popup's element before Leaflet measures it.
        flushSync(() => setOpen({ studio, opener: marker.getElement() ?? null }));
        popup.setLatLng(marker.getLatLng()).openOn(map);
        if (fromKeyboard) linkRef.current?.focus();
      },
      onCluster: (clusterId, at, fromKeyboard) => {
        const index = latest.current.clusters;
        // To the group's studios, all of them in view (issue 34: not one step at a time), and at
        // least as close as the zoom at which the group splits.
        const leaves = index.getLeaves(clusterId, Number.POSITIVE_INFINITY).map((leaf) => {
          const [longitude, latitude] = leaf.geometry.coordinates as [number, number];
          return L.latLng(latitude, longitude);
        });
        const bounds = L.latLngBounds(leaves);
        const splits = index.getClusterExpansionZoom(clusterId);
        const fits = map.getBoundsZoom(bounds, false, CLUSTER_PADDING);
        const zoom = clusterZoom(fits, splits, Math.min(CLUSTER_MAX_ZOOM + 1, map.getMaxZoom()));
        if (fromKeyboard) {
          // After zooming in, the focus goes to the marker nearest to where the cluster stood.
          map.once('moveend', () => (layer.nearest(at) ?? map.getContainer()).focus());
        }
        map.setView(bounds.getCenter(), zoom);
      },
    });
    return layer;
  }, [map]);

  // New studios or a new language: the markers are made again, and an open card closes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the markers' labels are read from t, so a new language makes them again.
  useEffect(() => {
    if (!map || !markers) return;
    map.closePopup();
    markers.reset(clusters);
    const onMove = () => markers.render(latest.current.clusters);
    map.on('moveend', onMove);
    return () => {
      map.off('moveend', onMove);
    };
  }, [map, markers, clusters, t]);

  // The 'near' search's place and radius (issue 34): a dot at the centre and the ring it searches.
  const nearKey = filters.near ? formatLatLng(filters.near) : null;
  const radiusKm = filters.radiusKm;
  // biome-ignore lint/correctness/useExhaustiveDependencies: nearKey stands for filters.near.
  useEffect(() => {
    const near = filters.near;
    if (!map || !near) return;
    const centre: L.LatLngExpression = [near.latitude, near.longitude];
    const layer = L.layerGroup().addTo(map);
    if (radiusKm !== null) {
      L.circle(centre, {
        radius: radiusKm * 1000,
        pane: NEAR_PANE,
        interactive: false,
        className: 'map-near-ring',
        weight: 2,
        fillOpacity: 0.06,
      }).addTo(layer);
    }
    L.circleMarker(centre, {
      radius: 5,
      pane: NEAR_PANE,
      interactive: false,
      className: 'map-near-centre',
      weight: 2,
      fillOpacity: 1,
    }).addTo(layer);
    return () => {
      layer.remove();
    };
  }, [map, nearKey, radiusKm]);

  // The view follows the filters: the address's area when there is one, else every placed studio.
  // The area the map itself searched keeps the view where the visitor put it.
  const searchedArea = useRef<string | null>(null);
  const boundsKey = filters.bounds ? formatBounds(filters.bounds) : null;
  const pointsKey = useMemo(() => points.map((p) => p.properties.id).join(','), [points]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the points are read through latest; their ids say when they changed.
  useEffect(() => {
    if (!map) return;
    if (boundsKey !== null && boundsKey === searchedArea.current) return;
    searchedArea.current = null;
    fitView(map, latest.current.points, boundsKey);
  }, [map, boundsKey, pointsKey]);

  const onSearchArea = () => {
    if (!map) return;
    const view = map.getBounds();
    const bounds: GeoBounds = boundsOfView({
      south: view.getSouth(),
      west: view.getWest(),
      north: view.getNorth(),
      east: view.getEast(),
    });
    searchedArea.current = formatBounds(bounds);
    setFilters({ ...filters, bounds });
  };

  const closePopup = () => {
    open?.opener?.focus();
    map?.closePopup();
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
          <p id={summaryId} data-testid="map-summary">
            {t.summary({ count: summary.placed, countries: summary.countries, others: summary.others })}
          </p>
          {unplaced > 0 ? (
            <p className="text-muted" data-testid="map-unplaced">
              {t.unplaced({ count: unplaced })}
            </p>
          ) : null}
        </div>
        <Button variant="secondary" size="sm" onClick={onSearchArea} disabled={!map} title={t.searchAreaHint}>
          {t.searchArea}
        </Button>
      </div>
      {/* isolate: Leaflet's panes and controls (z-index 400 to 1000) stay under the page's own layers. */}
      <div className="relative isolate z-0 overflow-hidden rounded-[var(--radius-card)] border border-line">
        <section
          ref={containerRef}
          aria-label={t.mapLabel}
          aria-describedby={summaryId}
          className="studio-map h-[65vh] min-h-80 w-full"
          data-testid="studio-map"
        />
      </div>
      {open
        ? createPortal(
            <MapPopupCard
              studio={open.studio}
              selected={selected.has(open.studio.id)}
              onToggleCompare={onToggleCompare}
              onClose={closePopup}
              firstRef={linkRef}
            />,
            popupElement,
          )
        : null}
    </div>
  );
}

/**
 * The selection the map shows: the list's, once the frame with the list's new count has been painted
 * (issue 16). Placing, clustering and marking thousands of studios again takes longer than the count
 * line may on a phone, so it follows a moment later; a new selection before then replaces the one
 * waiting (typing on re-clusters once, when it pauses), and one with the same studios in the same
 * order (the address catching up with the search box) changes nothing. Not a transition: the work is
 * mostly one memo that cannot be interrupted, and a pending transition would be rendered with the
 * next keystroke's deferred list.
 */
function useFollowingSelection(listed: StudioMapProps['matches']): StudioMapProps['matches'] {
  const [shown, setShown] = useState(listed);
  useEffect(() => {
    if (sameStudios(shown, listed)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setShown(listed), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [listed, shown]);
  return shown;
}
