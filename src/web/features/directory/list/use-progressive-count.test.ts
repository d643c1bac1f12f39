import { describe, expect, it } from 'vitest';
import { screenfulOfCards } from './use-progressive-count';

describe('screenfulOfCards', () => {
  it('fills the window: rows for its height, in the grid columns of its width', () => {
    expect(screenfulOfCards(1280, 720)).toBe(6); // 3 columns, 2 rows
    expect(screenfulOfCards(800, 1000)).toBe(6); // 2 columns, 3 rows
    expect(screenfulOfCards(2560, 1440)).toBe(12); // 3 columns, 4 rows
  });
  it('renders at least three cards, even on a tiny phone, until a card was measured', () => {
    expect(screenfulOfCards(320, 480)).toBe(3);
    expect(screenfulOfCards(390, 844)).toBe(3);
  });
  it('with a measured card, the rows of real cards that fill the window', () => {
    expect(screenfulOfCards(390, 844, 760)).toBe(2); // a phone's tall card: two, not three
    expect(screenfulOfCards(390, 844, 900)).toBe(1);
    expect(screenfulOfCards(1280, 720, 560)).toBe(6); // 3 columns, 2 rows
    // A card measured shorter than the floor is not trusted below it.
    expect(screenfulOfCards(1280, 720, 100)).toBe(6);
  });
});
