/**
 * Places on the globe (product.md §11): WGS84 latitude and longitude in degrees, distances along the
 * great circle (haversine on the mean Earth radius: within 0.5 % of the ellipsoid everywhere), and
 * map bounds that may cross the antimeridian.
 */

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** South-west and north-east corners; west > east means the box crosses the antimeridian. */
export interface GeoBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** IUGG mean Earth radius, km. */
export const EARTH_RADIUS_KM = 6371.0088;

export const LATITUDE_MIN = -90;
export const LATITUDE_MAX = 90;
export const LONGITUDE_MIN = -180;
export const LONGITUDE_MAX = 180;
/** Half the Earth's circumference: no two points are farther apart. */
export const MAX_RADIUS_KM = 20_016;

export function isLatitude(value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isFinite(value) && value >= LATITUDE_MIN && value <= LATITUDE_MAX
  );
}

export function isLongitude(value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isFinite(value) && value >= LONGITUDE_MIN && value <= LONGITUDE_MAX
  );
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function inBounds(point: LatLng, bounds: GeoBounds): boolean {
  if (point.latitude < bounds.south || point.latitude > bounds.north) return false;
  return bounds.west <= bounds.east
    ? point.longitude >= bounds.west && point.longitude <= bounds.east
    : point.longitude >= bounds.west || point.longitude <= bounds.east;
}

/** A decimal number as typed in an address: digits, one optional sign and point; no exponent, no hex. */
const DECIMAL = /^[-+]?(?:\d{1,12}(?:\.\d{0,12})?|\.\d{1,12})$/;

export function parseDecimal(text: string): number | null {
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** "52.52,13.405" -> {latitude, longitude}; null unless both are numbers in range. */
export function parseLatLng(text: string): LatLng | null {
  const parts = text.split(',');
  if (parts.length !== 2) return null;
  const latitude = parseDecimal(parts[0]!);
  const longitude = parseDecimal(parts[1]!);
  if (!isLatitude(latitude) || !isLongitude(longitude)) return null;
  return { latitude, longitude };
}

/** "south,west,north,east"; null unless all four are in range and south <= north. */
export function parseBounds(text: string): GeoBounds | null {
  const parts = text.split(',').map(parseDecimal);
  if (parts.length !== 4) return null;
  const [south, west, north, east] = parts;
  if (!isLatitude(south) || !isLatitude(north) || !isLongitude(west) || !isLongitude(east)) return null;
  if (south > north) return null;
  return { south, west, north, east };
}

/** Coordinates as written in an address: at most 5 decimals (about a metre), no trailing zeros. */
export function formatCoordinate(value: number): string {
  return String(Math.round(value * 1e5) / 1e5);
}

export function formatLatLng(point: LatLng): string {
  return `${formatCoordinate(point.latitude)},${formatCoordinate(point.longitude)}`;
}

export function formatBounds(bounds: GeoBounds): string {
  return [bounds.south, bounds.west, bounds.north, bounds.east].map(formatCoordinate).join(',');
}
