/** The likely duplicates' API (product.md §20): the pairs, and an admin's "Not a duplicate". */
import { z } from 'zod';
import { studioIdParam } from './path-params';

export const duplicateReasonSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('names_alike'), score: z.number().describe('0 to 1') }),
    z.object({ kind: z.literal('near'), km: z.number() }),
    z.object({ kind: z.literal('same_city'), city: z.string() }),
    z.object({ kind: z.literal('same_domain'), domain: z.string() }),
    z.object({ kind: z.literal('same_email'), email: z.string() }),
  ])
  .meta({ id: 'DuplicateReason' });

const duplicateStudioSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  status: z.string(),
});

export const duplicatePairSchema = z
  .object({
    studios: z.tuple([duplicateStudioSchema, duplicateStudioSchema]).describe('The lower id first'),
    reasons: z.array(duplicateReasonSchema),
    message: z.string().describe('The reasons in English'),
  })
  .meta({ id: 'DuplicatePair' });
export type DuplicatePairDto = z.infer<typeof duplicatePairSchema>;

export const duplicatePairListSchema = z
  .object({ count: z.number().int(), results: z.array(duplicatePairSchema) })
  .meta({ id: 'DuplicatePairList' });

export const duplicateDismissalRequestSchema = z
  .object({
    studio_ids: z
      .tuple([studioIdPositive(), studioIdPositive()])
      .refine(([a, b]) => a !== b, { error: 'Two different studios.' }),
  })
  .meta({ id: 'DuplicateDismissalRequest' });

function studioIdPositive() {
  return z.number().int().min(1).max(2_147_483_647);
}

export const duplicateDismissalSchema = z
  .object({
    studio_ids: z.tuple([z.number().int(), z.number().int()]),
    dismissed_at: z.string(),
    dismissed_by: z.number().int().nullable(),
  })
  .meta({ id: 'DuplicateDismissal' });

export const duplicateDismissalParamsSchema = z.object({ a: studioIdParam, b: studioIdParam });
