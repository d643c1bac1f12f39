/**
 * A compared studio's cover at the top of its column (issue 18), from the comparison's answer
 * (`cover_image`); a studio without one gets an empty box of the same shape,
 * so the names below line up. Decorative (alt ""): the studio's name follows at once. The phone's one
 * shown cover is the page's largest paint (`priority`: loaded at once, first of all); the table's are
 * lazy, so a phone does not fetch those of the table it does not show (comparison-view.tsx).
 */
import type { ComparedStudio } from '@domain/schemas/compare-schemas';
import type { CoverImage } from '@domain/schemas/studio-images';
import { ResponsivePicture } from '@/shared/components/ui/responsive-picture';

/** id → cover, or null when no compared studio has one (then no row of covers is shown). */
export type CompareCovers = ReadonlyMap<number, CoverImage | null> | null;

export function compareCoversOf(studios: readonly ComparedStudio[] | undefined): CompareCovers {
  if (!studios) return null;
  const covers = new Map<number, CoverImage | null>();
  for (const studio of studios) covers.set(studio.id, studio.cover_image ?? null);
  return [...covers.values()].some(Boolean) ? covers : null;
}

export function CompareCover({
  cover,
  sizes,
  priority = false,
}: {
  cover: CoverImage | null;
  sizes: string;
  priority?: boolean;
}) {
  return (
    <div className="overflow-hidden rounded-md bg-surface-2" data-testid="compare-cover">
      {cover ? (
        <ResponsivePicture
          image={cover}
          alt=""
          sizes={sizes}
          loading={priority ? 'eager' : 'lazy'}
          priority={priority}
          className="aspect-[3/2] w-full object-cover"
        />
      ) : (
        <div aria-hidden="true" className="aspect-[3/2] w-full" />
      )}
    </div>
  );
}
