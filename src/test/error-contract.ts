/**
 * The API's error contract, checked on every answer of every API test: a JSON error (status 400 and
 * up) carries a string `code` and a string `detail` (src/domain/error-codes.ts). The apps that
 * createTestApp builds report each answer that breaks it here; error-contract-check.ts fails the
 * test that received it.
 */
import type { FastifyInstance } from 'fastify';

export const errorContractViolations: string[] = [];

export function checkErrorContract(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400) return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
    const text =
      typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    if (text === null) return payload;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return payload;
    }
    const record = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    if (typeof record.code !== 'string' || typeof record.detail !== 'string') {
      errorContractViolations.push(
        `${request.method} ${request.url} → ${reply.statusCode} ${text.slice(0, 200)}`,
      );
    }
    return payload;
  });
}
