/** ETag handling for GET responses: 304 on a matching If-None-Match, and picking an encoding. */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** True when If-None-Match lists this ETag (weak comparison, as RFC 9110 §13.1.2 asks for GET). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = strip(etag);
  return ifNoneMatch.split(',').some((tag) => strip(tag) === wanted);
}

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts among br, gzip and identity (q=0 refuses one). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

/**
 * Cache-Control of public GETs: any cache may keep them but must revalidate (the ETag makes that a
 * cheap 304). Admin responses differ by session and stay private.
 */
export function cacheControlFor(request: FastifyRequest): string {
  return request.viewer.admin ? 'private, no-cache' : 'public, no-cache';
}

/**
 * Sets the ETag and Cache-Control (cacheControlFor's unless given); answers 304 and returns true when
 * the client's copy is current.
 */
export function replyNotModified(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
  cacheControl = cacheControlFor(request),
): boolean {
  reply.header('ETag', etag);
  reply.header('Cache-Control', cacheControl);
  reply.header('Vary', 'Accept-Encoding, Cookie');
  if (etagMatches(request.headers['if-none-match'], etag)) {
    reply.status(304).send();
    return true;
  }
  return false;
}
