/**
 * The gallery's lightbox (issue 18; its own chunk): one image at a time, as large as the screen
 * allows, with its caption and credit. Left and right arrows (and the buttons, and a swipe on a
 * touch screen) step through the images, wrapping at the ends; Escape closes; 'Image n of m' is
 * announced as it changes. A Radix dialog: focus stays inside while it is open, and the gallery
 * puts it back on the image's thumbnail when it closes.
 */
import type { StudioImage } from '@domain/schemas/studio-images';
import * as RadixDialog from '@radix-ui/react-dialog';
import { type KeyboardEvent, useId, useState } from 'react';
import { ResponsivePicture } from '@/shared/components/ui/responsive-picture';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { stepIndex } from './gallery';
import { galleryMessages } from './gallery-messages';
import { imageCredit, lightboxHint } from './lightbox-text';
import { useLightboxSwipe } from './use-lightbox-swipe';

export interface ImageLightboxProps {
  images: readonly StudioImage[];
  initialIndex: number;
  /** The dialog's name ('Photos of Studio X'). */
  title: string;
  /** The alt text of an image without caption or alt of its own. */
  fallbackAlt: string;
  /** Closed (Escape, the close button, a click beside the image), on the image with this id. */
  onClose(imageId: string | null): void;
}

const NAV_BUTTON =
  'absolute top-1/2 z-10 inline-flex h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-black/55 text-2xl text-white ring-1 ring-white/30 hover:bg-black/75 focus-visible:outline-2 focus-visible:outline-white';

export function ImageLightbox({ images, initialIndex, title, fallbackAlt, onClose }: ImageLightboxProps) {
  const t = useMessages(galleryMessages);
  const hintId = useId();
  const count = images.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(0, initialIndex), Math.max(0, count - 1)));
  const image = images[index] ?? null;
  const step = (delta: number) => setIndex((current) => stepIndex(current, delta, count));
  const swipe = useLightboxSwipe(step);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const delta = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (delta !== undefined) {
      event.preventDefault();
      step(delta);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      setIndex(event.key === 'Home' ? 0 : count - 1);
    }
  };

  return (
    <RadixDialog.Root open onOpenChange={(next) => (next ? undefined : onClose(image?.id ?? null))}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black" />
        <RadixDialog.Content
          aria-describedby={hintId}
          onKeyDown={onKeyDown}
          // The gallery returns focus to the thumbnail of the image last shown.
          onCloseAutoFocus={(event) => event.preventDefault()}
          className="fixed inset-0 z-50 flex flex-col text-white outline-none"
          style={{ animation: 'vp-fade-in 140ms ease-out' }}
          data-testid="image-lightbox"
        >
          <div className="flex items-center gap-3 px-3 py-2 sm:px-5">
            <RadixDialog.Title className="min-w-0 flex-1 truncate text-sm font-semibold sm:text-base">
              {title}
            </RadixDialog.Title>
            <p aria-live="polite" aria-atomic="true" className="text-sm tabular-nums text-white/85">
              {t.position({ index: index + 1, count })}
            </p>
            <RadixDialog.Close
              aria-label={t.close}
              className="inline-flex h-11 w-11 items-center justify-center rounded-full text-2xl hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
            >
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>
          <RadixDialog.Description id={hintId} className="sr-only">
            {lightboxHint(count, t)}
          </RadixDialog.Description>

          <figure className="flex min-h-0 flex-1 flex-col">
            <div
              {...swipe}
              className="relative min-h-0 flex-1 touch-pan-y select-none"
              data-testid="lightbox-stage"
            >
              {image ? (
                <ResponsivePicture
                  key={image.id}
                  image={image}
                  alt={image.caption || image.alt || fallbackAlt}
                  sizes="100vw"
                  loading="eager"
                  className="absolute inset-0 h-full w-full object-contain"
                  style={{ backgroundSize: 'contain', backgroundRepeat: 'no-repeat' }}
                />
              ) : null}
              {count > 1 ? (
                <>
                  <button
                    type="button"
                    aria-label={t.previous}
                    onClick={() => step(-1)}
                    className={`${NAV_BUTTON} left-2 sm:left-4`}
                  >
                    <span aria-hidden="true">‹</span>
                  </button>
                  <button
                    type="button"
                    aria-label={t.next}
                    onClick={() => step(1)}
                    className={`${NAV_BUTTON} right-2 sm:right-4`}
                  >
                    <span aria-hidden="true">›</span>
                  </button>
                </>
              ) : null}
            </div>
            {image && (image.caption || image.credit) ? (
              <figcaption
                className="px-4 py-3 text-center text-sm sm:text-base"
                data-testid="lightbox-caption"
              >
                {image.caption ? <span className="block">{image.caption}</span> : null}
                {image.credit ? <span className="block text-white/75">{imageCredit(image, t)}</span> : null}
              </figcaption>
            ) : null}
          </figure>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
