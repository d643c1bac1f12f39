/**
 * Route guards, as Django REST Framework's permission classes answer:
 *   no session          → 401 {"code": "not_authenticated", "detail": "Authentication credentials were not provided."}
 *   signed in, not allowed → 403 {"code": "permission_denied", "detail": "You do not have permission to perform this action."}
 * Usage: app.patch('/…', { onRequest: requireStaff, schema }, handler). onRequest runs once the
 * session is known and before the body is read: a caller who may not write never has their body (up
 * to the studio import's 48 MB) read and parsed (issue 35). A guard reads the session and the path only.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './http-error';
import type { AdminViewer } from './viewer';

/**
 * What a guarded route answers is for its signed-in reader alone (a studio's change log, its import
 * history, the studio imports, the page-view summary…): no cache, shared or the browser's, may keep
 * it (issue 35). A route may still say no-store alone; it never says more.
 */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

function answerPrivately(reply: FastifyReply): void {
  reply.header('Cache-Control', PRIVATE_CACHE_CONTROL);
}

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
export async function requireStaff(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const viewer = signedIn(request);
  if (viewer.role === 'owner') throw ownerScopeError();
  if (!viewer.isStaff) throw new HttpError(403, PERMISSION_DENIED);
  answerPrivately(reply);
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
export async function requireStudioEditor(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const viewer = signedIn(request);
  const id = studioIdOf(request);
  if (viewer.role === 'owner') {
    if (id === null || !viewer.ownedStudioIds.includes(id)) throw ownerScopeError();
  } else if (!viewer.isStaff) throw new HttpError(403, PERMISSION_DENIED);
  answerPrivately(reply);
}

/** Superusers (is_superuser): managing other admin accounts. */
export async function requireSuperuser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!signedIn(request).isSuperuser) throw new HttpError(403, PERMISSION_DENIED);
  answerPrivately(reply);
}
