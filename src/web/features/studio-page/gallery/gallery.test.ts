import type { StudioImage } from '@domain/schemas/studio-images';
import { describe, expect, it } from 'vitest';
import { galleryOf, stepIndex } from './gallery';

function image(
  id: string,
  position: number,
  kind: StudioImage['kind'] = 'photo',
  isCover = false,
): StudioImage {
  return {
    id,
    url: `/media/images/${id}/960.jpg`,
    width: 1600,
    height: 900,
    alt: id,
    placeholder: '#000',
    variants: [],
    kind,
    caption: null,
    credit: null,
    position,
    is_cover: isCover,
  };
}

describe('galleryOf', () => {
  it('splits photos and floor plans, each by position', () => {
    const gallery = galleryOf([
      image('c', 2),
      image('p', 1, 'floor_plan'),
      image('a', 0),
      image('q', 3, 'floor_plan'),
    ]);
    expect(gallery.photos.map((i) => i.id)).toEqual(['a', 'c']);
    expect(gallery.floorPlans.map((i) => i.id)).toEqual(['p', 'q']);
  });

  it('opens with the cover, else the first photo', () => {
    expect(galleryOf([image('a', 0), image('b', 1, 'photo', true)]).hero?.id).toBe('b');
    expect(galleryOf([image('p', 0, 'floor_plan'), image('a', 1)]).hero?.id).toBe('a');
    expect(galleryOf([image('p', 0, 'floor_plan', true), image('a', 1)]).hero?.id).toBe('p');
  });

  it('has no large image without photos or a cover', () => {
    expect(galleryOf([image('p', 0, 'floor_plan')]).hero).toBeNull();
    expect(galleryOf(undefined)).toEqual({ hero: null, photos: [], floorPlans: [] });
  });
});

describe('stepIndex', () => {
  it('wraps at both ends', () => {
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(1, 1, 3)).toBe(2);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});
