/** POST /api/studios/compare/ {ids}: 2 to 4 studios in the comparison shape of product.md §3. */

import { toComparedStudio } from '@domain/comparison';
import {
  compareNotFoundSchema,
  compareRequestSchema,
  compareResponseSchema,
} from '@domain/schemas/compare-schemas';
import { errorSchema } from '@domain/schemas/studio-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { archivedStudioNames, findStudios } from '../../../db/repositories/studio-reads';
import { HttpError } from '../../../lib/http/http-error';
import { isStaffViewer } from '../../../lib/http/viewer';
import { presentStudio } from '../../../presenters/studio-presenter';

const compareRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/studios/compare/',
    {
      schema: {
        tags: ['compare'],
        summary: 'Compare 2 to 4 studios',
        body: compareRequestSchema,
        response: { 200: compareResponseSchema, 400: errorSchema, 404: compareNotFoundSchema },
      },
    },
    async (request) => {
      const { ids } = request.body;
      const rows = await findStudios(app.database.db, ids, { includeHidden: isStaffViewer(request.viewer) });
      const byId = new Map(rows.map((row) => [row.id, row]));
      const missing = ids.filter((id) => !byId.has(id));
      if (missing.length > 0) {
        // A shared comparison outlives its studios: the page shows the others and says which left,
        // by name when it was public and is now archived (a draft's or a deleted one's: by id).
        const names = await archivedStudioNames(app.database.db, missing);
        throw new HttpError(404, `Studio not found: ${missing.join(', ')}.`, {
          missing_ids: missing,
          missing_studios: missing.map((id) => ({ id, name: names.get(id) ?? null })),
        });
      }
      return ids.map((id) => toComparedStudio(presentStudio(byId.get(id)!)));
    },
  );
};

export default compareRoutes;
