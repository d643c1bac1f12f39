/**
 * Every error answer is `{code, detail, fields?}` (src/domain/error-codes.ts): a stable machine code,
 * the English text, and for refused input the messages of each field. A path parameter that fails
 * its schema answers 404, not 400: the path names nothing. Never a stack trace to a client; 500s are
 * logged with the request id.
 */
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorBody, HttpError } from '../lib/http/http-error';

/** "/ids/0" -> "ids.0"; the whole body (or query) when the issue has no path. */
function fieldOf(instancePath: string | undefined, part: string): string {
  const joined = (instancePath ?? '').split('/').filter(Boolean).join('.');
  return joined || part;
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      if (error instanceof HttpError) {
        for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
        return reply.status(error.statusCode).send(errorBody(error.statusCode, error.message, error.extra));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        if (error.validationContext === 'params') {
          // A path that names nothing answers 404, as DRF answers a bad primary key; the path
          // schema's message says what is missing (src/domain/schemas/path-params.ts).
          return reply.status(404).send(errorBody(404, error.validation[0]?.message ?? 'Not found.'));
        }
        const fields: Record<string, string[]> = {};
        const part = error.validationContext ?? 'body';
        for (const issue of error.validation) {
          const field = fieldOf(issue.instancePath, part);
          const messages = fields[field] ?? [];
          messages.push(issue.message ?? 'Invalid value.');
          fields[field] = messages;
        }
        const [field, messages] = Object.entries(fields)[0] ?? [part, ['Invalid input.']];
        return reply.status(400).send(
          errorBody(400, `${field}: ${messages[0] ?? 'Invalid input.'}`, {
            code: 'validation_failed',
            fields,
          }),
        );
      }
      const status = error.statusCode ?? 500;
      if (status === 413) return reply.status(413).send(errorBody(413, 'Request body is too large.'));
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        return reply.status(415).send(errorBody(415, 'Unsupported media type: send application/json.'));
      }
      if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
        return reply
          .status(400)
          .send(errorBody(400, 'JSON parse error - the request body is empty.', { code: 'invalid_json' }));
      }
      if (status === 400 && error instanceof SyntaxError) {
        return reply
          .status(400)
          .send(errorBody(400, `JSON parse error - ${error.message}`, { code: 'invalid_json' }));
      }
      if (status >= 400 && status < 500) return reply.status(status).send(errorBody(status, error.message));
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(errorBody(500, 'A server error occurred.'));
    });
  },
  { name: 'error-handler' },
);
