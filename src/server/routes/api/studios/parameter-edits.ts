/**
 * Setting one parameter by hand (product.md §10 "Editing a value", issue 34): admins, and the
 * studio's own owners, from the studio page. The value is checked as every path checks it
 * (parameter-number.ts for numbers), written through the write path with its change-log row, and
 * the studio is answered as it is afterwards (with its ETag; a stale If-Match answers 412).
 */

import { CAPABILITY_STATUSES, catalogEntry } from '@domain/parameter-catalog';
import { parseBoolean } from '@domain/parameter-values';
import { parameterEditSchema, parameterParamsSchema } from '@domain/schemas/parameter-edit-schemas';
import { NOT_FOUND_STUDIO } from '@domain/schemas/path-params';
import { errorSchema, studioSchema } from '@domain/schemas/studio-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { editParameter } from '../../../db/repositories/parameter-edits';
import { currentParameterMap } from '../../../db/repositories/parameter-import-rows';
import { lockStudio } from '../../../db/repositories/studio-edits';
import { accountId, requireStudioEditor } from '../../../lib/http/guards';
import { HttpError } from '../../../lib/http/http-error';
import { checkIfMatch } from '../../../lib/http/if-match';
import { acceptParameterValue } from '../../../lib/http/parameter-value';
import { presentStudio, studioEtag } from '../../../presenters/studio-presenter';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 412: errorSchema };

function refuse(input: string, detail: string): never {
  throw new HttpError(400, `${input}: ${detail}`, {
    code: 'validation_failed',
    fields: { [input]: [detail] },
  });
}

/** The text to store, by the catalog's type of the key; null clears. */
function acceptedValue(key: string, raw: string | null): string | null {
  const value = raw?.trim() ?? '';
  if (value === '') return null;
  const type = catalogEntry(key)?.type;
  if (type === 'boolean' && parseBoolean(value) === null && value.toLowerCase() !== 'unknown')
    refuse('value', 'Must be Yes, No or Unknown.');
  if (type === 'enum' && !CAPABILITY_STATUSES.some((s) => s.toLowerCase() === value.toLowerCase()))
    refuse('value', `Must be one of: ${CAPABILITY_STATUSES.join(', ')}.`);
  return acceptParameterValue(key, value, 'value');
}

const parameterEditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/studios/studios-enhanced/:id/parameters/:key/',
    {
      onRequest: requireStudioEditor,
      schema: {
        tags: ['studios'],
        summary: "Set, change or clear one parameter (admins; an owner: their own studio's)",
        description:
          'A catalog parameter, or one the studio has. A number parameter takes a number in its unit ' +
          '(a decimal comma allowed; a range where the catalog allows one) or nothing: anything else ' +
          'answers 400 parameter_value_invalid. A source_url becomes a studio source the value cites. ' +
          'Send If-Match with the ETag you read to be refused (412) when the studio changed meanwhile.',
        params: parameterParamsSchema,
        body: parameterEditSchema,
        response: { 200: studioSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id, key } = request.params;
      const value = acceptedValue(key, request.body.value);
      const sourceUrl = request.body.source_url ?? null;
      if (value === null && sourceUrl) refuse('source_url', 'A source supports a value: give the value too.');
      const editorId = accountId(request);
      const row = await app.write(async (tx, write) => {
        const studio = await lockStudio(tx, id);
        if (!studio) throw new HttpError(404, NOT_FOUND_STUDIO);
        checkIfMatch(request, studioEtag(studio));
        if (!catalogEntry(key) && !(await currentParameterMap(tx, id)).has(key))
          refuse('key', 'Not a parameter of the catalog, nor one this studio has.');
        await editParameter(write, { studioId: id, key, value, sourceUrl, editorId });
        const after = write.studioRow(id) ?? (await lockStudio(tx, id));
        if (!after) throw new Error('studio vanished inside its own transaction');
        return after;
      });
      reply.header('ETag', studioEtag(row));
      return presentStudio(row);
    },
  );
};

export default parameterEditRoutes;
