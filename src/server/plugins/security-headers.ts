/**
 * Security headers on every response. The CSP lets the app run its own scripts only, embeds only
 * https frames (showreels and 3D tours), and forbids plugins, <base> changes and being framed.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self'",
  'frame-src https:',
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Swagger UI styles itself inline; its pages alone get that allowance. */
const DOCS_CONTENT_SECURITY_POLICY = CONTENT_SECURITY_POLICY.replace(
  "style-src 'self'",
  "style-src 'self' 'unsafe-inline'",
);

/**
 * Sets the headers on a reply. The onSend hook below does it for every route; answers Fastify makes
 * outside any route (a malformed URL: app.ts's frameworkErrors) call it themselves, saying whether
 * the request came over https (their request object does not apply TRUST_PROXY).
 */
export function setSecurityHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  https = request.protocol === 'https',
): void {
  const docs = request.url.startsWith('/api/docs');
  reply.header('Content-Security-Policy', docs ? DOCS_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY);
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  reply.header('X-Frame-Options', 'DENY');
  reply.header('Cross-Origin-Opener-Policy', 'same-origin');
  reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  if (https) {
    reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  }
}

export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      setSecurityHeaders(request, reply);
      return payload;
    });
  },
  { name: 'security-headers' },
);
