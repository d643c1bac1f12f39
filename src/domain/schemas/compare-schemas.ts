/** Request and response of POST /api/studios/compare/ (product.md §3 "Attributes read by the comparison"). */
import { z } from 'zod';
import { READINESS_ITEM_IDS, READINESS_STATUSES } from '../icvfx-readiness';
import { COMPARE_MAX_STUDIOS, COMPARE_MIN_STUDIOS } from '../limits';
import { CAPABILITY_STATUSES } from '../parameter-catalog';
import { dayRatesSchema } from './day-rate-schemas';
import { MAX_ID } from './path-params';
import { coverImageSchema } from './studio-images';
import { errorSchema } from './studio-schemas';

const studioIdSchema = z.coerce
  .number({ error: 'Each id must be a positive integer.' })
  .int({ error: 'Each id must be a positive integer.' })
  .positive({ error: 'Each id must be a positive integer.' })
  // The database's integer column: a larger id can name no studio and must not reach the query.
  .max(MAX_ID, { error: 'Each id must be a positive integer.' });

export const compareRequestSchema = z
  .object({
    ids: z
      .array(studioIdSchema, { error: 'ids must be a list of studio ids.' })
      .min(COMPARE_MIN_STUDIOS, { error: `Select at least ${COMPARE_MIN_STUDIOS} studios to compare.` })
      .max(COMPARE_MAX_STUDIOS, { error: `You can compare at most ${COMPARE_MAX_STUDIOS} studios.` })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'Each studio may be listed only once.' }),
  })
  .meta({ id: 'CompareRequest' });

const text = z.string().nullable();
const num = z.number().nullable();
/** true, false, or null when the studio does not say (unknown is not no). */
const flag = z.boolean().nullable();

export const comparedStudioSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    city: z.string(),
    country: z.string(),
    status: z.string(),
    website_url: z.string().nullable(),
    stage_count: z.number().int().nullable(),
    total_area: num,
    cover_image: coverImageSchema
      .nullable()
      .describe("The studio's cover photo (issue 18), shown at the top of its column; null when none"),
    description: text,
    contact_info: z.object({ email: text, phone: text }),
    services: z.array(z.string()),
    led_specs: z.object({
      pixel_pitch: num,
      dimensions: text,
      width: num,
      height: num,
      resolution: text,
      resolution_pixels: num,
      manufacturer: text,
      model: text,
      refresh_rate: num,
      brightness: num,
      ceiling: flag,
      floor: flag,
      movable_panels: flag,
      shape: text,
    }),
    /** The 3DGS and 4DGS capabilities of product.md §9; 'Unknown' when the studio does not say. */
    scanning: z.object({
      location_3dgs: z.enum(CAPABILITY_STATUSES),
      actor_4dgs: z.enum(CAPABILITY_STATUSES),
    }),
    stage_dimensions: z.object({ width: num, depth: num, height: num, area: num }),
    stage_specs: z.object({ floor_type: text, ceiling_height: num, power_capacity: num }),
    equipment: z.object({
      cameras: z.array(z.string()),
      lighting: z.array(z.string()),
      software: z.array(z.string()),
      tracking_system: text,
      render_engines: z.array(z.string()),
    }),
    business_info: z.object({
      pricing: text,
      availability: text,
      booking_policy: text,
      cancellation_policy: text,
    }),
    image_chain: z
      .record(z.string(), z.string())
      .describe(
        'The image chain and stage logistics values (issue 38) the studio states, by catalog key, references stripped; a key it does not state is left out',
      ),
    day_rates: dayRatesSchema
      .nullable()
      .optional()
      .describe("The studio's structured day rates (product.md §18); null when not given"),
    icvfx_readiness: z
      .array(z.object({ id: z.enum(READINESS_ITEM_IDS), status: z.enum(READINESS_STATUSES) }))
      .describe(
        "In-camera VFX readiness (issue 38): each minimum 'met' (stated and meets it), 'not_met' (stated, does not) or 'unknown' (not stated)",
      ),
  })
  .meta({ id: 'ComparedStudio' });
export type ComparedStudio = z.infer<typeof comparedStudioSchema>;

/** 404 of the comparison: which of the ids name no visible studio. */
export const compareNotFoundSchema = errorSchema
  .extend({
    missing_ids: z.array(z.number().int()),
    missing_studios: z
      .array(z.object({ id: z.number().int(), name: z.string().nullable() }))
      .optional()
      .describe(
        "Each missing studio with its name where the directory may say it (an archived studio's); null otherwise",
      ),
  })
  .meta({ id: 'CompareNotFound' });

export const compareResponseSchema = z.array(comparedStudioSchema).meta({ id: 'CompareResponse' });

/** The compare PDF refused for now (429 rate_limited, 503 pdf_busy); Retry-After says when to come back. */
