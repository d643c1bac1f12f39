/**
 * Serves one visible studio (both studio endpoints of product.md §7 answer alike), with ETag and 304s;
 * a merged studio's address answers 301 to its survivor's.
 */

import { NOT_FOUND_STUDIO } from '@domain/schemas/path-params';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendEncodedBody } from '../../../lib/http/encoded-body';
import { HttpError } from '../../../lib/http/http-error';
import { isStaffViewer } from '../../../lib/http/viewer';

/**
 * A studio merged into another (product.md §20) answers 301 to the same address of the survivor, for
 * every reader, with the query kept; true when it did. Not to be cached for long: an undo ends it.
 */
export async function redirectIfMerged(
  request: FastifyRequest,
  reply: FastifyReply,
  id: number,
): Promise<boolean> {
  const survivor = await request.server.readCache.mergedInto(id);
  if (survivor === null) return false;
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  const path = request.routeOptions.url?.replace(':id', String(survivor)) ?? request.url;
  await reply.header('Cache-Control', 'no-cache').redirect(`${path}${query}`, 301);
  return true;
}

export async function sendOneStudio(request: FastifyRequest, reply: FastifyReply, id: number): Promise<void> {
  if (await redirectIfMerged(request, reply, id)) return;
  const found = await request.server.readCache.studioBody(id, isStaffViewer(request.viewer));
  if (!found) throw new HttpError(404, NOT_FOUND_STUDIO);
  // Already JSON (presentStudio's, as in the full list), kept with its compressed forms.
  await sendEncodedBody(request, reply, found, 'application/json; charset=utf-8');
}
