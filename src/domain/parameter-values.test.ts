import { describe, expect, it } from 'vitest';
import {
  displayValue,
  normalizeReferenceNumbers,
  parseBoolean,
  parseList,
  parseNumber,
  parseReferenceNumbers,
  parseResolutionPixels,
  referencesOf,
  stripReferences,
  valueToText,
} from './parameter-values';

describe('stripReferences', () => {
  it('removes bracketed reference numbers and tidies spaces', () => {
    expect(stripReferences('24.5 m [1][3]')).toBe('24.5 m');
    expect(stripReferences('Yes [2]')).toBe('Yes');
    expect(stripReferences('[1] Curved [2] wall')).toBe('Curved wall');
  });
  it('leaves other brackets alone', () => {
    expect(stripReferences('Panel [A] x')).toBe('Panel [A] x');
    expect(stripReferences('[]')).toBe('[]');
  });
});

describe('parseReferenceNumbers', () => {
  it('sorts ascending and de-duplicates', () => {
    expect(parseReferenceNumbers('24.5 [3][1][3]')).toEqual([1, 3]);
  });
  it('returns an empty list when there are none', () => {
    expect(parseReferenceNumbers('no refs here')).toEqual([]);
  });
});

describe('referencesOf', () => {
  it('prefers the explicit array, normalised', () => {
    expect(referencesOf('18 [9]', [2, 1, 2])).toEqual([1, 2]);
  });
  it('falls back to the value when the array is missing', () => {
    expect(referencesOf('18 [9][4]', null)).toEqual([4, 9]);
    expect(referencesOf('18 [9][4]', undefined)).toEqual([4, 9]);
  });
  it('keeps only non-negative integers from an explicit array', () => {
    expect(normalizeReferenceNumbers([3, '2', 'x', -1, 1.5, null])).toEqual([2, 3]);
  });
});

describe('parseNumber', () => {
  it('takes the first decimal number left after stripping references', () => {
    expect(parseNumber('24.5 m [1]')).toBe(24.5);
    expect(parseNumber('[2] 6')).toBe(6);
    expect(parseNumber(12)).toBe(12);
    expect(parseNumber('about -3.5 degrees')).toBe(-3.5);
  });
  it('gives null when there is no number', () => {
    expect(parseNumber('unknown')).toBeNull();
    expect(parseNumber('[1]')).toBeNull();
    expect(parseNumber(undefined)).toBeNull();
    expect(parseNumber(Number.NaN)).toBeNull();
  });
});

describe('parseBoolean', () => {
  it.each([
    ['Yes [1]', true],
    ['YES', true],
    ['true', true],
    [' no ', false],
    ['False [2]', false],
    [true, true],
    [false, false],
  ])('%s -> %s', (input, expected) => {
    expect(parseBoolean(input)).toBe(expected);
  });
  it.each(['maybe', '', 'yes please', '1', null, undefined, 42])('%s is unknown', (input) => {
    expect(parseBoolean(input)).toBeNull();
  });
});

describe('parseList', () => {
  it('splits, trims, drops blanks and duplicates', () => {
    expect(parseList('LED Volume, Motion Capture ,, LED Volume [1]')).toEqual([
      'LED Volume',
      'Motion Capture',
    ]);
  });
  it('accepts arrays, including comma-separated items', () => {
    expect(parseList(['LED Volume', 'Motion Capture', ' LED Volume '])).toEqual([
      'LED Volume',
      'Motion Capture',
    ]);
    expect(parseList(['a, b', 'c'])).toEqual(['a', 'b', 'c']);
  });
  it('is empty for nothing', () => {
    expect(parseList(undefined)).toEqual([]);
    expect(parseList('')).toEqual([]);
  });
});

describe('parseResolutionPixels', () => {
  it('multiplies width by height', () => {
    expect(parseResolutionPixels('10560x2640 [3]')).toBe(10560 * 2640);
    expect(parseResolutionPixels('7680 × 2160')).toBe(7680 * 2160);
  });
  it('is null without a pair', () => {
    expect(parseResolutionPixels('8K')).toBeNull();
  });
});

describe('valueToText and displayValue', () => {
  it('renders scalars and lists as text', () => {
    expect(valueToText(3)).toBe('3');
    expect(valueToText(['a', 'b'])).toBe('a, b');
    expect(valueToText({ x: 1 })).toBe('');
    expect(displayValue('Mo-Sys [2]')).toBe('Mo-Sys');
  });
});

describe('stripReferences without references', () => {
  it('reads as the full rule does: trimmed, every run of whitespace one space', () => {
    const slow = (value: string) =>
      value
        .replace(/\[(\d{1,6})\]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    for (const value of ['  24.5 m ', 'a  b', 'a\u00a0b', 'a\tb', 'a\nb', 'plain', '', ' ', 'x [1]', 'é ü'])
      expect(stripReferences(value), JSON.stringify(value)).toBe(slow(value));
  });
});
