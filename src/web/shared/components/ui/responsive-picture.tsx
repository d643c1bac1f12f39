/**
 * A processed image as a <picture> (issue 18): AVIF and WebP sources, the JPEG on the <img>, each
 * with its widths and `sizes`, the image's own width and height (so the browser reserves its box
 * before a byte arrives; the caller's classes fix the box's shape), and the placeholder as the
 * background until the image paints. Renders the same on the server and in the browser.
 */
import type { CSSProperties } from 'react';
import { pictureSources, placeholderStyle, type ResponsiveImageLike } from '@/shared/images/image-sources';
import { cn } from '@/shared/lib/cn';

export interface ResponsivePictureProps {
  image: ResponsiveImageLike;
  alt: string;
  /** The `sizes` of every source: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** Above the fold: 'eager' (and `priority`); everything else 'lazy' (the default). */
  loading?: 'lazy' | 'eager';
  /** The page's main image (its LCP): fetchpriority="high". */
  priority?: boolean;
  /** Classes of the <img> (its box: e.g. 'aspect-[3/2] w-full object-cover'). */
  className?: string;
  pictureClassName?: string;
  style?: CSSProperties;
}

export function ResponsivePicture({
  image,
  alt,
  sizes,
  loading = 'lazy',
  priority = false,
  className,
  pictureClassName,
  style,
}: ResponsivePictureProps) {
  const { sources, src, srcSet } = pictureSources(image);
  return (
    <picture className={cn('contents', pictureClassName)}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={src}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={loading}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        className={cn('block', className)}
        style={{ ...placeholderStyle(image.placeholder), ...style }}
      />
    </picture>
  );
}
