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
    const berlin = { city: 'Berlin', city_ru: 'Берлин' };
    expect(distanceText(0, berlin, refineMessages.en, 'en')).toBe('In Berlin');
    expect(distanceText(0.4, berlin, refineMessages.ru, 'ru')).toBe('В г. Берлин');
    expect(distanceText(0, null, refineMessages.en, 'en')).toBe('Under 1 km away');
    expect(distanceText(0, { city: ' ', city_ru: null }, refineMessages.ru, 'ru')).toBe('Менее 1 км');
  });

  it('keeps the stored city in Russian where the gazetteer has no Russian name (issue 34)', () => {
    const town = { city: 'Kleinmachnow', city_ru: null };
    expect(distanceText(0.2, town, refineMessages.ru, 'ru')).toBe('В г. Kleinmachnow');
    expect(distanceText(0.2, { city: 'Kleinmachnow' }, refineMessages.ru, 'ru')).toBe('В г. Kleinmachnow');
  });

  it('gives the distance from a kilometre on', () => {
    const potsdam = { city: 'Potsdam', city_ru: 'Потсдам' };
    expect(distanceText(1, potsdam, refineMessages.en, 'en')).toBe('1 km away');
    expect(distanceText(27.3, potsdam, refineMessages.ru, 'ru')).toBe('в 27 км');
  });
});
