/**
 * The studio page's gallery (issue 18): the cover large, the photos as thumbnails, the floor plans
 * under their own heading. Each opens the lightbox (its own chunk, loaded on first use or when the
 * pointer or focus reaches an image) at that image; closing it puts focus on the thumbnail of the
 * image last shown. Renders the same on the server and in the browser (the lightbox only opens on a
 * click).
 */
import type { StudioImage } from '@domain/schemas/studio-images';
import { Component, type ReactNode, Suspense, useId, useRef, useState } from 'react';
import { ResponsivePicture } from '@/shared/components/ui/responsive-picture';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { cn } from '@/shared/lib/cn';
import { ChunkLoadError, lazyNamed } from '@/shared/lib/lazy-named';
import { galleryOf } from './gallery';
import { galleryMessages } from './gallery-messages';

const loadLightbox = () => import('./image-lightbox');
const ImageLightbox = lazyNamed(loadLightbox, 'ImageLightbox');
const preloadLightbox = () => void loadLightbox().catch(() => undefined);

/** The page's column is at most 64rem (1024 px) wide, less the page's padding on a phone. */
const HERO_SIZES = '(min-width: 1072px) 1024px, calc(100vw - 24px)';
const THUMB_SIZES = '128px';

type Group = 'photos' | 'floorPlans';

interface OpenState {
  group: Group;
  index: number;
}

export function StudioGallery({
  images,
  studioName,
}: {
  images: readonly StudioImage[] | undefined;
  studioName: string;
}) {
  const t = useMessages(galleryMessages);
  const headingId = useId();
  const plansHeadingId = useId();
  const { hero, photos, floorPlans } = galleryOf(images);
  const [open, setOpen] = useState<OpenState | null>(null);
  const root = useRef<HTMLElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  if (!hero && floorPlans.length === 0) return null;

  const groups: Record<Group, StudioImage[]> = { photos, floorPlans };
  const show = (group: Group, index: number, event: { currentTarget: HTMLElement }) => {
    opener.current = event.currentTarget;
    setOpen({ group, index });
  };
  const heroGroup: Group = hero?.kind === 'floor_plan' ? 'floorPlans' : 'photos';
  const heroIndex = hero ? groups[heroGroup].findIndex((image) => image.id === hero.id) : -1;

  /** After the lightbox closes: the thumbnail of the image last shown, else the large image, else the opener. */
  const restoreFocus = (group: Group, imageId: string | null) => {
    const container = root.current;
    const id = imageId ? CSS.escape(imageId) : null;
    const target =
      (id && container?.querySelector<HTMLElement>(`[data-group="${group}"][data-thumb-id="${id}"]`)) ||
      (id && container?.querySelector<HTMLElement>(`[data-hero-id="${id}"]`)) ||
      opener.current;
    target?.focus();
  };

  const label = (image: StudioImage) => image.caption || image.alt || studioName;
  const openLabel = (group: Group, index: number, image: StudioImage) => {
    const params = { index: index + 1, count: groups[group].length, label: label(image) };
    return group === 'photos' ? t.openPhoto(params) : t.openFloorPlan(params);
  };

  return (
    <section
      ref={root}
      aria-labelledby={headingId}
      className="flex flex-col gap-3"
      data-testid="studio-gallery"
      onPointerEnter={preloadLightbox}
      onFocus={preloadLightbox}
    >
      <h2 id={headingId} className="sr-only">
        {t.galleryHeading}
      </h2>
      {hero && heroIndex >= 0 ? (
        <button
          type="button"
          data-hero-id={hero.id}
          aria-label={openLabel(heroGroup, heroIndex, hero)}
          onClick={(event) => show(heroGroup, heroIndex, event)}
          className="group block w-full cursor-zoom-in overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface-2"
        >
          <ResponsivePicture
            image={hero}
            alt=""
            sizes={HERO_SIZES}
            loading="eager"
            priority
            className={cn(
              'aspect-[16/9] w-full transition-transform duration-300 group-hover:scale-[1.01]',
              hero.kind === 'floor_plan' ? 'object-contain' : 'object-cover',
            )}
          />
        </button>
      ) : null}
      {photos.length > 1 ? (
        <Thumbnails
          group="photos"
          images={photos}
          listLabel={t.photosLabel}
          openLabel={openLabel}
          onOpen={show}
        />
      ) : null}
      {floorPlans.length > 0 ? (
        <section aria-labelledby={plansHeadingId} className="flex flex-col gap-2">
          <h3 id={plansHeadingId} className="text-base font-semibold">
            {t.floorPlansHeading}
          </h3>
          <Thumbnails
            group="floorPlans"
            images={floorPlans}
            listLabel={t.floorPlansLabel}
            openLabel={openLabel}
            onOpen={show}
          />
        </section>
      ) : null}
      {open ? (
        <LightboxLoadBoundary onFail={() => setOpen(null)}>
          <Suspense fallback={null}>
            <ImageLightbox
              images={groups[open.group]}
              initialIndex={open.index}
              title={
                open.group === 'photos'
                  ? t.photosOf({ name: studioName })
                  : t.floorPlansOf({ name: studioName })
              }
              fallbackAlt={studioName}
              onClose={(imageId) => {
                const group = open.group;
                setOpen(null);
                // After React has removed the dialog (its focus trap would take the focus back).
                requestAnimationFrame(() => restoreFocus(group, imageId));
              }}
            />
          </Suspense>
        </LightboxLoadBoundary>
      ) : null}
    </section>
  );
}

function Thumbnails({
  group,
  images,
  listLabel,
  openLabel,
  onOpen,
}: {
  group: Group;
  images: StudioImage[];
  listLabel: string;
  openLabel(group: Group, index: number, image: StudioImage): string;
  onOpen(group: Group, index: number, event: { currentTarget: HTMLElement }): void;
}) {
  return (
    <ul aria-label={listLabel} className="flex gap-2 overflow-x-auto pb-1">
      {images.map((image, index) => (
        <li key={image.id} className="shrink-0">
          <button
            type="button"
            data-group={group}
            data-thumb-id={image.id}
            aria-label={openLabel(group, index, image)}
            onClick={(event) => onOpen(group, index, event)}
            className="block cursor-zoom-in overflow-hidden rounded-md border border-line bg-surface-2 hover:border-line-strong"
          >
            <ResponsivePicture
              image={image}
              alt=""
              sizes={THUMB_SIZES}
              className={cn('aspect-[3/2] w-32', group === 'floorPlans' ? 'object-contain' : 'object-cover')}
            />
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * A lightbox chunk that cannot be loaded (offline, a new deployment) closes it instead of breaking
 * the page; any other error is a bug and goes on to the route's error page.
 */
class LightboxLoadBoundary extends Component<{ onFail(): void; children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    if (error instanceof ChunkLoadError) this.props.onFail();
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof ChunkLoadError) return null;
    throw error;
  }
}
