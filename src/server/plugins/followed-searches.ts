/**
 * Followed searches (product.md §17): the alert form's allowances (FORM_RATE_LIMIT an hour per client
 * address and per email, as the other public forms), the digest run every hour in whichever process
 * takes its lease (services/digest-job.ts), and the retention rule: subscriptions never confirmed
 * within UNCONFIRMED_SUBSCRIPTION_DAYS are erased, with their mail, once a day. A failure is logged
 * and tried again at the next tick; it never stops the server.
 */
import fp from 'fastify-plugin';
import { eraseUnconfirmedSubscriptions, hasUnconfirmedPast } from '../db/repositories/search-subscriptions';
import { ClientRateLimit } from '../lib/http/client-rate-limit';
import { type DigestOutcome, runDigest } from '../services/digest-job';

/** How long a subscription may wait for its confirmation before it is erased. */
export const UNCONFIRMED_SUBSCRIPTION_DAYS = 7;

declare module 'fastify' {
  interface FastifyInstance {
    followedSearches: {
      byAddress: ClientRateLimit;
      byEmail: ClientRateLimit;
      runDigest(options?: { now?: Date; holder?: string }): Promise<DigestOutcome>;
      /** Erases the subscriptions past the retention rule; how many. */
      applyRetention(): Promise<number>;
    };
  }
}

const HOUR_MS = 3_600_000;

export default fp(
  async (app) => {
    const limit = app.config.forms.ratePerHour;
    const applyRetention = async () => {
      if (!(await hasUnconfirmedPast(app.database.db, UNCONFIRMED_SUBSCRIPTION_DAYS))) return 0;
      return app.write((tx) => eraseUnconfirmedSubscriptions(tx, UNCONFIRMED_SUBSCRIPTION_DAYS), {
        announce: false,
      });
    };
    app.decorate('followedSearches', {
      byAddress: new ClientRateLimit(limit, HOUR_MS),
      byEmail: new ClientRateLimit(limit, HOUR_MS),
      runDigest: (options) => runDigest(app, options),
      applyRetention,
    });
    let ticks = 0;
    const tick = async () => {
      try {
        if (ticks++ % 24 === 0) {
          const erased = await applyRetention();
          if (erased > 0) app.log.info({ erased }, 'unconfirmed search subscriptions erased');
        }
        const outcome = await runDigest(app);
        if (outcome.mailed > 0) app.log.info(outcome, 'followed-search digests queued');
      } catch (error) {
        app.log.warn({ err: error }, 'followed-search digest failed; trying again in an hour');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => void tick(), HOUR_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'followed-searches', dependencies: ['database', 'mail'] },
);
