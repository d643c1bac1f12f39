/**
 * Response shapes of the studio read API (product.md §3, §7). These zod schemas are the one source of
 * the TypeScript types on both sides and of the OpenAPI document.
 */
import { z } from 'zod';
import { ERROR_CODES_DESCRIPTION, NUMBER_PROBLEMS } from '../error-codes';
import { availabilitySummarySchema } from './calendar-schemas';
import { dayRatesSchema } from './day-rate-schemas';
import { coverImageSchema, studioImageSchema } from './studio-images';

export const linkSchema = z
  .object({ name: z.string(), url: z.string() })
  .meta({ id: 'Link', description: 'A named link: tool, partner, capability or credit.' });
export type Link = z.infer<typeof linkSchema>;

export const detailedAttributesSchema = z
  .record(z.string(), z.unknown())
  .meta({ id: 'DetailedAttributes', description: 'Free map of studio attributes (product.md §3).' });
export type DetailedAttributes = z.infer<typeof detailedAttributesSchema>;

export const studioSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    city: z.string(),
    country: z.string().describe('The country as typed; country_code is what filters read.'),
    country_code: z
      .string()
      .nullable()
      .describe("ISO 3166-1 alpha-2 code; show its name in the reader's language (product.md §11)."),
    latitude: z.number().nullable().describe('WGS84 degrees, -90 to 90; null with longitude when unknown.'),
    longitude: z.number().nullable().describe('WGS84 degrees, -180 to 180; null with latitude when unknown.'),
    status: z.string(),
    has_owner: z
      .boolean()
      .describe(
        "True when an owner claim was approved (product.md §14): only then is the listing 'Owner-verified'.",
      ),
    website_url: z.string().nullable(),
    description: z.string(),
    short_description: z.string(),
    stage_count: z.number().int().nullable(),
    total_area: z.number().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    verified_at: z
      .string()
      .nullable()
      .describe(
        'When a value of the studio was last set or confirmed (product.md §14); null: never, or not read with this answer.',
      ),
    showreel_video_url: z.string().nullable(),
    interactive_tour_url: z.string().nullable(),
    tour_credits: z.array(linkSchema),
    location: z.object({ city: z.string(), country: z.string() }),
    detailed_attributes: detailedAttributesSchema,
    availability: availabilitySummarySchema
      .nullable()
      .optional()
      .describe("The studio's calendar: busy periods and when it was last current (issue 38); null: none"),
    cover_image: coverImageSchema
      .nullable()
      .describe("The studio's cover photo (issue 18, product.md §15); null when it has no image"),
    images: z
      .array(studioImageSchema)
      .optional()
      .describe(
        "Every photo and floor plan, by position: on one studio's answers and the full list (studios/studios/), not on the directory's list items",
      ),
    day_rates: dayRatesSchema
      .nullable()
      .optional()
      .describe('Structured day rates beside BUSINESS_PRICING (product.md §18); null when not given'),
  })
  .meta({ id: 'Studio' });
export type Studio = z.infer<typeof studioSchema>;

export function paginatedSchema<T extends z.ZodType>(item: T, id: string) {
  return z
    .object({
      count: z.number().int(),
      next: z.string().nullable(),
      previous: z.string().nullable(),
      results: z.array(item),
    })
    .meta({ id });
}

export const studioPageSchema = paginatedSchema(studioSchema, 'StudioPage');
export type StudioPage = z.infer<typeof studioPageSchema>;

export const searchMatchSchema = z
  .object({
    field: z
      .string()
      .describe(
        'name, city, country, services, led_manufacturer, led_model, camera_tracking, engines, pipeline_tools or description',
      ),
    value: z.string().describe('The value that matched, as the studio states it'),
  })
  .meta({ id: 'SearchMatch' });

/** A studio of the directory list: with a selection (near, q), its distance and what the search matched. */
export const studioListItemSchema = studioSchema
  .extend({
    distance_km: z
      .number()
      .nullable()
      .optional()
      .describe('With near: the great-circle distance in km (null when the studio has no coordinates)'),
    matches: z
      .array(searchMatchSchema)
      .optional()
      .describe('With q: the fields the search matched, most telling first'),
  })
  .meta({ id: 'StudioListItem' });

export const studioListPageSchema = paginatedSchema(studioListItemSchema, 'StudioListPage');

export const sourceReferenceSchema = z
  .object({ url: z.string(), description: z.string() })
  .meta({ id: 'SourceReference' });
export type SourceReference = z.infer<typeof sourceReferenceSchema>;

export const parameterVersionSchema = z
  .object({ version: z.number().int(), parameter_value: z.string(), updated_at: z.string() })
  .meta({ id: 'ParameterVersion' });

export const parameterSchema = z
  .object({
    id: z.number().int(),
    parameter_key: z.string(),
    parameter_value: z.string(),
    display_name: z.string(),
    version: z.number().int(),
    updated_at: z.string(),
    source_references: z.array(z.number().int()),
    history: z.array(parameterVersionSchema).describe('Earlier versions, newest first.'),
  })
  .meta({ id: 'Parameter' });
export type Parameter = z.infer<typeof parameterSchema>;

export const categorizedParametersSchema = z
  .object({
    success: z.boolean(),
    error: z.string().nullable(),
    parameters_count: z.number().int(),
    categories_count: z.number().int(),
    categorized_parameters: z.record(z.string(), z.array(parameterSchema)),
    source_references: z.record(z.string(), sourceReferenceSchema),
  })
  .meta({ id: 'CategorizedParameters' });
export type CategorizedParameters = z.infer<typeof categorizedParametersSchema>;

/** Every error body's code (the codes are listed in the description; new ones may be added). */
export const errorCodeSchema = z.string().describe(ERROR_CODES_DESCRIPTION);

export const parametersErrorSchema = z
  .object({ success: z.literal(false), error: z.string(), code: errorCodeSchema, detail: z.string() })
  .meta({ id: 'ParametersError' });

export const errorSchema = z
  .object({
    code: errorCodeSchema,
    detail: z.string().describe('What went wrong, in English (may be reworded; programs read `code`)'),
    fields: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .describe('For invalid input: the messages of each field'),
    problem: z
      .enum(NUMBER_PROBLEMS)
      .optional()
      .describe("parameter_value_invalid: what is wrong with the number (product.md §10 'Numbers')"),
  })
  .meta({ id: 'Error', description: 'Every error answer: a stable code, the text, and refused fields.' });

export const pageQuerySchema = z.object({
  page: z.string().optional().describe('Page number, from 1'),
  page_size: z.string().optional().describe('Results per page; larger values are clamped'),
});
