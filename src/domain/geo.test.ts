import { describe, expect, it } from 'vitest';
import {
  distanceKm,
  formatBounds,
  formatLatLng,
  inBounds,
  type LatLng,
  parseBounds,
  parseDecimal,
  parseLatLng,
} from './geo';

/**
 * An independent reference: the spherical law of cosines in vector form (the angle between the two
 * points' unit vectors), on the same mean radius. Not the haversine formula, so a slip in one shows.
 */
function referenceKm(a: LatLng, b: LatLng): number {
  const vector = (p: LatLng) => {
    const lat = (p.latitude * Math.PI) / 180;
    const lng = (p.longitude * Math.PI) / 180;
    return [Math.cos(lat) * Math.cos(lng), Math.cos(lat) * Math.sin(lng), Math.sin(lat)] as const;
  };
  const [x1, y1, z1] = vector(a);
  const [x2, y2, z2] = vector(b);
  const cross = Math.hypot(y1 * z2 - z1 * y2, z1 * x2 - x1 * z2, x1 * y2 - y1 * x2);
  return 6371.0088 * Math.atan2(cross, x1 * x2 + y1 * y2 + z1 * z2);
}

const berlin = { latitude: 52.52437, longitude: 13.41053 };
const munich = { latitude: 48.13743, longitude: 11.57549 };
const london = { latitude: 51.50853, longitude: -0.12574 };
const sydney = { latitude: -33.86785, longitude: 151.20732 };
const auckland = { latitude: -36.84853, longitude: 174.76349 };

describe('distanceKm', () => {
  it('agrees with an independent great-circle reference within 0.5 %', () => {
    const pairs: [LatLng, LatLng][] = [
      [berlin, munich],
      [berlin, london],
      [london, sydney],
      [sydney, auckland],
      [
        { latitude: 0, longitude: 179.9 },
        { latitude: 0, longitude: -179.9 },
      ],
      [
        { latitude: 89.9, longitude: 0 },
        { latitude: 89.9, longitude: 180 },
      ],
    ];
    for (const [a, b] of pairs) {
      const reference = referenceKm(a, b);
      expect(Math.abs(distanceKm(a, b) - reference) / reference).toBeLessThan(0.005);
      expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 9);
    }
  });
  it('gives the published great-circle distances of known city pairs (within 0.5 %)', () => {
    expect(distanceKm(berlin, munich)).toBeGreaterThan(504 * 0.995);
    expect(distanceKm(berlin, munich)).toBeLessThan(504 * 1.005);
    expect(distanceKm(london, sydney) / 16_994).toBeCloseTo(1, 2);
  });
  it('is 0 for the same point and half the circumference for antipodes', () => {
    expect(distanceKm(berlin, berlin)).toBe(0);
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(
      20_015.1,
      0,
    );
  });
});

describe('bounds', () => {
  it('contains the points inside, edges included', () => {
    const germany = { south: 47.2, west: 5.8, north: 55.1, east: 15.1 };
    expect(inBounds(berlin, germany)).toBe(true);
    expect(inBounds(london, germany)).toBe(false);
    expect(inBounds({ latitude: 47.2, longitude: 5.8 }, germany)).toBe(true);
  });
  it('crosses the antimeridian when west is east of east', () => {
    const pacific = { south: -50, west: 170, north: -30, east: -170 };
    expect(inBounds(auckland, pacific)).toBe(true);
    expect(inBounds({ latitude: -40, longitude: -175 }, pacific)).toBe(true);
    expect(inBounds(sydney, pacific)).toBe(false);
  });
});

describe('reading and writing places', () => {
  it('reads decimals and nothing else', () => {
    expect(parseDecimal(' 52.5 ')).toBe(52.5);
    expect(parseDecimal('-0.1')).toBe(-0.1);
    expect(parseDecimal('.5')).toBe(0.5);
    for (const bad of ['', '1e3', '0x10', 'Infinity', 'NaN', '1,5', '--1', '12abc'])
      expect(parseDecimal(bad)).toBeNull();
  });
  it('reads latitude,longitude in range only', () => {
    expect(parseLatLng('52.52,13.405')).toEqual({ latitude: 52.52, longitude: 13.405 });
    expect(parseLatLng('-90,180')).toEqual({ latitude: -90, longitude: 180 });
    for (const bad of ['91,0', '0,-180.5', '52.52', '1,2,3', 'a,b', ',']) expect(parseLatLng(bad)).toBeNull();
  });
  it('reads bounds with south not above north', () => {
    expect(parseBounds('47.2,5.8,55.1,15.1')).toEqual({ south: 47.2, west: 5.8, north: 55.1, east: 15.1 });
    expect(parseBounds('55,5,47,15')).toBeNull();
    expect(parseBounds('1,2,3')).toBeNull();
  });
  it('writes at most five decimals and reads back', () => {
    expect(formatLatLng({ latitude: 52.524371234, longitude: 13.4 })).toBe('52.52437,13.4');
    const bounds = { south: -50, west: 170.12345, north: -30, east: -170 };
    expect(parseBounds(formatBounds(bounds))).toEqual(bounds);
  });
});
