/**
 * Derives the comparison shape of product.md §3 from a studio through the catalog's comparison fields,
 * so the catalog table stays the one place that maps parameter keys to comparison fields.
 */
import { icvfxReadiness } from './icvfx-readiness';
import { IMAGE_CHAIN_CATALOG } from './image-chain-catalog';
import { PARAMETER_CATALOG } from './parameter-catalog';
import { displayValue, parseList, parseNumber, parseResolutionPixels } from './parameter-values';
import type { ComparedStudio } from './schemas/compare-schemas';
import type { Studio } from './schemas/studio-schemas';
import {
  cameraTrackingOf,
  capabilityStatusOf,
  contactEmailOf,
  contactPhoneOf,
  ledBooleanOf,
  ledWallHeightOf,
  ledWallSizeText,
  ledWallWidthOf,
  realtimeEngineOf,
  serviceTypesOf,
  shownValueOf,
} from './studio-attributes';

type Attrs = Studio['detailed_attributes'];

/** The catalog key that feeds a comparison field, e.g. 'led_specs.pixel_pitch'. */
function keyFor(field: string): string {
  const entry = PARAMETER_CATALOG.find((e) => e.comparison === field);
  if (!entry) throw new Error(`No catalog entry feeds the comparison field ${field}`);
  return entry.key;
}

function textField(attrs: Attrs, field: string): string | null {
  const value = displayValue(attrs[keyFor(field)]);
  return value === '' ? null : value;
}

function numberField(attrs: Attrs, field: string): number | null {
  return parseNumber(attrs[keyFor(field)]);
}

function listField(attrs: Attrs, field: string): string[] {
  return parseList(attrs[keyFor(field)]);
}

function legacyText(value: unknown): string | null {
  const text = displayValue(value);
  return text === '' ? null : text;
}

export function toComparedStudio(studio: Studio): ComparedStudio {
  const a = studio.detailed_attributes;
  const resolutionKey = keyFor('led_specs.resolution');
  const engines = realtimeEngineOf(a);
  return {
    id: studio.id,
    name: studio.name,
    city: studio.city,
    country: studio.country,
    status: studio.status,
    website_url: studio.website_url,
    stage_count: studio.stage_count,
    total_area: studio.total_area,
    day_rates: studio.day_rates ?? null,
    cover_image: studio.cover_image,
    description: textField(a, 'description') ?? legacyText(a.description) ?? (studio.description || null),
    contact_info: {
      email: contactEmailOf(a),
      phone: contactPhoneOf(a),
    },
    services: serviceTypesOf(a),
    led_specs: {
      pixel_pitch: numberField(a, 'led_specs.pixel_pitch'),
      dimensions: ledWallSizeText(a),
      // The width and height the card shows: the catalog's, else the legacy led_wall_size's.
      width: ledWallWidthOf(a),
      height: ledWallHeightOf(a),
      resolution: textField(a, 'led_specs.resolution'),
      resolution_pixels: parseResolutionPixels(a[resolutionKey]),
      manufacturer: textField(a, 'led_specs.manufacturer'),
      model: textField(a, 'led_specs.model'),
      refresh_rate: numberField(a, 'led_specs.refresh_rate'),
      brightness: numberField(a, 'led_specs.brightness'),
      ceiling: ledBooleanOf(a, 'ceiling'),
      floor: ledBooleanOf(a, 'floor'),
      movable_panels: ledBooleanOf(a, 'movable'),
      shape: legacyText(a.LED_PHYSICAL_PRIMARY_SHAPE),
    },
    scanning: {
      location_3dgs: capabilityStatusOf(a, '3DGS_LOCATION_SCANNING_STATUS'),
      actor_4dgs: capabilityStatusOf(a, '4DGS_ACTOR_SCANNING_STATUS'),
    },
    stage_dimensions: {
      width: numberField(a, 'stage_dimensions.width'),
      depth: numberField(a, 'stage_dimensions.depth'),
      height: numberField(a, 'stage_dimensions.height'),
      area: numberField(a, 'stage_dimensions.area'),
    },
    stage_specs: {
      floor_type: textField(a, 'stage_specs.floor_type'),
      ceiling_height: numberField(a, 'stage_specs.ceiling_height'),
      power_capacity: numberField(a, 'stage_specs.power_capacity'),
    },
    equipment: {
      cameras: listField(a, 'equipment.cameras'),
      lighting: listField(a, 'equipment.lighting'),
      software: listField(a, 'equipment.software'),
      tracking_system: cameraTrackingOf(a),
      render_engines: engines ? parseList(engines) : [],
    },
    business_info: {
      pricing: textField(a, 'business_info.pricing'),
      availability: textField(a, 'business_info.availability'),
      booking_policy: textField(a, 'business_info.booking_policy'),
      cancellation_policy: textField(a, 'business_info.cancellation_policy'),
    },
    image_chain: imageChainOf(a),
    icvfx_readiness: icvfxReadiness(a).map(({ id, status }) => ({ id, status })),
  };
}

/** The image chain values a studio states (issue 38), by key, as shown. */
function imageChainOf(attrs: Attrs): Record<string, string> {
  const values: Record<string, string> = {};
  for (const { key } of IMAGE_CHAIN_CATALOG) {
    const value = displayValue(shownValueOf(attrs, key));
    if (value !== '') values[key] = value;
  }
  return values;
}
