import { describe, expect, it } from 'vitest';
import { comparePageUrl, compareSelectUrl, parseStudioIds, parseTab } from './use-compare-url';

describe('the compare URL', () => {
  it('holds studios, pins, the open category and differences only', () => {
    expect(
      comparePageUrl([1, 2], {
        pins: ['led.brightness', 'nope', 'general.total_area'],
        tab: 'led',
        differencesOnly: true,
      }),
    ).toBe('/compare?studios=1,2&pin=led.brightness,general.total_area&tab=led&diff=1');
    expect(compareSelectUrl([3], { tab: 'business' })).toBe('/compare?compare=true&studios=3&tab=business');
    expect(comparePageUrl([1, 2], { tab: 'business', currency: 'USD' })).toBe(
      '/compare?studios=1,2&tab=business&currency=USD',
    );
  });

  it('leaves out what is the default: no pins, the first category, every row', () => {
    expect(comparePageUrl([1, 2], { pins: [], tab: 'general', differencesOnly: false })).toBe(
      '/compare?studios=1,2',
    );
    expect(compareSelectUrl([])).toBe('/compare?compare=true');
  });

  it('reads a known category, else the first one, and clean studio ids', () => {
    expect(parseTab('equipment')).toBe('equipment');
    expect(parseTab('bogus')).toBe('general');
    expect(parseTab(null)).toBe('general');
    expect(parseStudioIds('3,1,x,3,0')).toEqual([3, 1]);
  });
});
