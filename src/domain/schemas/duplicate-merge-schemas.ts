/**
 * Merging two duplicate studios (product.md §20, issue 39): the preview an admin chooses from, the
 * merge itself, and its undo. The contract between the server and the web's merge screen.
 *
 * A merge keeps one studio (the survivor) and archives the other (the merged studio), whose page, API
 * address and sitemap entry then answer 301 to the survivor. For every studio field and every catalog
 * parameter on which the two differ, the admin picks whose value to keep; by default the value of the
 * more recently verified studio (the survivor's when neither or both are equally verified). Sources,
 * images, calendar ranges, owners, claims, corrections and enquiries move to the survivor. The whole
 * merge is one change-log entry, and it can be undone while nothing later touched the survivor.
 */
import { z } from 'zod';
import { studioIdParam } from './path-params';

function studioId() {
  return z.number().int().min(1).max(2_147_483_647);
}

/** A value as stored (text, number, boolean, list, or null when not given); the web formats it. */
const storedValueSchema = z.unknown().describe('The value as stored; null when not given');

const mergeStudioSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  status: z.string(),
  version: z.number().int().describe("The studio's version (its ETag) when the preview was made"),
  last_verified_at: z.string().nullable().describe('When the studio was last verified; null: never'),
  counts: z
    .object({
      sources: z.number().int(),
      images: z.number().int(),
      calendar_ranges: z.number().int(),
      owners: z.number().int(),
      claims: z.number().int(),
      corrections: z.number().int(),
      enquiries: z.number().int(),
    })
    .describe('What would move to the survivor if this studio were merged into the other'),
});

const mergeChoiceRowSchema = z.object({
  key: z.string().describe('A studio field name (name, city, website_url, …) or a catalog parameter key'),
  values: z
    .tuple([storedValueSchema, storedValueSchema])
    .describe("The two studios' values, in the order of `studios`"),
  default_from: z.number().int().describe('The id of the studio whose value is kept unless chosen otherwise'),
});

export const mergePreviewSchema = z
  .object({
    studios: z.tuple([mergeStudioSchema, mergeStudioSchema]).describe('The lower id first'),
    default_survivor: z.number().int().describe('The more recently verified studio (the lower id on a tie)'),
    fields: z.array(mergeChoiceRowSchema).describe('Studio fields on which the two differ'),
    parameters: z.array(mergeChoiceRowSchema).describe('Catalog parameters on which the two differ'),
  })
  .meta({ id: 'MergePreview' });
export type MergePreviewDto = z.infer<typeof mergePreviewSchema>;

export const mergePreviewParamsSchema = z.object({ a: studioIdParam, b: studioIdParam });

export const mergeRequestSchema = z
  .object({
    survivor_id: studioId(),
    merged_id: studioId(),
    versions: z
      .object({ survivor: z.number().int().min(1), merged: z.number().int().min(1) })
      .describe(
        "Both studios' versions from the preview: a studio changed since refuses the merge (412 stale_write)",
      ),
    fields: z
      .record(z.string(), studioId())
      .default({})
      .describe(
        'Per differing field: the id of the studio whose value to keep; a field left out keeps its default',
      ),
    parameters: z
      .record(z.string(), studioId())
      .default({})
      .describe('Per differing parameter: the id of the studio whose value to keep; left out: its default'),
  })
  .refine((body) => body.survivor_id !== body.merged_id, {
    error: 'Two different studios.',
    path: ['merged_id'],
  })
  .meta({ id: 'MergeRequest' });
export type MergeRequestDto = z.infer<typeof mergeRequestSchema>;

export const mergeSchema = z
  .object({
    id: z.number().int().describe("The merge's id (for its undo)"),
    survivor_id: z.number().int(),
    merged_id: z.number().int(),
    merged_name: z.string(),
    survivor_name: z.string(),
    merged_at: z.string(),
    merged_by: z.number().int().nullable(),
    undone_at: z.string().nullable(),
    can_undo: z.boolean().describe('True while nothing later touched the survivor (nor the merged studio)'),
  })
  .meta({ id: 'Merge' });
export type MergeDto = z.infer<typeof mergeSchema>;

export const mergeListSchema = z
  .object({ count: z.number().int(), results: z.array(mergeSchema) })
  .meta({ id: 'MergeList' });

export const mergeParamsSchema = z.object({ id: studioIdParam });
