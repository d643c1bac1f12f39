/**
 * An iCalendar file's busy time as calendar ranges (issue 38, product.md §19), read with ical.js:
 * every event that is not cancelled and not transparent (TRANSP:TRANSPARENT) is booked, all-day or
 * timed, recurring events (RRULE, RDATE, EXDATE, overridden occurrences) expanded within the kept
 * window. Titles, descriptions and attendees are never read: only the days.
 */

import {
  busySpans,
  CALENDAR_MAX_RANGES,
  CALENDAR_WINDOW_DAYS,
  dateOfDay,
  todayDay,
} from '@domain/studio-calendar';
import ICAL from 'ical.js';

/** The file is not an iCalendar file ical.js can read. */
export class IcsUnreadableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IcsUnreadableError';
  }
}

/** At most this many occurrences are looked at per recurring event (a rule every minute stays cheap). */
const MAX_OCCURRENCES_PER_EVENT = 5000;
const DAY_MS = 86_400_000;

type IcalTime = InstanceType<typeof ICAL.Time>;

function dayOf(time: IcalTime): number {
  return Date.UTC(time.year, time.month - 1, time.day) / DAY_MS;
}

/** The days an occurrence covers: an all-day end is exclusive, a timed end at midnight too. */
function daysOf(start: IcalTime, end: IcalTime | null): [number, number] {
  const first = dayOf(start);
  if (!end) return [first, first];
  let last = dayOf(end);
  const endsAtMidnight = end.isDate || (end.hour === 0 && end.minute === 0 && end.second === 0);
  if (endsAtMidnight && last > first) last -= 1;
  return [first, Math.max(first, last)];
}

function isBusyEvent(component: InstanceType<typeof ICAL.Component>): boolean {
  const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
  const transp = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase();
  return status !== 'CANCELLED' && transp !== 'TRANSPARENT';
}

export interface IcsBusyRange {
  start: string;
  end: string;
}

/**
 * The busy days of an .ics text from yesterday to CALENDAR_WINDOW_DAYS ahead, merged where they
 * touch, at most CALENDAR_MAX_RANGES. Throws IcsUnreadableError when it is not iCalendar.
 */
export function busyRangesFromIcs(text: string, now: number = Date.now()): IcsBusyRange[] {
  let root: InstanceType<typeof ICAL.Component>;
  try {
    root = new ICAL.Component(ICAL.parse(text));
  } catch (error) {
    throw new IcsUnreadableError(`Not an iCalendar file: ${(error as Error).message}`);
  }
  if (root.name !== 'vcalendar') throw new IcsUnreadableError('Not an iCalendar file: no VCALENDAR.');
  const fromDay = todayDay(now) - 1;
  const toDay = todayDay(now) + CALENDAR_WINDOW_DAYS;
  const spans: { start: string; end: string; status: 'booked' }[] = [];
  const add = (first: number, last: number) => {
    if (last < fromDay || first > toDay) return;
    spans.push({
      start: dateOfDay(Math.max(first, fromDay)),
      end: dateOfDay(Math.min(last, toDay)),
      status: 'booked',
    });
  };
  const components = root.getAllSubcomponents('vevent');
  // Overridden occurrences (RECURRENCE-ID) belong to their series: related to it, not read alone.
  const series = new Map<string, InstanceType<typeof ICAL.Event>>();
  const exceptions: InstanceType<typeof ICAL.Component>[] = [];
  for (const component of components) {
    if (component.hasProperty('recurrence-id')) exceptions.push(component);
    else {
      const event = new ICAL.Event(component);
      if (event.uid) series.set(event.uid, event);
      else series.set(`#${series.size}`, event);
    }
  }
  for (const component of exceptions) {
    const uid = String(component.getFirstPropertyValue('uid') ?? '');
    const parent = series.get(uid);
    if (parent) parent.relateException(component);
    else if (isBusyEvent(component)) {
      const lone = new ICAL.Event(component);
      if (lone.startDate) add(...daysOf(lone.startDate, lone.endDate ?? null));
    }
  }
  for (const event of series.values()) {
    if (!event.startDate) continue;
    if (!event.isRecurring()) {
      if (isBusyEvent(event.component)) add(...daysOf(event.startDate, event.endDate ?? null));
      continue;
    }
    const iterator = event.iterator();
    for (let n = 0; n < MAX_OCCURRENCES_PER_EVENT; n++) {
      const next = iterator.next();
      if (!next) break;
      if (dayOf(next) > toDay) break;
      const details = event.getOccurrenceDetails(next);
      if (!isBusyEvent(details.item.component)) continue;
      add(...daysOf(details.startDate, details.endDate ?? null));
    }
  }
  return busySpans(spans, fromDay)
    .slice(0, CALENDAR_MAX_RANGES)
    .map(([start, end]) => ({ start: dateOfDay(start), end: dateOfDay(end) }));
}
