/** The lightbox's words that depend on what it shows (product.md §2, §15). */
import type { StudioImage } from '@domain/schemas/studio-images';
import type { galleryMessages } from './gallery-messages';

type GalleryMessages = (typeof galleryMessages)['en'];

/** 'Photo: {credit}' for a photo, 'Drawing: {credit}' for a floor plan: a plan is drawn, not photographed. */
export function imageCredit(
  image: Pick<StudioImage, 'kind' | 'credit'>,
  t: Pick<GalleryMessages, 'credit' | 'drawingCredit'>,
): string | null {
  const credit = image.credit?.trim();
  if (!credit) return null;
  return image.kind === 'floor_plan' ? t.drawingCredit({ credit }) : t.credit({ credit });
}

/** The arrow keys' hint only when there is another image to move to; Escape always closes. */
export function lightboxHint(count: number, t: Pick<GalleryMessages, 'keyboardHint' | 'closeHint'>): string {
  return count > 1 ? t.keyboardHint : t.closeHint;
}
