/**
 * Serves the directory list with a selection (near, radius, bounds, ranges, q, filters, sort;
 * product.md §11): the same studios in the same shape as the cached pages, filtered and sorted by
 * the domain's selection, each with distance_km (with near) and matches (with q). A list without any
 * of these stays on the cached fast path (studio-list-response.ts).
 */
import { createHash } from 'node:crypto';
import { CHOICE_KEYS } from '@domain/image-chain-choices';
import { IMAGE_CHAIN_RANGE_KEYS } from '@domain/image-chain-ranges';
import { parseStudioListQueryStrict, type StudioListQuery } from '@domain/studio-list-address';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { replyNotModified } from '../../../lib/http/conditional-get';
import { HttpError } from '../../../lib/http/http-error';
import { requestOrigin } from '../../../lib/http/request-origin';
import { parsePage, parsePageSize } from '../../../lib/http/request-parsing';
import { isStaffViewer } from '../../../lib/http/viewer';
import { presentListStudio } from '../../../presenters/studio-presenter';
import { selectionRates } from './selection-rates';

/** Parameters that make a list request a selection; page, page_size and the web's own (view, compare, lang) do not. */
const SELECTION_KEYS = new Set([
  'q',
  'country',
  'city',
  'service',
  'gs3',
  'gs4',
  'width',
  'height',
  'ceiling',
  'floor',
  'movable',
  'near',
  'radius_km',
  'bounds',
  'with_unknown',
  'verified',
  'free_from',
  'free_to',
  'sort',
  'wall_width',
  'wall_height',
  'wall_area',
  'pixel_pitch',
  'ceiling_height',
  'stage_area',
  'brightness',
  'currency',
  'rate_max',
  ...IMAGE_CHAIN_RANGE_KEYS,
  ...CHOICE_KEYS,
]);

function searchOf(request: FastifyRequest): string {
  const at = request.url.indexOf('?');
  return at === -1 ? '' : request.url.slice(at);
}

/** True when the request names anything the selection reads. */
export function isSelectionRequest(request: FastifyRequest): boolean {
  for (const key of new URLSearchParams(searchOf(request)).keys()) if (SELECTION_KEYS.has(key)) return true;
  return false;
}

/** Distances to the metre's tenth are noise: kilometres with two decimals. */
const roundKm = (km: number) => Math.round(km * 100) / 100;

/**
 * The list's state from the request's address, read as the API reads it: a bad value answers 400
 * naming its parameter. The list and its export read the same address the same way.
 */
export function listQueryOf(request: FastifyRequest): StudioListQuery {
  const { query, issues } = parseStudioListQueryStrict(searchOf(request));
  if (issues.length > 0) {
    const fields: Record<string, string[]> = {};
    for (const issue of issues) fields[issue.field] = [...(fields[issue.field] ?? []), issue.reason];
    const detail = issues.map((issue) => `${issue.field}: ${issue.reason}`).join(' ');
    throw new HttpError(400, detail, { code: 'validation_failed', fields });
  }
  return query;
}

export async function sendStudioSelection(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { defaultPageSize: number; maxPageSize: number },
): Promise<void> {
  const search = searchOf(request);
  const query = listQueryOf(request);
  const raw = request.query as { page?: string; page_size?: string };
  const page = parsePage(raw.page);
  const pageSize = parsePageSize(raw.page_size, options.defaultPageSize, options.maxPageSize);
  const rates = await selectionRates(request.server, query);
  const selected = await request.server.studioSelection.select(query, isStaffViewer(request.viewer), rates);
  const lastPage = Math.max(1, Math.ceil(selected.length / pageSize));
  if (page > lastPage) throw new HttpError(404, 'Invalid page.');

  const store = request.server.studioStore;
  const withNear = query.filters.near !== null;
  const withSearch = query.filters.search.trim() !== '';
  const results = selected.slice((page - 1) * pageSize, page * pageSize).map((item) => {
    const fragment = store.fragment(item.studio.id, 'directory', presentListStudio);
    const extra: string[] = [];
    if (withNear) extra.push(`"distance_km":${item.distanceKm === null ? 'null' : roundKm(item.distanceKm)}`);
    if (withSearch) extra.push(`"matches":${JSON.stringify(item.matches)}`);
    return extra.length === 0 ? fragment : `${fragment.slice(0, -1)},${extra.join(',')}}`;
  });

  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part && !/^(page|page_size)(=|$)/.test(part));
  const endpoint = requestOrigin(request) + request.routeOptions.url;
  const link = (n: number) => `${endpoint}?${[...kept, `page=${n}`, `page_size=${pageSize}`].join('&')}`;
  const body =
    `{"count":${selected.length},"next":${JSON.stringify(page < lastPage ? link(page + 1) : null)},` +
    `"previous":${JSON.stringify(page > 1 ? link(page - 1) : null)},"results":[${results.join(',')}]}`;
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  if (replyNotModified(request, reply, etag)) return;
  reply.header('Content-Type', 'application/json; charset=utf-8');
  await reply.send(body);
}
