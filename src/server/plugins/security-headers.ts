/**
 * Security headers on every response. The CSP lets the app run its own scripts only, embeds only
 * https frames (showreels and 3D tours), and forbids plugins, <base> changes and being framed.
 * Styles come from the app's own files, plus, on an app page, the <style> elements that carry that
 * page's nonce: the dialogs' scroll lock writes one at run time (the web app hands the nonce to it,
 * src/web/shared/lib/csp-nonce.ts), and no <style> element is allowed without it. An app page also
 * allows style attributes (style-src-attr): the server renders the page (decision 011), and React
 * writes a component's `style` prop into the HTML as an attribute (a spinner's size, a tab's
 * indicator); an attribute holds declarations only, no selectors, so it cannot read the page.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The style nonce of an app page's answer (styleNonceFor), else null. */
    styleNonce: string | null;
  }
}

/** A fresh nonce for this request's page (128 bits), which its CSP then allows for <style>. */
export function styleNonceFor(request: FastifyRequest): string {
  request.styleNonce = randomBytes(16).toString('base64');
  return request.styleNonce;
}

/**
 * The nonce of a page that shared caches may keep (issue 37; docs/security.md, "Style nonces and
 * shared caches"): an HMAC, under a per-install secret, of what the page is (its URL, language and
 * a digest of all it renders). Every visitor of one rendering gets the same nonce, in every
 * process, so the cached copy and its CSP header agree. It is no secret from a reader of the page
 * (no nonce is), and it cannot be guessed ahead: markup injected into the page changes the digest,
 * and with it the nonce that markup would have to carry. 128 bits, like the random one.
 */
export function sharedStyleNonceFor(
  request: FastifyRequest,
  secret: string,
  page: readonly string[],
): string {
  request.styleNonce = createHmac('sha256', secret)
    .update(page.map((part) => `${part.length}:${part}`).join(''))
    .digest()
    .subarray(0, 16)
    .toString('base64');
  return request.styleNonce;
}

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

/** The headers every answer carries whatever it is (the CSP aside, which depends on the page). */
export const FIXED_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=()',
};

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
  const nonce = request.styleNonce;
  reply.header(
    'Content-Security-Policy',
    docs
      ? DOCS_CONTENT_SECURITY_POLICY
      : nonce
        ? CONTENT_SECURITY_POLICY.replace(
            "style-src 'self'",
            `style-src 'self' 'nonce-${nonce}'; style-src-attr 'unsafe-inline'`,
          )
        : CONTENT_SECURITY_POLICY,
  );
  for (const [name, value] of Object.entries(FIXED_SECURITY_HEADERS)) reply.header(name, value);
  if (https) {
    reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('styleNonce', null);
    app.addHook('onSend', async (request, reply, payload) => {
      setSecurityHeaders(request, reply);
      return payload;
    });
  },
  { name: 'security-headers' },
);
