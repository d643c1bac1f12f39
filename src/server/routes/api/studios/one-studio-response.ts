/** Serves one visible studio (both studio endpoints of product.md §7 answer alike), with ETag and 304s. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NOT_FOUND_STUDIO } from '../../../../domain/schemas/path-params';
import { replyNotModified } from '../../../lib/http/conditional-get';
import { HttpError } from '../../../lib/http/http-error';
import { isStaffViewer } from '../../../lib/http/viewer';
import { studioEtag } from '../../../presenters/studio-presenter';

export async function sendOneStudio(request: FastifyRequest, reply: FastifyReply, id: number): Promise<void> {
  const found = await request.server.readCache.studioJson(id, isStaffViewer(request.viewer));
  if (!found) throw new HttpError(404, NOT_FOUND_STUDIO);
  if (replyNotModified(request, reply, studioEtag(found.row))) return;
  // Already JSON (presentStudio's, as in the full list): a JSON string is sent as it is.
  reply.header('Content-Type', 'application/json; charset=utf-8');
  await reply.send(found.json);
}
