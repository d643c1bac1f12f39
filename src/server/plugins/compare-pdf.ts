/**
 * The compare-PDF machinery, one per app: the worker pool that renders off the event
 * loop, the cache in front of it and the per-client rate limit. The pool closes with the app, after
 * the renders it holds have finished.
 */
import fp from 'fastify-plugin';
import { ClientRateLimit } from '../lib/http/client-rate-limit';
import { PdfPool } from '../services/pdf-pool';
import { ComparePdfCache } from '../services/pdf-pool-cache';

declare module 'fastify' {
  interface FastifyInstance {
    comparePdf: { pool: PdfPool; cache: ComparePdfCache; rateLimit: ClientRateLimit };
  }
}

export default fp(
  async (app) => {
    const { workers, queueLimit, ratePerMinute, nice } = app.config.comparePdf;
    const pool = new PdfPool({ size: workers, queueLimit, nice });
    const cache = new ComparePdfCache(pool);
    app.metrics.observePool('pdf', pool);
    app.metrics.observeCache('compare_pdf', cache);
    app.decorate('comparePdf', {
      pool,
      cache,
      rateLimit: new ClientRateLimit(ratePerMinute, 60_000),
    });
    app.addHook('onClose', async () => {
      await pool.close();
    });
  },
  { name: 'compare-pdf', dependencies: ['metrics'] },
);
