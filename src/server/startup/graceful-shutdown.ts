/**
 * Graceful shutdown (issue 37). On the first SIGTERM or SIGINT the process starts draining: /readyz
 * answers 503 (a balancer takes it out of rotation), every answer from then on says
 * `Connection: close` (a keep-alive connection ends after its current request), the listener
 * closes and idle keep-alive connections are closed at once (Fastify's forceCloseConnections:
 * 'idle'), requests in flight finish, and then the app's onClose hooks stop the workers (PDF, image,
 * spreadsheet threads), the timers and the database. Exit 0.
 *
 * Requests still running when the grace period ends, or a second signal, end the process at once
 * (exit 1): a supervisor's patience is the operator's call (SHUTDOWN_GRACE_SECONDS), not ours. A
 * write that was cut then was never acknowledged, and its transaction rolls back as a whole.
 */
import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  graceMs: number;
  /** process.exit, replaced in tests. */
  exit?: (code: number) => void;
}

export function installGracefulShutdown(
  app: FastifyInstance,
  options: ShutdownOptions,
): (signal: string) => void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal during shutdown: exiting at once');
      exit(1);
      return;
    }
    closing = true;
    app.lifecycle.draining = true;
    app.log.info(
      { signal, graceSeconds: options.graceMs / 1000 },
      'shutting down: finishing requests in flight',
    );
    const force = setTimeout(() => {
      app.log.error('requests still running at the end of the grace period; exiting');
      exit(1);
    }, options.graceMs);
    force.unref();
    app.close().then(
      () => {
        clearTimeout(force);
        app.log.info('shut down cleanly');
        exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  return shutdown;
}
