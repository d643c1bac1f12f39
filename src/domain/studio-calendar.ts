/**
 * A studio's calendar (issue 38, product.md §19): date ranges booked, on hold or open, kept by its
 * owners and admins by hand, from an iCalendar feed or from an uploaded `.ics` file. Pure: the
 * server's filter, the API and the web's month view share these rules.
 *
 * - Dates are calendar days written YYYY-MM-DD; a range runs from `start` to `end`, both included.
 * - Busy: booked or on hold. A studio is free for a period when no busy range overlaps it AND its
 *   calendar is current: updated (by hand, a feed's successful fetch or an upload) within
 *   CALENDAR_STALE_DAYS. A stale or absent calendar is unknown, never free.
 */

/** A calendar not updated for this many days counts as unknown (never as free). */
export const CALENDAR_STALE_DAYS = 30;
/** Feed and upload events are kept from yesterday up to this many days ahead (recurrences expanded). */
export const CALENDAR_WINDOW_DAYS = 366;
/** At most this many ranges a studio (hand-made and imported together). */
export const CALENDAR_MAX_RANGES = 1000;
export const CALENDAR_NOTE_MAX = 500;

export const RANGE_STATUSES = ['booked', 'hold', 'open'] as const;
export type RangeStatus = (typeof RANGE_STATUSES)[number];
export const RANGE_SOURCES = ['manual', 'feed', 'upload'] as const;
export type RangeSource = (typeof RANGE_SOURCES)[number];

export interface CalendarRange {
  id: string;
  start: string;
  end: string;
  status: RangeStatus;
  /** The editors' own note: never shown to visitors nor published. */
  note: string | null;
  source: RangeSource;
}

/** A studio's calendar as stored (studios.calendar). */
export interface StoredCalendar {
  ranges: CalendarRange[];
  /** The iCalendar feed fetched on a schedule, when one is set. */
  feedUrl: string | null;
  /** When the calendar was last known current (ISO time): an edit, an upload, a feed fetched. */
  updatedAt: string | null;
  /** The last feed fetch: when, and its refusal or failure code (null: it worked). */
  feedCheckedAt?: string | null;
  feedError?: string | null;
}

/** What the filter and the visitor read of a calendar: the busy ranges and when it was last current. */
export interface CalendarFacts {
  /** Busy ranges as [start, end] day numbers (days since 1970-01-01), sorted by start. */
  busy: readonly (readonly [number, number])[];
  /** When the calendar was last current, in ms; null: no calendar. */
  updatedMs: number | null;
}

export type CalendarState = 'current' | 'stale' | 'none';

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Day number (days since 1970-01-01) of a YYYY-MM-DD that names a real date; null otherwise. */
export function dayNumber(text: string): number | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [, y, m, d] = match;
  const ms = Date.UTC(Number(y), Number(m) - 1, Number(d));
  const date = new Date(ms);
  if (
    date.getUTCFullYear() !== Number(y) ||
    date.getUTCMonth() !== Number(m) - 1 ||
    date.getUTCDate() !== Number(d)
  )
    return null;
  return ms / DAY_MS;
}

/** The YYYY-MM-DD of a day number. */
export function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Today's day number (UTC). */
export function todayDay(now: number = Date.now()): number {
  return Math.floor(now / DAY_MS);
}

export function isBusy(status: RangeStatus): boolean {
  return status === 'booked' || status === 'hold';
}

/** Current, stale (not updated for CALENDAR_STALE_DAYS) or none. */
export function calendarState(updatedMs: number | null, now: number = Date.now()): CalendarState {
  if (updatedMs === null) return 'none';
  return now - updatedMs <= CALENDAR_STALE_DAYS * DAY_MS ? 'current' : 'stale';
}

/** Two inclusive day ranges overlap. */
export function overlaps(aStart: number, aEnd: number, bStart: number, bEnd: number): boolean {
  return aStart <= bEnd && bStart <= aEnd;
}

/**
 * The busy ranges as published (the list's `availability.busy`, "start/end"), sorted and merged
 * where they touch or overlap; ranges that ended before `fromDay` are left out.
 */
export function busySpans(
  ranges: readonly Pick<CalendarRange, 'start' | 'end' | 'status'>[],
  fromDay: number,
): [number, number][] {
  const spans: [number, number][] = [];
  for (const range of ranges) {
    if (!isBusy(range.status)) continue;
    const start = dayNumber(range.start);
    const end = dayNumber(range.end);
    if (start === null || end === null || end < fromDay) continue;
    spans.push([start, end]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && span[0] <= last[1] + 1) last[1] = Math.max(last[1], span[1]);
    else merged.push([span[0], span[1]]);
  }
  return merged;
}

export function formatSpan([start, end]: readonly [number, number]): string {
  return `${dateOfDay(start)}/${dateOfDay(end)}`;
}

/** Reads "start/end" spans (the list's availability.busy); unreadable ones are skipped. */
export function parseSpans(texts: readonly string[]): [number, number][] {
  const spans: [number, number][] = [];
  for (const text of texts) {
    const [a, b] = text.split('/');
    const start = dayNumber(a ?? '');
    const end = dayNumber(b ?? a ?? '');
    if (start !== null && end !== null && start <= end) spans.push([start, end]);
  }
  return spans.sort((x, y) => x[0] - y[0]);
}

/** What the list carries of a studio's calendar (product.md §19): busy spans and when it was current. */
export interface AvailabilitySummary {
  updated_at: string | null;
  busy: string[];
}

export function calendarFactsOf(summary: AvailabilitySummary | null | undefined): CalendarFacts {
  if (!summary) return { busy: [], updatedMs: null };
  const updatedMs = summary.updated_at ? Date.parse(summary.updated_at) : Number.NaN;
  return { busy: parseSpans(summary.busy ?? []), updatedMs: Number.isFinite(updatedMs) ? updatedMs : null };
}

/** The dates asked for: free from `from` to `to`, both included, as day numbers. */
export interface FreeDates {
  from: string;
  to: string;
}

/**
 * Free for these dates: a current calendar with no busy range overlapping them. A stale or absent
 * calendar is unknown, never free.
 */
export function isFreeFor(
  facts: CalendarFacts,
  fromDay: number,
  toDay: number,
  now: number = Date.now(),
): boolean {
  if (calendarState(facts.updatedMs, now) !== 'current') return false;
  for (const [start, end] of facts.busy) {
    if (start > toDay) break;
    if (overlaps(start, end, fromDay, toDay)) return false;
  }
  return true;
}

/**
 * The next free periods from `fromDay` within `days` days (at most `limit`), as [start, end] day
 * numbers: the gaps between busy spans. For the enquiry form; empty when the calendar is not current.
 */
export function freePeriods(
  facts: CalendarFacts,
  fromDay: number,
  days: number,
  limit = 3,
  now: number = Date.now(),
): [number, number][] {
  if (calendarState(facts.updatedMs, now) !== 'current') return [];
  const lastDay = fromDay + days - 1;
  const periods: [number, number][] = [];
  let cursor = fromDay;
  for (const [start, end] of facts.busy) {
    if (end < cursor) continue;
    if (start > lastDay) break;
    if (start > cursor) periods.push([cursor, start - 1]);
    cursor = Math.max(cursor, end + 1);
    if (periods.length >= limit) return periods;
  }
  if (cursor <= lastDay && periods.length < limit) periods.push([cursor, lastDay]);
  return periods;
}

/** The status of a day in a calendar's ranges: busy ranges win over open ones; null: nothing said. */
export function dayStatus(
  ranges: readonly Pick<CalendarRange, 'start' | 'end' | 'status'>[],
  day: number,
): RangeStatus | null {
  let found: RangeStatus | null = null;
  for (const range of ranges) {
    const start = dayNumber(range.start);
    const end = dayNumber(range.end);
    if (start === null || end === null || day < start || day > end) continue;
    if (range.status === 'booked') return 'booked';
    if (range.status === 'hold') found = 'hold';
    else if (found === null) found = 'open';
  }
  return found;
}

/** What a calendar says of a day: a range's status, or nothing stated. */
export type DayState = RangeStatus | 'unstated';

/** Days in a row with the same state, as [start, end] day numbers, both included. */
export interface DayRun {
  start: number;
  end: number;
  state: DayState;
}

/**
 * The days from `fromDay` to `toDay` as runs of one state each (dayStatus day by day; 'unstated'
 * where no range says anything): the inbox's calendar beside a request's dates. Says nothing of
 * whether the calendar is current: a stale one is unknown, whatever its ranges say.
 */
export function dayRuns(
  ranges: readonly Pick<CalendarRange, 'start' | 'end' | 'status'>[],
  fromDay: number,
  toDay: number,
): DayRun[] {
  // Read each range once, keeping those that touch the window.
  const within: Pick<CalendarRange, 'start' | 'end' | 'status'>[] = [];
  for (const range of ranges) {
    const start = dayNumber(range.start);
    const end = dayNumber(range.end);
    if (start !== null && end !== null && overlaps(start, end, fromDay, toDay)) within.push(range);
  }
  const runs: DayRun[] = [];
  for (let day = fromDay; day <= toDay; day++) {
    const state: DayState = dayStatus(within, day) ?? 'unstated';
    const last = runs[runs.length - 1];
    if (last && last.state === state && last.end === day - 1) last.end = day;
    else runs.push({ start: day, end: day, state });
  }
  return runs;
}
