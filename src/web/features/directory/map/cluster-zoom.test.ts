import { describe, expect, it } from 'vitest';
import { clusterZoom } from './cluster-zoom';

describe('clusterZoom: where a click on a group of studios goes', () => {
  it('goes as close as the group’s studios fit, past the zoom at which the group first splits', () => {
    // A group spread over a region splits at zoom 6 into smaller groups; its studios fit the view at 9.
    // One step to 6 (the old behaviour) left smaller groups to click one by one.
    expect(clusterZoom(9, 6, 15)).toBe(9);
  });

  it('goes at least to the zoom at which the group splits (studios on one spot fit at any zoom)', () => {
    expect(clusterZoom(3, 12, 15)).toBe(12);
  });

  it('never past the limit (where the clusters end, or the map’s maximum)', () => {
    expect(clusterZoom(22, 16, 15)).toBe(15);
  });
});
