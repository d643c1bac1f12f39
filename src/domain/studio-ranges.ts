/**
 * Numeric range filters (product.md §11): a minimum and/or maximum, both inclusive, over the studios
 * that state the value; a studio that does not is left out unless the visitor explicitly includes
 * unknown values (unknown is not small). Beside the spec's width and height bands, not instead.
 */
import { IMAGE_CHAIN_RANGES, imageChainRangeValuesOf } from './image-chain-ranges';
import type { DetailedAttributes } from './schemas/studio-schemas';
import {
  brightnessOf,
  ceilingHeightOf,
  ledWallHeightOf,
  ledWallWidthOf,
  pixelPitchOf,
  stageAreaOf,
} from './studio-attributes';

/** Each range: its key (in the address, the API and the sort) and its unit; rangeValuesOf reads the values. */
export const RANGE_DEFINITIONS = {
  wall_width: { unit: 'm' },
  wall_height: { unit: 'm' },
  wall_area: { unit: 'm²' },
  pixel_pitch: { unit: 'mm' },
  ceiling_height: { unit: 'm' },
  stage_area: { unit: 'm²' },
  brightness: { unit: 'nits' },
  ...IMAGE_CHAIN_RANGES,
} as const satisfies Record<string, { unit: string }>;

export type RangeKey = keyof typeof RANGE_DEFINITIONS;
export type RangeUnit = (typeof RANGE_DEFINITIONS)[RangeKey]['unit'];
export const RANGE_KEYS = Object.keys(RANGE_DEFINITIONS) as RangeKey[];

export function isRangeKey(value: string): value is RangeKey {
  return Object.hasOwn(RANGE_DEFINITIONS, value);
}

/** A chosen range: at least one bound; `includeUnknown` keeps studios that do not state the value. */
export interface RangeFilter {
  min: number | null;
  max: number | null;
  includeUnknown: boolean;
}

export type RangeFilters = Partial<Record<RangeKey, RangeFilter>>;

export type RangeValues = Readonly<Record<RangeKey, number | null>>;

/**
 * A studio's value for every range (null: not stated). The wall's area is width × height (no catalog
 * key holds it); the sides are read once for both.
 */
export function rangeValuesOf(attrs: DetailedAttributes): RangeValues {
  const width = ledWallWidthOf(attrs);
  const height = ledWallHeightOf(attrs);
  return {
    wall_width: width,
    wall_height: height,
    wall_area: width === null || height === null ? null : width * height,
    pixel_pitch: pixelPitchOf(attrs),
    ceiling_height: ceilingHeightOf(attrs),
    stage_area: stageAreaOf(attrs),
    brightness: brightnessOf(attrs),
    ...imageChainRangeValuesOf(attrs),
  };
}

export function matchesRange(value: number | null, range: RangeFilter): boolean {
  if (value === null) return range.includeUnknown;
  if (range.min !== null && value < range.min) return false;
  if (range.max !== null && value > range.max) return false;
  return true;
}

/** The ranges that narrow anything: a bound is set. */
export function activeRanges(ranges: RangeFilters): [RangeKey, RangeFilter][] {
  const active: [RangeKey, RangeFilter][] = [];
  for (const key of RANGE_KEYS) {
    const range = ranges[key];
    if (range && (range.min !== null || range.max !== null)) active.push([key, range]);
  }
  return active;
}
