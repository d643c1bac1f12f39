/** Shapes a studio's stored images into the API's CoverImage and StudioImage (issue 18, decision 019). */
import {
  type CoverImage,
  IMAGE_DEFAULT_WIDTH,
  IMAGE_FORMATS,
  type ImageFormat,
  type ImageVariant,
  type StudioImage,
} from '@domain/schemas/studio-images';
import type { StoredImage } from '../db/schema';

/** The file extension of each format in a media URL. */
export const FORMAT_EXTENSIONS: Record<ImageFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

/** The one address of a processed file: content-addressed, so it may be cached for ever. */
export function imageUrl(hash: string, width: number, format: ImageFormat): string {
  return `/media/images/${hash}/${width}.${FORMAT_EXTENSIONS[format]}`;
}

/** The width `url` names: 960, or the largest produced below it (the smallest when all are above). */
function defaultWidth(widths: readonly number[]): number {
  const below = widths.filter((w) => w <= IMAGE_DEFAULT_WIDTH);
  return below.length > 0 ? Math.max(...below) : Math.min(...widths);
}

function variants(image: StoredImage): ImageVariant[] {
  const out: ImageVariant[] = [];
  for (const width of image.widths)
    for (const format of IMAGE_FORMATS) out.push({ format, width, url: imageUrl(image.hash, width, format) });
  return out;
}

export function presentCoverImage(image: StoredImage, studioName: string): CoverImage {
  return {
    id: image.id,
    url: imageUrl(image.hash, defaultWidth(image.widths), 'jpeg'),
    width: image.width,
    height: image.height,
    alt: image.caption ?? studioName,
    placeholder: image.placeholder,
    variants: variants(image),
  };
}

export function presentStudioImage(image: StoredImage, position: number, studioName: string): StudioImage {
  return {
    ...presentCoverImage(image, studioName),
    kind: image.kind,
    caption: image.caption,
    credit: image.credit,
    position,
    is_cover: image.cover,
  };
}

export function presentStudioImages(images: readonly StoredImage[], studioName: string): StudioImage[] {
  return images.map((image, i) => presentStudioImage(image, i, studioName));
}

/** The cover: the image marked so, else none (a studio with images always has one marked). */
export function coverOf(images: readonly StoredImage[]): StoredImage | null {
  return images.find((image) => image.cover) ?? null;
}

export function presentStudioCover(images: readonly StoredImage[], studioName: string): CoverImage | null {
  const cover = coverOf(images);
  return cover ? presentCoverImage(cover, studioName) : null;
}
