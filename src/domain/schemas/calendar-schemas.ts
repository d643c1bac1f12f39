/**
 * A studio's calendar in the API (issue 38, product.md §19): its ranges (booked, on hold, open), when
 * it was last current, and for its editors the feed and the notes. Visitors never see notes, feed
 * URLs or event titles (titles are never stored).
 */
import { z } from 'zod';
import {
  CALENDAR_NOTE_MAX,
  CALENDAR_STALE_DAYS,
  dayNumber,
  RANGE_SOURCES,
  RANGE_STATUSES,
} from '../studio-calendar';

/** The largest .ics file an upload or a feed may be. */
export const CALENDAR_ICS_MAX_BYTES = 2 * 1024 * 1024;

const isoDate = z
  .string()
  .refine((text) => dayNumber(text) !== null, { error: 'Expected a date as YYYY-MM-DD.' });

export const availabilitySummarySchema = z
  .object({
    updated_at: z.string().nullable().describe('When the calendar was last known current; null: never'),
    busy: z
      .array(z.string())
      .describe('Booked or held periods, "YYYY-MM-DD/YYYY-MM-DD" (both days included), merged and sorted'),
  })
  .meta({
    id: 'Availability',
    description:
      `The studio's calendar as the list carries it (issue 38). Not updated for ${CALENDAR_STALE_DAYS} days: ` +
      'unknown, never free.',
  });

export const calendarRangeSchema = z
  .object({
    id: z.string(),
    start: z.string().describe('YYYY-MM-DD, included'),
    end: z.string().describe('YYYY-MM-DD, included'),
    status: z.enum(RANGE_STATUSES),
    source: z.enum(RANGE_SOURCES).describe('manual, feed (the iCalendar feed) or upload (an .ics file)'),
    note: z.string().nullable().optional().describe("The editors' note: only in their answers"),
  })
  .meta({ id: 'CalendarRange' });

export const studioCalendarSchema = z
  .object({
    studio_id: z.number().int(),
    state: z
      .enum(['current', 'stale', 'none'])
      .describe(
        `none: no calendar; stale: not updated for ${CALENDAR_STALE_DAYS} days (unknown, never free)`,
      ),
    updated_at: z.string().nullable(),
    stale_after_days: z.number().int(),
    ranges: z.array(calendarRangeSchema),
    feed: z
      .object({
        url: z.string(),
        checked_at: z.string().nullable(),
        error: z.string().nullable().describe('The last fetch refusal or failure code; null: it worked'),
      })
      .nullable()
      .optional()
      .describe('Editors only: the iCalendar feed'),
  })
  .meta({ id: 'StudioCalendar' });
export type StudioCalendarDto = z.infer<typeof studioCalendarSchema>;

const noteSchema = z.string().trim().max(CALENDAR_NOTE_MAX).nullable().optional();

export const calendarRangeInputSchema = z
  .object({
    start: isoDate,
    end: isoDate,
    status: z.enum(RANGE_STATUSES),
    note: noteSchema,
  })
  .refine((range) => (dayNumber(range.start) ?? 0) <= (dayNumber(range.end) ?? 0), {
    error: 'end must not be before start.',
    path: ['end'],
  });

export const calendarFeedInputSchema = z.object({
  url: z
    .string()
    .trim()
    .max(2000)
    .nullable()
    .describe(
      'https URL of an iCalendar feed, fetched now and then every CALENDAR_REFRESH_MINUTES; null: none',
    ),
});

export const calendarUploadSchema = z
  .object({
    ics: z
      .string()
      .min(1)
      .max(CALENDAR_ICS_MAX_BYTES)
      .describe('The text of an .ics file: its busy events replace the ranges of the previous upload'),
  })
  .meta({ id: 'CalendarUpload' });

export const rangeIdParam = z.string().regex(/^[0-9a-f-]{36}$/, { error: 'Not a range id.' });
export const NOT_FOUND_RANGE = 'No such calendar range.';
