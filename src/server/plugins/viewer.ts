/**
 * Who is asking: request.viewer. Anonymous unless the session plugin (plugins/session.ts) finds a
 * live admin session; read routes decide visibility through it, guards (lib/guards.ts) access.
 */
import fp from 'fastify-plugin';

export interface AdminViewer {
  id: number;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  isStaff: boolean;
  isSuperuser: boolean;
  lastLogin: Date | null;
}

export interface Viewer {
  admin: AdminViewer | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer;
  }
}

/** True when the request comes from a signed-in staff admin. */
export function isStaffViewer(viewer: Viewer): boolean {
  return viewer.admin?.isStaff === true;
}

export default fp(
  async (app) => {
    app.decorateRequest('viewer', null as unknown as Viewer);
    app.addHook('onRequest', async (request) => {
      request.viewer ??= { admin: null };
    });
  },
  { name: 'viewer' },
);
