/**
 * What each range filter's slider spans: the smallest and largest value the listed studios state, how
 * many state it, and a step that gives about a few hundred positions (product.md §11: a range covers
 * only studios that state the value).
 */
import type { IndexedStudio } from '@domain/studio-filter-matching';
import { RANGE_KEYS, type RangeKey } from '@domain/studio-ranges';

export interface RangeExtent {
  min: number;
  max: number;
  /** How many studios state the value. */
  stated: number;
  step: number;
}

/** A power of ten (or half of one) near a two-hundredth of the span; 1 for an empty span. */
export function stepFor(span: number): number {
  if (!(span > 0)) return 1;
  const raw = span / 200;
  const power = 10 ** Math.floor(Math.log10(raw));
  return raw / power >= 5 ? power * 5 : power;
}

/** Rounds a slider value to its step, without binary noise (0.30000000000000004). */
export function snap(value: number, step: number): number {
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  return Number((Math.round(value / step) * step).toFixed(decimals));
}

export function rangeExtents<T>(index: readonly IndexedStudio<T>[]): Record<RangeKey, RangeExtent | null> {
  const extents = {} as Record<RangeKey, RangeExtent | null>;
  for (const key of RANGE_KEYS) {
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    let stated = 0;
    for (const { facts } of index) {
      const value = facts.numbers[key];
      if (value === null) continue;
      stated++;
      if (value < min) min = value;
      if (value > max) max = value;
    }
    if (stated === 0) {
      extents[key] = null;
      continue;
    }
    const step = stepFor(max - min);
    // The ends are widened to the step, so the slider can reach every stated value.
    extents[key] = {
      min: snap(Math.floor(min / step) * step, step),
      max: snap(Math.ceil(max / step) * step, step),
      stated,
      step,
    };
  }
  return extents;
}
