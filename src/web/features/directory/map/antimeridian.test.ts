import type { FeatureCollection, Position } from 'geojson';
import { feature } from 'topojson-client';
import { describe, expect, it } from 'vitest';
import atlas from 'world-atlas/countries-110m.json';
import { unwrapOutlines, unwrapRing } from './antimeridian';

/** The largest step in longitude between two neighbouring points of any ring. */
function largestStep(collection: FeatureCollection): number {
  let largest = 0;
  const rings = (rings: Position[][]) => {
    for (const ring of rings)
      for (let i = 1; i < ring.length; i++)
        largest = Math.max(largest, Math.abs(ring[i]![0]! - ring[i - 1]![0]!));
  };
  for (const item of collection.features) {
    if (item.geometry?.type === 'Polygon') rings(item.geometry.coordinates);
    if (item.geometry?.type === 'MultiPolygon')
      for (const polygon of item.geometry.coordinates) rings(polygon);
  }
  return largest;
}

describe('unwrapRing', () => {
  it('continues past 180 instead of stepping back to -180, and comes back', () => {
    expect(
      unwrapRing([
        [178, -16],
        [180, -16.5],
        [-179.5, -16.8],
        [-179, -16.2],
        [179.5, -16],
        [178, -16],
      ]),
    ).toEqual([
      [178, -16],
      [180, -16.5],
      [180.5, -16.8],
      [181, -16.2],
      [179.5, -16],
      [178, -16],
    ]);
  });

  it('continues past -180 the other way', () => {
    expect(
      unwrapRing([
        [-179, 70],
        [179, 71],
        [-179, 72],
      ]),
    ).toEqual([
      [-179, 70],
      [-181, 71],
      [-179, 72],
    ]);
  });

  it('leaves a ring that does not cross the meridian as it is', () => {
    const ring = [
      [10, 50],
      [12, 51],
      [11, 52],
      [10, 50],
    ];
    expect(unwrapRing(ring)).toEqual(ring);
  });
});

describe('unwrapOutlines on the shipped country outlines', () => {
  const countries = feature(
    atlas as unknown as Parameters<typeof feature>[0],
    'countries',
  ) as unknown as FeatureCollection;

  it('the outlines as stored step across the whole map (Russia, Fiji, Antarctica)', () => {
    expect(largestStep(countries)).toBeGreaterThan(300);
  });

  it('no ring steps across the map once unwrapped', () => {
    expect(largestStep(unwrapOutlines(countries))).toBeLessThan(180);
    expect(unwrapOutlines(countries).features).toHaveLength(countries.features.length);
  });
});
