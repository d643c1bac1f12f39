import { describe, expect, it } from 'vitest';
import { readStatusFilter, STATUS_FILTERS } from './status-filter';

describe('readStatusFilter', () => {
  it('keeps each filter the address names', () => {
    for (const filter of STATUS_FILTERS) expect(readStatusFilter(filter)).toBe(filter);
  });

  it('shows the pending ones when the address names none, or an unknown one', () => {
    expect(readStatusFilter(null)).toBe('pending');
    expect(readStatusFilter('')).toBe('pending');
    expect(readStatusFilter('Approved')).toBe('pending');
    expect(readStatusFilter('toString')).toBe('pending');
  });
});
