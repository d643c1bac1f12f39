/** The directory's read calls (product.md §7): the enhanced list and one studio with its attributes. */

import { ENHANCED_LIST_MAX_PAGE_SIZE, LIST_PAGE_SIZE } from '@domain/limits';
import { studioIdParamsSchema } from '@domain/schemas/path-params';
import { studioListQuerySchema } from '@domain/schemas/studio-list-query-schema';
import { errorSchema, studioListPageSchema, studioSchema } from '@domain/schemas/studio-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendOneStudio } from './one-studio-response';
import { sendStudioListPage } from './studio-list-response';
import { isSelectionRequest, sendStudioSelection } from './studio-selection-response';

const studiosEnhancedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/studios/studios-enhanced/',
    {
      schema: {
        tags: ['studios'],
        summary: 'The studio directory, page by page; near a place, filtered, searched and sorted',
        description:
          'Published and pending-review studios for visitors, every studio for admins. detailed_attributes ' +
          'carries the attributes the directory cards and filters read; the detail call carries them all. ' +
          `page_size is clamped to ${ENHANCED_LIST_MAX_PAGE_SIZE}. The other parameters are the directory's ` +
          'own address (product.md §11): with near, each result carries distance_km; with q, matches. ' +
          'A value that cannot be read answers 400 validation_failed naming the parameter.',
        querystring: studioListQuerySchema,
        response: { 200: studioListPageSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const size = { defaultPageSize: LIST_PAGE_SIZE, maxPageSize: ENHANCED_LIST_MAX_PAGE_SIZE };
      if (isSelectionRequest(request)) return sendStudioSelection(request, reply, size);
      await sendStudioListPage(request, reply, {
        shape: 'directory',
        defaultPageSize: LIST_PAGE_SIZE,
        maxPageSize: ENHANCED_LIST_MAX_PAGE_SIZE,
      });
    },
  );

  app.get(
    '/studios/studios-enhanced/:id/',
    {
      schema: {
        tags: ['studios'],
        summary: 'One studio with all its detailed attributes',
        params: studioIdParamsSchema,
        response: { 200: studioSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      await sendOneStudio(request, reply, request.params.id);
    },
  );
};

export default studiosEnhancedRoutes;
