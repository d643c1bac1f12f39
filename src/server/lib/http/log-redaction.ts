/**
 * What the request log says of a request: Fastify's fields (method, url, host, address, port), with
 * the value of every query parameter whose name says it is a secret replaced. An invitation link
 * (`/frontend/owner/accept?token=…`) would otherwise put a live token in the log at the default level,
 * where anyone who reads the logs could use it (issue 35); so would any later link that carries a
 * secret in its query.
 */
import type { FastifyRequest } from 'fastify';

export const REDACTED = '[redacted]';

/** Parameter names that carry secrets: token, secret, password, key, signature, auth, nonce, otp… */
const SECRET_NAME = /token|secret|passw|key|sig|auth|nonce|otp/i;

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** The URL with the values of secret-named query parameters replaced by REDACTED; the rest as sent. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      const name = pair.slice(0, equals);
      return SECRET_NAME.test(decodedName(name)) ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, start)}?${query.join('&')}`;
}

/** The request serializer of the app's logger (Fastify's own fields, the URL redacted). */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
