/**
 * Route guards, named by whom they admit (the signed-in account and its role: viewer.ts):
 *   requireStaff         staff admins only (is_staff); an owner gets 403 owner_scope
 *   requireStudioEditor  whoever may edit the studio of the path's `:id`: staff admins, or its owners
 *   requireSuperuser     superusers only (managing other accounts)
 * They answer as Django REST Framework's permission classes do:
 *   no session          → 401 {"code": "not_authenticated", "detail": "Authentication credentials were not provided."}
 *   signed in, not allowed → 403 {"code": "permission_denied", "detail": "You do not have permission to perform this action."}
 * Usage: app.patch('/…', { onRequest: requireStaff, schema }, handler). onRequest runs once the
 * session is known and before the body is read: a caller who may not write never has their body (up
 * to the studio import's 48 MB) read and parsed (issue 35). A guard reads the session and the path only.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './http-error';
import type { Account } from './viewer';

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

/** The signed-in account, admin or owner; nobody signed in: 401 not_authenticated. */
function signedInAccount(request: FastifyRequest): Account {
  const account = request.viewer?.account;
  if (!account) throw new HttpError(401, NOT_AUTHENTICATED);
  return account;
}

/**
 * The signed-in account's id, for a handler behind a guard (which ran before, so a missing account is
 * a programming error, answered as 401 all the same).
 */
export function accountId(request: FastifyRequest): number {
  return signedInAccount(request).id;
}

export const OWNER_SCOPE =
  "An owner may change only their own studio's fields and parameters (not its status, not archive, not other studios).";

/** 403 owner_scope: a studio owner asked for something outside their studios' data (product.md §14). */
export function ownerScopeError(): HttpError {
  return new HttpError(403, OWNER_SCOPE, { code: 'owner_scope' });
}

/** Staff (is_staff) admins: every admin action on studio data. An owner gets 403 owner_scope. */
export async function requireStaff(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const account = signedInAccount(request);
  if (account.role === 'owner') throw ownerScopeError();
  if (!account.isStaff) throw new HttpError(403, PERMISSION_DENIED);
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
  const account = signedInAccount(request);
  const id = studioIdOf(request);
  if (account.role === 'owner') {
    if (id === null || !account.ownedStudioIds.includes(id)) throw ownerScopeError();
  } else if (!account.isStaff) throw new HttpError(403, PERMISSION_DENIED);
  answerPrivately(reply);
}

/** Superusers (is_superuser): managing other admin accounts. */
export async function requireSuperuser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!signedInAccount(request).isSuperuser) throw new HttpError(403, PERMISSION_DENIED);
  answerPrivately(reply);
}
