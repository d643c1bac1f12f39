/**
 * Parameter import (product.md §7): preview and execute through one call, the studio's import
 * history, and undo. The server checks everything the web app checks, with the same messages.
 */

import {
  checkImportFileName,
  IMPORT_ERROR_CODES,
  IMPORT_MESSAGES,
  type ImportRefusal,
  parseImportText,
  validateImportJson,
} from '@domain/import-file';
import { planImport } from '@domain/import-plan';
import {
  importFailureSchema,
  importHistorySchema,
  importRequestSchema,
  importResponseSchema,
  undoResponseSchema,
} from '@domain/schemas/import-schemas';
import { importParamsSchema, NOT_FOUND_STUDIO, studioIdParamsSchema } from '@domain/schemas/path-params';
import { errorSchema } from '@domain/schemas/studio-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { executeImport } from '../../../db/repositories/parameter-import-execute';
import { importHistory, laterConflictsByImport } from '../../../db/repositories/parameter-import-history';
import { currentParameterMap } from '../../../db/repositories/parameter-import-rows';
import { undoImport } from '../../../db/repositories/parameter-import-undo';
import { lockStudioId } from '../../../db/repositories/studio-edits';
import { accountId, requireStudioEditor } from '../../../lib/http/guards';
import { HttpError } from '../../../lib/http/http-error';
import { undoneAnswer, undoRefusalError } from '../../../lib/http/import-undo';
import { importResultMessage, presentImportHistoryEntry } from '../../../presenters/import-presenter';

/** A refused file: the spec's `{success: false, error}` plus the error contract's code. */
function refuse(refusal: Pick<ImportRefusal, 'error' | 'code' | 'params'>): never {
  const { error, code, params } = refusal;
  throw new HttpError(400, error, { code, success: false, error, ...(params ? { params } : {}) });
}

const importRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/studios/studios/:id/import-parameters/',
    {
      onRequest: requireStudioEditor,
      schema: {
        tags: ['import'],
        summary:
          'Preview (preview_only: true) or execute an import of technical parameters (admins and the studio’s owners)',
        description:
          'Execute applies the selected items in one transaction with the chosen conflict resolution: overwrite ' +
          '(replace in place; the old value stays in the change log), skip (leave conflicting items) or version ' +
          '(a new version becomes current). Bodies of at most 5 MB; at most 5,000 parameters a file.',
        params: studioIdParamsSchema,
        body: importRequestSchema,
        response: {
          200: importResponseSchema,
          400: importFailureSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          413: errorSchema,
        },
      },
    },
    async (request) => {
      const studioId = request.params.id;
      const body = request.body;
      if (body.file_name !== undefined) {
        const nameError = checkImportFileName(body.file_name);
        if (nameError) refuse({ error: nameError, code: IMPORT_ERROR_CODES.notJsonFile });
      }
      let json = body.json_data;
      if (typeof json === 'string') {
        const parsed = parseImportText(json);
        if (!parsed.ok) refuse(parsed);
        json = parsed.value;
      } else if (json === undefined) {
        refuse({ error: IMPORT_MESSAGES.invalid, code: IMPORT_ERROR_CODES.invalid });
      }
      const validated = validateImportJson(json);
      if (!validated.ok) refuse(validated);
      const parsed = validated.value;

      if (body.preview_only) {
        const studio = await app.readCache.studio(studioId, true);
        if (!studio) throw new HttpError(404, NOT_FOUND_STUDIO);
        const current = await currentParameterMap(app.database.db, studioId);
        const plan = planImport(parsed.items, parsed.itemErrors, current);
        return {
          success: true,
          preview_items: plan.items,
          summary: plan.summary,
          source_references: parsed.sources,
          source_errors: parsed.sourceErrors,
        };
      }

      const importerId = accountId(request);
      const selected = new Set(body.selected_items ?? parsed.items.map((i) => i.key));
      const { importId, results } = await app.write(async (tx, write) => {
        if (!(await lockStudioId(tx, studioId))) throw new HttpError(404, NOT_FOUND_STUDIO);
        return executeImport(write, {
          studioId,
          adminId: importerId,
          fileName: body.file_name?.trim() ?? '',
          resolution: body.resolve_conflicts,
          parsed,
          selected,
        });
      });
      return {
        success: results.errors === 0,
        message: importResultMessage(results),
        results,
        import_id: importId,
      };
    },
  );

  app.get(
    '/studios/studios/:id/import-history/',
    {
      onRequest: requireStudioEditor,
      schema: {
        tags: ['import'],
        summary:
          "A studio's imports, newest first, with whether each can still be undone (admins and the studio’s owners)",
        params: studioIdParamsSchema,
        response: { 200: importHistorySchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const studioId = request.params.id;
      if (!(await app.readCache.studio(studioId, true))) throw new HttpError(404, NOT_FOUND_STUDIO);
      const rows = await importHistory(app.database.db, studioId);
      const emails = new Map(
        rows.flatMap((r) => (r.adminId !== null ? [[r.adminId, r.adminEmail ?? '']] : [])),
      );
      const conflicts = await laterConflictsByImport(app.database.db, studioId);
      return {
        history: rows.map((r) =>
          presentImportHistoryEntry(r, conflicts.get(r.id) ?? [], emails, request.viewer),
        ),
      };
    },
  );

  app.post(
    '/studios/studios/:id/import-history/:importId/undo/',
    {
      onRequest: requireStudioEditor,
      schema: {
        tags: ['import'],
        summary:
          'Undo an import: every parameter and source it touched goes back to its previous state (admins)',
        params: importParamsSchema,
        response: {
          200: undoResponseSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema.extend({ fields: z.array(z.string()).optional() }),
        },
      },
    },
    async (request) => {
      const { id: studioId, importId } = request.params;
      const undoerId = accountId(request);
      const outcome = await app.write((_tx, write) =>
        undoImport(write, { studioId, importId, adminId: undoerId }),
      );
      if (!outcome.ok) throw undoRefusalError(outcome);
      return undoneAnswer(outcome.restored, { one: 'parameter', many: 'parameters' });
    },
  );
};

export default importRoutes;
