/**
 * Studio calendars' iCalendar feeds (issue 38): every CALENDAR_REFRESH_MINUTES each process asks for
 * the refresh lease, and the one that gets it fetches every feed (calendar-refresh.ts). The first run
 * waits a minute after start, so a rolling restart does not fetch every feed once per process. A
 * failure is logged and tried again next time; it never stops the server. The feeds and uploaded .ics
 * files are read in a worker thread (app.icsReader, services/ics-read-pool.ts), stopped with the app.
 */
import fp from 'fastify-plugin';
import type { FeedFetchOptions } from '../services/calendar-feed-fetch';
import { refreshAllFeeds } from '../services/calendar-refresh';
import { IcsReadPool } from '../services/ics-read-pool';

declare module 'fastify' {
  interface FastifyInstance {
    /** Changes to the feed fetch's limits and trusted certificates (the tests' local server). */
    calendarFeedOverrides: Partial<FeedFetchOptions>;
    /** Reads iCalendar text off the event loop: feeds and uploads. */
    icsReader: IcsReadPool;
  }
}

const FIRST_RUN_DELAY_MS = 60_000;

export default fp(
  async (app) => {
    app.decorate('calendarFeedOverrides', {});
    const icsReader = new IcsReadPool();
    app.metrics.observePool('calendar', icsReader);
    app.decorate('icsReader', icsReader);
    let running = false;
    const run = async () => {
      if (running) return;
      running = true;
      try {
        const outcomes = await refreshAllFeeds(app);
        if (outcomes && outcomes.length > 0) {
          const failed = outcomes.filter((o) => o.error !== null).length;
          app.log.info({ feeds: outcomes.length, failed }, 'calendar feeds refreshed');
        }
      } catch (error) {
        app.log.warn({ err: error }, 'calendar feed refresh failed; trying again next time');
      } finally {
        running = false;
      }
    };
    let first: NodeJS.Timeout | undefined;
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      first = setTimeout(() => void run(), FIRST_RUN_DELAY_MS);
      first.unref();
      timer = setInterval(() => void run(), app.config.calendar.refreshMinutes * 60_000);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearTimeout(first);
      clearInterval(timer);
      await icsReader.close();
    });
  },
  { name: 'calendar-feeds', dependencies: ['database', 'metrics'] },
);
