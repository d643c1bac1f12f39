import { describe, expect, it } from 'vitest';
import { mapPointsOf, sameStudios } from './map-points';

const at = (id: number, point: { latitude: number; longitude: number } | null) => ({
  studio: { id },
  facts: { point },
});

describe('mapPointsOf', () => {
  it('makes a [longitude, latitude] point of every studio with coordinates, keeping its place in the selection', () => {
    const { points, unplaced } = mapPointsOf([
      at(7, { latitude: 52.52, longitude: 13.405 }),
      at(3, null),
      at(9, { latitude: -33.87, longitude: 151.21 }),
    ]);
    expect(unplaced).toBe(1);
    expect(points).toEqual([
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [13.405, 52.52] },
        properties: { index: 0, id: 7 },
      },
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [151.21, -33.87] },
        properties: { index: 2, id: 9 },
      },
    ]);
  });

  it('answers an empty selection with nothing to place', () => {
    expect(mapPointsOf([])).toEqual({ points: [], unplaced: 0 });
  });

  it('sets studios that share a spot on a small ring around it, so each can be clicked', () => {
    const spot = { latitude: 51.5, longitude: -0.12 };
    const { points } = mapPointsOf([at(1, spot), at(2, spot), at(3, spot), at(4, spot)]);
    const coordinates = points.map((p) => p.geometry.coordinates);
    expect(new Set(coordinates.map((c) => c.join(','))).size).toBe(4);
    for (const [longitude, latitude] of coordinates) {
      // Within about 200 m of the spot, east-west corrected for the latitude.
      expect(Math.abs(latitude! - spot.latitude)).toBeLessThanOrEqual(0.001 + 1e-12);
      expect(Math.abs(longitude! - spot.longitude)).toBeLessThanOrEqual(
        0.001 / Math.cos((51.5 * Math.PI) / 180) + 1e-12,
      );
    }
    // The first keeps its place north of the spot, the ring's start.
    expect(coordinates[0]).toEqual([-0.12, 51.501]);
  });
});

describe('sameStudios', () => {
  const berlin = at(1, { latitude: 52.52, longitude: 13.405 });
  const sydney = at(2, { latitude: -33.87, longitude: 151.21 });
  it('holds for a new array of the same studios in the same order', () => {
    expect(sameStudios([berlin, sydney], [berlin, sydney])).toBe(true);
    expect(sameStudios([], [])).toBe(true);
  });
  it('fails for another order, another length, or another studio or facts object', () => {
    expect(sameStudios([berlin, sydney], [sydney, berlin])).toBe(false);
    expect(sameStudios([berlin, sydney], [berlin])).toBe(false);
    expect(sameStudios([berlin], [{ ...berlin, studio: { id: 1 } }])).toBe(false);
    expect(sameStudios([berlin], [{ ...berlin, facts: { point: berlin.facts.point } }])).toBe(false);
  });
});
