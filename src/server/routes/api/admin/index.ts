/**
 * The /api/admin/ calls of product.md §7: the CSRF token, sign-in, status and sign-out. Nothing here may be
 * cached by a browser or a proxy.
 */

import {
  authStatusSchema,
  csrfTokenResponseSchema,
  logoutResponseSchema,
} from '@domain/schemas/auth-schemas';
import { errorSchema } from '@domain/schemas/studio-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { issueCsrfToken } from '../../../plugins/csrf-api';
import { endSession } from '../../../plugins/session-api';
import { presentAdminUser } from '../../../presenters/admin-user-presenter';
import loginRoutes from './login';

const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Cache-Control', 'no-store');
    return payload;
  });

  app.get(
    '/admin/csrf-token/',
    {
      schema: {
        tags: ['admin'],
        summary: 'A CSRF token, and the csrftoken cookie it belongs to',
        description:
          'Reuses the secret of a valid csrftoken cookie, else starts a new one; every call returns a ' +
          'differently masked token. Send it in the X-CSRFToken header of every POST, PUT, PATCH and DELETE.',
        response: { 200: csrfTokenResponseSchema },
      },
    },
    async (request, reply) => ({ csrf_token: issueCsrfToken(request, reply) }),
  );

  app.get(
    '/admin/status/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Whether the request carries a live admin session, and whose',
        response: { 200: authStatusSchema },
      },
    },
    async (request) => {
      const account = request.viewer.account;
      return { authenticated: account !== null, user: account ? presentAdminUser(account) : null };
    },
  );

  await app.register(loginRoutes);

  app.post(
    '/admin/logout/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sign out: the session is deleted on the server and its cookie cleared',
        response: { 200: logoutResponseSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      const signedOutId = request.viewer.account?.id;
      await endSession(request, reply);
      if (signedOutId !== undefined) request.log.info({ adminId: signedOutId }, 'admin signed out');
      return { success: true as const, message: 'Logged out' };
    },
  );
};

export default adminRoutes;
