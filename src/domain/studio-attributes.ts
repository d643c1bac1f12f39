/**
 * Reading a studio's detailed_attributes (product.md §3 "Attributes read from detailed_attributes"), with
 * the catalog keys first and the legacy lowercase attributes as fallbacks (product.md §10).
 * The list cards, the filters, the detail page and the comparison all read attributes through here.
 */
import { DEFAULT_TEAM_TYPE, TEAM_TYPES, type TeamType } from './limits';
import { CAPABILITY_STATUSES, type CapabilityStatus } from './parameter-catalog';
import { displayValue, parseBoolean, parseList, parseNumber } from './parameter-values';
import type { DetailedAttributes } from './schemas/studio-schemas';
import { formatWallSize, type ValueLocale } from './value-format';

export const CAPABILITY_KEYS = ['3DGS_LOCATION_SCANNING_STATUS', '4DGS_ACTOR_SCANNING_STATUS'] as const;
export type CapabilityKey = (typeof CAPABILITY_KEYS)[number];

export const LED_BOOLEAN_ATTRIBUTES = {
  ceiling: { key: 'LED_PHYSICAL_PRIMARY_CEILING_BOOL', legacy: 'led_ceiling' },
  floor: { key: 'LED_PHYSICAL_PRIMARY_FLOOR_BOOL', legacy: 'led_floor' },
  movable: { key: 'LED_PHYSICAL_PRIMARY_MOVABLE_PANELS_BOOL', legacy: 'led_movable_panels' },
} as const;
export type LedBooleanAttribute = keyof typeof LED_BOOLEAN_ATTRIBUTES;

export type TeamKind = 'scanning' | 'environment';

/** Where each team's type and lists live in detailed_attributes (product.md §4; the PATCH fields of §7). */
export const TEAM_ATTRIBUTES = {
  scanning: {
    type: 'scanning_team_type',
    partners: 'external_scanning_partners',
    capabilities: 'in_house_scanning_capabilities',
  },
  environment: {
    type: 'environment_team_type',
    partners: 'external_environment_partners',
    capabilities: 'in_house_environment_capabilities',
  },
} as const satisfies Record<TeamKind, { type: string; partners: string; capabilities: string }>;

/**
 * The team type a studio actually states; null when it was never set (or holds no known type).
 * Visitors see null as 'Not specified': a default is not a fact.
 */
export function statedTeamTypeOf(value: unknown): TeamType | null {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return TEAM_TYPES.find((type) => type.toLowerCase() === text) ?? null;
}

/** A stored team type, or the default 'In-Hours+Outsource' (product.md §4): where the admin's selector starts. */
export function teamTypeOf(value: unknown): TeamType {
  return statedTeamTypeOf(value) ?? DEFAULT_TEAM_TYPE;
}

/** The detailed_attributes keys the list cards and filters read; the list endpoint sends only these. */
export const LIST_ATTRIBUTE_KEYS: readonly string[] = [
  ...CAPABILITY_KEYS,
  'services',
  'GENERAL_VP_SERVICE_TYPE_LEVEL1',
  'LED_PHYSICAL_PRIMARY_WALL_WIDTH_M',
  'LED_PHYSICAL_PRIMARY_WALL_HEIGHT_M',
  'led_wall_size',
  ...Object.values(LED_BOOLEAN_ATTRIBUTES).flatMap((a) => [a.key, a.legacy]),
  'CAMERA_TRACKING_SYSTEM',
  'camera_tracking',
  'SOFTWARE_REALTIME_ENGINE',
  'real_time_engine',
  // The range filters and sorts (product.md §11) and the search (§12) read these too.
  'LED_PANEL_PIXEL_PITCH_MM',
  'LED_PANEL_BRIGHTNESS_NITS',
  'STAGE_CEILING_HEIGHT_M',
  'STAGE_AREA_M2',
  'LED_PANEL_MANUFACTURER',
  'LED_PANEL_MODEL',
  'production_pipeline_virtual_tools',
  'production_pipeline_post_tools',
];

function present(value: unknown): boolean {
  return value !== undefined && value !== null && displayValue(value) !== '';
}

/** The first present value among keys. */
function firstPresent(attrs: DetailedAttributes, keys: readonly string[]): unknown {
  for (const key of keys) if (present(attrs[key])) return attrs[key];
  return undefined;
}

/** Service types: the trimmed, de-duplicated union of `services` and GENERAL_VP_SERVICE_TYPE_LEVEL1. */
export function serviceTypesOf(attrs: DetailedAttributes): string[] {
  return parseList([...parseList(attrs.services), ...parseList(attrs.GENERAL_VP_SERVICE_TYPE_LEVEL1)]);
}

/** Legacy "30m x 6m" free text -> [30, 6]. */
function legacyWallSize(attrs: DetailedAttributes): [number | null, number | null] {
  const text = displayValue(attrs.led_wall_size);
  const match = /(\d+(?:\.\d+)?)\s*m?\s*[x×*]\s*(\d+(?:\.\d+)?)/i.exec(text);
  if (!match) return [null, null];
  return [Number(match[1]), Number(match[2])];
}

export function ledWallWidthOf(attrs: DetailedAttributes): number | null {
  return parseNumber(attrs.LED_PHYSICAL_PRIMARY_WALL_WIDTH_M) ?? legacyWallSize(attrs)[0];
}

export function ledWallHeightOf(attrs: DetailedAttributes): number | null {
  return parseNumber(attrs.LED_PHYSICAL_PRIMARY_WALL_HEIGHT_M) ?? legacyWallSize(attrs)[1];
}

export function pixelPitchOf(attrs: DetailedAttributes): number | null {
  return parseNumber(attrs.LED_PANEL_PIXEL_PITCH_MM);
}

export function brightnessOf(attrs: DetailedAttributes): number | null {
  return parseNumber(attrs.LED_PANEL_BRIGHTNESS_NITS);
}

export function ceilingHeightOf(attrs: DetailedAttributes): number | null {
  return parseNumber(attrs.STAGE_CEILING_HEIGHT_M);
}

export function stageAreaOf(attrs: DetailedAttributes): number | null {
  return parseNumber(attrs.STAGE_AREA_M2);
}

/** The names of a studio's pipeline tools, virtual then post, without duplicates. */
export function pipelineToolNamesOf(attrs: DetailedAttributes): string[] {
  const names = new Set<string>();
  for (const key of ['production_pipeline_virtual_tools', 'production_pipeline_post_tools']) {
    const list = attrs[key];
    if (!Array.isArray(list)) continue;
    for (const item of list) {
      const name = item && typeof item === 'object' ? (item as { name?: unknown }).name : undefined;
      if (typeof name === 'string' && name.trim()) names.add(name.trim());
    }
  }
  return [...names];
}

/** A text attribute as shown (references stripped); null when not given. */
export function textAttributeOf(attrs: DetailedAttributes, key: string): string | null {
  const text = displayValue(attrs[key]);
  return text === '' ? null : text;
}

/** "24.5 m × 6 m" from the catalog keys, else the legacy led_wall_size text, else null. */
export function ledWallSizeText(attrs: DetailedAttributes, locale: ValueLocale = 'en'): string | null {
  return formatWallSize(
    parseNumber(attrs.LED_PHYSICAL_PRIMARY_WALL_WIDTH_M),
    parseNumber(attrs.LED_PHYSICAL_PRIMARY_WALL_HEIGHT_M),
    displayValue(attrs.led_wall_size) || null,
    locale,
  );
}

/** LED ceiling, floor or movable panels: true, false or null (unknown). */
export function ledBooleanOf(attrs: DetailedAttributes, which: LedBooleanAttribute): boolean | null {
  const { key, legacy } = LED_BOOLEAN_ATTRIBUTES[which];
  return parseBoolean(attrs[key]) ?? parseBoolean(attrs[legacy]);
}

export function cameraTrackingOf(attrs: DetailedAttributes): string | null {
  const value = firstPresent(attrs, ['CAMERA_TRACKING_SYSTEM', 'camera_tracking']);
  return value === undefined ? null : displayValue(value);
}

export function realtimeEngineOf(attrs: DetailedAttributes): string | null {
  const value = firstPresent(attrs, ['SOFTWARE_REALTIME_ENGINE', 'real_time_engine']);
  return value === undefined ? null : parseList(value).join(', ');
}

/** A capability status; anything that is not one of product.md §9's values reads 'Unknown'. */
export function capabilityStatusOf(attrs: DetailedAttributes, key: CapabilityKey): CapabilityStatus {
  const text = displayValue(attrs[key]).toLowerCase();
  return CAPABILITY_STATUSES.find((status) => status.toLowerCase() === text) ?? 'Unknown';
}

export type CapabilityState = 'yes' | 'no' | 'unknown';

/** A capability as three states: offered (fully or in part), not offered, or not known. */
export function capabilityStateOf(attrs: DetailedAttributes, key: CapabilityKey): CapabilityState {
  const status = capabilityStatusOf(attrs, key);
  if (status === 'Unknown') return 'unknown';
  return status === 'Not Available' ? 'no' : 'yes';
}

/** The contact email: the catalog key, else the legacy contact_email; null when not given. */
export function contactEmailOf(attrs: DetailedAttributes): string | null {
  const value = firstPresent(attrs, ['CONTACT_EMAIL', 'contact_email']);
  return value === undefined ? null : displayValue(value);
}

/** The contact phone: the catalog key, else the legacy contact_phone; null when not given. */
export function contactPhoneOf(attrs: DetailedAttributes): string | null {
  const value = firstPresent(attrs, ['CONTACT_PHONE', 'contact_phone']);
  return value === undefined ? null : displayValue(value);
}

/** The 3DGS/4DGS filters' "yes": the studio offers the capability, fully or in part. */
export function offersCapability(attrs: DetailedAttributes, key: CapabilityKey): boolean {
  const status = capabilityStatusOf(attrs, key);
  return status === 'Available' || status === 'Limited';
}
