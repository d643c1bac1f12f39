/**
 * The image editor of a studio's page (issue 18), for its admins and owners: the images in their
 * order (photos and floor plans in one order), each with its thumbnail, kind, caption and credit;
 * reordering by drag and by keyboard ('Move earlier'/'Move later', or Alt+Up/Alt+Down on an image's
 * handle), each move announced; 'Make cover'; 'Edit details'; 'Delete' after a confirmation; and
 * 'Upload images'. The order shows at once and is saved a moment after the last move.
 */
import { IMAGES_PER_STUDIO_MAX, type StudioImage } from '@domain/schemas/studio-images';
import type { Studio } from '@domain/schemas/studio-schemas';
import {
  type DragEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Badge } from '@/shared/components/ui/badge';
import { Button } from '@/shared/components/ui/button';
import { ConfirmDialog } from '@/shared/components/ui/confirm-dialog';
import { ResponsivePicture } from '@/shared/components/ui/responsive-picture';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { cn } from '@/shared/lib/cn';
import { SectionCard } from '../../page/section-card';
import { ImageDetailsDialog } from './image-details-dialog';
import { moveBy, moveTo, shownOrder } from './image-order';
import { ImageUploadDialog } from './image-upload-dialog';
import { type StudioImagesMessages, studioImagesMessages } from './studio-images-messages';
import { useStudioImageWrites } from './use-studio-image-writes';

/** The order is saved this long after the last move (several key presses make one request). */
const ORDER_SAVE_DELAY_MS = 600;

type Control = 'handle' | 'earlier' | 'later';

/**
 * After a dialog of the editor closed: focus where the reader was (the dialog's own return would
 * race its removal from the page, and the opener may be gone: a deleted image's row).
 */
function returnFocus(target: () => HTMLElement | null | undefined): void {
  requestAnimationFrame(() => setTimeout(() => target()?.focus(), 0));
}

export function StudioImagesEditor({ studio }: { studio: Studio }) {
  const t = useMessages(studioImagesMessages);
  const writes = useStudioImageWrites(studio.id);
  const hintId = useId();
  const images = studio.images ?? [];
  const byId = new Map(images.map((image) => [image.id, image]));
  const serverIds = [...images].sort((a, b) => a.position - b.position).map((image) => image.id);
  const [pending, setPending] = useState<readonly string[] | null>(null);
  const order = shownOrder(serverIds, pending);
  const [announcement, setAnnouncement] = useState('');
  // The dialogs stay mounted and open or close (their focus returns to the opener); a new key
  // gives each opening a fresh state.
  const [uploading, setUploading] = useState(false);
  const [uploadKey, setUploadKey] = useState(0);
  const [editing, setEditing] = useState<{ image: StudioImage; open: boolean; key: number } | null>(null);
  const [deleting, setDeleting] = useState<StudioImage | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [dragged, setDragged] = useState<string | null>(null);
  const [dropIndex, setDropIndex] = useState<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const uploadButtonRef = useRef<HTMLButtonElement>(null);
  const focusAfterMove = useRef<{ id: string; control: Control } | null>(null);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latestPending = useRef<readonly string[] | null>(null);

  useEffect(
    () => () => {
      if (saveTimer.current) clearTimeout(saveTimer.current);
    },
    [],
  );

  // A moved row keeps the focus (React may have taken its element out of the page and back).
  useLayoutEffect(() => {
    const target = focusAfterMove.current;
    if (!target) return;
    focusAfterMove.current = null;
    listRef.current
      ?.querySelector<HTMLElement>(
        `[data-image-row="${CSS.escape(target.id)}"] [data-control="${target.control}"]`,
      )
      ?.focus();
  });

  const labelOf = (id: string) => {
    const position = order.indexOf(id) + 1;
    return t.imageLabel({ position, caption: byId.get(id)?.caption ?? null });
  };

  const applyOrder = (next: readonly string[], movedId: string, control: Control | null) => {
    if (next === order) return;
    const label = t.imageLabel({
      position: order.indexOf(movedId) + 1,
      caption: byId.get(movedId)?.caption ?? null,
    });
    setPending(next);
    latestPending.current = next;
    if (control) focusAfterMove.current = { id: movedId, control };
    setAnnouncement(t.moved({ label, position: next.indexOf(movedId) + 1, count: next.length }));
    if (saveTimer.current) clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(() => {
      saveTimer.current = null;
      void writes.saveOrder(next).then((ok) => {
        if (ok) setAnnouncement(t.orderSaved);
        // A later move is still waiting to be saved: keep showing it.
        if (latestPending.current === next) {
          latestPending.current = null;
          setPending(null);
        }
      });
    }, ORDER_SAVE_DELAY_MS);
  };

  const move = (id: string, delta: number, control: Control) =>
    applyOrder(moveBy(order, id, delta), id, control);

  const onHandleKeyDown = (event: KeyboardEvent, id: string) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(id, event.key === 'ArrowUp' ? -1 : 1, 'handle');
  };

  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    const id = dragged;
    setDragged(null);
    setDropIndex(null);
    if (!id) return;
    applyOrder(moveTo(order, order.indexOf(id), index), id, null);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    const index = order.indexOf(deleting.id);
    const ok = await writes.remove(deleting.id);
    setDeleteBusy(false);
    if (!ok) return;
    setDeleting(null);
    // The image's row is gone: the focus goes to the row that took its place, else the upload button.
    const neighbour = order.filter((id) => id !== deleting.id)[Math.max(0, index - 1)] ?? null;
    returnFocus(() => (neighbour ? rowControl(neighbour, 'handle') : uploadButtonRef.current));
  };

  /** The control of an image's row ('handle', 'earlier', 'later', 'edit'). */
  const rowControl = (id: string, control: string) =>
    listRef.current?.querySelector<HTMLElement>(
      `[data-image-row="${CSS.escape(id)}"] [data-control="${control}"]`,
    ) ?? null;

  return (
    <SectionCard
      id="studio-images-editor"
      title={t.heading}
      actions={
        <Button
          size="sm"
          onClick={() => {
            setUploadKey((key) => key + 1);
            setUploading(true);
          }}
          disabled={images.length >= IMAGES_PER_STUDIO_MAX}
        >
          {t.upload}
        </Button>
      }
    >
      <p className="text-sm text-muted">
        {images.length === 0 ? t.empty : t.intro({ count: images.length, max: IMAGES_PER_STUDIO_MAX })}
      </p>
      <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="image-order-announcement">
        {announcement}
      </p>
      {order.length > 0 ? (
        <>
          <p id={hintId} className="mt-1 text-xs text-muted">
            {t.reorderHint}
          </p>
          <ol ref={listRef} aria-label={t.listLabel} className="mt-3 flex flex-col gap-2">
            {order.map((id, index) => {
              const image = byId.get(id);
              if (!image) return null;
              return (
                <ImageRow
                  key={id}
                  image={image}
                  index={index}
                  count={order.length}
                  label={labelOf(id)}
                  hintId={hintId}
                  t={t}
                  dragging={dragged === id}
                  dropTarget={dropIndex === index && dragged !== null && dragged !== id}
                  onMove={(delta, control) => move(id, delta, control)}
                  onHandleKeyDown={(event) => onHandleKeyDown(event, id)}
                  onSetCover={() => void writes.setCover(id)}
                  onEdit={() => setEditing({ image, open: true, key: (editing?.key ?? 0) + 1 })}
                  onDelete={() => setDeleting(image)}
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', id);
                    setDragged(id);
                  }}
                  onDragOver={(event) => {
                    if (!dragged) return;
                    event.preventDefault();
                    event.dataTransfer.dropEffect = 'move';
                    setDropIndex(index);
                  }}
                  onDrop={(event) => onDrop(event, index)}
                  onDragEnd={() => {
                    setDragged(null);
                    setDropIndex(null);
                  }}
                />
              );
            })}
          </ol>
        </>
      ) : null}

      <ImageUploadDialog
        key={uploadKey}
        open={uploading}
        studioId={studio.id}
        imageCount={images.length}
        onClose={() => setUploading(false)}
        onUploaded={() => void writes.refresh()}
      />
      {editing ? (
        <ImageDetailsDialog
          key={editing.key}
          open={editing.open}
          image={editing.image}
          onClose={() => setEditing({ ...editing, open: false })}
          onSave={(patch) => writes.saveDetails(editing.image.id, patch)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t.deleteTitle}
        description={t.deleteText}
        confirmLabel={t.deleteConfirm}
        cancelLabel={t.cancel}
        onConfirm={() => void confirmDelete()}
        destructive
        busy={deleteBusy}
      />
    </SectionCard>
  );
}

interface ImageRowProps {
  image: StudioImage;
  index: number;
  count: number;
  label: string;
  hintId: string;
  t: StudioImagesMessages;
  dragging: boolean;
  dropTarget: boolean;
  onMove(delta: number, control: Control): void;
  onHandleKeyDown(event: KeyboardEvent): void;
  onSetCover(): void;
  onEdit(): void;
  onDelete(): void;
  onDragStart(event: DragEvent): void;
  onDragOver(event: DragEvent): void;
  onDrop(event: DragEvent): void;
  onDragEnd(): void;
}

function ImageRow({
  image,
  index,
  count,
  label,
  hintId,
  t,
  dragging,
  dropTarget,
  onMove,
  onHandleKeyDown,
  onSetCover,
  onEdit,
  onDelete,
  onDragStart,
  onDragOver,
  onDrop,
  onDragEnd,
}: ImageRowProps) {
  const first = index === 0;
  const last = index === count - 1;
  return (
    <li
      data-image-row={image.id}
      data-testid="image-row"
      draggable
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDrop={onDrop}
      onDragEnd={onDragEnd}
      className={cn(
        'flex flex-wrap items-center gap-3 rounded-md border bg-surface p-2 sm:flex-nowrap',
        dropTarget ? 'border-accent ring-2 ring-accent/30' : 'border-line',
        dragging && 'opacity-50',
      )}
    >
      <button
        type="button"
        data-control="handle"
        aria-label={t.dragHandleOf({ label, position: index + 1, count })}
        aria-describedby={hintId}
        onKeyDown={onHandleKeyDown}
        className="inline-flex h-10 w-8 shrink-0 cursor-grab items-center justify-center rounded-md text-muted hover:bg-surface-2 active:cursor-grabbing"
      >
        <span aria-hidden="true" className="text-lg leading-none">
          ⠿
        </span>
      </button>
      <span aria-hidden="true" className="w-6 shrink-0 text-center text-sm text-muted tabular-nums">
        {index + 1}
      </span>
      <div className="w-24 shrink-0 overflow-hidden rounded bg-surface-2">
        <ResponsivePicture
          image={image}
          alt=""
          sizes="96px"
          className={cn('aspect-[3/2] w-24', image.kind === 'floor_plan' ? 'object-contain' : 'object-cover')}
        />
      </div>
      <div className="min-w-0 flex-1 text-sm">
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge tone="neutral">{image.kind === 'photo' ? t.photo : t.floorPlan}</Badge>
          {image.is_cover ? <Badge tone="accent">{t.cover}</Badge> : null}
        </div>
        <p className={cn('mt-1 break-words', !image.caption && 'text-muted italic')}>
          {image.caption || t.noCaption}
        </p>
        {image.credit ? (
          <p className="text-xs text-muted">{t.creditShort({ credit: image.credit })}</p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        <Button
          size="sm"
          variant="ghost"
          data-control="earlier"
          aria-label={t.moveEarlierOf({ label })}
          aria-disabled={first || undefined}
          onClick={() => (first ? undefined : onMove(-1, 'earlier'))}
        >
          <span aria-hidden="true">↑</span>
          <span className="hidden md:inline">{t.moveEarlier}</span>
        </Button>
        <Button
          size="sm"
          variant="ghost"
          data-control="later"
          aria-label={t.moveLaterOf({ label })}
          aria-disabled={last || undefined}
          onClick={() => (last ? undefined : onMove(1, 'later'))}
        >
          <span aria-hidden="true">↓</span>
          <span className="hidden md:inline">{t.moveLater}</span>
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-label={image.is_cover ? t.isCoverOf({ label }) : t.setCoverOf({ label })}
          aria-disabled={image.is_cover || undefined}
          onClick={() => (image.is_cover ? undefined : onSetCover())}
        >
          {image.is_cover ? t.cover : t.setCover}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          data-control="edit"
          aria-label={t.editOf({ label })}
          onClick={onEdit}
        >
          {t.edit}
        </Button>
        <Button size="sm" variant="danger" aria-label={t.deleteOf({ label })} onClick={onDelete}>
          {t.delete}
        </Button>
      </div>
    </li>
  );
}
