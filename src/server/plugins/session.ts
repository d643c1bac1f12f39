/**
 * Account sessions (admins and owners): the sessionid cookie (HttpOnly, SameSite=Lax, Secure over https or with
 * SECURE_COOKIES=true) names a row of the sessions table by the SHA-256 of its 256-bit id, so every
 * server process on the database accepts it. A request with a live session of an active account gets
 * request.viewer.account; anything else stays anonymous. Sessions end after SESSION_IDLE_MINUTES without
 * a request and SESSION_MAX_HOURS after sign-in; last_seen_at is written at most once a minute (so
 * reads stay reads), which can shorten the idle limit by up to that minute. Requests without the cookie
 * cost nothing.
 */
import fp from 'fastify-plugin';
import {
  deleteSession,
  findSessionWithUser,
  hashSessionId,
  SESSION_ID_PATTERN,
  sessionIsLive,
  touchSession,
} from '../db/repositories/sessions';
import { ownedBy, SESSION_COOKIE, toAccount } from './session-api';

/** last_seen_at is rewritten at most this often (shorter with a very short idle limit, as in tests). */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

export default fp(
  async (app) => {
    const idleMs = app.config.sessionIdleMs;
    const touchIntervalMs = Math.min(SESSION_TOUCH_INTERVAL_MS, Math.floor(idleMs / 10));
    app.decorateRequest('accountSession', null);

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
      request.accountSession = { idHash, userId: session.user.id };
      request.viewer = { account: toAccount(session.user, await ownedBy(request, session.user)) };
    });
  },
  { name: 'session', dependencies: ['@fastify/cookie', 'viewer', 'database', 'csrf'] },
);
