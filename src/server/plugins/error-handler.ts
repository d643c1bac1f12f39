/**
 * Errors as Django REST Framework gives them: a JSON body {"detail": "..."}; validation errors add
 * the field and the reason. Never a stack trace to a client; 500s are logged with the request id.
 */
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

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
        return reply.status(error.statusCode).send({ detail: error.message, ...error.extra });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: Record<string, string[]> = {};
        const part = error.validationContext ?? 'body';
        for (const issue of error.validation) {
          const field = fieldOf(issue.instancePath, part);
          const messages = errors[field] ?? [];
          messages.push(issue.message ?? 'Invalid value.');
          errors[field] = messages;
        }
        const [field, messages] = Object.entries(errors)[0] ?? [part, ['Invalid input.']];
        return reply.status(400).send({ detail: `${field}: ${messages[0] ?? 'Invalid input.'}`, errors });
      }
      const status = error.statusCode ?? 500;
      if (status === 413) return reply.status(413).send({ detail: 'Request body is too large.' });
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        return reply.status(415).send({ detail: 'Unsupported media type: send application/json.' });
      }
      if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
        return reply.status(400).send({ detail: 'JSON parse error - the request body is empty.' });
      }
      if (status === 400 && error instanceof SyntaxError) {
        return reply.status(400).send({ detail: `JSON parse error - ${error.message}` });
      }
      if (status >= 400 && status < 500) return reply.status(status).send({ detail: error.message });
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ detail: 'A server error occurred.' });
    });
  },
  { name: 'error-handler' },
);
