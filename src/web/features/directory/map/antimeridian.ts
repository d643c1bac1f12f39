/**
 * Country outlines that cross the 180° meridian (Russia's Chukotka, Fiji, Antarctica) are stored
 * with their longitudes wrapped: a ring goes to 180 and goes on from -180. Leaflet draws a ring as
 * flat lines, so the step from 180 to -180 became a line across the whole map. Making each ring's
 * longitudes continuous (179, 181 instead of 179, -179) draws the land where it is; a ring around
 * the pole (Antarctica) then closes along the map's bottom edge, where it belongs.
 */
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';

export function unwrapRing(ring: Position[]): Position[] {
  let offset = 0;
  return ring.map((point, index) => {
    if (index > 0) {
      const step = point[0]! - ring[index - 1]![0]!;
      if (step > 180) offset -= 360;
      else if (step < -180) offset += 360;
    }
    return offset === 0 ? point : [point[0]! + offset, ...point.slice(1)];
  });
}

function unwrapGeometry(geometry: Geometry): Geometry {
  if (geometry.type === 'Polygon') return { ...geometry, coordinates: geometry.coordinates.map(unwrapRing) };
  if (geometry.type === 'MultiPolygon') {
    return { ...geometry, coordinates: geometry.coordinates.map((polygon) => polygon.map(unwrapRing)) };
  }
  return geometry;
}

export function unwrapOutlines(collection: FeatureCollection): FeatureCollection {
  return {
    ...collection,
    features: collection.features.map(
      (item): Feature => (item.geometry ? { ...item, geometry: unwrapGeometry(item.geometry) } : item),
    ),
  };
}
