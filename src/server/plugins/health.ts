/**
 * Health for a proxy, a process supervisor or an orchestrator (issue 37):
 *   GET /healthz  the process is alive and its event loop turns; never touches the database.
 *   GET /readyz   the process should get traffic: the database answers, its schema is at this code's
 *                 newest migration, and the process is not draining (shutting down); else 503 with
 *                 the reason, so a balancer takes it out of rotation.
 * Probes come every few seconds from every balancer: they are not logged at info level (the route's
 * log level is warn), and no cache keeps their answers. They are outside the Host allow-list
 * (allowed-hosts.ts), since probes name the backend's own address: they carry no URL to poison.
 */
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { missingMigration } from '../db/repositories/migration-state';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's lifecycle: draining once a shutdown began (main.ts), so /readyz answers 503. */
    lifecycle: { draining: boolean };
  }
}

export const HEALTH_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz']);

/** How long /readyz waits for the database before calling it unavailable. */
const DATABASE_CHECK_MS = 2000;

type NotReady = 'draining' | 'database_unavailable' | 'migrations_pending';

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export default fp(
  async (app) => {
    app.decorate('lifecycle', { draining: false });
    // A draining process ends each keep-alive connection after its current answer, so the client
    // (or the proxy) sends its next request over a new connection, to a process that stays.
    app.addHook('onSend', async (_request, reply, payload) => {
      if (app.lifecycle.draining) reply.header('Connection', 'close');
      return payload;
    });
    const probe = { logLevel: 'warn' as const, schema: { hide: true } };

    app.get('/healthz', probe, async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'ok' };
    });

    app.get('/readyz', probe, async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const notReady = (reason: NotReady, detail: string) =>
        reply.status(503).send({ status: 'not_ready', code: 'unavailable', reason, detail });
      if (app.lifecycle.draining) return notReady('draining', 'The process is shutting down.');
      let missing: string | null;
      try {
        missing = await withTimeout(
          (async () => {
            await app.database.db.execute(sql`SELECT 1`);
            return missingMigration(app.database.db);
          })(),
          DATABASE_CHECK_MS,
        );
      } catch (error) {
        request.log.warn({ err: error }, 'readiness: the database does not answer');
        return notReady('database_unavailable', 'The database does not answer.');
      }
      if (missing) return notReady('migrations_pending', `The migration ${missing} is not applied yet.`);
      return { status: 'ready' };
    });
  },
  { name: 'health', dependencies: ['database'] },
);
