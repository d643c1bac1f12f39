import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ResponsivePicture } from './responsive-picture';

const image = {
  url: '/media/images/abc/960.jpg',
  width: 2400,
  height: 1600,
  placeholder: '#123456',
  variants: [
    { format: 'avif' as const, width: 480, url: '/media/images/abc/480.avif' },
    { format: 'webp' as const, width: 480, url: '/media/images/abc/480.webp' },
    { format: 'jpeg' as const, width: 480, url: '/media/images/abc/480.jpg' },
    { format: 'jpeg' as const, width: 960, url: '/media/images/abc/960.jpg' },
  ],
};

describe('ResponsivePicture', () => {
  it('renders AVIF and WebP sources, the JPEG srcset, sizes, the box and the placeholder', () => {
    const html = renderToStaticMarkup(
      <ResponsivePicture image={image} alt="Stage A" sizes="100vw" className="aspect-[3/2] w-full" />,
    );
    expect(html).toContain(
      '<source type="image/avif" srcSet="/media/images/abc/480.avif 480w" sizes="100vw"/>',
    );
    expect(html).toContain(
      '<source type="image/webp" srcSet="/media/images/abc/480.webp 480w" sizes="100vw"/>',
    );
    expect(html.indexOf('image/avif')).toBeLessThan(html.indexOf('image/webp'));
    expect(html).toMatch(
      /<img src="\/media\/images\/abc\/960.jpg" srcSet="\/media\/images\/abc\/480.jpg 480w, \/media\/images\/abc\/960.jpg 960w" sizes="100vw" width="2400" height="1600" alt="Stage A" loading="lazy" decoding="async"/,
    );
    expect(html).toContain('background-color:#123456');
    expect(html).not.toContain('fetchpriority');
  });

  it('asks for the first row at once and first', () => {
    const html = renderToStaticMarkup(
      <ResponsivePicture image={image} alt="" sizes="100vw" loading="eager" priority />,
    );
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
  });
});
