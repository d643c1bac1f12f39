/**
 * What the CSRF plugin (csrf.ts) lets the rest of the server use: the cookie and header names, whether
 * cookies are Secure, and a token for the response (issued, or rotated at sign-in). Routes and services
 * import these from here, never from the plugin, so the plugin's checks stay its own.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { isValidCsrfSecret, maskCsrfSecret, newCsrfSecret } from '../lib/http/csrf-tokens';

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
/** Django's CSRF_COOKIE_AGE: a year. The secret is not a credential; the session is. */
export const CSRF_COOKIE_MAX_AGE_S = 31_449_600;

declare module 'fastify' {
  interface FastifyRequest {
    /** The CSRF secret this request's response leaves in the cookie, once issued or rotated. */
    csrfSecret: string | null;
  }
}

/** Secure cookies: always with SECURE_COOKIES=true, never with false, else when the request is https. */
export function wantsSecureCookies(request: FastifyRequest, config: AppConfig): boolean {
  if (config.secureCookies === 'true') return true;
  if (config.secureCookies === 'false') return false;
  return request.protocol === 'https';
}

function setCsrfCookie(request: FastifyRequest, reply: FastifyReply, secret: string): void {
  request.csrfSecret = secret;
  reply.setCookie(CSRF_COOKIE, secret, {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: wantsSecureCookies(request, request.server.config),
    maxAge: CSRF_COOKIE_MAX_AGE_S,
  });
}

/** A fresh token for the request's secret (the cookie's when valid, else a new one), cookie (re)set. */
export function issueCsrfToken(request: FastifyRequest, reply: FastifyReply): string {
  const current = request.csrfSecret ?? request.cookies[CSRF_COOKIE];
  const secret = isValidCsrfSecret(current) ? current : newCsrfSecret();
  setCsrfCookie(request, reply, secret);
  return maskCsrfSecret(secret);
}

/** A new secret (at sign-in): tokens handed out before no longer work. Returns a token for it. */
export function rotateCsrfToken(request: FastifyRequest, reply: FastifyReply): string {
  const secret = newCsrfSecret();
  setCsrfCookie(request, reply, secret);
  return maskCsrfSecret(secret);
}
