/**
 * Admin sessions: the sessionid cookie (HttpOnly, SameSite=Lax, Secure over https or with
 * SECURE_COOKIES=true) names a row of the sessions table by the SHA-256 of its 256-bit id, so every
 * server process on the database accepts it. A request with a live session of an active account gets
 * request.viewer.admin; anything else stays anonymous. Sessions end after SESSION_IDLE_MINUTES without
 * a request and SESSION_MAX_HOURS after sign-in; last_seen_at is written at most once a minute (so
 * reads stay reads), which can shorten the idle limit by up to that minute. Requests without the cookie
 * cost nothing.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AdminUserRow } from '../db/repositories/admin-users';
import { recordLogin } from '../db/repositories/admin-users';
import { ownedStudioIds } from '../db/repositories/studio-owners';
import {
  createSession,
  deleteSession,
  findSessionWithUser,
  hashSessionId,
  purgeExpiredSessions,
  SESSION_ID_PATTERN,
  sessionIsLive,
  touchSession,
} from '../db/repositories/sessions';
import type { AdminViewer } from '../lib/http/viewer';
import { wantsSecureCookies } from './csrf';

export { requireStaff, requireSuperuser } from '../lib/http/guards';

export const SESSION_COOKIE = 'sessionid';
/** last_seen_at is rewritten at most this often (shorter with a very short idle limit, as in tests). */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The live session behind request.viewer.admin, or null. */
    adminSession: { idHash: string; userId: number } | null;
  }
}

export function toAdminViewer(user: AdminUserRow, ownedStudioIds: readonly number[] = []): AdminViewer {
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
async function ownedBy(request: FastifyRequest, user: AdminUserRow): Promise<number[]> {
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
 * session fixation), last_login is stamped and the cookie set. Returns the signed-in viewer.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  user: AdminUserRow,
): Promise<AdminViewer> {
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
  const viewer = toAdminViewer({ ...user, lastLogin: now }, await ownedBy(request, user));
  request.adminSession = { idHash: session.idHash, userId: user.id };
  request.viewer = { admin: viewer };
  return viewer;
}

/** Signs out: the session row is deleted (the cookie is worthless from now on) and the cookie cleared. */
export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const raw = request.cookies[SESSION_COOKIE];
  if (raw && SESSION_ID_PATTERN.test(raw))
    await deleteSession(request.server.database.db, hashSessionId(raw));
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(request));
  request.adminSession = null;
  request.viewer = { admin: null };
}

export default fp(
  async (app) => {
    const idleMs = app.config.sessionIdleMs;
    const touchIntervalMs = Math.min(SESSION_TOUCH_INTERVAL_MS, Math.floor(idleMs / 10));
    app.decorateRequest('adminSession', null);

    app.addHook('onRequest', async (request) => {
      const raw = request.cookies[SESSION_COOKIE];
      if (!raw || !SESSION_ID_PATTERN.test(raw)) return;
      // Hashed static files never depend on who asks.
      if (request.url.startsWith('/frontend/assets/')) return;
      const db = app.database.db;
      const idHash = hashSessionId(raw);
      const session = await findSessionWithUser(db, idHash);
      if (!session) return;
      const now = new Date();
      if (!sessionIsLive(session, now, idleMs)) {
        await deleteSession(db, idHash);
        return;
      }
      if (!session.user.isActive) return;
      if (now.getTime() - session.lastSeenAt.getTime() >= touchIntervalMs) {
        await touchSession(db, idHash, now);
      }
      request.adminSession = { idHash, userId: session.user.id };
      request.viewer = { admin: toAdminViewer(session.user, await ownedBy(request, session.user)) };
    });
  },
  { name: 'session', dependencies: ['@fastify/cookie', 'viewer', 'database', 'csrf'] },
);
