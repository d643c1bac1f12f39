/** A studio's calendar in the API's shapes (issue 38): the list's summary, the calendar, the .ics export. */

import type { StudioCalendarDto } from '@domain/schemas/calendar-schemas';
import type { AvailabilitySummary, StoredCalendar } from '@domain/studio-calendar';
import { busySpans, CALENDAR_STALE_DAYS, calendarState, formatSpan, todayDay } from '@domain/studio-calendar';

/** Busy spans that ended more than this many days ago are left out of the list's summary. */
const SUMMARY_PAST_DAYS = 31;

/** What the list carries (studio.availability): null without a calendar. */
export function presentAvailability(
  calendar: StoredCalendar | null,
  now: number = Date.now(),
): AvailabilitySummary | null {
  if (!calendar) return null;
  return {
    updated_at: calendar.updatedAt,
    busy: busySpans(calendar.ranges, todayDay(now) - SUMMARY_PAST_DAYS).map(formatSpan),
  };
}

/** The calendar: visitors get the ranges without notes; editors the notes and the feed too. */
export function presentCalendar(
  studioId: number,
  calendar: StoredCalendar | null,
  editor: boolean,
  now: number = Date.now(),
): StudioCalendarDto {
  const updatedMs = calendar?.updatedAt ? Date.parse(calendar.updatedAt) : null;
  return {
    studio_id: studioId,
    state: calendarState(updatedMs, now),
    updated_at: calendar?.updatedAt ?? null,
    stale_after_days: CALENDAR_STALE_DAYS,
    ranges: (calendar?.ranges ?? []).map((range) => ({
      id: range.id,
      start: range.start,
      end: range.end,
      status: range.status,
      source: range.source,
      ...(editor ? { note: range.note } : {}),
    })),
    ...(editor
      ? {
          feed: calendar?.feedUrl
            ? {
                url: calendar.feedUrl,
                checked_at: calendar.feedCheckedAt ?? null,
                error: calendar.feedError ?? null,
              }
            : null,
        }
      : {}),
  };
}
