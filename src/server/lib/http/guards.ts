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

export const OWNER_SCOPE =
  "An owner may change only their own studio's fields and parameters (not its status, not archive, not other studios).";

/** 403 owner_scope: a studio owner asked for something outside their studios' data (product.md §14). */
export function ownerScopeError(): HttpError {
  return new HttpError(403, OWNER_SCOPE, { code: 'owner_scope' });
}

/** Staff (is_staff) admins: every admin action on studio data. An owner gets 403 owner_scope. */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  const viewer = signedIn(request);
  if (viewer.role === 'owner') throw ownerScopeError();
  if (!viewer.isStaff) throw new HttpError(403, PERMISSION_DENIED);
}

/** The studio id of a `/…/:id/…` path, or null when it is not one (the route's own check answers 404). */
function studioIdOf(request: FastifyRequest): number | null {
  const raw = (request.params as { id?: unknown } | undefined)?.id;
  return typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

/**
 * A studio's fields and parameters (`:id` in the path): staff admins, or the studio's owners. An owner
 * of another studio gets 403 owner_scope (product.md §14).
 */
export async function requireStudioEditor(request: FastifyRequest): Promise<void> {
  const viewer = signedIn(request);
  const id = studioIdOf(request);
  if (viewer.role === 'owner') {
    if (id === null || !viewer.ownedStudioIds.includes(id)) throw ownerScopeError();
    return;
  }
  if (!viewer.isStaff) throw new HttpError(403, PERMISSION_DENIED);
}

/** Superusers (is_superuser): managing other admin accounts. */
export async function requireSuperuser(request: FastifyRequest): Promise<void> {
  if (!signedIn(request).isSuperuser) throw new HttpError(403, PERMISSION_DENIED);
}
