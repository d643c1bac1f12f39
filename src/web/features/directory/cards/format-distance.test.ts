import { describe, expect, it } from 'vitest';
import { refineMessages } from '../refine-messages';
import { distanceText, formatDistanceKm } from './format-distance';

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

describe('distanceText', () => {
  it("reads a studio on the place's centre point as being in its city, not '0 km away' (issue 34)", () => {
    expect(distanceText(0, 'Berlin', refineMessages.en, 'en')).toBe('In Berlin');
    expect(distanceText(0.4, 'Berlin', refineMessages.ru, 'ru')).toBe('В г. Berlin');
    expect(distanceText(0, null, refineMessages.en, 'en')).toBe('Under 1 km away');
    expect(distanceText(0, ' ', refineMessages.ru, 'ru')).toBe('Менее 1 км');
  });

  it('gives the distance from a kilometre on', () => {
    expect(distanceText(1, 'Potsdam', refineMessages.en, 'en')).toBe('1 km away');
    expect(distanceText(27.3, 'Potsdam', refineMessages.ru, 'ru')).toBe('в 27 км');
  });
});
