/**
 * Refuses request bodies holding text PostgreSQL cannot store as sent (a NUL character, an unpaired
 * surrogate; see domain/storable-text.ts): 400 naming the field, before any route validates or
 * writes, so no write fails with a 500 or stores a silently altered value.
 */
import fp from 'fastify-plugin';
import { UNSTORABLE_TEXT_MESSAGE, unstorableTextPath } from '../../domain/storable-text';
import { HttpError } from '../lib/http/http-error';

export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      if (request.body === undefined || request.body === null) return;
      const path = unstorableTextPath(request.body);
      if (!path) return;
      const field = path.length > 0 ? path.join('.') : 'body';
      throw new HttpError(400, `${field}: ${UNSTORABLE_TEXT_MESSAGE}`, {
        code: 'validation_failed',
        fields: { [field]: [UNSTORABLE_TEXT_MESSAGE] },
      });
    });
  },
  { name: 'storable-text' },
);
