/**
 * What an admin may change on a studio (product.md §7 PATCH): one field a call, each with its own
 * rules. The web app validates with the same schemas before it sends.
 */
import { z } from 'zod';
import { isHttpUrl } from '../http-url';

export { isHttpUrl };

import { isCountryCode } from '../countries';
import { LATITUDE_MAX, LATITUDE_MIN, LONGITUDE_MAX, LONGITUDE_MIN } from '../geo';
import { LINK_LIST_MAX, TEAM_TYPES, TEXT_FIELD_MAX, URL_MAX_LENGTH } from '../limits';
import { CAPABILITY_STATUSES } from '../parameter-catalog';
import { STUDIO_STATUSES } from '../studio-status';

export const requiredText = z
  .string({ error: 'Must be text.' })
  .trim()
  .min(1, { error: 'This field may not be blank.' })
  .max(TEXT_FIELD_MAX, { error: `Ensure this field has no more than ${TEXT_FIELD_MAX} characters.` });

export const httpUrlSchema = z
  .string({ error: 'Must be a URL.' })
  .trim()
  .min(1, { error: 'This field may not be blank.' })
  .max(URL_MAX_LENGTH, { error: `Ensure this URL has no more than ${URL_MAX_LENGTH} characters.` })
  .refine(isHttpUrl, { error: 'Enter a valid URL starting with http:// or https://.' });

/** An optional URL field: a URL, or null / "" to remove it. */
const optionalUrl = z.union([z.null(), z.literal('').transform(() => null), httpUrlSchema]);

export const linkInputSchema = z
  .object({ name: requiredText, url: httpUrlSchema })
  .strict()
  .meta({ id: 'EditableLink' });

export const linkListSchema = z
  .array(linkInputSchema, { error: 'Must be a list of {name, url} entries.' })
  .max(LINK_LIST_MAX, { error: `Ensure this list has no more than ${LINK_LIST_MAX} entries.` });

const capability = z.enum(CAPABILITY_STATUSES, {
  error: `Must be one of: ${CAPABILITY_STATUSES.join(', ')}.`,
});
const teamType = z.enum(TEAM_TYPES, { error: `Must be one of: ${TEAM_TYPES.join(', ')}.` });

/** An ISO 3166-1 alpha-2 code ("de" reads DE), or null / "" to clear it. */
const countryCode = z.union([
  z.null(),
  z.literal('').transform(() => null),
  z
    .string({ error: 'Must be an ISO 3166-1 alpha-2 country code, such as DE.' })
    .trim()
    .toUpperCase()
    .refine(isCountryCode, { error: 'Must be an ISO 3166-1 alpha-2 country code, such as DE.' }),
]);

const degrees = (min: number, max: number, name: string) =>
  z
    .number({ error: `${name} must be a number of degrees from ${min} to ${max}.` })
    .min(min, { error: `${name} must be from ${min} to ${max}.` })
    .max(max, { error: `${name} must be from ${min} to ${max}.` });

/**
 * Both coordinates at once, or null to clear both (product.md §11: both or neither), so a one-field
 * PATCH can never leave a studio with half a place.
 */
export const coordinatesSchema = z
  .object(
    {
      latitude: degrees(LATITUDE_MIN, LATITUDE_MAX, 'latitude'),
      longitude: degrees(LONGITUDE_MIN, LONGITUDE_MAX, 'longitude'),
    },
    { error: 'Send {"latitude": …, "longitude": …} (WGS84 degrees), or null to clear both.' },
  )
  .strict()
  .nullable()
  .meta({ id: 'Coordinates' });
export type CoordinatesInput = z.infer<typeof coordinatesSchema>;

/** Each editable field and its rule. */
export const STUDIO_FIELD_SCHEMAS = {
  name: requiredText,
  city: requiredText,
  country: requiredText,
  country_code: countryCode,
  coordinates: coordinatesSchema,
  '3DGS_LOCATION_SCANNING_STATUS': capability,
  '4DGS_ACTOR_SCANNING_STATUS': capability,
  showreel_video_url: optionalUrl,
  interactive_tour_url: optionalUrl,
  tour_credits: linkListSchema,
  production_pipeline_virtual_tools: linkListSchema,
  production_pipeline_post_tools: linkListSchema,
  scanning_team_type: teamType,
  external_scanning_partners: linkListSchema,
  in_house_scanning_capabilities: linkListSchema,
  environment_team_type: teamType,
  external_environment_partners: linkListSchema,
  in_house_environment_capabilities: linkListSchema,
} as const;

export type StudioField = keyof typeof STUDIO_FIELD_SCHEMAS;
export const STUDIO_FIELDS = Object.keys(STUDIO_FIELD_SCHEMAS) as StudioField[];

export function isStudioField(value: string): value is StudioField {
  return Object.hasOwn(STUDIO_FIELD_SCHEMAS, value);
}

/** The fields whose values are URLs or lists of links (checked against the app's own origin too). */
export const URL_FIELDS: readonly StudioField[] = ['showreel_video_url', 'interactive_tour_url'];
export const LINK_LIST_FIELDS: readonly StudioField[] = [
  'tour_credits',
  'production_pipeline_virtual_tools',
  'production_pipeline_post_tools',
  'external_scanning_partners',
  'in_house_scanning_capabilities',
  'external_environment_partners',
  'in_house_environment_capabilities',
];

/**
 * The PATCH body: a JSON object, its fields as the OpenAPI document shows them. Other keys are kept
 * (loose) so that the server refuses them by name; the one-field rule and each value's rule
 * (STUDIO_FIELD_SCHEMAS) are checked once, by the server's studio-field-validation.ts.
 */
export const studioPatchSchema = z
  .looseObject(Object.fromEntries(STUDIO_FIELDS.map((f) => [f, z.unknown().optional()])))
  .describe(`Exactly one field: ${STUDIO_FIELDS.join(', ')}.`)
  .meta({ id: 'StudioPatch' });

export const statusUpdateSchema = z
  .object({ status: z.enum(STUDIO_STATUSES, { error: `Must be one of: ${STUDIO_STATUSES.join(', ')}.` }) })
  .strict()
  .meta({ id: 'StatusUpdate' });

export const studioCreateSchema = z
  .object({
    name: requiredText,
    city: requiredText,
    country: requiredText,
    status: z.enum(STUDIO_STATUSES).optional(),
  })
  .strict()
  .meta({ id: 'StudioCreate' });
export type StudioCreate = z.infer<typeof studioCreateSchema>;

export const archiveResponseSchema = z
  .object({ success: z.literal(true), message: z.string(), id: z.number().int() })
  .meta({ id: 'ArchiveResponse' });
export type ArchiveResponse = z.infer<typeof archiveResponseSchema>;

export const changeLogEntrySchema = z
  .object({
    id: z.number().int(),
    created_at: z.string(),
    admin: z
      .object({
        id: z.number().int(),
        email: z.string(),
        role: z
          .enum(['admin', 'owner'])
          .describe("owner: the studio's owner made the change (product.md §14)"),
      })
      .nullable(),
    action: z.string(),
    field: z.string(),
    before: z.unknown(),
    after: z.unknown(),
    import_id: z
      .number()
      .int()
      .nullable()
      .describe('The parameter import (JSON, product.md §10) that made the change; null otherwise'),
    studio_import_id: z
      .number()
      .int()
      .nullable()
      .describe(
        'The studio import (spreadsheet, product.md §13) that made or undid the change; null otherwise',
      ),
  })
  .meta({ id: 'ChangeLogEntry' });
export type ChangeLogEntry = z.infer<typeof changeLogEntrySchema>;

export const changeHistorySchema = z
  .object({ history: z.array(changeLogEntrySchema) })
  .meta({ id: 'ChangeHistory' });
