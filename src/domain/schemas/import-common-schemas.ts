/**
 * What the parameter import and the studio import answer alike: the counts of a preview and of an executed import,
 * who ran or undid one, and what an undo restored. Each import names its own copies (`.meta` ids) so
 * that the API's documented schemas keep their names.
 */
import { z } from 'zod';

/** What a preview says the import would do: the rows it would create, update or skip, its conflicts and refusals. */
export const importPlanCounts = {
  create: z.number().int(),
  update: z.number().int(),
  skip: z.number().int(),
  conflicts: z.number().int(),
  errors: z.number().int(),
};

export const importResultsShape = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  errors: z.number().int(),
  error_details: z.array(z.string()),
});

/** The admin who ran or undid an import; null once their account is gone. */
export const importAdminRefSchema = z.object({ id: z.number().int(), email: z.string() }).nullable();

export const importUndoShape = z.object({
  success: z.literal(true),
  message: z.string(),
  restored: z.number().int(),
});
