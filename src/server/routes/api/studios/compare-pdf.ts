/**
 * GET /api/studios/compare/pdf/?ids=1,2,3&lang=en|ru&pin=led.pixel_pitch,...&diff=1&url=<page url>
 * The compare page's 'Export PDF': the same table as the page (src/domain/compare-table.ts)
 * as a PDF download; with diff=1 ('Show differences only') only the rows that differ, as the page
 * and the CSV show them (pinned rows stay). The ids follow POST /api/studios/compare/'s rules (2 to 4 distinct positive
 * integers, else 400; unknown or hidden studios 404). A safe read: no CSRF token needed.
 * `url` is printed in the footer only when it is an http(s) URL on the request's own origin, so the
 * server never signs a document with an address someone else chose; otherwise the footer carries
 * the canonical compare URL.
 * Rendering runs in a worker pool behind a cache (plugins/compare-pdf.ts): a client asking
 * too often gets 429 rate_limited, and a full render queue 503 pdf_busy, both with Retry-After.
 */

import { compareFileName } from '@domain/compare-export';
import { parsePins } from '@domain/compare-row-filter';
import { buildCompareTable } from '@domain/compare-table';
import { toComparedStudio } from '@domain/comparison';
import { URL_MAX_LENGTH } from '@domain/limits';
import { compareNotFoundSchema } from '@domain/schemas/compare-schemas';
import { errorSchema } from '@domain/schemas/studio-schemas';
import { WEB_BASE_PATH } from '@domain/web-routes';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findStudios } from '../../../db/repositories/studio-reads';
import type { StoredImage } from '../../../db/schema';
import { HttpError } from '../../../lib/http/http-error';
import { takeAddressAllowance } from '../../../lib/http/rate-limit-guard';
import { isStaffViewer } from '../../../lib/http/viewer';
import { coverOf } from '../../../presenters/image-presenter';
import { presentStudio } from '../../../presenters/studio-presenter';
import { PdfBusyError } from '../../../services/pdf-pool';
import { parseCompareIds } from './compare-ids';
import { CURRENCY_QUERY_DESCRIPTION, compareMoney, compareMoneyKey } from './compare-money';

export const comparePdfQuerySchema = z.object({
  ids: z.string().optional().describe('Comma-separated studio ids: 2 to 4 distinct positive integers'),
  lang: z
    .enum(['en', 'ru'], { error: 'lang must be en or ru.' })
    .optional()
    .describe('Language (default en)'),
  pin: z.string().optional().describe('Comma-separated row ids to list first, e.g. led.pixel_pitch'),
  diff: z.string().optional().describe("diff=1: only the rows whose values differ ('Show differences only')"),
  currency: z.string().optional().describe(CURRENCY_QUERY_DESCRIPTION),
  url: z.string().optional().describe('The compare page URL for the footer (same origin only)'),
});

/** A studio's cover as a JPEG about 480 px wide (the PDF's column is narrower), or null. */
async function coverJpeg(app: FastifyInstance, images: readonly StoredImage[]): Promise<Uint8Array | null> {
  const cover = coverOf(images);
  if (!cover) return null;
  const width = cover.widths.find((w) => w >= 480) ?? cover.widths.at(-1);
  const file = width === undefined ? null : await app.images.read(`${cover.hash}/${width}.jpg`);
  return file ? new Uint8Array(file.bytes) : null;
}

/** The url parameter when it is an http(s) URL on `origin`, else null. */
export function sameOriginPageUrl(value: string | undefined, origin: string): string | null {
  if (!value || value.length > URL_MAX_LENGTH) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.origin !== origin || url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** Seconds a refused client is asked to wait when the render queue is full: about two renders. */
const BUSY_RETRY_AFTER_SECONDS = 2;

const comparePdfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/studios/compare/pdf/',
    {
      schema: {
        tags: ['compare'],
        summary: 'The comparison of 2 to 4 studios as a PDF download',
        description:
          'A4 landscape, every category with its rows (only the differing ones with diff=1), pinned rows first, differing rows and best values ' +
          'marked, the date and the page URL in the footer. Answers application/pdf as an attachment.',
        querystring: comparePdfQuerySchema,
        response: {
          400: errorSchema,
          404: compareNotFoundSchema,
          429: errorSchema,
          503: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const ids = parseCompareIds(request.query.ids);
      const money = await compareMoney(app, request.query.currency);
      // Counted after the ids parse: a malformed request costs nothing, so it uses no allowance.
      const { cache, rateLimit } = app.comparePdf;
      takeAddressAllowance(
        rateLimit,
        request.ip,
        'Too many PDF downloads from this address; try again shortly.',
      );
      const rows = await findStudios(app.database.db, ids, { includeHidden: isStaffViewer(request.viewer) });
      const byId = new Map(rows.map((row) => [row.id, row]));
      const missing = ids.filter((id) => !byId.has(id));
      if (missing.length > 0) {
        throw new HttpError(404, `Studio not found: ${missing.join(', ')}.`, { missing_ids: missing });
      }
      const locale = request.query.lang ?? 'en';
      const studios = ids.map((id) => toComparedStudio(presentStudio(byId.get(id)!)));
      // Normalised as URL does it (no default port), so the comparison below is like with like.
      const origin = new URL(`${request.protocol}://${request.host}`).origin;
      const canonical = `${origin}${WEB_BASE_PATH}/compare?studios=${ids.join(',')}`;
      const input = {
        table: buildCompareTable(studios, locale, money),
        pins: parsePins(request.query.pin),
        differencesOnly: request.query.diff === '1',
        pageUrl: sameOriginPageUrl(request.query.url, origin) ?? canonical,
        generatedAt: new Date(),
        covers: await Promise.all(ids.map((id) => coverJpeg(app, byId.get(id)!.images))),
      };
      const key = {
        ...input,
        locale,
        money: compareMoneyKey(money),
        studios: ids.map((id) => ({ id, version: byId.get(id)!.version })),
      };
      let pdf: Buffer;
      try {
        pdf = await cache.get(key, input);
      } catch (error) {
        if (!(error instanceof PdfBusyError)) throw error;
        throw new HttpError(
          503,
          'PDF export is busy right now; try again in a few seconds.',
          { code: 'pdf_busy' },
          { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) },
        );
      }
      return (
        reply
          .header('Content-Type', 'application/pdf')
          .header('Content-Disposition', `attachment; filename="${compareFileName(ids, 'pdf')}"`)
          .header('Cache-Control', 'no-store')
          // A Buffer goes out as it is; the declared schemas describe the error bodies only.
          .send(pdf as never)
      );
    },
  );
};

export default comparePdfRoutes;
