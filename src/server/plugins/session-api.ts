/**
 * What the session plugin (session.ts) lets the rest of the server use: signing a user in and out, and
 * the account a session stands for. Routes import these from here, never from the plugin.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AdminUserRow } from '../db/repositories/admin-users';
import { recordLogin } from '../db/repositories/admin-users';
import {
  createSession,
  deleteSession,
  hashSessionId,
  purgeExpiredSessions,
  SESSION_ID_PATTERN,
} from '../db/repositories/sessions';
import { ownedStudioIds } from '../db/repositories/studio-owners';
import type { Account } from '../lib/http/viewer';
import { wantsSecureCookies } from './csrf-api';

export const SESSION_COOKIE = 'sessionid';

declare module 'fastify' {
  interface FastifyRequest {
    /** The live session behind request.viewer.account, or null. */
    accountSession: { idHash: string; userId: number } | null;
  }
}

export function toAccount(user: AdminUserRow, ownedStudioIds: readonly number[] = []): Account {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    isStaff: user.isStaff,
    isSuperuser: user.isSuperuser,
    lastLogin: user.lastLogin,
    role: user.role === 'owner' ? 'owner' : 'admin',
    ownedStudioIds: user.role === 'owner' ? ownedStudioIds : [],
  };
}

/** An owner's studios (one query, owners only). */
export async function ownedBy(request: FastifyRequest, user: AdminUserRow): Promise<number[]> {
  return user.role === 'owner' ? ownedStudioIds(request.server.database.db, user.id) : [];
}

function sessionCookieOptions(request: FastifyRequest) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: wantsSecureCookies(request, request.server.config),
  };
}

/**
 * Signs the user in: the request's previous session (if any) is deleted, a new id is issued (no
 * session fixation), last_login is stamped and the cookie set. Returns the signed-in account.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  user: AdminUserRow,
): Promise<Account> {
  const { database, config } = request.server;
  const db = database.db;
  const now = new Date();
  const previous = request.cookies[SESSION_COOKIE];
  if (previous && SESSION_ID_PATTERN.test(previous)) await deleteSession(db, hashSessionId(previous));
  await purgeExpiredSessions(db, now, config.sessionIdleMs);
  const session = await createSession(db, { userId: user.id, now, maxAgeMs: config.sessionMaxMs });
  await recordLogin(db, user.id, now);
  reply.setCookie(SESSION_COOKIE, session.id, {
    ...sessionCookieOptions(request),
    maxAge: Math.floor(config.sessionMaxMs / 1000),
  });
  const account = toAccount({ ...user, lastLogin: now }, await ownedBy(request, user));
  request.accountSession = { idHash: session.idHash, userId: user.id };
  request.viewer = { account };
  return account;
}

/** Signs out: the session row is deleted (the cookie is worthless from now on) and the cookie cleared. */
export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const raw = request.cookies[SESSION_COOKIE];
  if (raw && SESSION_ID_PATTERN.test(raw))
    await deleteSession(request.server.database.db, hashSessionId(raw));
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(request));
  request.accountSession = null;
  request.viewer = { account: null };
}
