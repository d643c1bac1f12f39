/**
 * Route guards (preValidation hooks), as Django REST Framework's permission classes answer:
 *   no session          → 401 {"code": "not_authenticated", "detail": "Authentication credentials were not provided."}
 *   signed in, not allowed → 403 {"code": "permission_denied", "detail": "You do not have permission to perform this action."}
 * Usage: app.patch('/…', { preValidation: requireStaff, schema }, handler).
 */
import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error';
import type { AdminViewer } from './viewer';

export const NOT_AUTHENTICATED = 'Authentication credentials were not provided.';
export const PERMISSION_DENIED = 'You do not have permission to perform this action.';

function signedIn(request: FastifyRequest): AdminViewer {
  const admin = request.viewer?.admin;
  if (!admin) throw new HttpError(401, NOT_AUTHENTICATED);
  return admin;
}

/** Staff (is_staff) admins: every admin action on studio data. */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  if (!signedIn(request).isStaff) throw new HttpError(403, PERMISSION_DENIED);
}

/** Superusers (is_superuser): managing other admin accounts. */
export async function requireSuperuser(request: FastifyRequest): Promise<void> {
  if (!signedIn(request).isSuperuser) throw new HttpError(403, PERMISSION_DENIED);
}
