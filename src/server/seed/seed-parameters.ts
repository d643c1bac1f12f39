/**
 * Expands a compact description of a studio into catalog parameters whose values agree with each
 * other: the wall resolution follows from its size and pixel pitch, the stage from the wall, the
 * price from the wall and the country. Shared by the demo and the synthetic studios.
 */
import { compareByCatalogOrder } from '@domain/parameter-catalog';
import type { ImportSourceDto } from '@domain/schemas/import-schemas';
import type { NewParameter } from '../db/repositories/studio-writes';
import {
  AVAILABILITY,
  BOOKING_POLICIES,
  CAMERA_KITS,
  CANCELLATION_POLICIES,
  FLOOR_TYPES,
  LED_PANELS,
  LIGHTING_KITS,
  type PanelId,
  phoneText,
  pick,
  pricingText,
  SOFTWARE_KITS,
  slugify,
  tilePixels,
  WALL_SHAPES,
} from './demo-studios-kit';

export interface ParameterSpec {
  /** Drives every deterministic choice. */
  index: number;
  /** Name as stored (entities allowed). */
  name: string;
  country: string;
  shortDescription: string;
  createdYear: number;
  /** How many sources the studio lists (0..3); derived values cite them in turn. */
  sourceCount: number;
  /** How many derived parameters to add, in DERIVED_ORDER; 'all' for every one. */
  depth: number | 'all';
  /** Catalog values given as imported (markers included); always kept. */
  explicit: Readonly<Record<string, string | undefined>>;
  /** The LED panel; without it the studio has no LED panel parameters. */
  panel?: PanelId;
  refreshHz?: number;
  nits?: number;
  /** Known wall size in metres, for the resolution, stage and price. */
  wallWidthM: number | null;
  wallHeightM: number | null;
  stageCount: number;
  totalAreaM2: number;
  /** Leave GENERAL_STAGE_COUNT and GENERAL_TOTAL_AREA_M2 out (they live in the studio columns). */
  stageFiguresInColumns?: boolean;
}

/** Derived catalog keys, most commonly published first: a smaller depth keeps the head of the list. */
export const DERIVED_ORDER = [
  'LED_PANEL_PIXEL_PITCH_MM',
  'LED_PANEL_MANUFACTURER',
  'LED_PANEL_MODEL',
  'LED_PROCESSING_REFRESH_RATE_HZ',
  'LED_PANEL_BRIGHTNESS_NITS',
  'LED_PRIMARY_RESOLUTION_PX',
  'CONTACT_EMAIL',
  'CONTACT_PHONE',
  'GENERAL_STAGE_COUNT',
  'GENERAL_TOTAL_AREA_M2',
  'GENERAL_YEAR_OPENED',
  'LED_PHYSICAL_PRIMARY_SHAPE',
  'EQUIPMENT_CAMERAS',
  'EQUIPMENT_LIGHTING',
  'EQUIPMENT_SOFTWARE',
  'STAGE_FLOOR_TYPE',
  'STAGE_WIDTH_M',
  'STAGE_DEPTH_M',
  'STAGE_HEIGHT_M',
  'STAGE_AREA_M2',
  'STAGE_CEILING_HEIGHT_M',
  'STAGE_POWER_CAPACITY_KW',
  'BUSINESS_PRICING',
  'BUSINESS_AVAILABILITY',
  'BUSINESS_BOOKING_POLICY',
  'BUSINESS_CANCELLATION_POLICY',
  'GENERAL_DESCRIPTION',
] as const;

type DerivedKey = (typeof DERIVED_ORDER)[number];

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

/** The derived values of a studio; undefined where the studio cannot know the value. */
function derivedValues(spec: ParameterSpec): Record<DerivedKey, string | undefined> {
  const i = spec.index;
  const panel = spec.panel ? LED_PANELS[spec.panel] : undefined;
  const wallW = spec.wallWidthM ?? 10 + (i % 9) * 2;
  const wallH = spec.wallHeightM ?? 4 + (i % 4);
  const stageW = Math.ceil(wallW + 6 + (i % 3) * 2);
  const stageD = Math.round(wallW * 0.7 + 8);
  const stageH = Math.max(Math.ceil(wallH + 3), 7);
  const pxPerPanel = panel ? tilePixels(panel) : 0;
  const resolution =
    panel && spec.wallWidthM !== null && spec.wallHeightM !== null
      ? `${Math.round(spec.wallWidthM / 0.5) * pxPerPanel}x${Math.round(spec.wallHeightM / 0.5) * pxPerPanel}`
      : undefined;
  const scale = Math.min(3, Math.max(0.5, (wallW * wallH) / 100));
  const slug = slugify(spec.name);
  return {
    LED_PANEL_PIXEL_PITCH_MM: panel
      ? i % 4 === 1
        ? `${panel.pitchMm} mm`
        : String(panel.pitchMm)
      : undefined,
    LED_PANEL_MANUFACTURER: panel?.manufacturer,
    LED_PANEL_MODEL: panel?.model,
    LED_PROCESSING_REFRESH_RATE_HZ: panel ? String(spec.refreshHz ?? (i % 2 === 0 ? 7680 : 3840)) : undefined,
    LED_PANEL_BRIGHTNESS_NITS: panel ? String(spec.nits ?? panel.nits) : undefined,
    LED_PRIMARY_RESOLUTION_PX: resolution,
    CONTACT_EMAIL: `${i % 3 === 0 ? 'bookings' : 'hello'}.${slug}@example.com`,
    CONTACT_PHONE: phoneText(spec.country, 1200 + i * 37),
    GENERAL_STAGE_COUNT: spec.stageFiguresInColumns ? undefined : String(spec.stageCount),
    GENERAL_TOTAL_AREA_M2: spec.stageFiguresInColumns ? undefined : String(spec.totalAreaM2),
    GENERAL_YEAR_OPENED: String(Math.max(2016, spec.createdYear - (i % 4))),
    LED_PHYSICAL_PRIMARY_SHAPE: panel ? pick(WALL_SHAPES, i) : undefined,
    EQUIPMENT_CAMERAS: pick(CAMERA_KITS, i),
    EQUIPMENT_LIGHTING: pick(LIGHTING_KITS, i + 2),
    EQUIPMENT_SOFTWARE: pick(SOFTWARE_KITS, i + 1),
    STAGE_FLOOR_TYPE: pick(FLOOR_TYPES, i),
    STAGE_WIDTH_M: String(stageW),
    STAGE_DEPTH_M: String(stageD),
    STAGE_HEIGHT_M: String(stageH),
    STAGE_AREA_M2: String(stageW * stageD),
    STAGE_CEILING_HEIGHT_M: String(round1(stageH + 1.5)),
    STAGE_POWER_CAPACITY_KW: String(Math.round((wallW * wallH * 4 + 200) / 10) * 10),
    BUSINESS_PRICING: pricingText(spec.country, scale),
    BUSINESS_AVAILABILITY: pick(AVAILABILITY, i),
    BUSINESS_BOOKING_POLICY: pick(BOOKING_POLICIES, i + 1),
    BUSINESS_CANCELLATION_POLICY: pick(CANCELLATION_POLICIES, i + 2),
    GENERAL_DESCRIPTION: spec.shortDescription,
  };
}

/** Source markers for the n-th derived value: about one value in three cites a source. */
function marker(spec: ParameterSpec, n: number): string {
  if (spec.sourceCount === 0) return '';
  const k = n + spec.index;
  if (k % 3 !== 0) return '';
  if (spec.sourceCount === 3 && k % 9 === 0) return ' [1][3]';
  return ` [${(k % spec.sourceCount) + 1}]`;
}

/** The studio's parameters in catalog order: the explicit values plus `depth` derived ones. */
export function buildParameters(spec: ParameterSpec): NewParameter[] {
  const values = new Map<string, string>();
  for (const [key, value] of Object.entries(spec.explicit)) if (value !== undefined) values.set(key, value);
  const derived = derivedValues(spec);
  const depth = spec.depth === 'all' ? DERIVED_ORDER.length : spec.depth;
  DERIVED_ORDER.slice(0, depth).forEach((key, n) => {
    const value = derived[key];
    if (value !== undefined && !values.has(key)) values.set(key, `${value}${marker(spec, n)}`);
  });
  return [...values.keys()].sort(compareByCatalogOrder).map((key) => ({ key, value: values.get(key) ?? '' }));
}

const SOURCE_KINDS = [
  { path: 'about', description: 'Studio website, About page' },
  { path: 'press/opening', description: 'Opening press release' },
  { path: 'tech-sheet.pdf', description: 'Technical sheet (PDF)' },
] as const;

/** Sources 1..count under https://example.com/sources/<slug>/. */
export function buildSources(name: string, count: number): ImportSourceDto[] {
  const slug = slugify(name);
  return SOURCE_KINDS.slice(0, count).map((kind, n) => ({
    index: n + 1,
    url: `https://example.com/sources/${slug}/${kind.path}`,
    description: kind.description,
  }));
}
