/**
 * The ids in API paths (product.md §7), read as Django REST Framework reads a primary key: digits
 * only, a positive integer within the database's integer column. Handlers receive numbers. A path
 * that names nothing answers 404 with the schema's message (the error handler answers every params
 * failure so), never a 400.
 */
import { z } from 'zod';

/** The largest value of the database's integer (int4) id columns: a larger id names no row. */
export const MAX_ID = 2_147_483_647;

export const NOT_FOUND_STUDIO = 'No Studio matches the given query.';
export const NOT_FOUND_IMPORT = 'No import matches the given query.';

/** A positive integer id from the path, as a number; anything else fails with the `notFound` text. */
function idParam(notFound: string) {
  return z
    .string()
    .regex(/^\d{1,10}$/, { error: notFound })
    .transform(Number)
    .pipe(z.number().int().min(1, { error: notFound }).max(MAX_ID, { error: notFound }));
}

export const studioIdParam = idParam(NOT_FOUND_STUDIO).describe('Studio id (a positive integer)');

/** The path of every studio route. */
export const studioIdParamsSchema = z.object({ id: studioIdParam });

/** The path of an import's undo: the studio and the import. */
export const importParamsSchema = studioIdParamsSchema.extend({
  importId: idParam(NOT_FOUND_IMPORT).describe('Import id (a positive integer)'),
});

/** The path of a studio import's undo (product.md §13). */
export const studioImportParamsSchema = z.object({
  importId: idParam(NOT_FOUND_IMPORT).describe('Studio import id (a positive integer)'),
});

export const NOT_FOUND_CLAIM = 'No claim matches the given query.';
export const NOT_FOUND_CORRECTION = 'No correction matches the given query.';

/** The path of an owner claim's decision (product.md §14). */
export const claimParamsSchema = z.object({
  id: idParam(NOT_FOUND_CLAIM).describe('Claim id (a positive integer)'),
});

/** The path of a correction's decision: the studio and the correction (product.md §14). */
export const correctionParamsSchema = studioIdParamsSchema.extend({
  correctionId: idParam(NOT_FOUND_CORRECTION).describe('Correction id (a positive integer)'),
});

export const NOT_FOUND_ENQUIRY = 'No enquiry matches the given query.';

/** The path of one enquiry of a studio (product.md §14). */
export const enquiryParamsSchema = studioIdParamsSchema.extend({
  enquiryId: idParam(NOT_FOUND_ENQUIRY).describe('Enquiry id (a positive integer)'),
});
