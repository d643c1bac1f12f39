/**
 * Changes to a studio's calendar (issue 38), pure: the write path stores what these return. Every
 * change marks the calendar current (updatedAt) — an editor who touched it vouches for it.
 */
import type { CalendarRange, RangeSource, RangeStatus, StoredCalendar } from './studio-calendar';

export function emptyCalendar(): StoredCalendar {
  return { ranges: [], feedUrl: null, updatedAt: null, feedCheckedAt: null, feedError: null };
}

function sorted(ranges: CalendarRange[]): CalendarRange[] {
  return ranges.sort((a, b) =>
    a.start < b.start ? -1 : a.start > b.start ? 1 : a.end < b.end ? -1 : a.end > b.end ? 1 : 0,
  );
}

export interface RangeFields {
  start: string;
  end: string;
  status: RangeStatus;
  note?: string | null;
}

export function withRangeAdded(
  calendar: StoredCalendar | null,
  id: string,
  fields: RangeFields,
  nowIso: string,
): StoredCalendar {
  const base = calendar ?? emptyCalendar();
  const range: CalendarRange = {
    id,
    start: fields.start,
    end: fields.end,
    status: fields.status,
    note: fields.note || null,
    source: 'manual',
  };
  return { ...base, ranges: sorted([...base.ranges, range]), updatedAt: nowIso };
}

/** The range changed (any source: an editor may mark a fed range's note or status); null: no such range. */
export function withRangeChanged(
  calendar: StoredCalendar | null,
  id: string,
  fields: Partial<RangeFields>,
  nowIso: string,
): StoredCalendar | null {
  if (!calendar?.ranges.some((r) => r.id === id)) return null;
  const ranges = calendar.ranges.map((range) =>
    range.id !== id
      ? range
      : {
          ...range,
          ...(fields.start !== undefined ? { start: fields.start } : {}),
          ...(fields.end !== undefined ? { end: fields.end } : {}),
          ...(fields.status !== undefined ? { status: fields.status } : {}),
          ...(fields.note !== undefined ? { note: fields.note || null } : {}),
        },
  );
  return { ...calendar, ranges: sorted(ranges), updatedAt: nowIso };
}

export function withRangeRemoved(
  calendar: StoredCalendar | null,
  id: string,
  nowIso: string,
): StoredCalendar | null {
  if (!calendar?.ranges.some((r) => r.id === id)) return null;
  return { ...calendar, ranges: calendar.ranges.filter((r) => r.id !== id), updatedAt: nowIso };
}

/** The ranges of one source (a feed's fetch, an upload) replaced by these busy days. */
export function withSourceRanges(
  calendar: StoredCalendar | null,
  source: Exclude<RangeSource, 'manual'>,
  busy: readonly { start: string; end: string }[],
  newId: () => string,
  nowIso: string,
): StoredCalendar {
  const base = calendar ?? emptyCalendar();
  const kept = base.ranges.filter((r) => r.source !== source);
  const added = busy.map(
    (b): CalendarRange => ({ id: newId(), start: b.start, end: b.end, status: 'booked', note: null, source }),
  );
  return { ...base, ranges: sorted([...kept, ...added]), updatedAt: nowIso };
}

/** The busy days of one source, to compare a fetch with what is stored. */
export function sourceSpans(calendar: StoredCalendar | null, source: RangeSource): string {
  if (!calendar) return '';
  return calendar.ranges
    .filter((r) => r.source === source)
    .map((r) => `${r.start}/${r.end}/${r.status}`)
    .join(',');
}
