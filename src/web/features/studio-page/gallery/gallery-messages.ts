/** Texts of the studio page's gallery and lightbox (issue 18), in English and Russian. */
import { defineMessages } from '@/shared/i18n/define-messages';

export const galleryMessages = defineMessages({
  en: {
    galleryHeading: 'Photos',
    floorPlansHeading: 'Floor plans',
    photosLabel: 'All photos',
    floorPlansLabel: 'All floor plans',
    /** The large image's and each thumbnail's button. */
    openPhoto: (p: { index: number; count: number; label: string }) =>
      `Open photo ${p.index} of ${p.count}: ${p.label}`,
    openFloorPlan: (p: { index: number; count: number; label: string }) =>
      `Open floor plan ${p.index} of ${p.count}: ${p.label}`,
    photosOf: (p: { name: string }) => `Photos of ${p.name}`,
    floorPlansOf: (p: { name: string }) => `Floor plans of ${p.name}`,
    // Lightbox
    previous: 'Previous image',
    next: 'Next image',
    close: 'Close',
    position: (p: { index: number; count: number }) => `Image ${p.index} of ${p.count}`,
    credit: (p: { credit: string }) => `Photo: ${p.credit}`,
    /** A floor plan is drawn, not photographed. */
    drawingCredit: (p: { credit: string }) => `Drawing: ${p.credit}`,
    keyboardHint: 'Left and right arrow keys (or a swipe) move between images; Escape closes.',
    /** The hint of a lightbox with one image: there is nothing to move to. */
    closeHint: 'Escape closes.',
  },
  ru: {
    galleryHeading: 'Фотографии',
    floorPlansHeading: 'Планы помещений',
    photosLabel: 'Все фотографии',
    floorPlansLabel: 'Все планы помещений',
    openPhoto: (p: { index: number; count: number; label: string }) =>
      `Открыть фото ${p.index} из ${p.count}: ${p.label}`,
    openFloorPlan: (p: { index: number; count: number; label: string }) =>
      `Открыть план ${p.index} из ${p.count}: ${p.label}`,
    photosOf: (p: { name: string }) => `Фотографии: ${p.name}`,
    floorPlansOf: (p: { name: string }) => `Планы помещений: ${p.name}`,
    previous: 'Предыдущее изображение',
    next: 'Следующее изображение',
    close: 'Закрыть',
    position: (p: { index: number; count: number }) => `Изображение ${p.index} из ${p.count}`,
    credit: (p: { credit: string }) => `Фото: ${p.credit}`,
    drawingCredit: (p: { credit: string }) => `Чертёж: ${p.credit}`,
    keyboardHint: 'Стрелки влево и вправо (или смахивание) листают изображения; Escape закрывает.',
    closeHint: 'Escape закрывает.',
  },
});
