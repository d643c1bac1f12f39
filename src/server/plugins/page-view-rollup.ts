/**
 * Page-view housekeeping, at start and then once a day in every process: raw page views older than
 * PAGE_VIEW_RETENTION_DAYS are summed into daily counts and deleted (rollUpPageViews is safe to run
 * in several processes at once), and stale per-client rate counters and the nonces of expired form
 * tokens are dropped. A failure is
 * logged and tried again the next day; it never stops the server.
 */
import fp from 'fastify-plugin';
import { pruneClientRateCounters } from '../db/repositories/client-rate-counters';
import { pruneFormTokenUses } from '../db/repositories/form-token-uses';
import { rollUpPageViews } from '../db/repositories/page-views';

const DAY_MS = 24 * 60 * 60 * 1000;

export default fp(
  async (app) => {
    const run = async () => {
      try {
        const rolled = await rollUpPageViews(app.database.db, app.config.pageViewRetentionDays);
        await pruneClientRateCounters(app.database.db, DAY_MS);
        await pruneFormTokenUses(app.database.db);
        if (rolled > 0) app.log.info({ rolled }, 'page views rolled up into daily counts');
      } catch (error) {
        app.log.warn({ err: error }, 'page-view roll-up failed; trying again tomorrow');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await run();
      timer = setInterval(() => void run(), DAY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'page-view-rollup', dependencies: ['database'] },
);
