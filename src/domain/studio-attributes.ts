/**
 * Reading a studio's detailed_attributes (product.md §3 "Attributes read from detailed_attributes"), with
 * the catalog keys first and the legacy lowercase attributes as fallbacks (product.md §10).
 * The list cards, the filters, the detail page and the comparison all read attributes through here.
 */
import { IMAGE_CHAIN_CATALOG } from './image-chain-catalog';
import { DEFAULT_TEAM_TYPE, TEAM_TYPES, type TeamType } from './limits';
import { CAPABILITY_STATUSES, type CapabilityStatus, catalogEntry } from './parameter-catalog';
import { displayValue, parseBoolean, parseList, parseNumber, valueToText } from './parameter-values';
import type { DetailedAttributes } from './schemas/studio-schemas';
import { formatWallSize, parseWallSizeText, type ValueLocale } from './value-format';

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
  // The image chain and stage logistics (issue 38): their range filters read them.
  ...IMAGE_CHAIN_CATALOG.map((entry) => entry.key),
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

const WALL_WIDTH_KEY = 'LED_PHYSICAL_PRIMARY_WALL_WIDTH_M';
const WALL_HEIGHT_KEY = 'LED_PHYSICAL_PRIMARY_WALL_HEIGHT_M';

/**
 * The legacy led_wall_size ('30m x 6m') as width and height, read only when neither catalog key
 * is known (product.md §3), so a studio's size never mixes the two sources.
 */
function legacyWallSize(attrs: DetailedAttributes): { width: number; height: number } | null {
  if (parseNumber(attrs[WALL_WIDTH_KEY]) !== null || parseNumber(attrs[WALL_HEIGHT_KEY]) !== null)
    return null;
  return parseWallSizeText(displayValue(attrs.led_wall_size));
}

/** The first present value among legacy keys; null when none. */
function firstLegacy(...keys: string[]): (attrs: DetailedAttributes) => unknown {
  return (attrs) => firstPresent(attrs, keys) ?? null;
}

/**
 * The older attributes that stand in for a catalog parameter (product.md §3, §10), each read only
 * when the studio's own catalog value is not known. Service types are a union, not a fallback
 * (serviceTypesOf).
 */
const LEGACY_STAND_INS: Readonly<Record<string, (attrs: DetailedAttributes) => unknown>> = {
  [WALL_WIDTH_KEY]: (attrs) => legacyWallSize(attrs)?.width ?? null,
  [WALL_HEIGHT_KEY]: (attrs) => legacyWallSize(attrs)?.height ?? null,
  ...Object.fromEntries(Object.values(LED_BOOLEAN_ATTRIBUTES).map((a) => [a.key, firstLegacy(a.legacy)])),
  CAMERA_TRACKING_SYSTEM: firstLegacy('camera_tracking'),
  SOFTWARE_REALTIME_ENGINE: firstLegacy('real_time_engine'),
  CONTACT_EMAIL: firstLegacy('contact_email'),
  CONTACT_PHONE: firstLegacy('contact_phone'),
};

const SERVICE_TYPES_KEY = 'GENERAL_VP_SERVICE_TYPE_LEVEL1';

/** Whether a catalog parameter's own value is known: a number, a yes/no, or any text, by its type. */
function knownOwnValue(key: string, value: unknown): boolean {
  switch (catalogEntry(key)?.type) {
    case 'number':
    case 'integer':
      return parseNumber(value) !== null;
    case 'boolean':
      return parseBoolean(value) !== null;
    default:
      return present(value);
  }
}

/**
 * The value a studio shows for a catalog parameter: its own when known, else the older attribute
 * that stands in for it; for service types the union of both. The one copy of this rule: the cards,
 * the filters, compare, the spreadsheet export and the studio page all read through it. Returns the
 * stored value (references kept), or undefined when there is none.
 */
export function shownValueOf(attrs: DetailedAttributes, key: string): unknown {
  const own = attrs[key];
  if (key === SERVICE_TYPES_KEY) {
    if (!Array.isArray(attrs.services) || parseList(attrs.services).length === 0) return own;
    return serviceTypesOf(attrs).join(', ');
  }
  if (knownOwnValue(key, own)) return own;
  const standIn = LEGACY_STAND_INS[key]?.(attrs);
  return standIn === null || standIn === undefined ? own : standIn;
}

/**
 * The catalog parameters a studio shows only through an older attribute (none of its own value):
 * the studio page lists these beside the parameters it has (product.md §2). Catalog order.
 */
export function legacyOnlyValuesOf(
  attrs: DetailedAttributes,
  ownKeys: ReadonlySet<string>,
): { key: string; value: string }[] {
  const keys = [SERVICE_TYPES_KEY, ...Object.keys(LEGACY_STAND_INS)];
  return keys.flatMap((key) => {
    if (ownKeys.has(key) || present(attrs[key])) return [];
    const value = shownValueOf(attrs, key);
    return present(value) ? [{ key, value: valueToText(value) }] : [];
  });
}

export function ledWallWidthOf(attrs: DetailedAttributes): number | null {
  return parseNumber(shownValueOf(attrs, WALL_WIDTH_KEY));
}

export function ledWallHeightOf(attrs: DetailedAttributes): number | null {
  return parseNumber(shownValueOf(attrs, WALL_HEIGHT_KEY));
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

/**
 * "24.5 m × 6 m" from the catalog keys, else from the legacy led_wall_size when it is just a size,
 * else that text as written, else null.
 */
export function ledWallSizeText(attrs: DetailedAttributes, locale: ValueLocale = 'en'): string | null {
  return formatWallSize(
    ledWallWidthOf(attrs),
    ledWallHeightOf(attrs),
    displayValue(attrs.led_wall_size) || null,
    locale,
  );
}

/** LED ceiling, floor or movable panels: true, false or null (unknown). */
export function ledBooleanOf(attrs: DetailedAttributes, which: LedBooleanAttribute): boolean | null {
  return parseBoolean(shownValueOf(attrs, LED_BOOLEAN_ATTRIBUTES[which].key));
}

/** A text parameter as shown (references stripped); null when not given. */
function shownTextOf(attrs: DetailedAttributes, key: string): string | null {
  return displayValue(shownValueOf(attrs, key)) || null;
}

export function cameraTrackingOf(attrs: DetailedAttributes): string | null {
  return shownTextOf(attrs, 'CAMERA_TRACKING_SYSTEM');
}

export function realtimeEngineOf(attrs: DetailedAttributes): string | null {
  const value = shownValueOf(attrs, 'SOFTWARE_REALTIME_ENGINE');
  return present(value) ? parseList(value).join(', ') : null;
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

/**
 * A capability as the card's badge shows it: its three-state mark, and whether it is offered only in
 * part (Limited), so the badge can say so while the filters still count Limited as 'yes' (product.md §9).
 */
export function capabilityBadgeOf(
  attrs: DetailedAttributes,
  key: CapabilityKey,
): { value: CapabilityState; limited: boolean } {
  return { value: capabilityStateOf(attrs, key), limited: capabilityStatusOf(attrs, key) === 'Limited' };
}

/** The contact email: the catalog key, else the legacy contact_email; null when not given. */
export function contactEmailOf(attrs: DetailedAttributes): string | null {
  return shownTextOf(attrs, 'CONTACT_EMAIL');
}

/** The contact phone: the catalog key, else the legacy contact_phone; null when not given. */
export function contactPhoneOf(attrs: DetailedAttributes): string | null {
  return shownTextOf(attrs, 'CONTACT_PHONE');
}

/** The 3DGS/4DGS filters' "yes": the studio offers the capability, fully or in part. */
export function offersCapability(attrs: DetailedAttributes, key: CapabilityKey): boolean {
  const status = capabilityStatusOf(attrs, key);
  return status === 'Available' || status === 'Limited';
}
