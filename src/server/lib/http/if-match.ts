/**
 * Lost-update protection: a write that sends If-Match with an ETag the studio no longer
 * has answers 412. Writes without If-Match are accepted, as the spec's client sends none.
 */
import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error';

export const STALE_STUDIO_MESSAGE =
  'Someone else changed this studio since you loaded it. Reload to see their changes, then try again.';

export function checkIfMatch(
  request: FastifyRequest,
  currentEtag: string,
  staleMessage: string = STALE_STUDIO_MESSAGE,
): void {
  const header = request.headers['if-match'];
  if (!header) return;
  const tags = header.split(',').map((t) => t.trim());
  if (tags.includes('*') || tags.includes(currentEtag)) return;
  throw new HttpError(412, staleMessage);
}
