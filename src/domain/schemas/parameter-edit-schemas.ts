/**
 * Setting one parameter on the studio page (product.md §10 "Editing a value"): its key in the path,
 * the value and an optional source link in the body. A numeric parameter's value is read by
 * parameter-number.ts on the server; the web checks it with the same reader before sending.
 */
import { z } from 'zod';
import { IMPORT_LIMITS } from '../import-file';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '../storable-text';
import { studioIdParamsSchema } from './path-params';
import { httpUrlSchema } from './studio-edit-schemas';

export const NOT_FOUND_PARAMETER = 'No parameter matches the given query.';

/** The path: the studio and a parameter key (letters, digits and underscores, as the import takes). */
export const parameterParamsSchema = studioIdParamsSchema.extend({
  key: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,100}$/, { error: NOT_FOUND_PARAMETER })
    .describe('Parameter key, such as LED_PANEL_PIXEL_PITCH_MM'),
});

export const parameterEditSchema = z
  .object({
    value: z
      .string({ error: 'Must be text, or null to clear the value.' })
      .max(IMPORT_LIMITS.maxValueLength, {
        error: `Ensure this field has no more than ${IMPORT_LIMITS.maxValueLength} characters.`,
      })
      .refine(isStorableText, { error: UNSTORABLE_TEXT_MESSAGE })
      .nullable()
      .describe('The new value ("" or null clears it); a number parameter takes a number in its unit'),
    source_url: z
      .union([z.null(), z.literal('').transform(() => null), httpUrlSchema])
      .optional()
      .describe('A link that supports the value: added to the studio sources and cited by the value'),
  })
  .strict()
  .meta({ id: 'ParameterEdit' });
export type ParameterEditInput = z.input<typeof parameterEditSchema>;
