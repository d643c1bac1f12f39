/** Serves one visible studio (both studio endpoints of product.md §7 answer alike), with ETag and 304s. */

import { NOT_FOUND_STUDIO } from '@domain/schemas/path-params';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendEncodedBody } from '../../../lib/http/encoded-body';
import { HttpError } from '../../../lib/http/http-error';
import { isStaffViewer } from '../../../lib/http/viewer';

export async function sendOneStudio(request: FastifyRequest, reply: FastifyReply, id: number): Promise<void> {
  const found = await request.server.readCache.studioBody(id, isStaffViewer(request.viewer));
  if (!found) throw new HttpError(404, NOT_FOUND_STUDIO);
  // Already JSON (presentStudio's, as in the full list), kept with its compressed forms.
  await sendEncodedBody(request, reply, found, 'application/json; charset=utf-8');
}
