/** Serves one visible studio (both studio endpoints of product.md §7 answer alike), with ETag and 304s. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NOT_FOUND_STUDIO } from '../../../../domain/schemas/path-params';
import { replyNotModified } from '../../../lib/http/conditional-get';
import { HttpError } from '../../../lib/http/http-error';
import { isStaffViewer } from '../../../lib/http/viewer';
import { presentStudio, studioEtag } from '../../../presenters/studio-presenter';

export async function sendOneStudio(request: FastifyRequest, reply: FastifyReply, id: number): Promise<void> {
  const row = await request.server.readCache.studio(id, isStaffViewer(request.viewer));
  if (!row) throw new HttpError(404, NOT_FOUND_STUDIO);
  if (replyNotModified(request, reply, studioEtag(row))) return;
  await reply.send(presentStudio(row));
}
