/**
 * Personal-data housekeeping (product.md §14), at start and then once a day in every process: claims
 * and enquiries received more than PERSONAL_DATA_RETENTION_DAYS ago are erased and suggesters'
 * emails blanked, each erasure in the change log (personal-data.ts). A failure is logged and tried
 * again the next day; it never stops the server.
 */
import fp from 'fastify-plugin';
import { eraseExpiredPersonalData } from '../db/repositories/personal-data';

const DAY_MS = 24 * 60 * 60 * 1000;

export default fp(
  async (app) => {
    const run = async () => {
      try {
        const days = app.config.personalDataRetentionDays;
        const erased = await app.database.db.transaction((tx) => eraseExpiredPersonalData(tx, days));
        if (erased.claims + erased.enquiries + erased.correctionEmails > 0)
          app.log.info({ ...erased, days }, 'personal data past its retention erased');
      } catch (error) {
        app.log.warn({ err: error }, 'personal-data retention failed; trying again tomorrow');
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
  { name: 'personal-data-retention', dependencies: ['database'] },
);
