/** Serves one page of the studio list from the cache, compressed, with ETag and 304s. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendEncodedBody } from '../../../lib/http/encoded-body';
import { HttpError } from '../../../lib/http/http-error';
import { requestOrigin } from '../../../lib/http/request-origin';
import { parsePage, parsePageSize } from '../../../lib/http/request-parsing';
import { isStaffViewer } from '../../../lib/http/viewer';
import type { ListShape } from '../../../services/studio-list-cache';

export interface ListOptions {
  shape: ListShape;
  defaultPageSize: number;
  maxPageSize: number;
}

export async function sendStudioListPage(
  request: FastifyRequest,
  reply: FastifyReply,
  options: ListOptions,
): Promise<void> {
  const query = request.query as { page?: string; page_size?: string };
  const page = parsePage(query.page);
  const pageSize = parsePageSize(query.page_size, options.defaultPageSize, options.maxPageSize);
  const encoded = await request.server.listCache.page({
    shape: options.shape,
    includeHidden: isStaffViewer(request.viewer),
    page,
    pageSize,
    endpointUrl: requestOrigin(request) + request.routeOptions.url,
  });
  if (!encoded) throw new HttpError(404, 'Invalid page.');
  await sendEncodedBody(request, reply, encoded, 'application/json; charset=utf-8');
}
