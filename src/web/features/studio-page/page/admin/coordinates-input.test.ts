import { describe, expect, it } from 'vitest';
import { formatDegrees, parseDegrees } from './coordinates-input';

describe('parseDegrees', () => {
  it('reads a point or a comma, a minus or the typographic minus', () => {
    expect(parseDegrees('52.52437', 90)).toBe(52.52437);
    expect(parseDegrees(' 52,5 ', 90)).toBe(52.5);
    expect(parseDegrees('-13.4', 180)).toBe(-13.4);
    expect(parseDegrees('−13.4', 180)).toBe(-13.4);
    expect(parseDegrees('0', 90)).toBe(0);
  });

  it('refuses what is out of range or not a plain number', () => {
    expect(parseDegrees('90.0001', 90)).toBeNull();
    expect(parseDegrees('-180.5', 180)).toBeNull();
    expect(parseDegrees('', 90)).toBeNull();
    expect(parseDegrees('52°N', 90)).toBeNull();
    expect(parseDegrees('1e2', 180)).toBeNull();
    expect(parseDegrees('12.3.4', 90)).toBeNull();
  });
});

describe('formatDegrees', () => {
  it("shows at most five decimals with the reader's decimal sign", () => {
    expect(formatDegrees(52.524371234, 'en')).toBe('52.52437');
    expect(formatDegrees(52.5, 'ru')).toBe('52,5');
    expect(formatDegrees(-0.12574, 'en')).toBe('-0.12574');
  });
});
