/**
 * Prometheus metrics (issue 37), with prom-client, on a listener of their own (METRICS_HOST,
 * METRICS_PORT; off unless METRICS_PORT is set): the public port never shows them. Everything is
 * read where it is decided, nothing estimated:
 *   http_request_duration_seconds{method,route,status_code}  each answer, by route pattern
 *   nodejs_* and process_*                                  prom-client's defaults: event-loop lag,
 *                                                           heap, GC pauses, handles, CPU, memory
 *   db_connections{state}, db_waiting                       the PostgreSQL pool (or the embedded
 *                                                           database thread's queue)
 *   cache_hits_total, cache_misses_total, cache_entries     each in-memory cache, by name
 *   worker_pool_jobs, worker_pool_busy_refusals_total       the PDF, image, spreadsheet and calendar-reading threads
 *   mail_outbox_messages{state=pending|failed}              counted in the database at each scrape
 *   data_version_notification_lag_seconds                   a write's NOTIFY, from the database's
 *                                                           clock at the write to its arrival here
 * Other plugins declare their caches and pools with app.metrics.observe*(); without METRICS_PORT
 * that only keeps the reference, and no registry or timer exists.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { outboxCounts } from '../db/repositories/outbox';
import type { ObservableCache } from '../lib/cache-stats';

interface ObservablePool {
  readonly pending: number;
  readonly refusals: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: {
      observeCache(name: string, cache: ObservableCache): void;
      observePool(name: string, pool: ObservablePool): void;
      /** Where the metrics listener listens (null: metrics off, or not listening yet). */
      address(): AddressInfo | null;
    };
  }
}

export const METRICS_PATH = '/metrics';

export default fp(
  async (app) => {
    // The database plugin's caches: the list pages and each studio's categorized parameters.
    const caches = new Map<string, ObservableCache>([
      ['studio_list_pages', app.listCache],
      ['studio_parameters', app.readCache.parameters],
    ]);
    const pools = new Map<string, ObservablePool>();
    let server: Server | null = null;
    app.decorate('metrics', {
      observeCache: (name: string, cache: ObservableCache) => void caches.set(name, cache),
      observePool: (name: string, pool: ObservablePool) => void pools.set(name, pool),
      address: () => (server?.address() as AddressInfo | null) ?? null,
    });
    const listen = app.config.metrics;
    if (!listen) return;

    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being sent, by route pattern and status.',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      // The pattern, not the URL: one series per route, whatever ids and queries come in.
      const route = request.routeOptions.url ?? 'unmatched';
      duration.observe(
        { method: request.method, route, status_code: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    });

    new Gauge({
      name: 'db_connections',
      help: 'Database connections by state: in use or idle (PostgreSQL pool; the embedded database: its one thread).',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const now = app.database.connections();
        this.set({ state: 'in_use' }, now.inUse);
        this.set({ state: 'idle' }, now.idle);
      },
    });
    new Gauge({
      name: 'db_waiting',
      help: "Queries waiting for a connection (PostgreSQL pool) or for the embedded database's thread.",
      registers: [registry],
      collect() {
        this.set(app.database.connections().waiting);
      },
    });

    // Counters read from the caches' own counts at each scrape (they only grow, as counters must).
    const cacheCounter = (name: string, help: string, read: (cache: ObservableCache) => number) =>
      new Counter({
        name,
        help,
        labelNames: ['cache'] as const,
        registers: [registry],
        collect() {
          this.reset();
          for (const [cache, source] of caches) this.inc({ cache }, read(source));
        },
      });
    cacheCounter('cache_hits_total', 'Reads an in-memory cache answered.', (c) => c.stats.hits);
    cacheCounter(
      'cache_misses_total',
      'Reads an in-memory cache had to build or load.',
      (c) => c.stats.misses,
    );
    new Gauge({
      name: 'cache_entries',
      help: 'Entries an in-memory cache holds now.',
      labelNames: ['cache'] as const,
      registers: [registry],
      collect() {
        for (const [cache, source] of caches) this.set({ cache }, source.size);
      },
    });

    new Gauge({
      name: 'worker_pool_jobs',
      help: 'Jobs running or waiting in a worker pool (pdf, image, spreadsheet, calendar).',
      labelNames: ['pool'] as const,
      registers: [registry],
      collect() {
        for (const [pool, source] of pools) this.set({ pool }, source.pending);
      },
    });
    new Counter({
      name: 'worker_pool_busy_refusals_total',
      help: 'Jobs a worker pool refused because every thread was busy and its queue full (503 *_busy).',
      labelNames: ['pool'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const [pool, source] of pools) this.inc({ pool }, source.refusals);
      },
    });

    new Gauge({
      name: 'mail_outbox_messages',
      help: 'Outbox messages not sent: pending (without SMTP_URL the row is the delivery) or failed (last try gave an error).',
      labelNames: ['state'] as const,
      registers: [registry],
      async collect() {
        const counts = await outboxCounts(app.database.db);
        this.set({ state: 'pending' }, counts.pending);
        this.set({ state: 'failed' }, counts.failed);
      },
    });

    const lag = new Histogram({
      name: 'data_version_notification_lag_seconds',
      help: "A write's change notification, from the database's clock when the write announced it to its arrival in this process.",
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    });
    app.dataVersion.onNotificationLag = (ms) => lag.observe(Math.max(0, ms) / 1000);

    server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url !== METRICS_PATH) {
        response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found.\n');
        return;
      }
      registry.metrics().then(
        (text) => {
          response.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
          response.end(text);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'metrics could not be collected');
          response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Metrics failed.\n');
        },
      );
    });
    const metricsServer = server;
    app.addHook('onReady', () => {
      return new Promise<void>((resolve, reject) => {
        metricsServer.once('error', reject);
        metricsServer.listen(listen.port, listen.host, () => {
          metricsServer.off('error', reject);
          resolve();
        });
      });
    });
    app.addHook('onClose', async () => {
      app.dataVersion.onNotificationLag = null;
      registry.clear();
      if (metricsServer.listening)
        await new Promise<void>((resolve) => {
          metricsServer.closeAllConnections();
          metricsServer.close(() => resolve());
        });
    });
  },
  { name: 'metrics', dependencies: ['database'] },
);
