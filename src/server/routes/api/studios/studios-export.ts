/**
 * GET /api/studios/studios-enhanced/export/?format=csv|xlsx&lang=en|ru&<the list's filter params>
 * (product.md §13): exactly the studios the directory shows for those parameters (all of them, not a
 * page; visitors the public ones, admins every studio), one column per field in the reader's language,
 * streamed as the client reads. A safe read: no CSRF token. Rate-limited per client address
 * (EXPORT_RATE_LIMIT a minute; beyond: 429 rate_limited with Retry-After).
 */

import { BASE_CURRENCY } from '@domain/currencies';
import { rateTableOf } from '@domain/exchange-rates';
import { studioExportQuerySchema } from '@domain/schemas/spreadsheet-schemas';
import { errorSchema } from '@domain/schemas/studio-schemas';
import { parseShortlistIdsStrict, SHORTLIST_MAX_STUDIOS } from '@domain/shortlist';
import { STUDIO_SHEET_COLUMNS, sheetHeaders } from '@domain/studio-sheet-columns';
import { dayRateSheetCells, dayRateSheetHeaders } from '@domain/studio-sheet-day-rates';
import { studioSheetRow } from '@domain/studio-sheet-values';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readExchangeRates } from '../../../db/repositories/day-rates';
import { localeFromAcceptLanguage } from '../../../lib/http/accept-language';
import { HttpError } from '../../../lib/http/http-error';
import { takeAddressAllowance } from '../../../lib/http/rate-limit-guard';
import { isStaffViewer } from '../../../lib/http/viewer';
import { presentStudio } from '../../../presenters/studio-presenter';
import {
  SPREADSHEET_CONTENT_TYPES,
  type SpreadsheetFormat,
  spreadsheetStream,
} from '../../../services/spreadsheet-writer';
import { selectionRates } from './selection-rates';
import { listQueryOf } from './studio-selection-response';

/** studios-2026-11-24.csv (a shortlist's: shortlist-2026-11-24.csv) */
export function studioExportFileName(format: SpreadsheetFormat, now = new Date(), stem = 'studios'): string {
  return `${stem}-${now.toISOString().slice(0, 10)}.${format}`;
}

/** The `ids` of a shortlist's export, or null without them (HttpError 400 when unreadable). */
function shortlistIdsOf(raw: string | undefined): number[] | null {
  if (raw === undefined) return null;
  const ids = parseShortlistIdsStrict(raw);
  if (!ids) {
    throw new HttpError(
      400,
      `ids: Give 1 to ${SHORTLIST_MAX_STUDIOS} comma-separated positive studio ids, e.g. ids=3,7,12.`,
    );
  }
  return ids;
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
          'column per studio field and catalog parameter, headers in the reader’s language with units, ' +
          'then the day rates in the studio’s currency and converted into `currency` (EUR when missing), ' +
          'headed as approximate with the date of the rates. ' +
          'With ids (a shortlist), exactly those studios in that order. ' +
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
      const shortlist = shortlistIdsOf(request.query.ids);
      const format = request.query.format;
      const locale = request.query.lang ?? localeFromAcceptLanguage(request.headers['accept-language']);
      // The list's own selection (filters, place, ranges, search, sort): the file holds exactly what
      // the list shows. A snapshot of rows (references, not the file): later writes leave it alone.
      const query = listQueryOf(request);
      const rates = await selectionRates(app, query);
      // Day rates in the studio's currency and, converted, in the one asked for (product.md §18).
      const money = {
        currency: query.dayRate?.currency ?? BASE_CURRENCY,
        table: rates.ratesOf === null ? rateTableOf(await readExchangeRates(app.database.db)) : rates,
      };
      const listed = await app.studioSelection.select(query, isStaffViewer(request.viewer), rates);
      // A shortlist's ids: those studios of the list, in the shortlist's order.
      const byId = shortlist ? new Map(listed.map((item) => [item.studio.id, item])) : null;
      const selected = shortlist && byId ? shortlist.flatMap((id) => byId.get(id) ?? []) : listed;
      // Every row says when the file was made: the import keeps a value changed since (product.md §13).
      const exportedAt = Date.now();
      function* lines() {
        for (const { studio } of selected) {
          const presented = presentStudio(studio.row);
          yield [
            ...studioSheetRow(STUDIO_SHEET_COLUMNS, presented, locale, exportedAt),
            ...dayRateSheetCells(presented.day_rates, locale, money),
          ];
        }
      }
      const stream = spreadsheetStream(format, {
        sheetName: locale === 'ru' ? 'Студии' : 'Studios',
        header: [...sheetHeaders(locale), ...dayRateSheetHeaders(locale, money)],
        rows: lines(),
      });
      return reply
        .header('Content-Type', SPREADSHEET_CONTENT_TYPES[format])
        .header(
          'Content-Disposition',
          `attachment; filename="${studioExportFileName(format, new Date(), shortlist ? 'shortlist' : 'studios')}"`,
        )
        .header('Cache-Control', 'no-store')
        .header('Content-Language', locale)
        .send(stream as never);
    },
  );
};

export default studiosExportRoutes;
