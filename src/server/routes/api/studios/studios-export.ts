/**
 * GET /api/studios/studios-enhanced/export/?format=csv|xlsx&lang=en|ru&<the list's filter params>
 * (product.md §13): exactly the studios the directory shows for those parameters (all of them, not a
 * page; visitors the public ones, admins every studio), one column per field in the reader's language,
 * streamed as the client reads. A safe read: no CSRF token. Rate-limited per client address
 * (EXPORT_RATE_LIMIT a minute; beyond: 429 rate_limited with Retry-After).
 */

import { studioExportQuerySchema } from '@domain/schemas/spreadsheet-schemas';
import { errorSchema } from '@domain/schemas/studio-schemas';
import { STUDIO_SHEET_COLUMNS, sheetHeaders } from '@domain/studio-sheet-columns';
import { studioSheetRow } from '@domain/studio-sheet-values';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localeFromAcceptLanguage } from '../../../lib/http/accept-language';
import { takeAddressAllowance } from '../../../lib/http/rate-limit-guard';
import { isStaffViewer } from '../../../lib/http/viewer';
import { presentStudio } from '../../../presenters/studio-presenter';
import {
  SPREADSHEET_CONTENT_TYPES,
  type SpreadsheetFormat,
  spreadsheetStream,
} from '../../../services/spreadsheet-writer';
import { listQueryOf } from './studio-selection-response';

/** studios-2026-11-24.csv */
export function studioExportFileName(format: SpreadsheetFormat, now = new Date()): string {
  return `studios-${now.toISOString().slice(0, 10)}.${format}`;
}

const studiosExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/studios/studios-enhanced/export/',
    {
      schema: {
        tags: ['studios'],
        summary: 'The studio directory as a spreadsheet: the studios the list shows for these filters',
        description:
          'The same filter parameters as the directory’s address (/frontend/studios?…). Every matching ' +
          'studio, in list order: published and pending-review ones for visitors, all for admins. One ' +
          'column per studio field and catalog parameter, headers in the reader’s language with units. ' +
          'Answers the file as an attachment; 429 rate_limited with Retry-After beyond EXPORT_RATE_LIMIT ' +
          'downloads a minute from one address.',
        querystring: studioExportQuerySchema,
        response: { 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      takeAddressAllowance(
        app.spreadsheetExports.rateLimit,
        request.ip,
        'Too many downloads from this address; try again shortly.',
      );
      const format = request.query.format;
      const locale = request.query.lang ?? localeFromAcceptLanguage(request.headers['accept-language']);
      // The list's own selection (filters, place, ranges, search, sort): the file holds exactly what
      // the list shows. A snapshot of rows (references, not the file): later writes leave it alone.
      const selected = await app.studioSelection.select(listQueryOf(request), isStaffViewer(request.viewer));
      // Every row says when the file was made: the import keeps a value changed since (product.md §13).
      const exportedAt = Date.now();
      function* lines() {
        for (const { studio } of selected)
          yield studioSheetRow(STUDIO_SHEET_COLUMNS, presentStudio(studio.row), locale, exportedAt);
      }
      const stream = spreadsheetStream(format, {
        sheetName: locale === 'ru' ? 'Студии' : 'Studios',
        header: sheetHeaders(locale),
        rows: lines(),
      });
      return reply
        .header('Content-Type', SPREADSHEET_CONTENT_TYPES[format])
        .header('Content-Disposition', `attachment; filename="${studioExportFileName(format)}"`)
        .header('Cache-Control', 'no-store')
        .header('Content-Language', locale)
        .send(stream as never);
    },
  );
};

export default studiosExportRoutes;
