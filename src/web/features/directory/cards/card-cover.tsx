/**
 * The cover image at the top of a directory card (issue 18): a 3:2 box whatever the image, so the
 * grid never moves as images arrive; the placeholder fills it until the image paints. A studio
 * without a cover gets the same box, plain, so the cards of a row still line up.
 */
import type { CoverImage } from '@domain/schemas/studio-images';
import { ResponsivePicture } from '@/shared/components/ui/responsive-picture';

/**
 * How wide a card's image is drawn: one column on a phone, two from 640 px, three from 1024 px,
 * the page no wider than 80rem (1280 px) less its padding.
 */
export const CARD_IMAGE_SIZES =
  '(min-width: 1280px) 400px, (min-width: 1024px) calc((100vw - 80px) / 3), (min-width: 640px) calc((100vw - 64px) / 2), calc(100vw - 24px)';

const BOX = 'aspect-[3/2] w-full';

export function CardCover({
  cover,
  studioName,
  priority,
}: {
  cover: CoverImage | null;
  studioName: string;
  /** The first row of the list: fetched at once and first (the list page's largest paint). */
  priority: boolean;
}) {
  return (
    <div className="-mx-4 -mt-4 overflow-hidden rounded-t-[var(--radius-card)] bg-surface-2 sm:-mx-5 sm:-mt-5">
      {cover ? (
        <ResponsivePicture
          image={cover}
          alt={cover.alt || studioName}
          sizes={CARD_IMAGE_SIZES}
          loading={priority ? 'eager' : 'lazy'}
          priority={priority}
          className={`${BOX} object-cover`}
        />
      ) : (
        <div
          aria-hidden="true"
          className={`${BOX} flex items-center justify-center bg-surface-2 text-line-strong`}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-10 w-10"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          >
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <circle cx="9" cy="10" r="1.75" />
            <path d="m4 17 5-5 4 4 3-3 4 4" />
          </svg>
        </div>
      )}
    </div>
  );
}
