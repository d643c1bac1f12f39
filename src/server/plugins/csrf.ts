/**
 * CSRF protection as Django's CsrfViewMiddleware does it, for every unsafe request (anything but GET,
 * HEAD, OPTIONS, TRACE) to /api/, signed in or not, the sign-in itself included:
 *  1. an Origin header, when sent, must be this server's own origin (protocol://host) or a trusted one
 *     (TRUSTED_ORIGINS, PUBLIC_URL);
 *  2. over HTTPS without an Origin header, the Referer must be an https URL of such an origin;
 *  3. the X-CSRFToken header must carry the secret held in the csrftoken cookie (lib/http/csrf-tokens.ts).
 * Checked in onRequest, before the body is even read. Failure: 403 {"detail": "CSRF Failed: <reason>"}.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import {
  CSRF_SECRET_LENGTH,
  CSRF_TOKEN_LENGTH,
  csrfTokenMatches,
  tokenFormatProblem,
} from '../lib/http/csrf-tokens';
import { HttpError } from '../lib/http/http-error';
import { CSRF_COOKIE, CSRF_HEADER } from './csrf-api';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);

function originOf(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

export function trustedOriginSet(config: AppConfig): Set<string> {
  const origins = new Set<string>();
  for (const value of [...config.trustedOrigins, ...(config.publicUrl ? [config.publicUrl] : [])]) {
    const origin = originOf(value);
    if (origin) origins.add(origin);
  }
  return origins;
}

function isApiRequest(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0] ?? '';
  const route = request.routeOptions.url ?? '';
  return path === '/api' || path.startsWith('/api/') || route.startsWith('/api/');
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Why the request fails the CSRF check, in Django's words, or null when it passes. */
export function csrfFailure(request: FastifyRequest, trusted: ReadonlySet<string>): string | null {
  const own = originOf(`${request.protocol}://${request.host}`);
  const isTrusted = (origin: string | null) => origin !== null && (origin === own || trusted.has(origin));

  const origin = headerValue(request, 'origin');
  if (origin !== undefined) {
    if (!isTrusted(originOf(origin))) {
      return `Origin checking failed - ${origin} does not match any trusted origins.`;
    }
  } else if (request.protocol === 'https') {
    const referer = headerValue(request, 'referer');
    if (!referer) return 'Referer checking failed - no Referer.';
    let url: URL;
    try {
      url = new URL(referer);
    } catch {
      return 'Referer checking failed - Referer is malformed.';
    }
    if (url.protocol !== 'https:')
      return 'Referer checking failed - Referer is insecure while host is secure.';
    if (!isTrusted(url.origin))
      return `Referer checking failed - ${referer} does not match any trusted origins.`;
  }

  const secret = request.cookies[CSRF_COOKIE];
  if (secret === undefined) return 'CSRF cookie not set.';
  const cookieProblem = tokenFormatProblem(secret, [CSRF_SECRET_LENGTH]);
  if (cookieProblem) return `CSRF cookie ${cookieProblem}.`;

  const token = headerValue(request, CSRF_HEADER);
  if (!token) return 'CSRF token missing.';
  const tokenProblem = tokenFormatProblem(token, [CSRF_SECRET_LENGTH, CSRF_TOKEN_LENGTH]);
  if (tokenProblem) return `CSRF token from the X-CSRFToken HTTP header ${tokenProblem}.`;
  if (!csrfTokenMatches(token, secret)) return 'CSRF token from the X-CSRFToken HTTP header incorrect.';
  return null;
}

export default fp(
  async (app) => {
    const trusted = trustedOriginSet(app.config);
    app.decorateRequest('csrfSecret', null);
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method) || !isApiRequest(request)) return;
      const reason = csrfFailure(request, trusted);
      if (reason) throw new HttpError(403, `CSRF Failed: ${reason}`, { code: 'csrf_failed' });
    });
  },
  { name: 'csrf', dependencies: ['@fastify/cookie'] },
);
