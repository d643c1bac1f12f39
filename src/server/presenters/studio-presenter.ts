/** Shapes studio rows into the API's Studio (product.md §3). */
import { displayValue, parseNumber } from '@domain/parameter-values';
import type { Studio } from '@domain/schemas/studio-schemas';
import { LIST_ATTRIBUTE_KEYS } from '@domain/studio-attributes';
import type { StudioRow } from '../db/repositories/studio-reads';
import { presentAvailability } from './calendar-presenter';
import { presentStudioCover, presentStudioImages } from './image-presenter';

/**
 * The catalog's GENERAL_ parameters stand in for studio columns (product.md §10): when a
 * sourced value exists it is what the studio shows; the column is the fallback.
 */
function integerOrNull(n: number | null): number | null {
  return n === null ? null : Math.round(n);
}

export function presentStudio(row: StudioRow): Studio {
  const attrs = row.detailedAttributes;
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    country: row.country,
    country_code: row.countryCode,
    latitude: row.latitude,
    longitude: row.longitude,
    status: row.status,
    has_owner: row.hasOwner,
    website_url: row.websiteUrl,
    description: displayValue(attrs.GENERAL_DESCRIPTION) || row.description,
    short_description: row.shortDescription,
    stage_count: integerOrNull(parseNumber(attrs.GENERAL_STAGE_COUNT)) ?? row.stageCount,
    total_area: parseNumber(attrs.GENERAL_TOTAL_AREA_M2) ?? row.totalArea,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    verified_at: row.verifiedAt ? row.verifiedAt.toISOString() : null,
    showreel_video_url: row.showreelVideoUrl,
    interactive_tour_url: row.interactiveTourUrl,
    tour_credits: row.tourCredits,
    location: { city: row.city, country: row.country },
    detailed_attributes: attrs,
    availability: presentAvailability(row.calendar ?? null),
    cover_image: presentStudioCover(row.images, row.name),
    images: presentStudioImages(row.images, row.name),
    day_rates: row.dayRates ?? null,
  };
}

const listKeys = new Set(LIST_ATTRIBUTE_KEYS);

/**
 * The directory's shape: the same Studio, with detailed_attributes cut to what the cards and the
 * filters read, so a thousand studios stay light on a phone (docs/decisions/004).
 */
export function presentListStudio(row: StudioRow): Studio {
  const studio = presentStudio(row);
  const attrs: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row.detailedAttributes))
    if (listKeys.has(key)) attrs[key] = value;
  const { images: _images, ...withoutImages } = studio;
  return { ...withoutImages, detailed_attributes: attrs };
}

/** The studio's ETag: its id and write version, so a GET's ETag serves as a PATCH's If-Match. */
export function studioEtag(row: Pick<StudioRow, 'id' | 'version'>): string {
  return `"studio-${row.id}-v${row.version}"`;
}
