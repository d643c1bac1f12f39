import { imageChainRangeValuesOf } from '@domain/image-chain-ranges';
import { describe, expect, it } from 'vitest';
import { cardFigureKeys, cardFigureText } from './card-figures';

const numbers = {
  wall_width: 24.5,
  wall_height: 6,
  wall_area: 147,
  pixel_pitch: 2.6,
  ceiling_height: null,
  stage_area: 1850,
  brightness: null,
  ...imageChainRangeValuesOf({}),
};

describe('cardFigureKeys', () => {
  it('names each range in use and the number the list is sorted by, once each', () => {
    const ranges = {
      pixel_pitch: { min: null, max: 2.6, includeUnknown: false },
      stage_area: { min: 100, max: null, includeUnknown: true },
    };
    expect(cardFigureKeys({ ranges }, null)).toEqual(['pixel_pitch', 'stage_area']);
    expect(cardFigureKeys({ ranges }, { key: 'wall_width', descending: true })).toEqual([
      'wall_width',
      'pixel_pitch',
      'stage_area',
    ]);
    expect(cardFigureKeys({ ranges }, { key: 'pixel_pitch', descending: false })).toEqual([
      'pixel_pitch',
      'stage_area',
    ]);
  });

  it('adds nothing for a range without a bound or a sort that is not a number', () => {
    const ranges = { brightness: { min: null, max: null, includeUnknown: true } };
    expect(cardFigureKeys({ ranges }, { key: 'name', descending: false })).toEqual([]);
    expect(cardFigureKeys({ ranges: {} }, { key: 'distance', descending: false })).toEqual([]);
    expect(cardFigureKeys({ ranges: {} }, { key: 'updated', descending: true })).toEqual([]);
  });
});

describe('cardFigureText', () => {
  it('formats as the studio page does, in both languages', () => {
    expect(cardFigureText('pixel_pitch', numbers, 'en')).toBe('2.6 mm');
    expect(cardFigureText('pixel_pitch', numbers, 'ru')).toBe('2,6 мм');
    expect(cardFigureText('stage_area', numbers, 'en')).toBe('1,850 m²');
    expect(cardFigureText('stage_area', numbers, 'ru')).toBe('1\u00a0850 м²');
  });

  it('is null for a value the studio does not state (the card says so; it is not zero)', () => {
    expect(cardFigureText('ceiling_height', numbers, 'en')).toBeNull();
    expect(cardFigureText('brightness', numbers, 'ru')).toBeNull();
  });
});
