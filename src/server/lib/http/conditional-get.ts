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
 * What a shared cache (a CDN, the proxy's cache: docs/deployment.md) may do with a public answer
 * (issue 37): serve it for SHARED_FRESH_SECONDS without asking, then for SHARED_STALE_SECONDS more
 * while it fetches the new one in the background. A write is in every process at once (the change
 * notification), so behind a busy cache a reader sees it within SHARED_FRESH_SECONDS; a page nobody
 * read for a while may be served stale once more while the cache refreshes it. Browsers keep
 * nothing without asking (max-age=0: the ETag makes asking a cheap 304).
 */
export const SHARED_FRESH_SECONDS = 5;
export const SHARED_STALE_SECONDS = 30;
export const PUBLIC_SHARED_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_FRESH_SECONDS}, stale-while-revalidate=${SHARED_STALE_SECONDS}`;

/**
 * Cache-Control of public GETs: a visitor's answer is the same for every visitor, so shared caches
 * may keep it (above). A signed-in reader's answer (an admin sees hidden studios, an owner their
 * own) is private: no shared cache may keep it, whatever it is.
 */
export function cacheControlFor(request: FastifyRequest): string {
  return request.viewer.account ? 'private, no-cache' : PUBLIC_SHARED_CACHE_CONTROL;
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
