/**
 * The gazetteer's routes (product.md §11): suggestions for the 'near' box and the place of a city in a
 * country (which the admin's city editor proposes as the studio's coordinates). Public, read-only,
 * rate-limited per client; the answers never change while the server runs, so they may be cached.
 */

import { countryCodeOf } from '@domain/countries';
import { parseLatLng } from '@domain/geo';
import {
  PLACE_RESULTS_MAX,
  placeAtQuerySchema,
  placeAtResponseSchema,
  placeLocateQuerySchema,
  placeLocateResponseSchema,
  placeSearchQuerySchema,
  placeSearchResponseSchema,
} from '@domain/schemas/place-schemas';
import { errorSchema } from '@domain/schemas/studio-schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientAddressKey } from '../../../lib/http/client-address';
import { HttpError } from '../../../lib/http/http-error';

const errors = { 400: errorSchema, 429: errorSchema };
const CACHE_CONTROL = 'public, max-age=86400';

function takeAllowance(request: FastifyRequest): void {
  const limit = request.server.placesRateLimit;
  const client = clientAddressKey(request.ip);
  if (limit.take(client)) return;
  const seconds = Math.max(1, Math.ceil(limit.retryAfterMs(client) / 1000));
  throw new HttpError(
    429,
    'Too many place look-ups from this address; try again shortly.',
    { code: 'rate_limited' },
    { 'Retry-After': String(seconds) },
  );
}

function countryCodeParam(field: string, value: string): string {
  const code = countryCodeOf(value);
  if (code) return code;
  const reason = 'Unknown country: give an ISO 3166-1 alpha-2 code (DE) or its English or Russian name.';
  throw new HttpError(400, `${field}: ${reason}`, {
    code: 'validation_failed',
    fields: { [field]: [reason] },
  });
}

const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/places/',
    {
      schema: {
        tags: ['places'],
        summary: "Places whose name starts with q (the 'near' box's suggestions)",
        description:
          `At most ${PLACE_RESULTS_MAX}, the exact name first, then by population. Offline GeoNames data ` +
          '(places of 1,000 people or more; CC BY); the first call after a start loads it (about a second).',
        querystring: placeSearchQuerySchema,
        response: { 200: placeSearchResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { q, lang = 'en', country } = request.query;
      const countryCode = country ? countryCodeParam('country', country) : null;
      takeAllowance(request);
      const results = await app.gazetteer.search({
        query: q,
        language: lang,
        countryCode,
        limit: PLACE_RESULTS_MAX,
      });
      reply.header('Cache-Control', CACHE_CONTROL);
      return { results };
    },
  );

  app.get(
    '/places/locate/',
    {
      schema: {
        tags: ['places'],
        summary: "The place of a city in a country: a studio's proposed coordinates",
        description:
          'The most populous place of that exact name (any of its GeoNames names, case and accents aside) ' +
          'in the country; result is null when there is none.',
        querystring: placeLocateQuerySchema,
        response: { 200: placeLocateResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { city, country, lang = 'en' } = request.query;
      const code = countryCodeParam('country', country);
      takeAllowance(request);
      const place = await app.gazetteer.locate(city, code, lang);
      reply.header('Cache-Control', CACHE_CONTROL);
      return { result: place };
    },
  );

  app.get(
    '/places/at/',
    {
      schema: {
        tags: ['places'],
        summary: "The place at a point: the name of a shared or reloaded 'near' search",
        description:
          "The most populous place whose coordinates are the point's (as the 'near' box writes them, to " +
          '5 decimals); in Russian its Russian name where GeoNames has one. result is null when none.',
        querystring: placeAtQuerySchema,
        response: { 200: placeAtResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { near, lang = 'en' } = request.query;
      const point = parseLatLng(near);
      if (!point) {
        const reason = 'Expected <latitude>,<longitude>: latitude -90 to 90, longitude -180 to 180.';
        throw new HttpError(400, `near: ${reason}`, {
          code: 'validation_failed',
          fields: { near: [reason] },
        });
      }
      takeAllowance(request);
      const place = await app.gazetteer.at(point.latitude, point.longitude, lang);
      reply.header('Cache-Control', CACHE_CONTROL);
      return { result: place };
    },
  );
};

export default placesRoutes;
