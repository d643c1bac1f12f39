/**
 * What the map clusters: the selected studios that have coordinates, as GeoJSON points (supercluster
 * reads [longitude, latitude]), and how many of the selection cannot be placed.
 */
import type { StudioFacts } from '@domain/studio-facts';
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

/** How many studios of the selection share a spot, and how many of them are placed so far. */
interface Spot {
  studios: number;
  placed: number;
}

/**
 * Runs again each time the selection changes (9,000 studios on the map at 10,000 in the directory):
 * the spots are found by their numbers, without making a text key of each studio's coordinates.
 */
export function mapPointsOf(
  selection: readonly { studio: { id: number }; facts: Pick<StudioFacts, 'point'> }[],
): MapPoints {
  const spots = new Map<number, Map<number, Spot>>();
  const spotOf: (Spot | null)[] = new Array(selection.length);
  for (let index = 0; index < selection.length; index++) {
    const point = selection[index]!.facts.point;
    if (!point) {
      spotOf[index] = null;
      continue;
    }
    let byLongitude = spots.get(point.latitude);
    if (!byLongitude) {
      byLongitude = new Map();
      spots.set(point.latitude, byLongitude);
    }
    let spot = byLongitude.get(point.longitude);
    if (!spot) {
      spot = { studios: 0, placed: 0 };
      byLongitude.set(point.longitude, spot);
    }
    spot.studios += 1;
    spotOf[index] = spot;
  }
  const points: StudioPoint[] = [];
  for (let index = 0; index < selection.length; index++) {
    const spot = spotOf[index];
    if (!spot) continue;
    const { studio, facts } = selection[index]!;
    const { latitude, longitude } = facts.point!;
    points.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: spread(latitude, longitude, spot.placed++, spot.studios) },
      properties: { index, id: studio.id },
    });
  }
  return { points, unplaced: selection.length - points.length };
}

/** Whether two selections hold the same studios in the same order (the map would draw the same). */
export function sameStudios(
  a: readonly { studio: object; facts: object }[],
  b: readonly { studio: object; facts: object }[],
): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    if (a[i]!.studio !== b[i]!.studio || a[i]!.facts !== b[i]!.facts) return false;
  }
  return true;
}
