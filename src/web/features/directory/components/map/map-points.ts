/**
 * What the map clusters: the selected studios that have coordinates, as GeoJSON points (supercluster
 * reads [longitude, latitude]), and how many of the selection cannot be placed.
 */
import type { StudioFacts } from '@domain/studio-filters';
import type { Feature, Point } from 'geojson';

export interface StudioPointProperties {
  /** Position in the selection: the popup reads the studio back from it. */
  index: number;
  id: number;
}

export type StudioPoint = Feature<Point, StudioPointProperties>;

export interface MapPoints {
  points: StudioPoint[];
  /** Studios of the selection without coordinates (facts.point null). */
  unplaced: number;
}

/**
 * Studios often share coordinates (a city's, from the gazetteer): one on top of the other could
 * never be clicked apart. Each of n studios on one spot is set on a small ring around it, about
 * 110 m across the ring's radius: invisible at city zoom, apart once zoomed in past the clusters.
 */
const RING_DEGREES = 0.001;

function spread(latitude: number, longitude: number, k: number, n: number): [number, number] {
  if (n < 2) return [longitude, latitude];
  const angle = (2 * Math.PI * k) / n;
  const squeeze = Math.max(0.1, Math.cos((latitude * Math.PI) / 180));
  return [
    longitude + (RING_DEGREES * Math.sin(angle)) / squeeze,
    Math.max(-90, Math.min(90, latitude + RING_DEGREES * Math.cos(angle))),
  ];
}

export function mapPointsOf(
  selection: readonly { studio: { id: number }; facts: Pick<StudioFacts, 'point'> }[],
): MapPoints {
  const points: StudioPoint[] = [];
  const onSpot = new Map<string, number>();
  for (const { facts } of selection) {
    if (facts.point) {
      const spot = `${facts.point.latitude},${facts.point.longitude}`;
      onSpot.set(spot, (onSpot.get(spot) ?? 0) + 1);
    }
  }
  const placedOnSpot = new Map<string, number>();
  selection.forEach(({ studio, facts }, index) => {
    if (!facts.point) return;
    const { latitude, longitude } = facts.point;
    const spot = `${latitude},${longitude}`;
    const k = placedOnSpot.get(spot) ?? 0;
    placedOnSpot.set(spot, k + 1);
    points.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: spread(latitude, longitude, k, onSpot.get(spot) ?? 1) },
      properties: { index, id: studio.id },
    });
  });
  return { points, unplaced: selection.length - points.length };
}
