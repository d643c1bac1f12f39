/** The general studio calls (product.md §7): list (page_size default 200), one studio, its parameters. */

import { GENERAL_LIST_DEFAULT_PAGE_SIZE, GENERAL_LIST_MAX_PAGE_SIZE } from '@domain/limits';
import { studioIdParamsSchema } from '@domain/schemas/path-params';
import {
  categorizedParametersSchema,
  errorSchema,
  pageQuerySchema,
  parametersErrorSchema,
  studioPageSchema,
  studioSchema,
} from '@domain/schemas/studio-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { replyNotModified } from '../../../lib/http/conditional-get';
import { isStaffViewer } from '../../../lib/http/viewer';
import { studioEtag } from '../../../presenters/studio-presenter';
import { redirectIfMerged, sendOneStudio } from './one-studio-response';
import { sendStudioListPage } from './studio-list-response';

const studiosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/studios/studios/',
    {
      schema: {
        tags: ['studios'],
        summary: 'All visible studios with every attribute, page by page',
        querystring: pageQuerySchema,
        response: { 200: studioPageSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      await sendStudioListPage(request, reply, {
        shape: 'full',
        defaultPageSize: GENERAL_LIST_DEFAULT_PAGE_SIZE,
        maxPageSize: GENERAL_LIST_MAX_PAGE_SIZE,
      });
    },
  );

  app.get(
    '/studios/studios/:id/',
    {
      schema: {
        tags: ['studios'],
        summary: 'One studio',
        params: studioIdParamsSchema,
        response: { 200: studioSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      await sendOneStudio(request, reply, request.params.id);
    },
  );

  app.get(
    '/studios/studios/:id/parameters/categorized/',
    {
      // A bad id answers this route's own 404 body (below), not the error handler's.
      attachValidation: true,
      schema: {
        tags: ['parameters'],
        summary: "A studio's current parameters by category, with their sources and earlier versions",
        params: studioIdParamsSchema,
        response: { 200: categorizedParametersSchema, 404: parametersErrorSchema },
      },
    },
    async (request, reply) => {
      const notFound = {
        success: false as const,
        error: 'Parameters not found',
        code: 'not_found',
        detail: 'Parameters not found',
      };
      if (request.validationError) return reply.status(404).send(notFound);
      const { id } = request.params;
      if (await redirectIfMerged(request, reply, id)) return reply;
      const row = await app.readCache.studio(id, isStaffViewer(request.viewer));
      if (!row) return reply.status(404).send(notFound);
      if (replyNotModified(request, reply, studioEtag(row).replace(/"$/, '-parameters"'))) return reply;
      return app.readCache.categorizedParameters(id);
    },
  );
};

export default studiosRoutes;
