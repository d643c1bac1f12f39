import { describe, expect, it } from 'vitest';
import { formatDistanceKm } from './format-distance';

describe('formatDistanceKm', () => {
  it('keeps a tenth under 10 km and whole kilometres above', () => {
    expect(formatDistanceKm(3.456, 'en')).toBe('3.5');
    expect(formatDistanceKm(0, 'en')).toBe('0');
    expect(formatDistanceKm(1234.6, 'en')).toBe('1,235');
  });

  it('writes Russian digits the Russian way', () => {
    expect(formatDistanceKm(3.456, 'ru')).toBe('3,5');
    expect(formatDistanceKm(1234.6, 'ru')).toBe('1\u00a0235');
  });
});
