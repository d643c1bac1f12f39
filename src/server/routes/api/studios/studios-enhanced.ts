/** The directory's read calls (product.md §7): the enhanced list and one studio with its attributes. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENHANCED_LIST_MAX_PAGE_SIZE, LIST_PAGE_SIZE } from '../../../../domain/limits';
import { studioIdParamsSchema } from '../../../../domain/schemas/path-params';
import {
  errorSchema,
  pageQuerySchema,
  studioPageSchema,
  studioSchema,
} from '../../../../domain/schemas/studio-schemas';
import { sendOneStudio } from './one-studio-response';
import { sendStudioListPage } from './studio-list-response';

const studiosEnhancedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/studios/studios-enhanced/',
    {
      schema: {
        tags: ['studios'],
        summary: 'The studio directory, page by page',
        description:
          'Published and pending-review studios for visitors, every studio for admins. detailed_attributes ' +
          'carries the attributes the directory cards and filters read; the detail call carries them all. ' +
          `page_size is clamped to ${ENHANCED_LIST_MAX_PAGE_SIZE}.`,
        querystring: pageQuerySchema,
        response: { 200: studioPageSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
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
