/**
 * Enquiries (product.md §14): a visitor writes to a studio; the message goes to its owners, or to the
 * admins while it has none, by mail (the outbox) and into the inbox here; the sender gets a note that
 * it went, with none of their words (their address is not confirmed: issue 35).
 * Spam: FORM_RATE_LIMIT per address and per email, a honeypot field, and the minimum fill time (the
 * form token of GET /api/forms/token/ is required).
 */

import {
  enquiryListSchema,
  enquiryReceivedSchema,
  enquiryRequestSchema,
} from '@domain/schemas/owner-schemas';
import {
  enquiryParamsSchema,
  NOT_FOUND_ENQUIRY,
  NOT_FOUND_STUDIO,
  studioIdParamsSchema,
} from '@domain/schemas/path-params';
import { errorSchema } from '@domain/schemas/studio-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { insertEnquiry, listEnquiries } from '../../../db/repositories/enquiries';
import { spendFormToken } from '../../../db/repositories/form-token-uses';
import { eraseEnquiry } from '../../../db/repositories/personal-data';
import { readerLocale } from '../../../lib/http/accept-language';
import { checkFormToken, formTooFast } from '../../../lib/http/form-token';
import { PRIVATE_CACHE_CONTROL, requireStaff, requireStudioEditor } from '../../../lib/http/guards';
import { HttpError } from '../../../lib/http/http-error';
import { FORM_RATE_LIMITED, takeAddressAllowance, takeAllowance } from '../../../lib/http/rate-limit-guard';
import { presentEnquiry } from '../../../presenters/enquiry-presenter';
import { enquiryMails } from '../../../services/enquiry-mail';
import { studioContacts, writeAndMail } from '../../../services/mailed-write';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 429: errorSchema };

const enquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/studios/studios-enhanced/:id/enquiries/',
    {
      schema: {
        tags: ['owners'],
        summary: 'Contact a studio (anyone; CSRF; a form token; rate limited per address and per email)',
        description:
          "Goes to the studio's owners (or the admins while it has none) by mail and into their inbox; the sender " +
          'gets a note that it went (to whom, when; none of their words). `consent: true` is required. ' +
          '`form_token` comes from GET /api/forms/token/, must be at least FORM_MIN_FILL_SECONDS old and works ' +
          'once (400 form_too_fast). A request that fills the hidden `website` field is ' +
          'answered alike and dropped.',
        params: studioIdParamsSchema,
        body: enquiryRequestSchema,
        response: { 201: enquiryReceivedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const body = request.body;
      const forms = app.publicForms;
      takeAddressAllowance(forms.byAddress.enquiry, request.ip, FORM_RATE_LIMITED);
      takeAllowance(forms.byEmail.enquiry, body.email.toLowerCase(), FORM_RATE_LIMITED);
      const token = checkFormToken(await forms.tokenSecret(), body.form_token, app.config.forms.minFillMs);
      const studio = await app.readCache.studio(id, false);
      if (!studio) throw new HttpError(404, NOT_FOUND_STUDIO);
      if (body.website) return reply.status(201).send({ id: 0, status: 'sent' as const });
      const senderLocale = readerLocale(request);
      const row = await writeAndMail(
        app,
        async (tx) => {
          // Single use, in the enquiry's own transaction: a refused or failed enquiry leaves it unspent.
          if (!(await spendFormToken(tx, token))) throw formTooFast();
          const row = await insertEnquiry(tx, {
            studioId: id,
            name: body.name,
            email: body.email,
            company: body.company,
            productionType: body.production_type,
            dateFrom: body.date_from,
            dateTo: body.date_to,
            message: body.message,
            locale: senderLocale,
          });
          const contacts = await studioContacts(tx, id);
          return { result: row, mail: enquiryMails(row, studio.name, contacts) };
        },
        { announce: false },
      );
      return reply.status(201).send({ id: row.id, status: 'sent' as const });
    },
  );

  app.get(
    '/studios/studios-enhanced/:id/enquiries/',
    {
      onRequest: requireStudioEditor,
      schema: {
        tags: ['owners'],
        summary: "A studio's enquiries, newest first: its inbox (the studio's owners and admins)",
        params: studioIdParamsSchema,
        response: { 200: enquiryListSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await app.readCache.studio(id, true))) throw new HttpError(404, NOT_FOUND_STUDIO);
      return { results: (await listEnquiries(app.database.db, [id])).map(presentEnquiry) };
    },
  );

  // POST .../delete/ rather than DELETE .../{enquiryId}/: a client that resolves a '..' id would turn
  // the latter into DELETE .../studios-enhanced/{id}/, the studio's archive.
  app.post(
    '/studios/studios-enhanced/:id/enquiries/:enquiryId/delete/',
    {
      onRequest: requireStudioEditor,
      schema: {
        tags: ['owners'],
        summary:
          "Delete an enquiry (its personal data) from a studio's inbox (the studio's owners and admins)",
        params: enquiryParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      const { id, enquiryId } = request.params;
      const actorId = request.viewer.account?.id ?? null;
      const erased = await app.write((tx) => eraseEnquiry(tx, id, enquiryId, actorId));
      if (!erased) throw new HttpError(404, NOT_FOUND_ENQUIRY);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/owner/enquiries/',
    {
      schema: {
        tags: ['owners'],
        summary: "The signed-in owner's inbox: enquiries to every studio they own, newest first (owners)",
        response: { 200: enquiryListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const account = request.viewer.account;
      if (!account) throw new HttpError(401, 'Authentication credentials were not provided.');
      if (account.role !== 'owner')
        throw new HttpError(403, 'This inbox is for studio owners; admins read GET /api/admin/enquiries/.');
      reply.header('Cache-Control', PRIVATE_CACHE_CONTROL);
      return { results: (await listEnquiries(app.database.db, account.ownedStudioIds)).map(presentEnquiry) };
    },
  );

  app.get(
    '/admin/enquiries/',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['owners'],
        summary: 'Every enquiry, newest first (admins)',
        response: { 200: enquiryListSchema, ...errors },
      },
    },
    async () => {
      return { results: (await listEnquiries(app.database.db, null)).map(presentEnquiry) };
    },
  );
};

export default enquiryRoutes;
