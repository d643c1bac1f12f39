/**
 * Freshness (product.md §14): when each value was last verified and by whom (admin, owner, an approved
 * correction), or, when nobody has, when it was added and how (an import, the demo data), read from
 * the change log; admins and the studio's owners confirm values unchanged
 * ('Still correct'), which moves their date.
 */

import { STALE_AFTER_DAYS } from '@domain/limits';
import { type Verifications, verificationsSchema, verifyRequestSchema } from '@domain/schemas/owner-schemas';
import { NOT_FOUND_STUDIO, studioIdParamsSchema } from '@domain/schemas/path-params';
import { errorSchema } from '@domain/schemas/studio-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lockStudio } from '../../../db/repositories/studio-edits';
import { confirmValues, studioVerifications } from '../../../db/repositories/value-freshness';
import { accountId, requireStudioEditor } from '../../../lib/http/guards';
import { HttpError } from '../../../lib/http/http-error';
import { isStaffViewer } from '../../../lib/http/viewer';
import { currentValue } from '../../../presenters/current-value';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const STALE_MS = STALE_AFTER_DAYS * 86_400_000;

const freshnessRoutes: FastifyPluginAsyncZod = async (app) => {
  async function answer(studioId: number) {
    const now = Date.now();
    const values: Verifications['values'] = {};
    for (const [key, v] of await studioVerifications(app.database.db, studioId)) {
      const at = v.at.toISOString();
      const stale = now - v.at.getTime() > STALE_MS;
      values[key] =
        v.status === 'verified'
          ? { status: 'verified', verified_at: at, verified_by: v.verifiedBy, stale }
          : { status: 'added', added_at: at, added_from: v.addedFrom, stale };
    }
    return { values };
  }

  app.get(
    '/studios/studios-enhanced/:id/verifications/',
    {
      schema: {
        tags: ['owners'],
        summary:
          'When each field and parameter of a studio was verified and by whom, or added and how (public)',
        params: studioIdParamsSchema,
        response: { 200: verificationsSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const account = request.viewer.account;
      const mayRead = isStaffViewer(request.viewer) || (account?.ownedStudioIds.includes(id) ?? false);
      if (!(await app.readCache.studio(id, mayRead))) throw new HttpError(404, NOT_FOUND_STUDIO);
      return answer(id);
    },
  );

  app.post(
    '/studios/studios-enhanced/:id/verify/',
    {
      onRequest: requireStudioEditor,
      schema: {
        tags: ['owners'],
        summary: "'Still correct': confirm values unchanged (admins and the studio's owners)",
        description:
          'Each key must name a value the studio has; the change log records the confirmation (action verify).',
        params: studioIdParamsSchema,
        body: verifyRequestSchema,
        response: { 200: verificationsSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const verifierId = accountId(request);
      await app.write(async (tx, write) => {
        const row = await lockStudio(tx, id);
        if (!row) throw new HttpError(404, NOT_FOUND_STUDIO);
        const values = new Map<string, unknown>();
        for (const key of new Set(request.body.keys)) {
          const value = currentValue(row, key);
          if (value === null || value === undefined || value === '' || key === 'detailed_attributes') {
            throw new HttpError(400, `keys: ${key} has no value to confirm.`, {
              code: 'validation_failed',
              fields: { keys: [`${key} has no value to confirm.`] },
            });
          }
          values.set(key, value);
        }
        await confirmValues(write, id, values, verifierId);
      });
      return answer(id);
    },
  );
};

export default freshnessRoutes;
