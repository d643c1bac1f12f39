import { describe, expect, it } from 'vitest';
import { refineMessages } from './refine-messages';

describe('refineMessages', () => {
  const sortKeys = Object.keys(refineMessages.en).filter(
    (key) => key.startsWith('sort') && key !== 'sortLabel',
  );

  it('no Russian sort label says the same word on both sides of its dash ("выше — выше")', () => {
    for (const key of sortKeys) {
      const label = refineMessages.ru[key as keyof typeof refineMessages.ru] as string;
      const pair = /\((\S+) — (\S+)\)/.exec(label);
      if (pair) expect(pair[1], `${key}: ${label}`).not.toBe(pair[2]);
    }
  });

  it('the ceiling height sort says, as the English does, tallest first', () => {
    expect(refineMessages.en.sortCeilingHeight).toBe('Ceiling height (tallest first)');
    expect(refineMessages.ru.sortCeilingHeight).toBe('Высота потолка (сначала самые высокие)');
  });

  it("'Use my location' reads as a place in the box and as the end of the chip's phrase", () => {
    expect(refineMessages.ru.myLocationInput).toBe('Ваше местоположение');
    expect(refineMessages.ru.nearChip({ place: refineMessages.ru.myLocation, km: null })).toBe(
      'Расстояние от: вашего местоположения',
    );
    expect(refineMessages.en.myLocationInput).toBe('Your location');
    expect(refineMessages.en.nearChip({ place: refineMessages.en.myLocation, km: 50 })).toBe(
      'Within 50 km of your location',
    );
  });
});
