import { imageChainRangeValuesOf } from '@domain/image-chain-ranges';
import type { StudioFacts } from '@domain/studio-facts';
import type { IndexedStudio } from '@domain/studio-filter-matching';
import type { RangeValues } from '@domain/studio-ranges';
import { describe, expect, it } from 'vitest';
import { rangeExtents, snap, stepFor } from './range-extents';

describe('stepFor', () => {
  it('gives about two hundred positions over the span', () => {
    expect(stepFor(30)).toBe(0.1);
    expect(stepFor(5000)).toBe(10);
    expect(stepFor(2.4)).toBe(0.01);
    expect(stepFor(120)).toBe(0.5);
    expect(stepFor(0)).toBe(1);
  });
});

describe('snap', () => {
  it('rounds to the step without binary noise', () => {
    expect(snap(0.1 + 0.2, 0.1)).toBe(0.3);
    expect(snap(12.34, 0.5)).toBe(12.5);
  });
});

const NONE: RangeValues = {
  wall_width: null,
  wall_height: null,
  wall_area: null,
  pixel_pitch: null,
  ceiling_height: null,
  stage_area: null,
  brightness: null,
  ...imageChainRangeValuesOf({}),
};

function entry(numbers: Partial<RangeValues>): IndexedStudio<null> {
  return { studio: null, facts: { numbers: { ...NONE, ...numbers } } as StudioFacts };
}

describe('rangeExtents', () => {
  it('spans the stated values only, widened to the step, and counts them', () => {
    const extents = rangeExtents([
      entry({ wall_width: 12.34, pixel_pitch: 1.5 }),
      entry({ wall_width: 30 }),
      entry({ pixel_pitch: 2.6 }),
      entry({}),
    ]);
    expect(extents.wall_width).toEqual({ min: 12.3, max: 30, stated: 2, step: 0.05 });
    expect(extents.pixel_pitch).toEqual({ min: 1.5, max: 2.6, stated: 2, step: 0.005 });
    expect(extents.brightness).toBeNull();
  });
});
