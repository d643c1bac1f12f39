/**
 * A studio's calendar published as iCalendar (issue 38): its booked and held ranges as all-day
 * events, "Booked" or "On hold" and nothing else: no notes, no feed titles (never stored), no open
 * ranges. RFC 5545: CRLF line ends, lines folded at 75 octets, text escaped.
 */
import { dateOfDay, dayNumber, isBusy, type StoredCalendar } from '@domain/studio-calendar';

function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets (continuation lines start with a space). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const n = Buffer.byteLength(char, 'utf8');
    if (size + n > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compact = (date: string) => date.replace(/-/g, '');

function stamp(iso: string | null): string {
  const date = iso ? new Date(iso) : new Date(0);
  return `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

export function calendarIcs(
  studio: { id: number; name: string },
  calendar: StoredCalendar | null,
  host: string,
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//vp-studio-directory//calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(studio.name)}`,
  ];
  const dtstamp = stamp(calendar?.updatedAt ?? null);
  for (const range of calendar?.ranges ?? []) {
    if (!isBusy(range.status)) continue;
    const end = dayNumber(range.end);
    if (end === null || dayNumber(range.start) === null) continue;
    lines.push(
      'BEGIN:VEVENT',
      `UID:studio-${studio.id}-${range.id}@${host}`,
      `DTSTAMP:${dtstamp}`,
      `DTSTART;VALUE=DATE:${compact(range.start)}`,
      `DTEND;VALUE=DATE:${compact(dateOfDay(end + 1))}`,
      `SUMMARY:${range.status === 'booked' ? 'Booked' : 'On hold'}`,
      `STATUS:${range.status === 'booked' ? 'CONFIRMED' : 'TENTATIVE'}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
