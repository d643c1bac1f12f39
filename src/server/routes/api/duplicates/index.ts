/**
 * Likely duplicate studios (product.md §20), admins only: the pairs the finder proposes, and "Not a
 * duplicate", remembered (duplicate_dismissals, in the change log) until withdrawn.
 */
import {
  duplicateDismissalParamsSchema,
  duplicateDismissalRequestSchema,
  duplicateDismissalSchema,
  duplicatePairListSchema,
} from '@domain/schemas/duplicate-schemas';
import { NOT_FOUND_STUDIO } from '@domain/schemas/path-params';
import { errorSchema } from '@domain/schemas/studio-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dismissDuplicate,
  dismissedPairKeys,
  restoreDuplicate,
} from '../../../db/repositories/duplicate-dismissals';
import { accountId, requireStaff } from '../../../lib/http/guards';
import { HttpError } from '../../../lib/http/http-error';
import { presentDuplicateDismissal, presentDuplicatePair } from '../../../presenters/duplicate-presenter';
import { likelyDuplicatePairs } from '../../../services/likely-duplicates';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

const duplicateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/duplicates/',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['studios'],
        summary: 'Likely duplicate studios (admins)',
        description:
          'Pairs of studios that are likely the same one, each with every reason it was proposed (names alike and ' +
          'near or in the same city, the same website domain, the same email); archived studios and the pairs ' +
          'dismissed as not duplicates are left out.',
        response: { 200: duplicatePairListSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => {
      const store = app.studioStore;
      const dismissed = await dismissedPairKeys(app.database.db);
      const pairs = await likelyDuplicatePairs(store, dismissed);
      const results = pairs.flatMap((pair) => presentDuplicatePair(pair, (id) => store.row(id)) ?? []);
      return { count: results.length, results };
    },
  );

  app.post(
    '/duplicates/dismissals/',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['studios'],
        summary: 'Not a duplicate: the pair is proposed no more (admins; CSRF)',
        body: duplicateDismissalRequestSchema,
        response: { 201: duplicateDismissalSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ids = request.body.studio_ids;
      const store = app.studioStore;
      await store.ready();
      if (!store.row(ids[0]) || !store.row(ids[1])) throw new HttpError(404, NOT_FOUND_STUDIO);
      const adminId = accountId(request);
      const row = await app.write((tx) => dismissDuplicate(tx, ids, adminId), { announce: false });
      return reply.status(201).send(presentDuplicateDismissal(row));
    },
  );

  app.delete(
    '/duplicates/dismissals/:a/:b/',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['studios'],
        summary: 'Withdraw a "Not a duplicate": the pair may be proposed again (admins; CSRF)',
        params: duplicateDismissalParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { a, b } = request.params;
      const adminId = accountId(request);
      const restored = await app.write((tx) => restoreDuplicate(tx, [a, b], adminId), { announce: false });
      if (!restored) throw new HttpError(404, 'No dismissal matches the given query.');
      return reply.status(204).send(null);
    },
  );
};

export default duplicateRoutes;
