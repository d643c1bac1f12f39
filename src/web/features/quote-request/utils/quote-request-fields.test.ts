import { describe, expect, it } from 'vitest';
import { dayCountProblem, isQuoteField, quoteDatesProblems } from './quote-request-fields';

describe('quoteDatesProblems', () => {
  const now = new Date('2026-12-07T12:00:00Z');
  it('passes future dates in order', () => {
    expect(quoteDatesProblems('2027-01-01', '2027-01-05', now)).toEqual({});
    expect(quoteDatesProblems('2027-01-01', '2027-01-01', now)).toEqual({});
  });
  it('names each problem at its field', () => {
    expect(quoteDatesProblems('2027-1-1', '2027-01-05', now)).toEqual({ date_from: 'invalidDate' });
    expect(quoteDatesProblems('2026-01-01', '2026-01-05', now)).toEqual({ date_from: 'pastDate' });
    expect(quoteDatesProblems('2027-01-05', '2027-01-01', now)).toEqual({ date_to: 'endBeforeStart' });
    expect(quoteDatesProblems('2027-01-05', 'soon', now)).toEqual({ date_to: 'invalidDate' });
  });
});

describe('dayCountProblem', () => {
  it('wants whole numbers within the bounds', () => {
    expect(dayCountProblem('prep_days', '0')).toBeNull();
    expect(dayCountProblem('shoot_days', '0')).toBe('outOfRange');
    expect(dayCountProblem('shoot_days', '2.5')).toBe('notWhole');
    expect(dayCountProblem('strike_days', '-1')).toBe('notWhole');
    expect(dayCountProblem('prep_days', '61')).toBe('outOfRange');
  });
});

describe('isQuoteField', () => {
  it('knows the form fields only', () => {
    expect(isQuoteField('date_from')).toBe(true);
    expect(isQuoteField('crew')).toBe(false);
  });
});
