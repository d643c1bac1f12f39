/** The import calls of product.md §7 (import-parameters, import-history) and the undo. */
import { z } from 'zod';
import { CONFLICT_RESOLUTIONS } from '../limits';
import {
  importAdminRefSchema,
  importPlanCounts,
  importResultsShape,
  importUndoShape,
} from './import-common-schemas';
import { errorCodeSchema } from './studio-schemas';

export const importRequestSchema = z
  .object({
    json_data: z.unknown().optional().describe('The file: its parsed JSON object, or its text'),
    preview_only: z.boolean().default(true),
    selected_items: z
      .array(z.string().max(200))
      .max(10_000)
      .optional()
      .describe('Parameter names to apply (execute); all valid items when omitted'),
    resolve_conflicts: z.enum(CONFLICT_RESOLUTIONS).default('overwrite'),
    file_name: z.string().max(255).optional(),
  })
  .meta({ id: 'ImportRequest' });

export const previewItemSchema = z
  .object({
    parameter_name: z.string(),
    parameter_value: z.string(),
    action: z.enum(['create', 'update', 'skip']),
    conflict: z.boolean(),
    source_references: z.array(z.number().int()),
    display_name: z.string().nullable(),
    current_value: z.string().nullable(),
    error: z.string().nullable(),
    /** The stable code of the refusal (error-codes.ts) where one names it: parameter_value_invalid. */
    error_code: z.string().nullable(),
  })
  .meta({ id: 'ImportPreviewItem' });
export type PreviewItemDto = z.infer<typeof previewItemSchema>;

export const previewSummarySchema = z
  .object({ total: z.number().int(), ...importPlanCounts })
  .meta({ id: 'ImportPreviewSummary' });
export type PreviewSummaryDto = z.infer<typeof previewSummarySchema>;

export const importSourceSchema = z
  .object({ index: z.number().int(), url: z.string(), description: z.string() })
  .meta({ id: 'ImportSource' });
export type ImportSourceDto = z.infer<typeof importSourceSchema>;

export const importResultsSchema = importResultsShape.meta({ id: 'ImportResults' });
export type ImportResultsDto = z.infer<typeof importResultsSchema>;

export const importResponseSchema = z
  .object({
    success: z.boolean(),
    message: z.string().optional(),
    preview_items: z.array(previewItemSchema).optional(),
    summary: previewSummarySchema.optional(),
    source_references: z.array(importSourceSchema).optional(),
    source_errors: z.array(z.string()).optional(),
    results: importResultsSchema.optional(),
    import_id: z.number().int().optional(),
  })
  .meta({ id: 'ImportResponse' });
export type ImportResponse = z.infer<typeof importResponseSchema>;

export const importFailureSchema = z
  .object({
    success: z.literal(false).optional(),
    error: z.string().optional(),
    code: errorCodeSchema,
    detail: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
    params: z
      .object({ count: z.number().int(), max: z.number().int() })
      .optional()
      .describe('For import_too_many_parameters: how many the file holds, and the limit'),
  })
  .meta({ id: 'ImportFailure' });

export const importHistoryItemSchema = z
  .object({
    id: z.number().int(),
    created_at: z.string(),
    admin: importAdminRefSchema,
    file_name: z.string(),
    resolution: z.string(),
    summary: z.record(z.string(), z.number()),
    results: z.record(z.string(), z.unknown()),
    undone_at: z.string().nullable(),
    undone_by: importAdminRefSchema,
    can_undo: z.boolean(),
    undo_blocked_by: z.array(z.string()).describe('Parameters a later change touched (why undo is refused)'),
  })
  .meta({ id: 'ImportHistoryItem' });
export type ImportHistoryItem = z.infer<typeof importHistoryItemSchema>;

export const importHistorySchema = z
  .object({ history: z.array(importHistoryItemSchema) })
  .meta({ id: 'ImportHistory' });

export const undoResponseSchema = importUndoShape.meta({ id: 'ImportUndoResponse' });
export type UndoResponse = z.infer<typeof undoResponseSchema>;
