/**
 * The detail page's gallery (issue 18): which image opens it large, and the photos and the floor
 * plans each in their own order (the API gives one order for both, by `position`).
 */
import type { StudioImage } from '@domain/schemas/studio-images';

export interface Gallery {
  /** The image shown large: the cover, else the first photo; null when there is none to show. */
  hero: StudioImage | null;
  photos: StudioImage[];
  floorPlans: StudioImage[];
}

export function galleryOf(images: readonly StudioImage[] | undefined): Gallery {
  const ordered = [...(images ?? [])].sort((a, b) => a.position - b.position);
  const photos = ordered.filter((image) => image.kind === 'photo');
  const floorPlans = ordered.filter((image) => image.kind === 'floor_plan');
  const hero = ordered.find((image) => image.is_cover) ?? photos[0] ?? null;
  return { hero, photos, floorPlans };
}

/** The next index in a list of `count`, wrapping at both ends (arrows and swipes in the lightbox). */
export function stepIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}
