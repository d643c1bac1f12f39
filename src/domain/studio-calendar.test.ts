import { describe, expect, it } from 'vitest';
import {
  busySpans,
  CALENDAR_STALE_DAYS,
  calendarFactsOf,
  calendarState,
  dayNumber,
  dayRuns,
  dayStatus,
  freePeriods,
  isFreeFor,
  overlaps,
} from './studio-calendar';
import {
  withRangeAdded,
  withRangeChanged,
  withRangeRemoved,
  withSourceRanges,
} from './studio-calendar-edits';
import { filterStudios } from './studio-filter-matching';
import { readFreeDates } from './studio-free-dates';
import {
  parseStudioListQuery,
  parseStudioListQueryStrict,
  serializeStudioListQuery,
} from './studio-list-address';

const NOW = Date.UTC(2026, 11, 7, 12);
const day = (text: string) => dayNumber(text)!;
const recent = new Date(NOW - 2 * 86_400_000).toISOString();
const old = new Date(NOW - (CALENDAR_STALE_DAYS + 1) * 86_400_000).toISOString();

describe('calendar dates', () => {
  it('reads real dates only', () => {
    expect(dayNumber('2026-12-07')).toBe(NOW / 86_400_000 - 0.5);
    expect(dayNumber('2026-02-30')).toBeNull();
    expect(dayNumber('2026-1-5')).toBeNull();
    expect(dayNumber('')).toBeNull();
  });

  it('overlap includes both ends', () => {
    expect(overlaps(1, 3, 3, 5)).toBe(true);
    expect(overlaps(1, 3, 4, 5)).toBe(false);
    expect(overlaps(4, 5, 1, 3)).toBe(false);
  });

  it('busy spans leave open ranges out and merge touching ones', () => {
    const spans = busySpans(
      [
        { start: '2026-12-10', end: '2026-12-11', status: 'booked' },
        { start: '2026-12-12', end: '2026-12-13', status: 'hold' },
        { start: '2026-12-20', end: '2026-12-21', status: 'open' },
        { start: '2026-11-01', end: '2026-11-02', status: 'booked' },
      ],
      day('2026-12-01'),
    );
    expect(spans).toEqual([[day('2026-12-10'), day('2026-12-13')]]);
  });
});

describe('staleness and free dates', () => {
  const facts = calendarFactsOf({ updated_at: recent, busy: ['2026-12-10/2026-12-13'] });

  it('a calendar is current within CALENDAR_STALE_DAYS, stale after, none without', () => {
    expect(calendarState(Date.parse(recent), NOW)).toBe('current');
    expect(calendarState(Date.parse(old), NOW)).toBe('stale');
    expect(calendarState(null, NOW)).toBe('none');
  });

  it('free when nothing busy overlaps, and only with a current calendar', () => {
    expect(isFreeFor(facts, day('2026-12-14'), day('2026-12-20'), NOW)).toBe(true);
    expect(isFreeFor(facts, day('2026-12-08'), day('2026-12-10'), NOW)).toBe(false);
    expect(isFreeFor(facts, day('2026-12-13'), day('2026-12-13'), NOW)).toBe(false);
    const stale = calendarFactsOf({ updated_at: old, busy: [] });
    expect(isFreeFor(stale, day('2026-12-14'), day('2026-12-20'), NOW)).toBe(false);
    expect(isFreeFor(calendarFactsOf(null), day('2026-12-14'), day('2026-12-20'), NOW)).toBe(false);
  });

  it('the next free periods are the gaps between busy spans', () => {
    expect(freePeriods(facts, day('2026-12-07'), 30, 3, NOW)).toEqual([
      [day('2026-12-07'), day('2026-12-09')],
      [day('2026-12-14'), day('2027-01-05')],
    ]);
    expect(
      freePeriods(calendarFactsOf({ updated_at: old, busy: [] }), day('2026-12-07'), 30, 3, NOW),
    ).toEqual([]);
  });

  it('a day reads booked over held over open', () => {
    const ranges = [
      { start: '2026-12-01', end: '2026-12-31', status: 'open' as const },
      { start: '2026-12-05', end: '2026-12-06', status: 'hold' as const },
      { start: '2026-12-06', end: '2026-12-06', status: 'booked' as const },
    ];
    expect(dayStatus(ranges, day('2026-12-02'))).toBe('open');
    expect(dayStatus(ranges, day('2026-12-05'))).toBe('hold');
    expect(dayStatus(ranges, day('2026-12-06'))).toBe('booked');
    expect(dayStatus(ranges, day('2027-01-01'))).toBeNull();
  });

  it('the list filter keeps only studios free on the dates', () => {
    const base = { city: '', country: '', detailed_attributes: {} };
    const studios = [
      { ...base, name: 'Free', availability: { updated_at: new Date().toISOString(), busy: [] } },
      {
        ...base,
        name: 'Busy',
        availability: { updated_at: new Date().toISOString(), busy: ['2099-01-01/2099-01-31'] },
      },
      { ...base, name: 'Stale', availability: { updated_at: '2000-01-01T00:00:00Z', busy: [] } },
      { ...base, name: 'None' },
    ];
    const { filters } = parseStudioListQuery('?free_from=2099-01-10&free_to=2099-01-12');
    expect(filterStudios(studios, filters).map((s) => s.name)).toEqual(['Free']);
  });
});

describe('free_from and free_to in the address', () => {
  const issues = (search: string) => parseStudioListQueryStrict(search).issues;

  it('round-trips and reads one day from free_from alone', () => {
    const query = parseStudioListQuery('?free_from=2027-01-02&free_to=2027-01-05');
    expect(query.filters.freeDates).toEqual({ from: '2027-01-02', to: '2027-01-05' });
    expect(serializeStudioListQuery(query)).toBe('?free_from=2027-01-02&free_to=2027-01-05');
    expect(parseStudioListQuery('?free_from=2027-01-02').filters.freeDates).toEqual({
      from: '2027-01-02',
      to: '2027-01-02',
    });
  });

  it('refuses bad dates, a reversed period, free_to alone and a period over a year, naming the parameter', () => {
    expect(issues('?free_from=2027-13-01')).toEqual([
      { field: 'free_from', reason: 'Expected a date as YYYY-MM-DD.' },
    ]);
    expect(issues('?free_from=2027-01-05&free_to=2027-01-02')[0]?.field).toBe('free_to');
    expect(issues('?free_to=2027-01-02')[0]?.field).toBe('free_from');
    expect(issues('?free_from=2027-01-01&free_to=2028-06-01')[0]?.field).toBe('free_to');
    expect(readFreeDates(undefined, undefined, () => {})).toBeNull();
  });
});

describe('calendar edits', () => {
  it('adds, changes and removes ranges, marking the calendar current', () => {
    const added = withRangeAdded(
      null,
      'a',
      { start: '2027-01-02', end: '2027-01-03', status: 'booked', note: 'Film X' },
      'T1',
    );
    expect(added.ranges).toEqual([
      { id: 'a', start: '2027-01-02', end: '2027-01-03', status: 'booked', note: 'Film X', source: 'manual' },
    ]);
    expect(added.updatedAt).toBe('T1');
    const changed = withRangeChanged(added, 'a', { status: 'hold', note: '' }, 'T2');
    expect(changed?.ranges[0]).toMatchObject({ status: 'hold', note: null });
    expect(withRangeChanged(added, 'b', { status: 'hold' }, 'T2')).toBeNull();
    expect(withRangeRemoved(changed, 'a', 'T3')?.ranges).toEqual([]);
  });

  it("a source's ranges replace only that source's", () => {
    let n = 0;
    const manual = withRangeAdded(
      null,
      'm',
      { start: '2027-01-02', end: '2027-01-02', status: 'open' },
      'T1',
    );
    const fed = withSourceRanges(
      manual,
      'feed',
      [{ start: '2027-02-01', end: '2027-02-02' }],
      () => `f${n++}`,
      'T2',
    );
    const again = withSourceRanges(
      fed,
      'feed',
      [{ start: '2027-03-01', end: '2027-03-01' }],
      () => `f${n++}`,
      'T3',
    );
    expect(again.ranges.map((r) => [r.source, r.start])).toEqual([
      ['manual', '2027-01-02'],
      ['feed', '2027-03-01'],
    ]);
  });
});

describe('dayRuns (the inbox beside a request)', () => {
  it('splits the days into runs of booked, on hold, open and unstated; booked wins over hold over open', () => {
    const ranges = [
      { start: '2026-12-10', end: '2026-12-12', status: 'open' as const },
      { start: '2026-12-12', end: '2026-12-13', status: 'hold' as const },
      { start: '2026-12-13', end: '2026-12-13', status: 'booked' as const },
    ];
    const runs = dayRuns(ranges, day('2026-12-08'), day('2026-12-15'));
    expect(runs.map((r) => [r.start - day('2026-12-08'), r.end - day('2026-12-08'), r.state])).toEqual([
      [0, 1, 'unstated'],
      [2, 3, 'open'],
      [4, 4, 'hold'],
      [5, 5, 'booked'],
      [6, 7, 'unstated'],
    ]);
  });

  it('gives one unstated run without ranges, and nothing for an empty window', () => {
    expect(dayRuns([], day('2026-12-01'), day('2026-12-03'))).toEqual([
      { start: day('2026-12-01'), end: day('2026-12-03'), state: 'unstated' },
    ]);
    expect(dayRuns([], day('2026-12-03'), day('2026-12-01'))).toEqual([]);
  });
});
