/**
 * Who is asking: request.viewer (its type: lib/http/viewer.ts). Anonymous unless the session plugin
 * (plugins/session.ts) finds a live session of an account, admin or owner; read routes decide visibility through it, guards
 * (lib/http/guards.ts) access.
 */
import fp from 'fastify-plugin';
import type { Viewer } from '../lib/http/viewer';

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer;
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('viewer', null as unknown as Viewer);
    app.addHook('onRequest', async (request) => {
      request.viewer ??= { account: null };
    });
  },
  { name: 'viewer' },
);
