import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor, relativeLuminance } from './contrast';

describe('parseColor', () => {
  it('reads hex colours in short, long and alpha forms', () => {
    expect(parseColor('#fff')).toEqual([255, 255, 255]);
    expect(parseColor(' #0F172A ')).toEqual([15, 23, 42]);
    expect(parseColor('#4338ca80')).toEqual([67, 56, 202]);
  });

  it('reads rgb() and rgba() in comma and space syntax', () => {
    expect(parseColor('rgb(67, 56, 202)')).toEqual([67, 56, 202]);
    expect(parseColor('rgba(67, 56, 202, 0.5)')).toEqual([67, 56, 202]);
    expect(parseColor('rgb(67 56 202 / 50%)')).toEqual([67, 56, 202]);
  });

  it('answers null for anything else', () => {
    for (const text of [
      '',
      'red',
      '#12',
      '#12345',
      'rgb(300, 0, 0)',
      'oklch(0.5 0.1 200)',
      'var(--vp-ink)',
    ]) {
      expect(parseColor(text)).toBeNull();
    }
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself, in either order', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([255, 255, 255], [0, 0, 0])).toBeCloseTo(21, 5);
    expect(contrastRatio([67, 56, 202], [67, 56, 202])).toBe(1);
  });

  it('matches the WCAG reference values', () => {
    // #767676 on white is the classic "just passes AA" grey (4.54:1).
    expect(contrastRatio([118, 118, 118], [255, 255, 255])).toBeCloseTo(4.54, 2);
    expect(relativeLuminance([255, 255, 255])).toBe(1);
    expect(relativeLuminance([0, 0, 0])).toBe(0);
  });
});
