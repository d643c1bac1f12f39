import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CARD_IMAGE_SIZES, CardCover } from './card-cover';

const cover = {
  id: 'c1',
  url: '/media/images/h/960.jpg',
  width: 2400,
  height: 1350,
  alt: 'The LED volume',
  placeholder: 'rgb(20, 30, 40)',
  variants: [{ format: 'webp' as const, width: 480, url: '/media/images/h/480.webp' }],
};

describe('CardCover', () => {
  it('draws the cover in a 3:2 box, lazily below the first row', () => {
    const html = renderToStaticMarkup(<CardCover cover={cover} studioName="Aurora" priority={false} />);
    expect(html).toContain('alt="The LED volume"');
    expect(html).toContain('aspect-[3/2]');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain(`sizes="${CARD_IMAGE_SIZES}"`);
    expect(html).toContain('background-color:rgb(20, 30, 40)');
    expect(html).not.toContain('fetchPriority');
  });

  it("fetches the first row's covers at once and first; alt falls back to the studio's name", () => {
    const html = renderToStaticMarkup(
      <CardCover cover={{ ...cover, alt: '' }} studioName="Aurora" priority />,
    );
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain('alt="Aurora"');
  });

  it('keeps an empty box of the same shape without a cover, and no image', () => {
    const html = renderToStaticMarkup(<CardCover cover={null} studioName="Aurora" priority />);
    expect(html).toContain('aspect-[3/2]');
    expect(html).not.toContain('<img');
  });
});
