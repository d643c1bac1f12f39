/**
 * How complete a listing is (product.md §14 "Freshness"): the share of the key catalog fields that
 * have a value. The key fields are what a producer reads first on a card and in a comparison; each is
 * read from what the directory list carries (the studio's columns and its list attributes,
 * decision 004), so a card works it out without loading the studio.
 */
import { displayValue } from './parameter-values';
import type { DetailedAttributes } from './schemas/studio-schemas';
import {
  cameraTrackingOf,
  capabilityStatusOf,
  ceilingHeightOf,
  ledWallHeightOf,
  ledWallWidthOf,
  pixelPitchOf,
  realtimeEngineOf,
  serviceTypesOf,
  stageAreaOf,
} from './studio-attributes';

/** What the key fields read of a studio: the directory list's shape is enough. */
export interface CompletenessInput {
  city: string;
  country: string;
  latitude?: number | null;
  longitude?: number | null;
  website_url?: string | null;
  description?: string;
  stage_count?: number | null;
  detailed_attributes: DetailedAttributes;
}

function text(value: unknown): boolean {
  return value !== null && value !== undefined && displayValue(value).trim() !== '';
}

/** The key fields, each with how it is read (product.md §14 lists them in this order). */
export const KEY_LISTING_FIELDS = {
  location: (s: CompletenessInput) => text(s.city) && text(s.country),
  coordinates: (s: CompletenessInput) => s.latitude != null && s.longitude != null,
  website: (s: CompletenessInput) => text(s.website_url),
  description: (s: CompletenessInput) => text(s.description),
  services: (s: CompletenessInput) => serviceTypesOf(s.detailed_attributes).length > 0,
  stage_count: (s: CompletenessInput) => s.stage_count != null,
  stage_area: (s: CompletenessInput) => stageAreaOf(s.detailed_attributes) !== null,
  wall_width: (s: CompletenessInput) => ledWallWidthOf(s.detailed_attributes) !== null,
  wall_height: (s: CompletenessInput) => ledWallHeightOf(s.detailed_attributes) !== null,
  pixel_pitch: (s: CompletenessInput) => pixelPitchOf(s.detailed_attributes) !== null,
  ceiling_height: (s: CompletenessInput) => ceilingHeightOf(s.detailed_attributes) !== null,
  led_manufacturer: (s: CompletenessInput) => text(s.detailed_attributes.LED_PANEL_MANUFACTURER),
  camera_tracking: (s: CompletenessInput) => cameraTrackingOf(s.detailed_attributes) !== null,
  realtime_engine: (s: CompletenessInput) => text(realtimeEngineOf(s.detailed_attributes)),
  scanning_3dgs: (s: CompletenessInput) =>
    capabilityStatusOf(s.detailed_attributes, '3DGS_LOCATION_SCANNING_STATUS') !== 'Unknown',
  scanning_4dgs: (s: CompletenessInput) =>
    capabilityStatusOf(s.detailed_attributes, '4DGS_ACTOR_SCANNING_STATUS') !== 'Unknown',
} as const satisfies Record<string, (studio: CompletenessInput) => boolean>;

export interface ListingCompleteness {
  /** Key fields with a value. */
  filled: number;
  /** Every key field. */
  total: number;
  /** filled / total as a whole percentage, rounded down (100 only when every field has a value). */
  percent: number;
}

export function listingCompleteness(studio: CompletenessInput): ListingCompleteness {
  const checks = Object.values(KEY_LISTING_FIELDS);
  const filled = checks.filter((has) => has(studio)).length;
  return { filled, total: checks.length, percent: Math.floor((filled * 100) / checks.length) };
}
