/**
 * Email alerts of a followed search (product.md §17). Anyone may ask (CSRF; a form token; the honeypot;
 * FORM_RATE_LIMIT per address and per email); what is mailed then is only the confirmation, with a
 * single-use link (double opt-in). Confirming and unsubscribing are pages (subscription-pages.ts).
 * Admins list and delete subscriptions; owners never see them.
 */

import { followedSearchOf } from '@domain/followed-search';
import {
  subscribeAcceptedSchema,
  subscribeRequestSchema,
  subscriptionListSchema,
} from '@domain/schemas/followed-search-schemas';
import { errorSchema } from '@domain/schemas/studio-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { spendFormToken } from '../../../db/repositories/form-token-uses';
import { loadInstallSecret } from '../../../db/repositories/login-attempts';
import {
  eraseSubscription,
  listSubscriptions,
  upsertPendingSubscription,
} from '../../../db/repositories/search-subscriptions';
import { readerLocale } from '../../../lib/http/accept-language';
import { checkFormToken, formTooFast } from '../../../lib/http/form-token';
import { requireStaff } from '../../../lib/http/guards';
import { HttpError } from '../../../lib/http/http-error';
import { FORM_RATE_LIMITED, takeAddressAllowance, takeAllowance } from '../../../lib/http/rate-limit-guard';
import { requestOrigin } from '../../../lib/http/request-origin';
import { newConfirmToken } from '../../../lib/subscription-tokens';
import { presentSubscription } from '../../../presenters/subscription-presenter';
import { SUBSCRIPTION_SECRET, unsubscribeUrl } from '../../../services/digest-job';
import { confirmationMail, searchPageUrl } from '../../../services/followed-search-mail';
import { writeAndMail } from '../../../services/mailed-write';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 429: errorSchema };
const NOT_FOUND_SUBSCRIPTION = 'No subscription matches the given query.';
const subscriptionParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, { error: NOT_FOUND_SUBSCRIPTION })
    .transform(Number)
    .describe('Subscription id (a positive integer)'),
});

const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/subscriptions/',
    {
      schema: {
        tags: ['followed searches'],
        summary:
          'Follow a search by email (anyone; CSRF; a form token; rate limited per address and per email)',
        description:
          'Mails a confirmation link (single use) and nothing else until it is opened (double opt-in). ' +
          '`query` is the list address (its filters, search, place, radius and ranges; sort and view are ' +
          'ignored), read as the list API reads it (400 naming a bad parameter). The answer is the same ' +
          'whether or not the address already follows the search. A request that fills the hidden ' +
          '`website` field is answered alike and dropped.',
        body: subscribeRequestSchema,
        response: { 202: subscribeAcceptedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const limits = app.followedSearches;
      takeAddressAllowance(limits.byAddress, request.ip, FORM_RATE_LIMITED);
      takeAllowance(limits.byEmail, body.email.toLowerCase(), FORM_RATE_LIMITED);
      const token = checkFormToken(
        await app.publicForms.tokenSecret(),
        body.form_token,
        app.config.forms.minFillMs,
      );
      const { followed, issues } = followedSearchOf(body.query);
      if (issues.length > 0) {
        const fields: Record<string, string[]> = {};
        for (const issue of issues) fields[`query.${issue.field}`] = [issue.reason];
        throw new HttpError(400, issues.map((i) => `${i.field}: ${i.reason}`).join(' '), {
          code: 'validation_failed',
          fields,
        });
      }
      const accepted = { status: 'check_your_mail' as const };
      if (body.website) return reply.status(202).send(accepted);
      const locale = body.locale ?? readerLocale(request);
      const origin = requestOrigin(request);
      const secret = await loadInstallSecret(app.database.db, SUBSCRIPTION_SECRET);
      await writeAndMail(
        app,
        async (tx) => {
          if (!(await spendFormToken(tx, token))) throw formTooFast();
          const confirm = newConfirmToken();
          const row = await upsertPendingSubscription(tx, {
            email: body.email,
            queryKey: followed.key,
            frequency: body.frequency,
            locale,
            origin,
            confirmTokenHash: confirm.hash,
          });
          if (!row) return { result: null, mail: [] };
          const links = app.config.publicUrl ?? origin;
          const text = confirmationMail(locale, {
            searchUrl: searchPageUrl(links, followed.key),
            confirmUrl: `${links}/subscriptions/confirm?token=${confirm.token}`,
            unsubscribeUrl: unsubscribeUrl(links, secret, row.id),
            frequency: body.frequency,
          });
          return {
            result: row.id,
            mail: [
              {
                to: row.email,
                locale,
                kind: 'search_confirm',
                about: { kind: 'subscription' as const, id: row.id },
                ...text,
              },
            ],
          };
        },
        { announce: false },
      );
      return reply.status(202).send(accepted);
    },
  );

  app.get(
    '/admin/search-subscriptions/',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['followed searches'],
        summary: "Followed searches' email subscriptions, newest first (admins; personal data)",
        response: { 200: subscriptionListSchema, ...errors },
      },
    },
    async () => ({ results: (await listSubscriptions(app.database.db, 1000)).map(presentSubscription) }),
  );

  app.post(
    '/admin/search-subscriptions/:id/delete/',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['followed searches'],
        summary: 'Delete a subscription and erase its address from the outbox (admins)',
        params: subscriptionParams,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      const actorId = request.viewer.account?.id ?? null;
      const erased = await app.write((tx) => eraseSubscription(tx, request.params.id, actorId, 'request'), {
        announce: false,
      });
      if (!erased) throw new HttpError(404, NOT_FOUND_SUBSCRIPTION);
      return reply.status(204).send(null);
    },
  );
};

export default subscriptionRoutes;
