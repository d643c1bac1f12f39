import { describe, expect, it } from 'vitest';
import { moveBy, moveTo, shownOrder } from './image-order';

describe('moveTo', () => {
  it('moves an item forward and back', () => {
    expect(moveTo(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveTo(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('clamps the target and keeps the array when nothing moves', () => {
    const ids = ['a', 'b', 'c'];
    expect(moveTo(ids, 1, 99)).toEqual(['a', 'c', 'b']);
    expect(moveTo(ids, 1, -5)).toEqual(['b', 'a', 'c']);
    expect(moveTo(ids, 1, 1)).toBe(ids);
    expect(moveTo(ids, 7, 0)).toBe(ids);
  });
});

describe('moveBy', () => {
  it('moves one step earlier or later', () => {
    expect(moveBy(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(moveBy(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b']);
  });

  it('stays put at the ends and for an unknown id', () => {
    const ids = ['a', 'b'];
    expect(moveBy(ids, 'a', -1)).toBe(ids);
    expect(moveBy(ids, 'b', 1)).toBe(ids);
    expect(moveBy(ids, 'x', 1)).toBe(ids);
  });
});

describe('shownOrder', () => {
  it("shows the editor's order while it names the same images", () => {
    expect(shownOrder(['a', 'b', 'c'], ['c', 'a', 'b'])).toEqual(['c', 'a', 'b']);
  });

  it("falls back to the server's when images were added or removed", () => {
    expect(shownOrder(['a', 'b', 'c'], ['b', 'a'])).toEqual(['a', 'b', 'c']);
    expect(shownOrder(['a', 'b', 'd'], ['b', 'a', 'c'])).toEqual(['a', 'b', 'd']);
    expect(shownOrder(['a', 'b'], null)).toEqual(['a', 'b']);
  });
});
