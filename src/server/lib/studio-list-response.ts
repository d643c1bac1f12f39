/** Serves one page of the studio list from the cache, compressed, with ETag and 304s. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ListShape } from '../services/studio-list-cache';
import { pickEncoding, replyNotModified } from './http/conditional-get';
import { HttpError } from './http/http-error';
import { parsePage, parsePageSize } from './http/request-parsing';
import { isStaffViewer } from './http/viewer';

export interface ListOptions {
  shape: ListShape;
  defaultPageSize: number;
  maxPageSize: number;
}

/** The origin that next/previous links use: PUBLIC_URL when configured, else the request's own. */
export function requestOrigin(request: FastifyRequest): string {
  return request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;
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
  if (replyNotModified(request, reply, encoded.etag)) return;
  const encoding = pickEncoding(request.headers['accept-encoding']);
  reply.header('Content-Type', 'application/json; charset=utf-8');
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  const body = await encoded.body(encoding);
  await reply.send(body);
}
