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

export function mapPointsOf(
  selection: readonly { studio: { id: number }; facts: Pick<StudioFacts, 'point'> }[],
): MapPoints {
  const points: StudioPoint[] = [];
  selection.forEach(({ studio, facts }, index) => {
    if (!facts.point) return;
    points.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [facts.point.longitude, facts.point.latitude] },
      properties: { index, id: studio.id },
    });
  });
  return { points, unplaced: selection.length - points.length };
}
