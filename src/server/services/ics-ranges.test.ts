import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { busyRangesFromIcs, IcsUnreadableError } from './ics-ranges';

const NOW = Date.UTC(2026, 11, 7, 12);

function ics(...events: string[]): string {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...events, 'END:VCALENDAR', ''].join(
    '\r\n',
  );
}
const event = (...lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'].join('\r\n');

describe('iCalendar to booked ranges', () => {
  it('reads all-day (end exclusive) and timed events; titles are never kept', () => {
    const ranges = busyRangesFromIcs(
      ics(
        event('UID:a', 'DTSTART;VALUE=DATE:20261210', 'DTEND;VALUE=DATE:20261212', 'SUMMARY:Secret shoot'),
        event('UID:b', 'DTSTART:20261220T100000Z', 'DTEND:20261221T000000Z', 'SUMMARY:Another'),
        event('UID:c', 'DTSTART:20261224T220000Z', 'DTEND:20261226T020000Z'),
      ),
      NOW,
    );
    expect(ranges).toEqual([
      { start: '2026-12-10', end: '2026-12-11' },
      { start: '2026-12-20', end: '2026-12-20' },
      { start: '2026-12-24', end: '2026-12-26' },
    ]);
    expect(JSON.stringify(ranges)).not.toContain('Secret');
  });

  it('leaves out transparent and cancelled events', () => {
    const ranges = busyRangesFromIcs(
      ics(
        event('UID:a', 'DTSTART;VALUE=DATE:20261210', 'DTEND;VALUE=DATE:20261211', 'TRANSP:TRANSPARENT'),
        event('UID:b', 'DTSTART;VALUE=DATE:20261212', 'DTEND;VALUE=DATE:20261213', 'STATUS:CANCELLED'),
        event('UID:c', 'DTSTART;VALUE=DATE:20261214', 'DTEND;VALUE=DATE:20261215', 'STATUS:TENTATIVE'),
      ),
      NOW,
    );
    expect(ranges).toEqual([{ start: '2026-12-14', end: '2026-12-14' }]);
  });

  it('expands recurring events within the window, minus cancelled occurrences', () => {
    const ranges = busyRangesFromIcs(
      ics(
        event(
          'UID:r',
          'DTSTART;VALUE=DATE:20270104',
          'DTEND;VALUE=DATE:20270105',
          'RRULE:FREQ=WEEKLY;COUNT=3',
        ),
        event(
          'UID:r',
          'RECURRENCE-ID;VALUE=DATE:20270111',
          'DTSTART;VALUE=DATE:20270111',
          'DTEND;VALUE=DATE:20270112',
          'STATUS:CANCELLED',
        ),
        event('UID:forever', 'DTSTART;VALUE=DATE:20200101', 'DTEND;VALUE=DATE:20200102', 'RRULE:FREQ=YEARLY'),
      ),
      NOW,
    );
    // The yearly event's 2028 occurrence is past the window (a year ahead).
    expect(ranges).toEqual([
      { start: '2027-01-01', end: '2027-01-01' },
      { start: '2027-01-04', end: '2027-01-04' },
      { start: '2027-01-18', end: '2027-01-18' },
    ]);
  });

  it('keeps nothing that ended before yesterday', () => {
    expect(
      busyRangesFromIcs(ics(event('UID:a', 'DTSTART;VALUE=DATE:20250110', 'DTEND;VALUE=DATE:20250111')), NOW),
    ).toEqual([]);
  });

  it('refuses what is not iCalendar', () => {
    expect(() => busyRangesFromIcs('hello', NOW)).toThrow(IcsUnreadableError);
    expect(() => busyRangesFromIcs('BEGIN:VCARD\r\nEND:VCARD\r\n', NOW)).toThrow(IcsUnreadableError);
  });

  it('reads the demo fixture', () => {
    const text = readFileSync(new URL('../seed/demo-calendar.ics', import.meta.url), 'utf8');
    expect(busyRangesFromIcs(text, NOW).length).toBeGreaterThan(0);
  });
});
