/**
 * Admin writes on studios (product.md §7): one-field PATCH, status change, archive (DELETE),
 * create, and the change history. Each write is one transaction with its change-log rows; a stale
 * If-Match answers 412.
 */

import { NOT_FOUND_STUDIO, studioIdParamsSchema } from '@domain/schemas/path-params';
import {
  archiveResponseSchema,
  changeHistorySchema,
  statusUpdateSchema,
  studioCreateSchema,
  studioPatchSchema,
} from '@domain/schemas/studio-edit-schemas';
import { errorSchema, studioSchema } from '@domain/schemas/studio-schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applyFieldEdit,
  createStudioRecord,
  lockStudio,
  setStudioStatus,
  studioChangeLog,
} from '../../../db/repositories/studio-edits';
import type { StudioRow } from '../../../db/repositories/studio-reads';
import type { WriteContext } from '../../../db/write-context';
import { accountId, requireStaff, requireStudioEditor } from '../../../lib/http/guards';
import { HttpError } from '../../../lib/http/http-error';
import { checkIfMatch } from '../../../lib/http/if-match';
import { presentChangeLogEntry } from '../../../presenters/change-log-presenter';
import { presentStudio, studioEtag } from '../../../presenters/studio-presenter';
import { resolveCountryCode } from '../../../services/country-codes';
import { parseStudioPatch } from './studio-field-validation';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 412: errorSchema };

export const ARCHIVED_MESSAGE =
  'Studio archived (soft delete): it is hidden from public listings and all its data is kept.';
export const ALREADY_ARCHIVED_MESSAGE = 'Studio not found. It may have already been deleted.';

/** Locks the studio, checks If-Match, runs the change, and returns the studio as it is afterwards. */
async function writeStudio(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  change: (write: WriteContext, row: StudioRow) => Promise<unknown>,
): Promise<StudioRow> {
  return app.write(async (tx, write) => {
    const row = await lockStudio(tx, id);
    if (!row) throw new HttpError(404, NOT_FOUND_STUDIO);
    checkIfMatch(request, studioEtag(row));
    await change(write, row);
    // commitStudioChange() left the row as it is now; re-read only if the change did not call it.
    const after = write.studioRow(id) ?? (await lockStudio(tx, id));
    if (!after) throw new Error('studio vanished inside its own transaction');
    return after;
  });
}

const studioEditRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const base of ['/studios/studios-enhanced/:id/', '/studios/studios/:id/']) {
    app.patch(
      base,
      {
        onRequest: requireStudioEditor,
        schema: {
          tags: ['studios'],
          summary: "Change one field of a studio (admins; an owner: their own studio's, product.md §14)",
          description:
            'The body holds exactly one field. Send If-Match with the ETag you read to be refused (412) ' +
            'when someone else changed the studio meanwhile.',
          params: studioIdParamsSchema,
          body: studioPatchSchema,
          response: { 200: studioSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const { field, value } = parseStudioPatch(request, request.body);
        const editor = accountId(request);
        const row = await writeStudio(app, request, id, (write, current) =>
          applyFieldEdit(write, current, field, value, editor, resolveCountryCode),
        );
        reply.header('ETag', studioEtag(row));
        return presentStudio(row);
      },
    );

    app.delete(
      base,
      {
        onRequest: requireStaff,
        schema: {
          tags: ['studios'],
          summary: 'Archive a studio (soft delete: hidden from visitors, data kept; admins)',
          params: studioIdParamsSchema,
          response: { 200: archiveResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const editor = accountId(request);
        const row = await writeStudio(app, request, id, async (write, current) => {
          if (current.status === 'archived') throw new HttpError(404, ALREADY_ARCHIVED_MESSAGE);
          await setStudioStatus(write, current, 'archived', editor);
        });
        reply.header('ETag', studioEtag(row));
        return { success: true as const, message: ARCHIVED_MESSAGE, id };
      },
    );
  }

  app.patch(
    '/studios/studios-enhanced/:id/update_status/',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['studios'],
        summary: 'Set the publication status (any status to any other; admins)',
        params: studioIdParamsSchema,
        body: statusUpdateSchema,
        response: { 200: studioSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const editor = accountId(request);
      const row = await writeStudio(app, request, id, (write, current) =>
        setStudioStatus(write, current, request.body.status, editor),
      );
      reply.header('ETag', studioEtag(row));
      return presentStudio(row);
    },
  );

  app.get(
    '/studios/studios-enhanced/:id/history/',
    {
      onRequest: requireStudioEditor,
      schema: {
        tags: ['studios'],
        summary: "A studio's change log, newest first (admins; an owner: their own studio's)",
        params: studioIdParamsSchema,
        querystring: z.object({
          limit: z.string().optional().describe('At most this many entries (1-1000, default 200)'),
        }),
        response: { 200: changeHistorySchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const raw = request.query.limit ?? '200';
      if (!/^\d{1,4}$/.test(raw) || Number(raw) < 1 || Number(raw) > 1000) {
        throw new HttpError(400, 'limit must be a whole number from 1 to 1000.');
      }
      if (!(await app.readCache.studio(id, true))) throw new HttpError(404, NOT_FOUND_STUDIO);
      const rows = await studioChangeLog(app.database.db, id, Number(raw));
      return { history: rows.map((row) => presentChangeLogEntry(row, request.viewer)) };
    },
  );

  app.post(
    '/studios/studios/',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['studios'],
        summary: 'Create a studio from its name, city and country (draft unless a status is given; admins)',
        body: studioCreateSchema,
        response: { 201: studioSchema, ...errors },
      },
    },
    async (request, reply) => {
      const editor = accountId(request);
      const id = await app.write((_tx, write) =>
        createStudioRecord(write, request.body, editor, resolveCountryCode),
      );
      const row = await app.readCache.studio(id, true);
      if (!row) throw new Error('created studio not found');
      reply.header('ETag', studioEtag(row));
      return reply.status(201).send(presentStudio(row));
    },
  );
};

export default studioEditRoutes;
