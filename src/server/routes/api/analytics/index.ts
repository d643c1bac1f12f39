/**
 * First-party page views: the web app posts {path, referrer} on every route change. No
 * cookie is set for this, no address is stored, and a browser that says Do Not Track (DNT or GPC)
 * is not counted. Admins read daily counts per path.
 */

import {
  analyticsSummaryQuerySchema,
  analyticsSummarySchema,
  pageViewRequestSchema,
} from '@domain/schemas/analytics-schemas';
import { errorSchema } from '@domain/schemas/studio-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { takeClientRate } from '../../../db/repositories/client-rate-counters';
import { clientKeyFor, loadClientKeySecret } from '../../../db/repositories/login-attempts';
import { dailyPathCounts, insertPageView } from '../../../db/repositories/page-views';
import { requireStaff } from '../../../lib/http/guards';
import { HttpError } from '../../../lib/http/http-error';

/** Keeps only the origin and path of a referrer: query strings and fragments may carry personal data. */
export function trimReferrer(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  if (referrer.startsWith('/') && !referrer.startsWith('//')) return referrer.split(/[?#]/)[0]!.slice(0, 512);
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return `${url.origin}${url.pathname}`.slice(0, 512);
  } catch {
    return null;
  }
}

/** Page views one client address may send per minute, counted across every server process. */
export const PAGE_VIEW_LIMIT = 120;
const PAGE_VIEW_WINDOW_MS = 60_000;

const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  let secret: Promise<string> | null = null;
  /** The counter's key: a keyed hash of the address, so no address is stored. */
  const clientKey = async (ip: string) => {
    secret ??= loadClientKeySecret(app.database.db).catch((error: unknown) => {
      secret = null;
      throw error;
    });
    return `pageview:${clientKeyFor(await secret, ip)}`;
  };

  app.post(
    '/analytics/pageview/',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Count a page view (no cookie, no address stored; Do Not Track is honoured)',
        body: pageViewRequestSchema,
        response: {
          204: z.null().describe('Counted (or ignored under Do Not Track)'),
          400: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const key = await clientKey(request.ip);
      if (!(await takeClientRate(app.database.db, key, PAGE_VIEW_LIMIT, PAGE_VIEW_WINDOW_MS)).allowed)
        throw new HttpError(429, 'Too many page views from this client; slow down.');
      const doNotTrack = request.headers.dnt === '1' || request.headers['sec-gpc'] === '1';
      if (!doNotTrack) {
        await insertPageView(app.database.db, {
          path: request.body.path.split(/[?#]/)[0]!,
          referrer: trimReferrer(request.body.referrer),
        });
      }
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/analytics/summary/',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['analytics'],
        summary: 'Daily page views per path (admins)',
        querystring: analyticsSummaryQuerySchema,
        response: { 200: analyticsSummarySchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const raw = request.query.days ?? '30';
      if (!/^\d{1,3}$/.test(raw) || Number(raw) < 1 || Number(raw) > 366) {
        throw new HttpError(400, 'days must be a whole number from 1 to 366.');
      }
      const days = Number(raw);
      const rows = await dailyPathCounts(app.database.db, days);
      const today = new Date();
      const from = new Date(
        Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - (days - 1)),
      );
      return {
        from: from.toISOString().slice(0, 10),
        to: today.toISOString().slice(0, 10),
        total: rows.reduce((n, r) => n + r.count, 0),
        days: rows,
      };
    },
  );
};

export default analyticsRoutes;
