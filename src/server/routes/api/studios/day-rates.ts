/**
 * Setting a studio's structured day rates (product.md §18, issue 38): admins, and the studio's own
 * owners, from the studio page. The whole set at once (null clears it), checked by the domain's
 * schema, written through the write path with one change-log row (before, after), and the studio
 * answered as it is afterwards (with its ETag; a stale If-Match answers 412).
 */
import { dayRatesEditSchema } from '@domain/schemas/day-rate-schemas';
import { NOT_FOUND_STUDIO, studioIdParamsSchema } from '@domain/schemas/path-params';
import { errorSchema, studioSchema } from '@domain/schemas/studio-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setDayRates } from '../../../db/repositories/day-rates';
import { lockStudio } from '../../../db/repositories/studio-edits';
import { accountId, requireStudioEditor } from '../../../lib/http/guards';
import { HttpError } from '../../../lib/http/http-error';
import { checkIfMatch } from '../../../lib/http/if-match';
import { presentStudio, studioEtag } from '../../../presenters/studio-presenter';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 412: errorSchema };

const dayRateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/studios/studios-enhanced/:id/day-rates/',
    {
      onRequest: requireStudioEditor,
      schema: {
        tags: ['studios'],
        summary: "Set or clear a studio's day rates (admins; an owner: their own studio's)",
        description:
          'The whole set: currency (ISO 4217), shooting, prep/strike and half-day rates, minimum days, ' +
          'what is included and overtime terms; day_rates null clears them. Send If-Match with the ETag ' +
          'you read to be refused (412) when the studio changed meanwhile.',
        params: studioIdParamsSchema,
        body: dayRatesEditSchema,
        response: { 200: studioSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const editorId = accountId(request);
      const after = request.body.day_rates;
      const row = await app.write(async (tx, write) => {
        const studio = await lockStudio(tx, id);
        if (!studio) throw new HttpError(404, NOT_FOUND_STUDIO);
        checkIfMatch(request, studioEtag(studio));
        const changed = await setDayRates(write, {
          studioId: id,
          before: studio.dayRates ?? null,
          after: after ? { ...after, included: [...new Set(after.included)] } : null,
          adminId: editorId,
          action: 'edit',
        });
        return changed ? (write.studioRow(id) ?? studio) : studio;
      });
      reply.header('ETag', studioEtag(row));
      return presentStudio(row);
    },
  );
};

export default dayRateRoutes;
