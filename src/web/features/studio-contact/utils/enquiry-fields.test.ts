import { describe, expect, it } from 'vitest';
import { shootDatesProblem, waitBeforeSending } from './enquiry-fields';

describe('shootDatesProblem', () => {
  it('lets either date be left out', () => {
    expect(shootDatesProblem('', '')).toBeNull();
    expect(shootDatesProblem('2027-03-01', '')).toBeNull();
    expect(shootDatesProblem('', '2027-03-01')).toBeNull();
  });

  it('refuses an end before the start, and takes the same day', () => {
    expect(shootDatesProblem('2027-03-10', '2027-03-01')).toBe('endBeforeStart');
    expect(shootDatesProblem('2027-03-10', '2027-03-10')).toBeNull();
  });

  it('refuses what is not YYYY-MM-DD', () => {
    expect(shootDatesProblem('10.03.2027', '')).toBe('invalidDate');
  });
});

describe('waitBeforeSending', () => {
  it('waits out the rest of the minimum fill time, never a negative time', () => {
    expect(waitBeforeSending(10_000, 7_500)).toBe(2_500);
    expect(waitBeforeSending(10_000, 12_000)).toBe(0);
  });
});
