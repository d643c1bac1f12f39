/**
 * The range filters of the image chain and stage logistics (issue 38): one per number of
 * image-chain-catalog.ts, each naming its catalog key and unit. studio-ranges.ts adds them to its
 * RANGE_DEFINITIONS, so the address, the API and the filter panel read them like the others.
 */
import { parseNumber } from './parameter-values';
import type { DetailedAttributes } from './schemas/studio-schemas';
import { shownValueOf } from './studio-attributes';

export const IMAGE_CHAIN_RANGES = {
  bit_depth: { unit: 'bit', key: 'LED_PROCESSING_BIT_DEPTH' },
  scan_ratio: { unit: '1/n', key: 'LED_PANEL_SCAN_RATIO' },
  wall_peak_brightness: { unit: 'nits', key: 'LED_WALL_PEAK_BRIGHTNESS_NITS' },
  ceiling_peak_brightness: { unit: 'nits', key: 'LED_CEILING_PEAK_BRIGHTNESS_NITS' },
  ceiling_pixel_pitch: { unit: 'mm', key: 'LED_CEILING_PIXEL_PITCH_MM' },
  floor_pixel_pitch: { unit: 'mm', key: 'LED_FLOOR_PIXEL_PITCH_MM' },
  wall_curve: { unit: '°', key: 'LED_PHYSICAL_PRIMARY_CURVE_DEG' },
  remapped_cameras: { unit: 'pcs', key: 'LED_PROCESSING_FRAME_REMAPPING_CAMERAS' },
  tracking_latency: { unit: 'ms', key: 'TRACKING_LATENCY_MS' },
  door_width: { unit: 'm', key: 'STAGE_LOAD_IN_DOOR_WIDTH_M' },
  door_height: { unit: 'm', key: 'STAGE_LOAD_IN_DOOR_HEIGHT_M' },
  clear_height: { unit: 'm', key: 'STAGE_CLEAR_HEIGHT_M' },
  rigging_points: { unit: 'pcs', key: 'STAGE_RIGGING_POINTS' },
  rigging_load: { unit: 'kg', key: 'STAGE_RIGGING_LOAD_KG' },
  power_per_phase: { unit: 'A', key: 'STAGE_POWER_PER_PHASE_A' },
  render_nodes: { unit: 'pcs', key: 'EQUIPMENT_RENDER_NODES' },
} as const satisfies Record<string, { unit: string; key: string }>;

export type ImageChainRangeKey = keyof typeof IMAGE_CHAIN_RANGES;
export const IMAGE_CHAIN_RANGE_KEYS = Object.keys(IMAGE_CHAIN_RANGES) as ImageChainRangeKey[];

export function isImageChainRangeKey(value: string): value is ImageChainRangeKey {
  return Object.hasOwn(IMAGE_CHAIN_RANGES, value);
}

/** A studio's value for each of them (null: not stated); a range like '1500–5000' reads its lower end. */
export function imageChainRangeValuesOf(
  attrs: DetailedAttributes,
): Record<ImageChainRangeKey, number | null> {
  const values = {} as Record<ImageChainRangeKey, number | null>;
  for (const key of IMAGE_CHAIN_RANGE_KEYS)
    values[key] = parseNumber(shownValueOf(attrs, IMAGE_CHAIN_RANGES[key].key));
  return values;
}
