import { describe, expect, it } from 'vitest';
import { galleryMessages } from './gallery-messages';
import { imageCredit, lightboxHint } from './lightbox-text';

describe('the lightbox’s words', () => {
  it('credits a floor plan as a drawing and a photo as a photo, in both languages', () => {
    // Studio 1 of the demo data: 'Floor plan 1 of 1', credited 'Drawn by the demo seed'.
    const plan = { kind: 'floor_plan' as const, credit: 'Drawn by the demo seed' };
    expect(imageCredit(plan, galleryMessages.en)).toBe('Drawing: Drawn by the demo seed');
    expect(imageCredit(plan, galleryMessages.ru)).toBe('Чертёж: Drawn by the demo seed');
    const photo = { kind: 'photo' as const, credit: 'Ada Lens' };
    expect(imageCredit(photo, galleryMessages.en)).toBe('Photo: Ada Lens');
    expect(imageCredit(photo, galleryMessages.ru)).toBe('Фото: Ada Lens');
    expect(imageCredit({ kind: 'photo', credit: ' ' }, galleryMessages.en)).toBeNull();
  });

  it('names the arrow keys only when there is more than one image', () => {
    expect(lightboxHint(1, galleryMessages.en)).toBe('Escape closes.');
    expect(lightboxHint(1, galleryMessages.ru)).toBe('Escape закрывает.');
    expect(lightboxHint(2, galleryMessages.en)).toMatch(/^Left and right arrow keys/);
    expect(lightboxHint(3, galleryMessages.ru)).toMatch(/^Стрелки влево и вправо/);
  });
});
