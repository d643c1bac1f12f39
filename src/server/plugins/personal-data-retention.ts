/**
 * Personal-data housekeeping (product.md §14), at start and then once a day in every process: claims
 * and enquiries received more than PERSONAL_DATA_RETENTION_DAYS ago are erased and suggesters'
 * emails blanked, with the mail that carried them, and mail leaves the outbox OUTBOX_RETENTION_DAYS
 * after it was sent; each erasure in the change log (personal-data.ts). Through the write path, and
 * only when something is due, so that a quiet day moves no data version. A failure is logged and
 * tried again the next day; it never stops the server.
 */
import fp from 'fastify-plugin';
import {
  eraseExpiredPersonalData,
  eraseOldMail,
  hasExpiredPersonalData,
} from '../db/repositories/personal-data';

const DAY_MS = 24 * 60 * 60 * 1000;

export default fp(
  async (app) => {
    const run = async () => {
      try {
        const days = {
          personalData: app.config.personalDataRetentionDays,
          outbox: app.config.outboxRetentionDays,
        };
        if (!(await hasExpiredPersonalData(app.database.db, days))) return;
        const erased = await app.write(async (tx) => ({
          ...(await eraseExpiredPersonalData(tx, days.personalData)),
          mails: await eraseOldMail(tx, days.outbox),
        }));
        app.log.info({ ...erased, days }, 'personal data and mail past their retention erased');
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
