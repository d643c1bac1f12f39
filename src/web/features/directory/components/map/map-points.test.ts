import { describe, expect, it } from 'vitest';
import { mapPointsOf } from './map-points';

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
});
