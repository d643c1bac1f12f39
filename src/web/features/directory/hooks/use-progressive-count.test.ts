import { describe, expect, it } from 'vitest';
import { screenfulOfCards } from './use-progressive-count';

describe('screenfulOfCards', () => {
  it('fills the window: rows for its height, in the grid columns of its width', () => {
    expect(screenfulOfCards(1280, 720)).toBe(6); // 3 columns, 2 rows
    expect(screenfulOfCards(800, 1000)).toBe(6); // 2 columns, 3 rows
    expect(screenfulOfCards(2560, 1440)).toBe(12); // 3 columns, 4 rows
  });
  it('renders at least three cards, even on a tiny phone', () => {
    expect(screenfulOfCards(320, 480)).toBe(3);
    expect(screenfulOfCards(390, 844)).toBe(3);
  });
});
