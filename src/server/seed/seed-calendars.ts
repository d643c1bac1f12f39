/**
 * Calendars for the demo studios (issue 38): most have one, a few not; some were filled from the demo
 * iCalendar file (demo-calendar.ics, read as an upload would be), some by hand, and some were last
 * updated long ago, so they read as stale (unknown, never free). Dates follow the day of seeding.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  CALENDAR_STALE_DAYS,
  type CalendarRange,
  dateOfDay,
  type StoredCalendar,
  todayDay,
} from '@domain/studio-calendar';
import { withSourceRanges } from '@domain/studio-calendar-edits';
import { sql } from 'drizzle-orm';
import { commitStudioChange } from '../db/repositories/studio-writes';
import { studios } from '../db/schema';
import { intArray, jsonTextArray } from '../db/sql-arrays';
import type { WriteContext } from '../db/write-context';
import { demoCalendarFile } from '../lib/project-root';
import { busyRangesFromIcs } from '../services/ics-ranges';

const DAY_MS = 86_400_000;

function manualRanges(i: number, today: number): CalendarRange[] {
  const range = (
    from: number,
    days: number,
    status: CalendarRange['status'],
    note: string | null = null,
  ): CalendarRange => ({
    id: randomUUID(),
    start: dateOfDay(today + from),
    end: dateOfDay(today + from + days - 1),
    status,
    note,
    source: 'manual',
  });
  const offset = (i * 5) % 11;
  return [
    range(2 + offset, 3, 'booked', 'Commercial shoot'),
    range(9 + offset, 2, 'hold', 'Pencilled in for a music video'),
    range(20 + offset, 6, 'booked'),
    range(30 + offset, 10, 'open'),
    range(47 + offset, 4, 'hold'),
    range(60 + offset, 14, 'booked', 'Feature film block'),
  ];
}

/** The calendar of the i-th demo studio, or null for the ones without. */
export function demoCalendar(i: number, icsText: string, now: number): StoredCalendar | null {
  const kind = i % 6;
  if (kind === 0) return null;
  const today = todayDay(now);
  const current = new Date(now - (i % 5) * DAY_MS).toISOString();
  if (kind === 2 || kind === 4) {
    const busy = busyRangesFromIcs(icsText, now);
    return withSourceRanges(null, 'upload', busy, randomUUID, current);
  }
  const ranges = manualRanges(i, today);
  const updatedAt = kind === 1 ? new Date(now - (CALENDAR_STALE_DAYS + 15) * DAY_MS).toISOString() : current;
  return { ranges, feedUrl: null, updatedAt, feedCheckedAt: null, feedError: null };
}

/** Sets the demo calendars inside the caller's write transaction, each studio committed with its log row. */
export async function attachSeedCalendars(
  write: WriteContext,
  studioIds: readonly number[],
  now = Date.now(),
): Promise<void> {
  if (studioIds.length === 0) return;
  const icsText = readFileSync(demoCalendarFile, 'utf8');
  const calendars = studioIds.map((_, i) => demoCalendar(i, icsText, now));
  const withCalendar = studioIds.filter((_, i) => calendars[i] !== null);
  if (withCalendar.length === 0) return;
  await write.tx.execute(sql`
    UPDATE ${studios} s SET calendar = x.calendar::jsonb
      FROM unnest(${intArray(withCalendar)}, ${jsonTextArray(calendars.filter((c) => c !== null))}) AS x(id, calendar)
     WHERE s.id = x.id`);
  await commitStudioChange(write, withCalendar, {
    log: withCalendar.map((studioId) => ({
      adminId: null,
      studioId,
      action: 'seed' as const,
      field: 'calendar',
      before: null,
      after: null,
    })),
  });
}
