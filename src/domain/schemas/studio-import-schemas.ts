/** The studio import's calls (product.md §13): preview and execute, the imports' history, undo. */
import { z } from 'zod';
import { CONFLICT_RESOLUTIONS } from '../limits';
import { ROW_PROBLEMS } from '../studio-import-problems';
import { CELL_PROBLEMS } from '../studio-sheet-values';
import { duplicateReasonSchema } from './duplicate-schemas';
import {
  importAdminRefSchema,
  importPlanCounts,
  importResultsShape,
  importUndoShape,
} from './import-common-schemas';
import { errorCodeSchema } from './studio-schemas';

/** product.md §9: a studio spreadsheet holds at most this many rows (besides its header) and bytes. */
export const STUDIO_IMPORT_MAX_ROWS = 10_000;
export const STUDIO_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/**
 * The columns a studio spreadsheet may use (the export writes 44): a value further right is refused,
 * and nothing beyond it is read (issue 35: a cell in column XFD on every row held the server for 20 s).
 */
export const STUDIO_IMPORT_MAX_COLUMNS = 500;
/** The file travels base64-encoded inside the JSON body: 4 characters per 3 bytes. */
const MAX_BASE64_LENGTH = Math.ceil(STUDIO_IMPORT_MAX_BYTES / 3) * 4;

const sheetValueSchema = z.union([z.string(), z.number(), z.boolean()]);

export const studioImportRequestSchema = z
  .object({
    file_name: z.string().min(1).max(255).describe('The file’s name: it must end in .csv or .xlsx'),
    file_base64: z
      .string()
      .max(MAX_BASE64_LENGTH + 4, { error: 'The file is larger than 20 MB.' })
      .describe('The file’s bytes, base64-encoded (at most 20 MB)'),
    preview_only: z.boolean().default(true),
    mapping: z
      .record(z.string().max(500), z.string().max(100).nullable())
      .optional()
      .describe('For headers that name no column: the column key they fill, or null to ignore them'),
    resolve_conflicts: z.enum(CONFLICT_RESOLUTIONS).default('overwrite').describe('The default resolution'),
    decisions: z
      .array(
        z.object({
          row_key: z.string().max(2000),
          column: z.string().max(100),
          resolution: z.enum(CONFLICT_RESOLUTIONS),
        }),
      )
      .max(1_000_000)
      .optional()
      .describe(
        'The resolution chosen for each conflicting cell (else the remembered one, else the default)',
      ),
    excluded_rows: z
      .array(z.string().max(2000))
      .max(100_000)
      .optional()
      .describe('Row keys to leave out (execute); when given, remembered exclusions do not apply'),
  })
  .meta({ id: 'StudioImportRequest' });
export type StudioImportRequest = z.infer<typeof studioImportRequestSchema>;

const headerSchema = z.object({
  header: z.string(),
  column: z.string().nullable(),
  status: z.enum(['matched', 'mapped', 'ignored', 'unknown', 'duplicate', 'blank']),
});

const problemSchema = z.object({
  code: z.enum([...CELL_PROBLEMS, ...ROW_PROBLEMS]),
  header: z.string().nullable(),
  value: z.string().nullable(),
  range: z
    .object({ min: z.number(), max: z.number(), above: z.boolean() })
    .optional()
    .describe('out_of_range: the limits (more than min when above, else from min) to max'),
  limit: z.number().int().optional().describe('too_long: the most characters the cell may hold'),
  message: z.string().describe('In English'),
});

const importDuplicateSchema = z.object({
  studio_id: z.number().int().nullable().describe('The stored studio; null for another row'),
  row: z.number().int().nullable().describe('The other row of the file; null for a stored studio'),
  name: z.string(),
  reasons: z.array(duplicateReasonSchema),
  message: z.string().describe('In English'),
});

export const studioImportRowSchema = z
  .object({
    row: z.number().int().describe('The row’s number in the file (the header is row 1)'),
    row_key: z.string().nullable(),
    action: z.enum(['create', 'update', 'skip']),
    studio_id: z.number().int().nullable(),
    name: z.string(),
    problems: z.array(problemSchema),
    cells: z.array(
      z.object({
        column: z.string(),
        current: sheetValueSchema.nullable(),
        incoming: sheetValueSchema,
        conflict: z.boolean(),
        resolution: z.enum(CONFLICT_RESOLUTIONS).nullable(),
        remembered: z.boolean(),
        changed_since_export: z
          .boolean()
          .describe(
            'The stored value changed after the file was exported (its Exported column): kept (skip) unless chosen otherwise',
          ),
      }),
    ),
    excluded: z.boolean(),
    remembered_exclusion: z.boolean(),
    duplicates: z
      .array(importDuplicateSchema)
      .optional()
      .describe('A new studio’s likely duplicates (product.md §20): a warning, not a refusal'),
  })
  .meta({ id: 'StudioImportRow' });
export type StudioImportRowDto = z.infer<typeof studioImportRowSchema>;

export const studioImportSummarySchema = z
  .object({ rows: z.number().int(), ...importPlanCounts })
  .meta({ id: 'StudioImportSummary' });

export const studioImportResultsSchema = importResultsShape.meta({ id: 'StudioImportResults' });
export type StudioImportResults = z.infer<typeof studioImportResultsSchema>;

export const studioImportResponseSchema = z
  .object({
    success: z.boolean(),
    message: z.string().optional(),
    file_name: z.string(),
    headers: z.array(headerSchema),
    rows: z.array(studioImportRowSchema).optional(),
    summary: studioImportSummarySchema,
    results: studioImportResultsSchema.optional(),
    import_id: z.number().int().optional(),
  })
  .meta({ id: 'StudioImportResponse' });
export type StudioImportResponse = z.infer<typeof studioImportResponseSchema>;

export const studioImportFailureSchema = z
  .object({
    code: errorCodeSchema,
    detail: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
    params: z
      .object({ count: z.number().int().optional(), max: z.number().int() })
      .optional()
      .describe(
        'For studio_import_too_many_rows: the limit, and the studio rows in the file when they were counted ' +
          '(a file far over the limit is refused before it is read whole); for studio_import_too_many_columns: ' +
          'the last column a value may be in',
      ),
  })
  .meta({ id: 'StudioImportFailure' });

export const studioImportHistorySchema = z
  .object({
    history: z.array(
      z.object({
        id: z.number().int(),
        created_at: z.string(),
        admin: importAdminRefSchema,
        file_name: z.string(),
        resolution: z.string(),
        results: studioImportResultsSchema,
        undone_at: z.string().nullable(),
        undone_by: importAdminRefSchema,
        can_undo: z.boolean(),
        undo_blocked_by: z
          .array(z.string())
          .describe('Studio and field pairs ("12: name") a later change touched (why undo is refused)'),
      }),
    ),
  })
  .meta({ id: 'StudioImportHistory' });
export type StudioImportHistory = z.infer<typeof studioImportHistorySchema>;

export const studioImportUndoResponseSchema = importUndoShape
  .extend({
    restored: z.number().int().describe('Values put back on studios the import did not create'),
    archived: z.number().int().describe('Studios the import created, now archived (a soft delete)'),
  })
  .meta({ id: 'StudioImportUndoResponse' });
