/**
 * The Atom feed of any list address (product.md §17): GET /api/feeds/studios.atom?<the list API's
 * query>. Public like the list (the same answer for every reader: public studios only), with an
 * ETag and the shared caches' Cache-Control.
 */
import { createHash } from 'node:crypto';
import { summarizeChanges } from '@domain/digest-plan';
import { followedSearchOf } from '@domain/followed-search';
import { errorSchema } from '@domain/schemas/studio-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recentStudioChanges } from '../../../db/repositories/studio-change-reads';
import { readerLocale } from '../../../lib/http/accept-language';
import { PUBLIC_SHARED_CACHE_CONTROL, replyNotModified } from '../../../lib/http/conditional-get';
import { HttpError } from '../../../lib/http/http-error';
import { requestOrigin } from '../../../lib/http/request-origin';
import { presentListStudio } from '../../../presenters/studio-presenter';
import { ChangedStudiosMatcher } from '../../../services/followed-search-matcher';
import { atomFeed, FEED_DAYS, FEED_MAX_CHANGES, FEED_MAX_ENTRIES } from '../../../services/studio-feed';

const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/feeds/studios.atom',
    {
      schema: {
        tags: ['followed searches'],
        summary: 'Atom feed of a search: new and changed studios that match it (anyone)',
        description:
          "Takes the list API's query (filters, q, near, radius_km, bounds, ranges; sort and page are ignored). " +
          `Entries: the studios changed in the last ${FEED_DAYS} days that match now, newest first, at most ` +
          `${FEED_MAX_ENTRIES}; a new studio as new, another with the fields that changed (before → after). ` +
          'lang=ru for Russian words.',
        querystring: z.object({ lang: z.enum(['en', 'ru']).optional() }).loose(),
        produces: ['application/atom+xml'],
        response: { 200: z.string().describe('An Atom 1.0 document'), 400: errorSchema },
      },
    },
    async (request, reply) => {
      const at = request.url.indexOf('?');
      const search = at === -1 ? '' : request.url.slice(at);
      const { followed, issues } = followedSearchOf(search);
      if (issues.length > 0) {
        const fields: Record<string, string[]> = {};
        for (const issue of issues) fields[issue.field] = [...(fields[issue.field] ?? []), issue.reason];
        throw new HttpError(400, issues.map((i) => `${i.field}: ${i.reason}`).join(' '), {
          code: 'validation_failed',
          fields,
        });
      }
      const locale = request.query.lang ?? readerLocale(request);
      const changes = await recentStudioChanges(app.database.db, FEED_DAYS, FEED_MAX_CHANGES);
      await app.studioStore.ready();
      const summaries = summarizeChanges(changes);
      const matcher = new ChangedStudiosMatcher(
        app.studioStore,
        summaries.map((s) => s.studioId),
        presentListStudio,
      );
      const matched = matcher.matching(followed.key);
      const entries = summaries
        .filter((s) => matched.has(s.studioId))
        .slice(0, FEED_MAX_ENTRIES)
        .map((summary) => ({ summary, name: matcher.studio(summary.studioId)!.name }));
      const origin = requestOrigin(request);
      const selfUrl = `${origin}/api/feeds/studios.atom${followed.key ? `?${followed.key}` : ''}`;
      const body = atomFeed({
        origin,
        selfUrl,
        key: followed.key,
        locale,
        entries,
        emptyUpdated: new Date(0),
      });
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      if (replyNotModified(request, reply, etag, PUBLIC_SHARED_CACHE_CONTROL)) return reply;
      reply.header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
      return reply.type('application/atom+xml; charset=utf-8').send(body);
    },
  );
};

export default feedRoutes;
