import { describe, expect, it } from 'vitest';
import { pictureSources, placeholderStyle, srcSetFor } from './image-sources';

const image = {
  url: '/media/a/960.jpg',
  width: 1600,
  height: 900,
  placeholder: '#334455',
  variants: [
    { format: 'jpeg' as const, width: 960, url: '/media/a/960.jpg' },
    { format: 'avif' as const, width: 960, url: '/media/a/960.avif' },
    { format: 'jpeg' as const, width: 480, url: '/media/a/480.jpg' },
    { format: 'webp' as const, width: 480, url: '/media/a/480.webp' },
    { format: 'avif' as const, width: 480, url: '/media/a/480.avif' },
    { format: 'webp' as const, width: 1600, url: '/media/a/1600.webp' },
  ],
};

describe('srcSetFor', () => {
  it('lists one format, widths ascending', () => {
    expect(srcSetFor(image.variants, 'avif')).toBe('/media/a/480.avif 480w, /media/a/960.avif 960w');
    expect(srcSetFor(image.variants, 'webp')).toBe('/media/a/480.webp 480w, /media/a/1600.webp 1600w');
  });

  it('keeps each width once and drops variants without a width or URL', () => {
    const variants = [
      { format: 'jpeg' as const, width: 480, url: '/a.jpg' },
      { format: 'jpeg' as const, width: 480, url: '/b.jpg' },
      { format: 'jpeg' as const, width: 0, url: '/c.jpg' },
      { format: 'jpeg' as const, width: 1.5, url: '/d.jpg' },
      { format: 'jpeg' as const, width: 960, url: '' },
    ];
    expect(srcSetFor(variants, 'jpeg')).toBe('/a.jpg 480w');
  });

  it('escapes the characters that separate candidates', () => {
    expect(srcSetFor([{ format: 'jpeg', width: 480, url: '/a b,c.jpg' }], 'jpeg')).toBe(
      '/a%20b%2Cc.jpg 480w',
    );
  });

  it('is empty for a format the image lacks', () => {
    expect(srcSetFor([], 'webp')).toBe('');
  });
});

describe('pictureSources', () => {
  it('gives AVIF before WebP, and the JPEG widths to the img', () => {
    expect(pictureSources(image)).toEqual({
      sources: [
        { type: 'image/avif', srcSet: '/media/a/480.avif 480w, /media/a/960.avif 960w' },
        { type: 'image/webp', srcSet: '/media/a/480.webp 480w, /media/a/1600.webp 1600w' },
      ],
      src: '/media/a/960.jpg',
      srcSet: '/media/a/480.jpg 480w, /media/a/960.jpg 960w',
    });
  });

  it('leaves out formats without variants and the srcset of an image with no JPEG widths', () => {
    expect(pictureSources({ ...image, variants: [] })).toEqual({
      sources: [],
      src: '/media/a/960.jpg',
      srcSet: undefined,
    });
  });
});

describe('placeholderStyle', () => {
  it('draws a data: URI as a covering background', () => {
    const uri = 'data:image/webp;base64,UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA';
    expect(placeholderStyle(uri)).toEqual({
      backgroundImage: `url("${uri}")`,
      backgroundSize: 'cover',
      backgroundPosition: 'center',
    });
  });

  it('takes a colour as the background colour', () => {
    expect(placeholderStyle('#a1b2c3')).toEqual({ backgroundColor: '#a1b2c3' });
    expect(placeholderStyle('rgb(10, 20, 30)')).toEqual({ backgroundColor: 'rgb(10, 20, 30)' });
  });

  it('ignores anything that could break out of the style', () => {
    expect(placeholderStyle('red; background: url(https://evil.example/x)')).toBeUndefined();
    expect(placeholderStyle('data:image/png;base64,AAAA") ; x: url("y')).toBeUndefined();
    expect(placeholderStyle('data:text/html,<script>')).toBeUndefined();
    expect(placeholderStyle('')).toBeUndefined();
    expect(placeholderStyle(null)).toBeUndefined();
  });
});
