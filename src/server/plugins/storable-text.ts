/**
 * Refuses request bodies holding text PostgreSQL cannot store as sent (a NUL character, an unpaired
 * surrogate; see domain/storable-text.ts): 400 naming the field, before any route validates or
 * writes, so no write fails with a 500 or stores a silently altered value.
 *
 * A JSON body can hold either only as an escape (`\u0000`, `\ud800`...: JSON forbids raw control
 * characters, and a raw surrogate cannot be sent as UTF-8), so a body whose text has no such escape
 * is clean and is not walked (a 5,000-parameter import's walk took about 4 ms of the event loop).
 */

import { UNSTORABLE_TEXT_MESSAGE, unstorableTextPath } from '@domain/storable-text';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http/http-error';

/** An escape that may decode to NUL or to a surrogate (a false alarm only costs the walk). */
const SUSPECT_ESCAPE = /\\u(?:0000|[dD][89a-fA-F])/;

const cleanBodies = new WeakSet<FastifyRequest>();

export default fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser(
      app.initialConfig.onProtoPoisoning ?? 'error',
      app.initialConfig.onConstructorPoisoning ?? 'error',
    );
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (typeof body === 'string' && !SUSPECT_ESCAPE.test(body)) cleanBodies.add(request);
      parseJson(request, body as string, done);
    });

    app.addHook('preValidation', async (request) => {
      if (request.body === undefined || request.body === null || cleanBodies.has(request)) return;
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
