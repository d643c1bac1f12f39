/**
 * A studio's calendar (issue 38): written through commitStudioChange, with its change-log row, so the
 * studio's version, the data version and every cache move with it; and the studios with a feed.
 */

import type { StoredCalendar } from '@domain/studio-calendar';
import { isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../database';
import { studios } from '../schema';
import type { WriteContext } from '../write-context';
import { commitStudioChange } from './studio-writes';

export interface CalendarChange {
  /** calendar:range:<id>, calendar:feed, calendar:upload or calendar:refresh. */
  field: string;
  before: unknown;
  after: unknown;
}

export async function saveStudioCalendar(
  write: WriteContext,
  studioId: number,
  calendar: StoredCalendar | null,
  change: CalendarChange,
  adminId: number | null,
): Promise<void> {
  await commitStudioChange(write, [studioId], {
    set: { calendar },
    log: [{ adminId, studioId, action: 'calendar', ...change }],
  });
}

/** Every studio with an iCalendar feed, and the feed's address. */
export async function studiosWithFeeds(db: Executor): Promise<{ id: number; url: string }[]> {
  const rows = await db
    .select({ id: studios.id, url: sql<string>`${studios.calendar}->>'feedUrl'` })
    .from(studios)
    .where(isNotNull(sql`${studios.calendar}->>'feedUrl'`))
    .orderBy(studios.id);
  return rows;
}
