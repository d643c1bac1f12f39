/**
 * The comparison table's rows (product.md §2 "Compare page"), one definition each: its category, its
 * kind of value, the catalog entry that gives its label, unit and "better" direction (wherever a row
 * maps to a key), and how a ComparedStudio's raw value is read for it. Identity rows (location,
 * description, website, email, phone) say who a studio is, not what it offers. Yes/no facts have three
 * states (unknown is not no): LED ceiling, floor and movable panels, and the 3DGS/4DGS capabilities.
 */
import type { CompareCategoryId, CompareLocale } from './compare-categories';
import { DAY_RATE_ROWS } from './compare-day-rate-rows';
import { IMAGE_CHAIN_ROWS } from './compare-image-chain-rows';
import { studioCountryName } from './countries';
import {
  type BetterDirection,
  type CapabilityStatus,
  type CatalogEntry,
  PARAMETER_CATALOG,
} from './parameter-catalog';
import type { ComparedStudio } from './schemas/compare-schemas';

export type RowKind =
  | 'text'
  | 'list'
  | 'number'
  | 'resolution'
  | 'dimensions'
  | 'flag'
  | 'capability'
  | 'money';

export type RawValue =
  | { kind: 'text'; value: string | null }
  | { kind: 'list'; value: readonly string[] }
  | { kind: 'number'; value: number | null }
  | { kind: 'resolution'; text: string | null; pixels: number | null }
  | { kind: 'dimensions'; text: string | null; width: number | null; height: number | null }
  | { kind: 'flag'; value: boolean | null }
  | { kind: 'capability'; status: CapabilityStatus }
  /** An amount in its own currency (a day rate, product.md §18); null when the studio does not say. */
  | { kind: 'money'; amount: number | null; currency: string | null };

export interface RowDefinition {
  readonly id: string;
  readonly category: CompareCategoryId;
  readonly kind: RowKind;
  /** The catalog's comparison field that feeds the row: its label, unit and direction. */
  readonly field?: string;
  /** The catalog key whose label the row takes, for rows no comparison field feeds. */
  readonly key?: string;
  /** Says who the studio is (where, how to reach it), not what it offers: never marked as differing. */
  readonly identity?: true;
  /** Label, unit and direction of rows no catalog entry feeds. */
  readonly label?: { readonly en: string; readonly ru: string };
  readonly unit?: string;
  readonly better?: BetterDirection;
  /** The studio's raw value; the reader's language only where the value itself is a name (a country). */
  read(studio: ComparedStudio, locale: CompareLocale): RawValue;
}

const text = (value: string | null | undefined): RawValue => ({ kind: 'text', value: value ?? null });
const list = (value: readonly string[]): RawValue => ({ kind: 'list', value });
const num = (value: number | null | undefined): RawValue => ({ kind: 'number', value: value ?? null });
const flag = (value: boolean | null | undefined): RawValue => ({ kind: 'flag', value: value ?? null });

export const ROW_DEFINITIONS: readonly RowDefinition[] = [
  {
    id: 'general.location',
    category: 'general',
    kind: 'text',
    label: { en: 'Location', ru: 'Расположение' },
    identity: true,
    read: (s, locale) =>
      text([s.city, studioCountryName(s, locale)].filter((part) => part.trim() !== '').join(', ') || null),
  },
  {
    id: 'general.description',
    category: 'general',
    kind: 'text',
    field: 'description',
    identity: true,
    read: (s) => text(s.description),
  },
  {
    id: 'general.services',
    category: 'general',
    kind: 'list',
    field: 'services',
    read: (s) => list(s.services),
  },
  {
    id: 'general.scanning_3dgs',
    category: 'general',
    kind: 'capability',
    key: '3DGS_LOCATION_SCANNING_STATUS',
    read: (s) => ({ kind: 'capability', status: s.scanning.location_3dgs }),
  },
  {
    id: 'general.scanning_4dgs',
    category: 'general',
    kind: 'capability',
    key: '4DGS_ACTOR_SCANNING_STATUS',
    read: (s) => ({ kind: 'capability', status: s.scanning.actor_4dgs }),
  },
  {
    id: 'general.stage_count',
    category: 'general',
    kind: 'number',
    field: 'studio.stage_count',
    read: (s) => num(s.stage_count),
  },
  {
    id: 'general.total_area',
    category: 'general',
    kind: 'number',
    field: 'studio.total_area',
    read: (s) => num(s.total_area),
  },
  {
    id: 'general.website',
    category: 'general',
    kind: 'text',
    label: { en: 'Website', ru: 'Сайт' },
    identity: true,
    read: (s) => text(s.website_url),
  },
  {
    id: 'general.email',
    category: 'general',
    kind: 'text',
    field: 'contact_info.email',
    identity: true,
    read: (s) => text(s.contact_info.email),
  },
  {
    id: 'general.phone',
    category: 'general',
    kind: 'text',
    field: 'contact_info.phone',
    identity: true,
    read: (s) => text(s.contact_info.phone),
  },

  {
    id: 'led.pixel_pitch',
    category: 'led',
    kind: 'number',
    field: 'led_specs.pixel_pitch',
    read: (s) => num(s.led_specs.pixel_pitch),
  },
  {
    id: 'led.dimensions',
    category: 'led',
    kind: 'dimensions',
    label: { en: 'Wall Dimensions', ru: 'Размеры стены' },
    unit: 'm',
    // Ranked by area: the catalog's width and height are both "higher is better".
    better: 'higher',
    read: (s) => ({
      kind: 'dimensions',
      text: s.led_specs.dimensions,
      width: s.led_specs.width,
      height: s.led_specs.height,
    }),
  },
  {
    id: 'led.shape',
    category: 'led',
    kind: 'text',
    key: 'LED_PHYSICAL_PRIMARY_SHAPE',
    read: (s) => text(s.led_specs.shape),
  },
  {
    id: 'led.ceiling',
    category: 'led',
    kind: 'flag',
    key: 'LED_PHYSICAL_PRIMARY_CEILING_BOOL',
    read: (s) => flag(s.led_specs.ceiling),
  },
  {
    id: 'led.floor',
    category: 'led',
    kind: 'flag',
    key: 'LED_PHYSICAL_PRIMARY_FLOOR_BOOL',
    read: (s) => flag(s.led_specs.floor),
  },
  {
    id: 'led.movable_panels',
    category: 'led',
    kind: 'flag',
    key: 'LED_PHYSICAL_PRIMARY_MOVABLE_PANELS_BOOL',
    read: (s) => flag(s.led_specs.movable_panels),
  },
  {
    id: 'led.resolution',
    category: 'led',
    kind: 'resolution',
    field: 'led_specs.resolution',
    read: (s) => ({
      kind: 'resolution',
      text: s.led_specs.resolution,
      pixels: s.led_specs.resolution_pixels,
    }),
  },
  {
    id: 'led.refresh_rate',
    category: 'led',
    kind: 'number',
    field: 'led_specs.refresh_rate',
    read: (s) => num(s.led_specs.refresh_rate),
  },
  {
    id: 'led.brightness',
    category: 'led',
    kind: 'number',
    field: 'led_specs.brightness',
    read: (s) => num(s.led_specs.brightness),
  },
  {
    id: 'led.manufacturer',
    category: 'led',
    kind: 'text',
    field: 'led_specs.manufacturer',
    read: (s) => text(s.led_specs.manufacturer),
  },
  {
    id: 'led.model',
    category: 'led',
    kind: 'text',
    field: 'led_specs.model',
    read: (s) => text(s.led_specs.model),
  },

  {
    id: 'stage.width',
    category: 'stage',
    kind: 'number',
    field: 'stage_dimensions.width',
    read: (s) => num(s.stage_dimensions.width),
  },
  {
    id: 'stage.depth',
    category: 'stage',
    kind: 'number',
    field: 'stage_dimensions.depth',
    read: (s) => num(s.stage_dimensions.depth),
  },
  {
    id: 'stage.height',
    category: 'stage',
    kind: 'number',
    field: 'stage_dimensions.height',
    read: (s) => num(s.stage_dimensions.height),
  },
  {
    id: 'stage.area',
    category: 'stage',
    kind: 'number',
    field: 'stage_dimensions.area',
    read: (s) => num(s.stage_dimensions.area),
  },
  {
    id: 'stage.ceiling_height',
    category: 'stage',
    kind: 'number',
    field: 'stage_specs.ceiling_height',
    read: (s) => num(s.stage_specs.ceiling_height),
  },
  {
    id: 'stage.power_capacity',
    category: 'stage',
    kind: 'number',
    field: 'stage_specs.power_capacity',
    read: (s) => num(s.stage_specs.power_capacity),
  },
  {
    id: 'stage.floor_type',
    category: 'stage',
    kind: 'text',
    field: 'stage_specs.floor_type',
    read: (s) => text(s.stage_specs.floor_type),
  },

  {
    id: 'equipment.cameras',
    category: 'equipment',
    kind: 'list',
    field: 'equipment.cameras',
    read: (s) => list(s.equipment.cameras),
  },
  {
    id: 'equipment.lighting',
    category: 'equipment',
    kind: 'list',
    field: 'equipment.lighting',
    read: (s) => list(s.equipment.lighting),
  },
  {
    id: 'equipment.tracking_system',
    category: 'equipment',
    kind: 'text',
    field: 'equipment.tracking_system',
    read: (s) => text(s.equipment.tracking_system),
  },
  {
    id: 'equipment.render_engines',
    category: 'equipment',
    kind: 'list',
    field: 'equipment.render_engines',
    read: (s) => list(s.equipment.render_engines),
  },
  {
    id: 'equipment.software',
    category: 'equipment',
    kind: 'list',
    field: 'equipment.software',
    read: (s) => list(s.equipment.software),
  },

  ...DAY_RATE_ROWS,
  {
    id: 'business.pricing',
    category: 'business',
    kind: 'text',
    field: 'business_info.pricing',
    read: (s) => text(s.business_info.pricing),
  },
  {
    id: 'business.availability',
    category: 'business',
    kind: 'text',
    field: 'business_info.availability',
    read: (s) => text(s.business_info.availability),
  },
  {
    id: 'business.booking_policy',
    category: 'business',
    kind: 'text',
    field: 'business_info.booking_policy',
    read: (s) => text(s.business_info.booking_policy),
  },
  {
    id: 'business.cancellation_policy',
    category: 'business',
    kind: 'text',
    field: 'business_info.cancellation_policy',
    read: (s) => text(s.business_info.cancellation_policy),
  },
  ...IMAGE_CHAIN_ROWS,
];

/** The catalog entry that labels a row, if one feeds it (a row naming none that is missing throws). */
export function catalogEntryFor(definition: RowDefinition): CatalogEntry | undefined {
  const { field, key } = definition;
  if (!field && !key) return undefined;
  const entry = PARAMETER_CATALOG.find((e) => (field ? e.comparison === field : e.key === key));
  if (!entry) throw new Error(`No catalog entry for the comparison row ${definition.id}`);
  return entry;
}

/** Every row id, in table order (the ids pins are written with). */
export const COMPARE_ROW_IDS: readonly string[] = ROW_DEFINITIONS.map((row) => row.id);
const knownRowIds = new Set(COMPARE_ROW_IDS);

export function isCompareRowId(id: string): boolean {
  return knownRowIds.has(id);
}
