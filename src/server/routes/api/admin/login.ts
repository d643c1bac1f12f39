/**
 * POST /api/admin/login/ {email, password}. The same answer, after the same work, for an unknown
 * email, a wrong password and a disabled account: an unknown email is verified against a dummy hash
 * of the same cost. Failed attempts are counted in the database (repositories/login-attempts.ts:
 * growing delays per account and address, a limit per address, a ceiling per account); an attempt
 * that must wait gets 429 with Retry-After. Success rotates both the session id and the CSRF
 * secret.
 */

import type { ErrorCode } from '@domain/error-codes';
import { loginFailureSchema, loginRequestSchema, loginSuccessSchema } from '@domain/schemas/auth-schemas';
import { errorSchema } from '@domain/schemas/studio-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findAdminByEmail, normalizeEmail } from '../../../db/repositories/admin-users';
import {
  ACCOUNT_FAST_FAILURES,
  beginAttempt,
  CLIENT_FAILURE_LIMIT,
  CLIENT_WINDOW_MS,
  clientKeyFor,
  loadClientKeySecret,
  markAttemptSucceeded,
  PAIR_FIRST_DELAY_MS,
  PAIR_FREE_FAILURES,
  PAIR_MAX_DELAY_MS,
  purgeOldAttempts,
  SLOW_LANE_INTERVAL_MS,
} from '../../../db/repositories/login-attempts';
import { DUMMY_PASSWORD_HASH, passwordHasher } from '../../../lib/passwords';
import { rotateCsrfToken } from '../../../plugins/csrf-api';
import { startSession } from '../../../plugins/session-api';
import { presentAdminUser } from '../../../presenters/admin-user-presenter';

/** The spec's `{success: false, message}`, with the error contract's code and detail. */
function loginFailure(code: ErrorCode, message: string) {
  return { success: false as const, message, code, detail: message };
}

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const MISSING_CREDENTIALS = 'Email and password are required.';

export function tooManyAttemptsMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

const THROTTLING_SUMMARY =
  `Failed attempts slow down: per account and client address ${PAIR_FREE_FAILURES} are free, then the ` +
  `address waits ${PAIR_FIRST_DELAY_MS / 1000} s, doubling up to ${PAIR_MAX_DELAY_MS / 60_000} min; at most ` +
  `${CLIENT_FAILURE_LIMIT} per client address in ${CLIENT_WINDOW_MS / 60_000} minutes; past ` +
  `${ACCOUNT_FAST_FAILURES} in an hour per account, only addresses with no failures on it may try, one ` +
  `attempt per ${SLOW_LANE_INTERVAL_MS / 1000} s. A waiting attempt gets 429 with Retry-After.`;

const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  let clientSecret: Promise<string> | null = null;
  const clientKeySecret = () => {
    clientSecret ??= loadClientKeySecret(app.database.db).catch((error: unknown) => {
      clientSecret = null;
      throw error;
    });
    return clientSecret;
  };

  app.post(
    '/admin/login/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sign in with email and password',
        description:
          'Needs the csrftoken cookie and its token in X-CSRFToken (GET /api/admin/csrf-token/). On success ' +
          'sets the sessionid cookie and a new csrftoken cookie (both rotated). ' +
          THROTTLING_SUMMARY,
        body: loginRequestSchema,
        response: {
          200: loginSuccessSchema,
          400: z.union([loginFailureSchema, errorSchema]),
          401: loginFailureSchema,
          403: errorSchema,
          429: loginFailureSchema,
        },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email ?? '');
      const password = request.body.password ?? '';
      if (!email || !password) {
        return reply.status(400).send(loginFailure('credentials_required', MISSING_CREDENTIALS));
      }

      const db = app.database.db;
      const now = new Date();
      const clientKey = clientKeyFor(await clientKeySecret(), request.ip);
      const attempt = await app.write((tx) => beginAttempt(tx, { email, clientKey, now }), {
        announce: false,
      });
      if (attempt.blockedUntil !== null) {
        const seconds = Math.max(1, Math.ceil((attempt.blockedUntil.getTime() - now.getTime()) / 1000));
        request.log.warn({ retryAfter: seconds }, 'sign-in refused: too many failed attempts');
        return reply
          .status(429)
          .header('Retry-After', String(seconds))
          .send(loginFailure('login_throttled', tooManyAttemptsMessage(seconds)));
      }

      const user = await findAdminByEmail(db, email);
      const matches = await passwordHasher.verify(password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
      if (!user || !matches || !user.isActive) {
        request.log.info('sign-in failed');
        return reply.status(401).send(loginFailure('invalid_credentials', INVALID_CREDENTIALS));
      }

      await markAttemptSucceeded(db, attempt.attemptId);
      await purgeOldAttempts(db, now);
      const viewer = await startSession(request, reply, user);
      const csrfToken = rotateCsrfToken(request, reply);
      request.log.info({ adminId: user.id }, 'admin signed in');
      return {
        success: true as const,
        message: 'Login successful',
        user: presentAdminUser(viewer),
        csrf_token: csrfToken,
      };
    },
  );
};

export default loginRoutes;
