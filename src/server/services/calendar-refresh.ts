/**
 * Studio calendars from iCalendar (issue 38): a feed fetched (hardened: calendar-feed-fetch.ts) or a
 * file uploaded becomes the studio's booked ranges of that source, through the write path. The
 * scheduled refresh fetches every feed, in one process of the fleet at a time, a few at once.
 *
 * A refresh that finds the same busy days writes nothing, unless the calendar was last marked current
 * more than a day ago (then it is marked current again, so a living feed never goes stale).
 */
import { randomUUID } from 'node:crypto';
import type { StoredCalendar } from '@domain/studio-calendar';
import { sourceSpans, withSourceRanges } from '@domain/studio-calendar-edits';
import type { FastifyInstance } from 'fastify';
import { releaseRefreshLease, takeRefreshLease } from '../db/repositories/calendar-refresh-lease';
import { saveStudioCalendar, studiosWithFeeds } from '../db/repositories/studio-calendar';
import { lockStudio } from '../db/repositories/studio-edits';
import { type FeedFetchOptions, FeedRefusal, fetchFeed } from './calendar-feed-fetch';
import { type IcsBusyRange, IcsUnreadableError } from './ics-ranges';
import { IcsReadBusyError } from './ics-read-pool';

const DAY_MS = 86_400_000;
/** Feeds fetched at once by the refresh. */
const REFRESH_CONCURRENCY = 8;

export interface FeedOutcome {
  studioId: number;
  /** null: fetched and read; else the refusal or failure code. */
  error: string | null;
  ranges: number;
  written: boolean;
}

function busyLog(busy: readonly IcsBusyRange[]): string[] {
  return busy.map((b) => `${b.start}/${b.end}`);
}

/**
 * Stores what a feed fetch found (busy days, or the error) on the studio's calendar when the feed is
 * still the one fetched. Returns whether anything was written.
 */
export async function storeFeedResult(
  app: FastifyInstance,
  studioId: number,
  url: string,
  result: { busy: IcsBusyRange[] } | { error: string },
  adminId: number | null,
  now: number = Date.now(),
): Promise<boolean> {
  return app.write(async (tx, write) => {
    const row = await lockStudio(tx, studioId);
    const current = row?.calendar ?? null;
    if (!row || !current || current.feedUrl !== url) return false;
    const nowIso = new Date(now).toISOString();
    let next: StoredCalendar;
    if ('error' in result) {
      if (current.feedError === result.error) return false;
      next = { ...current, feedCheckedAt: nowIso, feedError: result.error };
    } else {
      next = withSourceRanges(current, 'feed', result.busy, randomUUID, nowIso);
      const same = sourceSpans(current, 'feed') === sourceSpans(next, 'feed');
      const lastCurrent = current.updatedAt ? Date.parse(current.updatedAt) : 0;
      if (same && current.feedError == null && now - lastCurrent < DAY_MS) return false;
      next = { ...next, feedCheckedAt: nowIso, feedError: null };
    }
    await saveStudioCalendar(
      write,
      studioId,
      next,
      {
        field: 'calendar:feed-refresh',
        before: { busy: sourceSpans(current, 'feed') || null, error: current.feedError ?? null },
        after: 'error' in result ? { error: result.error } : { busy: busyLog(result.busy) },
      },
      adminId,
    );
    return true;
  });
}

/**
 * Fetches one feed and reads it (in the reading thread, app.icsReader); the error code instead when
 * it is refused, fails or is not iCalendar. IcsReadBusyError when the reading thread's queue is full.
 */
export async function readFeed(
  url: string,
  options: FeedFetchOptions,
  read: (text: string) => Promise<IcsBusyRange[]>,
): Promise<{ busy: IcsBusyRange[] } | { error: string }> {
  try {
    const text = await fetchFeed(url, options);
    return { busy: await read(text) };
  } catch (error) {
    if (error instanceof FeedRefusal) return { error: error.code };
    if (error instanceof IcsUnreadableError) return { error: 'calendar_unreadable' };
    throw error;
  }
}

export function feedOptions(app: FastifyInstance): FeedFetchOptions {
  return { allowedHosts: app.config.calendar.feedAllowedHosts, ...app.calendarFeedOverrides };
}

/** Fetches every studio's feed once (when this process holds the lease); what each came to. */
export async function refreshAllFeeds(
  app: FastifyInstance,
  now: number = Date.now(),
): Promise<FeedOutcome[] | null> {
  const db = app.database.db;
  const leaseUntil = now + Math.max(60_000, app.config.calendar.refreshMinutes * 60_000 - 30_000);
  if (!(await takeRefreshLease(db, now, leaseUntil))) return null;
  try {
    const feeds = await studiosWithFeeds(db);
    const outcomes: FeedOutcome[] = [];
    let next = 0;
    const worker = async () => {
      while (next < feeds.length) {
        const feed = feeds[next++]!;
        let result: Awaited<ReturnType<typeof readFeed>>;
        try {
          result = await readFeed(feed.url, feedOptions(app), (text) => app.icsReader.read(text));
        } catch (error) {
          // The reading thread's queue is full (uploads at once): this feed waits for the next round.
          if (!(error instanceof IcsReadBusyError)) throw error;
          outcomes.push({ studioId: feed.id, error: 'busy', ranges: 0, written: false });
          continue;
        }
        let written = false;
        try {
          written = await storeFeedResult(app, feed.id, feed.url, result, null);
        } catch (error) {
          app.log.warn({ err: error, studioId: feed.id }, 'storing a calendar feed failed');
        }
        outcomes.push({
          studioId: feed.id,
          error: 'error' in result ? result.error : null,
          ranges: 'busy' in result ? result.busy.length : 0,
          written,
        });
      }
    };
    await Promise.all(Array.from({ length: Math.min(REFRESH_CONCURRENCY, feeds.length) }, worker));
    return outcomes;
  } finally {
    await releaseRefreshLease(db, leaseUntil);
  }
}
