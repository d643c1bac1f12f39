import { readFileSync } from 'node:fs';
import { calendarState } from '@domain/studio-calendar';
import { describe, expect, it } from 'vitest';
import { demoCalendarFile } from '../lib/project-root';
import { demoCalendar } from './seed-calendars';

describe('the demo calendars', () => {
  it('are absent, stale, from the demo .ics file or by hand, by position', () => {
    const now = Date.UTC(2026, 11, 7);
    const ics = readFileSync(demoCalendarFile, 'utf8');
    const calendars = Array.from({ length: 12 }, (_, i) => demoCalendar(i, ics, now));
    const states = calendars.map((c) => calendarState(c?.updatedAt ? Date.parse(c.updatedAt) : null, now));
    expect(states.filter((s) => s === 'none')).toHaveLength(2);
    expect(states.filter((s) => s === 'stale')).toHaveLength(2);
    expect(states.filter((s) => s === 'current')).toHaveLength(8);
    const uploaded = calendars.filter((c) => c?.ranges.some((r) => r.source === 'upload'));
    expect(uploaded).toHaveLength(4);
    expect(JSON.stringify(calendars)).not.toContain('calibration');
  });
});
