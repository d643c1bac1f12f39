import { describe, expect, it } from 'vitest';
import { boundsOfView, viewOfBounds } from './map-bounds';

describe('boundsOfView', () => {
  it('keeps a view inside one world as it is', () => {
    expect(boundsOfView({ south: 47.3, west: 5.9, north: 55.1, east: 15.0 })).toEqual({
      south: 47.3,
      west: 5.9,
      north: 55.1,
      east: 15.0,
    });
  });

  it('wraps a view across the antimeridian so that west is greater than east', () => {
    expect(boundsOfView({ south: -50, west: 160, north: -30, east: 190 })).toEqual({
      south: -50,
      west: 160,
      north: -30,
      east: -170,
    });
    expect(boundsOfView({ south: 0, west: -200, north: 10, east: -170 })).toEqual({
      south: 0,
      west: 160,
      north: 10,
      east: -170,
    });
  });

  it('brings a view panned a whole world round back into -180..180', () => {
    expect(boundsOfView({ south: 0, west: 365, north: 10, east: 370 })).toEqual({
      south: 0,
      west: 5,
      north: 10,
      east: 10,
    });
  });

  it('limits nothing east-west when the whole world is in view, and clamps the latitudes', () => {
    expect(boundsOfView({ south: -95, west: -250, north: 91, east: 250 })).toEqual({
      south: -90,
      west: -180,
      north: 90,
      east: 180,
    });
  });

  it('keeps a box that ends on the antimeridian', () => {
    expect(boundsOfView({ south: 0, west: 170, north: 10, east: 180 })).toMatchObject({
      west: 170,
      east: 180,
    });
  });
});

describe('viewOfBounds', () => {
  it('gives Leaflet corners, running east past 180 across the antimeridian', () => {
    expect(viewOfBounds({ south: 1, west: 2, north: 3, east: 4 })).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(viewOfBounds({ south: -50, west: 160, north: -30, east: -170 })).toEqual([
      [-50, 160],
      [-30, 190],
    ]);
  });
});
