/**
 * Importing studios from a spreadsheet (product.md §13), admins only: preview and execute through one
 * call (as the parameter import), the latest imports with whether each can be undone, and undo.
 * The file travels base64-encoded in the JSON body, again with the execute: nothing is stored and
 * nothing is written until execute, which plans again against the studios as they are then.
 */
import { createHash } from 'node:crypto';
import type { ErrorCode } from '@domain/error-codes';
import type { ConflictResolution } from '@domain/limits';
import { studioImportParamsSchema } from '@domain/schemas/path-params';
import {
  STUDIO_IMPORT_MAX_BYTES,
  STUDIO_IMPORT_MAX_COLUMNS,
  STUDIO_IMPORT_MAX_ROWS,
  type StudioImportRequest,
  studioImportFailureSchema,
  studioImportHistorySchema,
  studioImportRequestSchema,
  studioImportResponseSchema,
  studioImportUndoResponseSchema,
} from '@domain/schemas/studio-import-schemas';
import { errorSchema } from '@domain/schemas/studio-schemas';
import { importDuplicates } from '@domain/studio-import-duplicates';
import {
  dataRows,
  decisionKey,
  matchedRowKeys,
  matchedStudioIds,
  matchStudioRows,
  type PlanChoices,
  planMatchedRows,
} from '@domain/studio-import-plan';
import { matchHeaders } from '@domain/studio-sheet-columns';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rememberedDecisions } from '../../../db/repositories/studio-import-decisions';
import { executeStudioImport } from '../../../db/repositories/studio-import-execute';
import {
  laterStudioImportConflicts,
  studioImportHistory,
  undoStudioImport,
} from '../../../db/repositories/studio-import-undo';
import { valueChangeTimes } from '../../../db/repositories/value-change-times';
import { accountId, requireStaff } from '../../../lib/http/guards';
import { HttpError } from '../../../lib/http/http-error';
import { studioImportUndoneAnswer, undoRefusalError } from '../../../lib/http/import-undo';
import {
  presentStudioImportHistoryEntry,
  presentStudioImportRow,
} from '../../../presenters/studio-import-presenter';
import { presentStudio } from '../../../presenters/studio-presenter';
import { resolveCountryCode } from '../../../services/country-codes';
import { storedDuplicateSubjects } from '../../../services/likely-duplicates';
import { SpreadsheetBusyError } from '../../../services/spreadsheet-read-pool';
import type { SheetRead } from '../../../services/spreadsheet-reader';

/** The largest body: a 20 MB file in base64, and the choices of a 10,000-row preview. */
export const STUDIO_IMPORT_BODY_LIMIT = 48 * 1024 * 1024;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function refuse(code: ErrorCode, detail: string, extra: Record<string, unknown> = {}): never {
  throw new HttpError(400, detail, { code, ...extra });
}

function choicesOf(body: StudioImportRequest): Omit<PlanChoices, 'remembered'> {
  const cells = new Map<string, ConflictResolution>();
  for (const d of body.decisions ?? []) cells.set(decisionKey(d.row_key, d.column), d.resolution);
  return {
    resolution: body.resolve_conflicts,
    cells,
    ...(body.excluded_rows ? { excluded: new Set(body.excluded_rows) } : {}),
  };
}

/** Seconds a client is told to wait while the spreadsheet reader is busy. */
const BUSY_RETRY_AFTER_S = 5;

/** The file read in the reader's worker thread, within the rows and columns a studio sheet may have. */
async function readInWorker(app: FastifyInstance, fileName: string, bytes: Buffer): Promise<SheetRead> {
  try {
    return await app.spreadsheetReader.read({
      fileName,
      bytes,
      limits: { rows: STUDIO_IMPORT_MAX_ROWS, columns: STUDIO_IMPORT_MAX_COLUMNS },
    });
  } catch (error) {
    if (!(error instanceof SpreadsheetBusyError)) throw error;
    throw new HttpError(
      503,
      'Other spreadsheets are being read: try again in a few seconds.',
      { code: 'unavailable' },
      { 'Retry-After': String(BUSY_RETRY_AFTER_S) },
    );
  }
}

/** The file's bytes, read and checked: its headers matched and its studio rows within the limits. */
async function readUpload(app: FastifyInstance, body: StudioImportRequest) {
  if (!BASE64.test(body.file_base64)) refuse('bad_request', 'file_base64: not base64.');
  const bytes = Buffer.from(body.file_base64, 'base64');
  if (bytes.length > STUDIO_IMPORT_MAX_BYTES)
    refuse('studio_import_too_large', 'The file is larger than 20 MB.');
  const read = await readInWorker(app, body.file_name, bytes);
  if (!read.ok) refuse(read.code, read.detail, 'params' in read ? { params: read.params } : {});
  const rows = dataRows(read.sheet.rows);
  if (rows.length > STUDIO_IMPORT_MAX_ROWS) {
    refuse(
      'studio_import_too_many_rows',
      `The file has ${rows.length.toLocaleString('en')} studio rows; at most ${STUDIO_IMPORT_MAX_ROWS.toLocaleString('en')} can be imported at once.`,
      { params: { count: rows.length, max: STUDIO_IMPORT_MAX_ROWS } },
    );
  }
  if (rows.length === 0) refuse('studio_import_empty', 'The file has no studio rows under its header.');
  const headers = matchHeaders(read.sheet.headers, body.mapping ?? {});
  if (!headers.some((h) => h.column === 'id' || h.column === 'name')) {
    refuse(
      'studio_import_no_key_column',
      'The file needs a Name column (or an ID column) to know its studios.',
    );
  }
  return { bytes, headers, rows };
}

const studioImportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/studios/studio-imports/',
    {
      onRequest: requireStaff,
      bodyLimit: STUDIO_IMPORT_BODY_LIMIT,
      schema: {
        tags: ['import'],
        summary:
          'Preview (preview_only: true) or execute an import of studios from a CSV or XLSX file (admins)',
        description:
          'One row a studio, headers matched to the studio fields and catalog parameters in English or Russian ' +
          '(others need a `mapping`). Rows match studios by id, else by name + city + country; a row matching ' +
          'more than one is refused. Execute applies every row that is not refused or excluded in one ' +
          'transaction, resolving conflicts per cell (decisions, else the remembered choice, else ' +
          `resolve_conflicts), and remembers the choices. At most 20 MB, ${STUDIO_IMPORT_MAX_ROWS.toLocaleString('en')} ` +
          `rows and ${STUDIO_IMPORT_MAX_COLUMNS} columns (a file far ` +
          'over either is refused before it is read whole). Read in a worker thread: 503 unavailable with ' +
          'Retry-After while it is busy.',
        body: studioImportRequestSchema,
        response: {
          200: studioImportResponseSchema,
          400: studioImportFailureSchema,
          401: errorSchema,
          403: errorSchema,
          413: errorSchema,
          503: errorSchema,
        },
      },
    },
    async (request) => {
      const body = request.body;
      const adminId = accountId(request);
      const { bytes, headers, rows } = await readUpload(app, body);
      const choices = choicesOf(body);
      if (body.preview_only) {
        const store = app.studioStore;
        await store.ready();
        const studios = store.listedIds(true).flatMap((id) => {
          const row = store.row(id);
          return row ? [presentStudio(row)] : [];
        });
        const matched = matchStudioRows(headers, rows, studios);
        const remembered = await rememberedDecisions(app.database.db, matchedRowKeys(matched));
        const changedAt = await valueChangeTimes(app.database.db, matchedStudioIds(matched));
        const plan = planMatchedRows(matched, { ...choices, remembered }, changedAt);
        const duplicates = importDuplicates(matched, await storedDuplicateSubjects(store));
        return {
          success: true,
          file_name: body.file_name,
          headers,
          rows: plan.rows.map((row) => {
            const found = duplicates.get(row.row);
            return presentStudioImportRow(found ? { ...row, duplicates: found } : row);
          }),
          summary: plan.summary,
        };
      }
      const unknown = headers.filter((h) => h.status === 'unknown').map((h) => h.header);
      if (unknown.length > 0) {
        refuse(
          'studio_import_unmapped_columns',
          `These headers name no column: ${unknown.join(', ')}. Map each to a column or ignore it.`,
          { fields: { headers: unknown } },
        );
      }
      const { importId, results, plan } = await app.write((_tx, write) =>
        executeStudioImport(write, {
          countryCodeOf: resolveCountryCode,
          asStudio: presentStudio,
          adminId,
          fileName: body.file_name.trim(),
          fileHash: createHash('sha256').update(bytes).digest('hex'),
          headers,
          rows,
          choices,
        }),
      );
      const parts = [
        `${results.created} created`,
        `${results.updated} updated`,
        `${results.skipped} skipped`,
      ];
      if (results.errors) parts.push(`${results.errors} refused`);
      return {
        success: results.errors === 0,
        message: `Import completed: ${parts.join(', ')}.`,
        file_name: body.file_name,
        headers,
        summary: {
          rows: plan.length,
          create: results.created,
          update: results.updated,
          skip: results.skipped,
          conflicts: plan.reduce((n, row) => n + row.cells.filter((c) => c.conflict).length, 0),
          errors: results.errors,
        },
        results,
        import_id: importId,
      };
    },
  );

  app.get(
    '/studios/studio-imports/',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['import'],
        summary: 'The latest studio imports, newest first, with whether each can still be undone (admins)',
        response: { 200: studioImportHistorySchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => {
      const rows = await studioImportHistory(app.database.db);
      const emails = new Map(
        rows.flatMap((r) => (r.adminId !== null ? [[r.adminId, r.adminEmail ?? '']] : [])),
      );
      const conflicts = await laterStudioImportConflicts(
        app.database.db,
        rows.filter((r) => !r.undoneAt).map((r) => r.id),
      );
      return {
        history: rows.map((r) => presentStudioImportHistoryEntry(r, conflicts.get(r.id) ?? [], emails)),
      };
    },
  );

  app.post(
    '/studios/studio-imports/:importId/undo/',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['import'],
        summary: 'Undo a studio import: its values go back, the studios it created are archived (admins)',
        params: studioImportParamsSchema,
        response: {
          200: studioImportUndoResponseSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema.extend({ fields: z.array(z.string()).optional() }),
        },
      },
    },
    async (request) => {
      const adminId = accountId(request);
      const outcome = await app.write((_tx, write) =>
        undoStudioImport(write, { importId: request.params.importId, adminId }),
      );
      if (!outcome.ok) throw undoRefusalError(outcome);
      return studioImportUndoneAnswer(outcome);
    },
  );
};

export default studioImportRoutes;
