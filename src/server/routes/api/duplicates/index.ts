/**
 * Likely duplicate studios (product.md §20), admins only: the pairs the finder proposes, and "Not a
 * duplicate", remembered (duplicate_dismissals, in the change log) until withdrawn.
 */
import {
  mergeListSchema,
  mergeParamsSchema,
  mergePreviewParamsSchema,
  mergePreviewSchema,
  mergeRequestSchema,
  mergeSchema,
} from '@domain/schemas/duplicate-merge-schemas';
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
import { listMerges } from '../../../db/repositories/studio-merges';
import { accountId, requireStaff } from '../../../lib/http/guards';
import { HttpError } from '../../../lib/http/http-error';
import { presentDuplicateDismissal, presentDuplicatePair } from '../../../presenters/duplicate-presenter';
import { presentMerge } from '../../../presenters/merge-presenter';
import { likelyDuplicatePairs } from '../../../services/likely-duplicates';
import { mergePreview, mergeStudios, undoMerge } from '../../../services/studio-merge';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const mergeErrors = { ...errors, 409: errorSchema, 412: errorSchema };

/** How many merges the list shows, newest first. */
const MERGE_LIST_LIMIT = 100;

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

  app.get(
    '/duplicates/:a/:b/merge-preview/',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['studios'],
        summary: 'What merging two studios would do (admins)',
        description:
          'Both studios (lower id first) with their versions and what would move from each, the default ' +
          'survivor (the more recently verified; the lower id on a tie), and every studio field and catalog ' +
          'parameter on which they differ with whose value is kept by default. 409 merge_studio_unavailable ' +
          'when either is archived or merged already.',
        params: mergePreviewParamsSchema,
        response: { 200: mergePreviewSchema, ...mergeErrors },
      },
    },
    async (request) => mergePreview(app.database.db, request.params.a, request.params.b),
  );

  app.post(
    '/duplicates/merges/',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['studios'],
        summary: 'Merge one studio into another (admins; CSRF)',
        description:
          "Applies the chosen values to the survivor, moves the merged studio's sources, images, calendar " +
          'ranges, owners, claims, corrections and enquiries to it, and archives the merged studio, whose ' +
          'addresses then answer 301 to the survivor; one change-log entry. 412 stale_write when a ' +
          "studio's version is not the preview's; 400 merge_choice_invalid for a choice of a field or " +
          'parameter they do not differ on, or of a studio not in the merge. Nothing changes on a refusal.',
        body: mergeRequestSchema,
        response: { 201: mergeSchema, ...mergeErrors },
      },
    },
    async (request, reply) => {
      const adminId = accountId(request);
      const merge = await app.write((_tx, write) => mergeStudios(write, request.body, adminId));
      return reply.status(201).send(await presentOneMerge(merge.id));
    },
  );

  app.get(
    '/duplicates/merges/',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['studios'],
        summary: 'Recent merges, newest first (admins)',
        description: `At most ${MERGE_LIST_LIMIT}; can_undo is true while neither studio changed since.`,
        response: { 200: mergeListSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => {
      const rows = await listMerges(app.database.db, { limit: MERGE_LIST_LIMIT });
      return { count: rows.length, results: rows.map(presentMerge) };
    },
  );

  app.post(
    '/duplicates/merges/:id/undo/',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['studios'],
        summary: 'Undo a merge (admins; CSRF)',
        description:
          'Both studios as they were before the merge, every moved row back; one change-log entry. ' +
          '409 merge_undo_blocked when either studio changed after the merge, 409 merge_already_undone.',
        params: mergeParamsSchema,
        response: { 200: mergeSchema, ...mergeErrors },
      },
    },
    async (request) => {
      const adminId = accountId(request);
      await app.write((_tx, write) => undoMerge(write, request.params.id, adminId));
      return presentOneMerge(request.params.id);
    },
  );

  async function presentOneMerge(id: number) {
    const [row] = await listMerges(app.database.db, { limit: 1, id });
    if (!row) throw new Error('merge not found after its write');
    return presentMerge(row);
  }
};

export default duplicateRoutes;
