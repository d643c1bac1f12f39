/**
 * GET /api/studios/compare/csv/?ids=1,2,3&lang=en|ru&pin=led.pixel_pitch,...&diff=1
 * The compare page's 'Export CSV': the same table as the page (src/domain/compare-table.ts) through the
 * server's one spreadsheet writer, so no CSV code ships to the browser. The ids follow the PDF's
 * rules (2 to 4 distinct positive integers, else 400; unknown or hidden studios 404). A safe read: no
 * CSRF token. Shares the spreadsheet downloads' allowance per client address (429 rate_limited).
 */

import { compareFileName, compareTableRows } from '@domain/compare-export';
import { parsePins } from '@domain/compare-row-filter';
import { buildCompareTable } from '@domain/compare-table';
import { toComparedStudio } from '@domain/comparison';
import { compareNotFoundSchema } from '@domain/schemas/compare-schemas';
import { compareCsvQuerySchema } from '@domain/schemas/spreadsheet-schemas';
import { errorSchema } from '@domain/schemas/studio-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findStudios } from '../../../db/repositories/studio-reads';
import { HttpError } from '../../../lib/http/http-error';
import { takeAddressAllowance } from '../../../lib/http/rate-limit-guard';
import { isStaffViewer } from '../../../lib/http/viewer';
import { presentStudio } from '../../../presenters/studio-presenter';
import { csvStream, SPREADSHEET_CONTENT_TYPES } from '../../../services/spreadsheet-writer';
import { parseCompareIds } from './compare-ids';
import { compareMoney } from './compare-money';

const compareCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/studios/compare/csv/',
    {
      schema: {
        tags: ['compare'],
        summary: 'The comparison of 2 to 4 studios as a CSV download',
        description:
          'UTF-8 with a byte-order mark, RFC 4180, CRLF; pinned rows first, then every category’s rows ' +
          '(only the differing ones with diff=1), whether the values differ and which studio is best. ' +
          'Day rates read in the studio’s currency and, converted into `currency`, as “about …” with the rates’ date.',
        querystring: compareCsvQuerySchema,
        response: { 400: errorSchema, 404: compareNotFoundSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const ids = parseCompareIds(request.query.ids);
      const money = await compareMoney(app, request.query.currency);
      takeAddressAllowance(
        app.spreadsheetExports.rateLimit,
        request.ip,
        'Too many downloads from this address; try again shortly.',
      );
      const rows = await findStudios(app.database.db, ids, { includeHidden: isStaffViewer(request.viewer) });
      const byId = new Map(rows.map((row) => [row.id, row]));
      const missing = ids.filter((id) => !byId.has(id));
      if (missing.length > 0) {
        throw new HttpError(404, `Studio not found: ${missing.join(', ')}.`, { missing_ids: missing });
      }
      const table = buildCompareTable(
        ids.map((id) => toComparedStudio(presentStudio(byId.get(id)!))),
        request.query.lang ?? 'en',
        money,
      );
      const [header = [], ...body] = compareTableRows(table, {
        pins: parsePins(request.query.pin),
        differencesOnly: request.query.diff === '1',
      });
      return reply
        .header('Content-Type', SPREADSHEET_CONTENT_TYPES.csv)
        .header('Content-Disposition', `attachment; filename="${compareFileName(ids, 'csv')}"`)
        .header('Cache-Control', 'no-store')
        .send(csvStream({ sheetName: 'Comparison', header, rows: body }) as never);
    },
  );
};

export default compareCsvRoutes;
