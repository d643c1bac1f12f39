/**
 * How a processed image (issue 18: one JPEG `url` plus AVIF, WebP and JPEG variants at a few widths)
 * becomes a <picture>: one <source> per modern format with its srcset, the JPEG srcset on the <img>,
 * and the placeholder (a data: URI of a blurred thumbnail, or a CSS colour) as the image's background
 * until it paints. Pure: the server's render and the browser's must produce the same markup.
 */
import type { CSSProperties } from 'react';

export type ImageFormat = 'avif' | 'webp' | 'jpeg';

export interface ImageVariantLike {
  format: ImageFormat;
  width: number;
  url: string;
}

/** The fields of a cover or studio image that drawing it needs (the API's CoverImage). */
export interface ResponsiveImageLike {
  url: string;
  width: number;
  height: number;
  placeholder: string;
  variants: readonly ImageVariantLike[];
}

export interface PictureSource {
  type: string;
  srcSet: string;
}

export interface PictureSources {
  /** AVIF first, then WebP: the browser takes the first type it supports. */
  sources: PictureSource[];
  /** The <img>'s src: the JPEG every browser reads. */
  src: string;
  /** The JPEG widths for the <img>, or undefined when there are none. */
  srcSet: string | undefined;
}

const MIME: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

/**
 * "url 480w, url 960w" for one format: widths ascending, each width once (the first URL given for
 * it), variants of no usable width or URL left out. Empty when the format has none.
 */
export function srcSetFor(variants: readonly ImageVariantLike[], format: ImageFormat): string {
  const byWidth = new Map<number, string>();
  for (const variant of variants) {
    if (variant.format !== format) continue;
    if (!Number.isInteger(variant.width) || variant.width <= 0 || !variant.url) continue;
    if (!byWidth.has(variant.width)) byWidth.set(variant.width, variant.url);
  }
  return [...byWidth]
    .sort(([a], [b]) => a - b)
    .map(([width, url]) => `${encodeSrcSetUrl(url)} ${width}w`)
    .join(', ');
}

/** A srcset candidate's URL may not hold a bare comma or space (they separate candidates). */
function encodeSrcSetUrl(url: string): string {
  return url.replace(/[\s,]/g, (c) => encodeURIComponent(c));
}

export function pictureSources(image: ResponsiveImageLike): PictureSources {
  const sources: PictureSource[] = [];
  for (const format of ['avif', 'webp'] as const) {
    const srcSet = srcSetFor(image.variants, format);
    if (srcSet) sources.push({ type: MIME[format], srcSet });
  }
  const jpeg = srcSetFor(image.variants, 'jpeg');
  return { sources, src: image.url, srcSet: jpeg || undefined };
}

const DATA_IMAGE = /^data:image\/(?:png|jpeg|webp|avif|gif|svg\+xml)(?:;[\w=.+-]+)*,[A-Za-z0-9+/=%._~-]*$/;
const HEX = /^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
const FUNCTIONAL = /^(?:rgb|rgba|hsl|hsla)\(\s*[\d.%\s,/+-]+\)$/;

/**
 * The placeholder as the image's background while it loads: a data: URI as a covering background,
 * a colour (#hex, rgb(), hsl()) as the background colour. Anything else is ignored rather than
 * written into a style (it comes from the server, but a style is no place to trust text).
 */
export function placeholderStyle(placeholder: string | null | undefined): CSSProperties | undefined {
  const value = placeholder?.trim() ?? '';
  if (DATA_IMAGE.test(value)) {
    return {
      backgroundImage: `url("${value}")`,
      backgroundSize: 'cover',
      backgroundPosition: 'center',
    };
  }
  if (HEX.test(value) || FUNCTIONAL.test(value)) return { backgroundColor: value };
  return undefined;
}
