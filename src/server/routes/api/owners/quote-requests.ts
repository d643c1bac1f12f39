/**
 * A request to several studios (product.md §14 "A request to several studios"): from the comparison, a
 * visitor asks 2–4 studios for their availability and a quote at once. Each studio gets its own
 * enquiry (its owners, or the admins while it has none: mail and inbox), naming no other studio; the
 * sender gets one summary of the studios reached. The single enquiry's defences, counted per studio
 * reached and refused whole: FORM_RATE_LIMIT per address and per email, the form token (spent once),
 * the honeypot and the consent. One write: every copy and every message, or nothing.
 */
import { ERROR_CODES } from '@domain/error-codes';
import { quoteRequestSchema, quoteRequestSentSchema } from '@domain/schemas/quote-request-schemas';
import { errorSchema } from '@domain/schemas/studio-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { spendFormToken } from '../../../db/repositories/form-token-uses';
import { insertQuoteCopies } from '../../../db/repositories/quote-requests';
import { readerLocale } from '../../../lib/http/accept-language';
import { clientAddressKey } from '../../../lib/http/client-address';
import { checkFormToken, formTooFast } from '../../../lib/http/form-token';
import { HttpError } from '../../../lib/http/http-error';
import { FORM_RATE_LIMITED, takeAllowancesTogether } from '../../../lib/http/rate-limit-guard';
import { studioContacts, writeAndMail } from '../../../services/mailed-write';
import { quoteRequestMails } from '../../../services/quote-request-mail';

const errors = { 400: errorSchema, 403: errorSchema, 429: errorSchema };

const quoteRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/quote-requests/',
    {
      schema: {
        tags: ['owners'],
        summary:
          'Ask 2–4 studios of a comparison for availability and a quote (anyone; CSRF; a form token; rate limited per studio reached)',
        description:
          'One enquiry to each studio: its owners (or the admins while it has none) get it by mail and in their inbox, naming no other studio; the sender gets one summary listing the studios reached (none of their words). `consent: true` is required. `form_token` as for a single enquiry. The per-address and per-email allowance of enquiries is counted once per studio, and a request that does not fit whole is refused whole (429). A studio that cannot be reached (unknown or not public) refuses the whole request (400 quote_studio_unavailable). A request that fills the hidden `website` field is answered alike and dropped.',
        body: quoteRequestSchema,
        response: { 201: quoteRequestSentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const ids = body.studio_ids;
      const forms = app.publicForms;
      const token = checkFormToken(await forms.tokenSecret(), body.form_token, app.config.forms.minFillMs);
      const studios = await Promise.all(ids.map((id) => app.readCache.studio(id, false)));
      const missing = ids.filter((_, i) => !studios[i]);
      if (missing.length > 0)
        throw new HttpError(400, ERROR_CODES.quote_studio_unavailable, {
          code: 'quote_studio_unavailable',
          fields: { studio_ids: [`Cannot be reached: ${missing.join(', ')}.`] },
        });
      takeAllowancesTogether(
        [
          { limit: forms.byAddress.enquiry, client: clientAddressKey(request.ip) },
          { limit: forms.byEmail.enquiry, client: body.email.toLowerCase() },
        ],
        ids.length,
        FORM_RATE_LIMITED,
      );
      if (body.website) return reply.status(201).send({ status: 'sent' as const, studios: ids.length });
      const locale = readerLocale(request);
      await writeAndMail(
        app,
        async (tx) => {
          // Single use, in the request's own transaction: a refused or failed request leaves it unspent.
          if (!(await spendFormToken(tx, token))) throw formTooFast();
          const rows = await insertQuoteCopies(
            tx,
            ids.map((studioId) => ({
              studioId,
              name: body.name,
              email: body.email,
              company: body.company,
              productionType: body.production_type,
              dateFrom: body.date_from,
              dateTo: body.date_to,
              message: body.message,
              locale,
              prepDays: body.prep_days,
              shootDays: body.shoot_days,
              strikeDays: body.strike_days,
              crew: body.crew,
            })),
          );
          const copies = [];
          for (const [i, row] of rows.entries())
            copies.push({
              row,
              studioName: studios[i]?.name ?? '',
              contacts: await studioContacts(tx, row.studioId),
            });
          return { result: rows.length, mail: quoteRequestMails(copies) };
        },
        { announce: false },
      );
      return reply.status(201).send({ status: 'sent' as const, studios: ids.length });
    },
  );
};

export default quoteRequestRoutes;
