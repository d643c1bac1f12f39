import { describe, expect, it } from 'vitest';
import { formatShortDate, toDate } from './format-date';

describe('formatShortDate', () => {
  it('uses the en-US short-month form', () => {
    expect(formatShortDate('2024-03-05T09:00:00.000Z', 'en')).toBe('Mar 5, 2024');
    expect(formatShortDate('2022-02-14T09:00:00.000Z')).toBe('Feb 14, 2022');
    expect(formatShortDate('2024-12-31T23:59:59.000Z', 'en')).toBe('Dec 31, 2024');
  });

  it('uses the ru-RU short-month form in Russian', () => {
    expect(formatShortDate('2024-03-05T09:00:00.000Z', 'ru')).toBe('5 мар. 2024 г.');
    expect(formatShortDate('2024-05-05T09:00:00.000Z', 'ru')).toBe('5 мая 2024 г.');
    expect(formatShortDate('2022-02-14T09:00:00.000Z', 'ru')).toBe('14 февр. 2022 г.');
  });

  it('reads calendar dates in UTC unless told otherwise', () => {
    // 23:30 UTC on 5 March is already 6 March in Tokyo.
    expect(formatShortDate('2024-03-05T23:30:00.000Z', 'en')).toBe('Mar 5, 2024');
    expect(formatShortDate('2024-03-05T23:30:00.000Z', 'en', 'Asia/Tokyo')).toBe('Mar 6, 2024');
  });

  it('accepts Date objects and timestamps', () => {
    expect(formatShortDate(new Date(Date.UTC(2023, 0, 17)), 'en')).toBe('Jan 17, 2023');
    expect(formatShortDate(Date.UTC(2023, 0, 17), 'en')).toBe('Jan 17, 2023');
  });

  it('gives null for anything that is not a valid date', () => {
    for (const bad of ['', '   ', 'yesterday', '2024-13-45', null, undefined, {}, Number.NaN]) {
      expect(formatShortDate(bad, 'en')).toBeNull();
    }
    expect(formatShortDate(new Date('nope'), 'ru')).toBeNull();
    expect(toDate('not a date')).toBeNull();
  });
});
