import { describe, expect, it } from 'vitest';
import { swipeStep } from './use-lightbox-swipe';

describe('swipeStep', () => {
  it('steps to the next image when the finger moves left, the previous when it moves right', () => {
    expect(swipeStep(-120, 10, 50)).toBe(1);
    expect(swipeStep(120, -10, 50)).toBe(-1);
  });

  it('ignores short and mostly vertical movements', () => {
    expect(swipeStep(-40, 0, 50)).toBe(0);
    expect(swipeStep(-80, 120, 50)).toBe(0);
  });
});
