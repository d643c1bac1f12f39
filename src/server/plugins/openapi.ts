/**
 * The OpenAPI document, generated from the routes' zod schemas, at /api/schema/, and a browsable
 * page at /api/docs/ (Swagger UI, served from the installed package).
 */

import { PLACE_DATA_CREDIT } from '@domain/place-data-credit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Virtual Production Studios API',
          description:
            'Public directory of Virtual Production studios: LED-wall stages and their 3DGS/4DGS scanning. ' +
            'Errors are JSON bodies {"code": "...", "detail": "...", "fields"?: {...}}: a stable machine code, the English text, and per-field messages for refused input. Unsafe methods need a session cookie and an X-CSRFToken header.',
          version: '1.0.0',
        },
        tags: [
          { name: 'studios', description: 'The studio directory' },
          { name: 'parameters', description: 'Sourced technical parameters' },
          { name: 'compare', description: 'Side-by-side comparison' },
          {
            name: 'images',
            description:
              "A studio's photos and floor plans: upload, caption, order, cover, delete; the processed files under /media/images/",
          },
          { name: 'admin', description: 'Sign-in and sessions' },
          { name: 'import', description: 'Parameter import' },
          { name: 'analytics', description: 'First-party page views' },
          {
            name: 'owners',
            description:
              'Owner claims and accounts, corrections, enquiries, the outbox (product.md §14). Owners get 403 owner_scope outside their studios.',
          },
          {
            name: 'places',
            description: `Offline gazetteer. ${PLACE_DATA_CREDIT.text.en} (${PLACE_DATA_CREDIT.source.url}, ${PLACE_DATA_CREDIT.licence.url})`,
          },
        ],
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: false,
      uiConfig: { docExpansion: 'list', deepLinking: true },
    });
    app.get('/api/schema/', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
