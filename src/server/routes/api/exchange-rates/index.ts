/**
 * The exchange-rate table (product.md §18): anyone reads it (the list converts with it); an admin
 * replaces it whole, by hand (rates) or from a file's text (csv), with the date the rates are from.
 * A file with any bad line changes nothing and answers 400 naming each line. Admins read the
 * table's replacements (who, when, before, after) at history/. The table's ETag is a digest of its
 * contents: a replacement sent with If-Match over a table another admin replaced since answers 412.
 */
import { createHash } from 'node:crypto';

import { parseRateFile } from '@domain/exchange-rates';
import {
  type ExchangeRates,
  exchangeRatesSchema,
  exchangeRatesUpdateSchema,
} from '@domain/schemas/day-rate-schemas';
import { changeHistorySchema } from '@domain/schemas/studio-edit-schemas';
import { errorSchema } from '@domain/schemas/studio-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  exchangeRateChangeLog,
  readExchangeRates,
  replaceExchangeRates,
} from '../../../db/repositories/day-rates';
import { accountId, requireStaff } from '../../../lib/http/guards';
import { HttpError } from '../../../lib/http/http-error';
import { checkIfMatch } from '../../../lib/http/if-match';
import { presentChangeLogEntry } from '../../../presenters/change-log-presenter';

/** How many of the table's latest replacements history/ answers. */
const HISTORY_LIMIT = 20;

const STALE_TABLE_MESSAGE =
  'Someone else replaced the exchange-rate table since you loaded it. Reload it, then try again.';

/** The table's ETag: a digest of what it holds, so equal tables have equal tags on any process. */
function ratesEtag(table: ExchangeRates): string {
  const digest = createHash('sha256').update(JSON.stringify(table)).digest('base64url').slice(0, 22);
  return `"rates-${digest}"`;
}

const exchangeRateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/exchange-rates/',
    {
      schema: {
        tags: ['exchange-rates'],
        summary: 'The exchange-rate table: units of each currency per 1 EUR, and the date of the rates',
        response: { 200: exchangeRatesSchema },
      },
    },
    async (_request, reply) => {
      const table = await readExchangeRates(app.database.db);
      reply.header('ETag', ratesEtag(table));
      return table;
    },
  );

  app.get(
    '/exchange-rates/history/',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['exchange-rates'],
        summary:
          "The table's latest replacements, newest first: who, when, the table before and after (admins)",
        response: { 200: changeHistorySchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const rows = await exchangeRateChangeLog(app.database.db, HISTORY_LIMIT);
      return { history: rows.map((row) => presentChangeLogEntry(row, request.viewer)) };
    },
  );

  app.put(
    '/exchange-rates/',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['exchange-rates'],
        summary: 'Replace the exchange-rate table (admins): by hand or from a CSV file, whole or nothing',
        description:
          'Send If-Match with the ETag of the table as read: a table replaced since answers 412 stale_write ' +
          'and changes nothing. Without If-Match the replacement is made whatever the table holds.',
        body: exchangeRatesUpdateSchema,
        response: {
          200: exchangeRatesSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          412: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { rates_of: ratesOf, rates, csv } = request.body;
      let next = rates ?? [];
      if (csv !== undefined) {
        const parsed = parseRateFile(csv);
        if (parsed.rates === null) {
          const lines = parsed.problems.map((p) => `Line ${p.line}: ${p.message}`);
          throw new HttpError(400, `csv: ${lines.join(' ')}`, {
            code: 'validation_failed',
            fields: { csv: lines },
          });
        }
        next = parsed.rates;
      } else {
        const seen = new Set<string>();
        for (const rate of next) {
          if (rate.currency === 'EUR' || seen.has(rate.currency)) {
            const detail = `${rate.currency} is the base or given twice.`;
            throw new HttpError(400, `rates: ${detail}`, {
              code: 'validation_failed',
              fields: { rates: [detail] },
            });
          }
          seen.add(rate.currency);
        }
      }
      const editorId = accountId(request);
      const table = await app.write(async (tx, write) => {
        // Read in the same transaction as the replacement, so two admins cannot both pass the check.
        checkIfMatch(request, ratesEtag(await readExchangeRates(tx)), STALE_TABLE_MESSAGE);
        return replaceExchangeRates(write, { ratesOf, rates: next }, editorId);
      });
      reply.header('ETag', ratesEtag(table));
      return table;
    },
  );
};

export default exchangeRateRoutes;
