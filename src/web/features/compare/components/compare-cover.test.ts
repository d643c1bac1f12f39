import type { ComparedStudio } from '@domain/schemas/compare-schemas';
import { describe, expect, it } from 'vitest';
import { compareCoversOf } from './compare-cover';

const cover = {
  id: 'c',
  url: '/media/images/h/960.jpg',
  width: 3,
  height: 2,
  alt: 'A',
  placeholder: '#000',
  variants: [],
};

function studio(id: number, extra: object = {}): ComparedStudio {
  return { id, ...extra } as unknown as ComparedStudio;
}

describe('compareCoversOf', () => {
  it('maps each studio to its cover, null for one without', () => {
    const covers = compareCoversOf([
      studio(1, { cover_image: cover }),
      studio(2, { cover_image: null }),
      studio(3),
    ]);
    expect(covers && [...covers]).toEqual([
      [1, cover],
      [2, null],
      [3, null],
    ]);
  });

  it('is null when no studio has a cover (no row of empty boxes)', () => {
    expect(compareCoversOf([studio(1), studio(2, { cover_image: null })])).toBeNull();
    expect(compareCoversOf(undefined)).toBeNull();
  });
});
