/**
 * 'Upload images' (issue 18): several files at once, as photos or floor plans, two on their way at
 * a time, each with its progress (the share sent, then 'Processing...' while the server makes its
 * sizes) and, when refused, the reason in plain words. Files over 25 MB or beyond the studio's 40
 * images are refused before they are sent. The studio's page and the lists refresh after each file.
 * Each uploaded image then asks for its caption (optional; upload-caption-field.tsx).
 */
import {
  IMAGE_ACCEPT,
  IMAGE_MAX_BYTES,
  IMAGES_PER_STUDIO_MAX,
  type ImageKind,
} from '@domain/schemas/studio-images';
import { type DragEvent, type ReactNode, useEffect, useId, useReducer, useRef, useState } from 'react';
import { Button } from '@/shared/components/ui/button';
import { Dialog } from '@/shared/components/ui/dialog';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { cn } from '@/shared/lib/cn';
import { imageProblemText } from './image-problems';
import { uploadStudioImage } from './studio-images';
import { type StudioImagesMessages, studioImagesMessages } from './studio-images-messages';
import { UploadCaptionField } from './upload-caption-field';
import {
  busyRetryDelayMs,
  itemsToStart,
  newUploadItems,
  problemOf,
  roomLeft,
  type UploadItem,
  uploadReducer,
  uploadSummary,
} from './upload-queue';

export interface ImageUploadDialogProps {
  open: boolean;
  studioId: number;
  /** The studio's images now (the room left is counted from it). */
  imageCount: number;
  onClose(): void;
  /** After each file the server took. */
  onUploaded(): void;
}

let keyCounter = 0;
const nextKey = () => `upload-${++keyCounter}`;

export function ImageUploadDialog({
  open,
  studioId,
  imageCount,
  onClose,
  onUploaded,
}: ImageUploadDialogProps) {
  const t = useMessages(studioImagesMessages);
  const [kind, setKind] = useState<ImageKind>('photo');
  const [items, dispatch] = useReducer(uploadReducer, []);
  const [dragging, setDragging] = useState(false);
  // The id the server gave each uploaded file: its caption is asked for below it.
  const [imageIds, setImageIds] = useState<Readonly<Record<string, string>>>({});
  const inputRef = useRef<HTMLInputElement>(null);
  const started = useRef(new Set<string>());
  const controllers = useRef(new Map<string, AbortController>());
  const retryTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;
  const kindName = useId();
  const summary = uploadSummary(items);
  const room = roomLeft(IMAGES_PER_STUDIO_MAX, imageCount, items);
  const busy = summary.pending > 0;

  // Starts the waiting files as places free up (two at a time).
  useEffect(() => {
    for (const item of itemsToStart(items)) {
      if (started.current.has(item.key)) continue;
      started.current.add(item.key);
      const { key } = item;
      const controller = new AbortController();
      controllers.current.set(key, controller);
      dispatch({ type: 'start', key });
      uploadStudioImage({
        studioId,
        file: item.file,
        kind: item.kind,
        signal: controller.signal,
        onProgress: (sent) => dispatch({ type: 'progress', key, sent }),
      })
        .then((image) => {
          setImageIds((ids) => ({ ...ids, [key]: image.id }));
          dispatch({ type: 'done', key });
          uploaded.current();
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          const problem = problemOf(error);
          const delay = busyRetryDelayMs(item, problem);
          if (delay === null) {
            dispatch({ type: 'fail', key, problem });
            return;
          }
          // A busy server: wait as it asked, then the file queues again (started afresh).
          dispatch({ type: 'busy', key, problem });
          retryTimers.current.set(
            key,
            setTimeout(() => {
              retryTimers.current.delete(key);
              started.current.delete(key);
              dispatch({ type: 'requeue', key });
            }, delay),
          );
        })
        .finally(() => controllers.current.delete(key));
    }
  }, [items, studioId]);

  // While the dialog is open, files dropped beside the drop zone are not opened by the browser
  // (which would leave the page and its uploads).
  useEffect(() => {
    if (!open) return;
    const keep = (event: globalThis.DragEvent) => {
      if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
    };
    window.addEventListener('dragover', keep);
    window.addEventListener('drop', keep);
    return () => {
      window.removeEventListener('dragover', keep);
      window.removeEventListener('drop', keep);
    };
  }, [open]);

  // Closing the page's editor (leaving the page) stops what is still on its way.
  useEffect(() => {
    const running = controllers.current;
    const timers = retryTimers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      for (const timer of timers.values()) clearTimeout(timer);
    };
  }, []);

  const addFiles = (files: readonly File[]) => {
    if (files.length === 0) return;
    dispatch({
      type: 'add',
      items: newUploadItems(files, kind, { room, maxBytes: IMAGE_MAX_BYTES, nextKey }),
    });
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    addFiles([...event.dataTransfer.files]);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t.uploadTitle}
      description={t.uploadDescription({ room })}
      closeLabel={t.close}
      size="lg"
      dismissible={!busy}
    >
      <div className="flex flex-col gap-4">
        <fieldset className="flex flex-wrap items-center gap-x-5 gap-y-2">
          <legend className="mb-1 text-sm font-medium">{t.kindLegend}</legend>
          {(['photo', 'floor_plan'] as const).map((value) => (
            <label key={value} className="inline-flex cursor-pointer items-center gap-2 text-sm">
              <input
                type="radio"
                name={kindName}
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
                className="h-4 w-4 accent-[var(--vp-accent)]"
              />
              {value === 'photo' ? t.photo : t.floorPlan}
            </label>
          ))}
        </fieldset>

        {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a shortcut; the button does the same. */}
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'flex flex-col items-center justify-center gap-2 rounded-[var(--radius-card)] border-2 border-dashed px-4 py-6 text-center',
            dragging ? 'border-accent bg-accent/5' : 'border-line',
          )}
        >
          <Button onClick={() => inputRef.current?.click()} disabled={room === 0}>
            {t.chooseFiles}
          </Button>
          <span className="text-sm text-muted">{t.dropHere}</span>
          <input
            ref={inputRef}
            type="file"
            multiple
            accept={IMAGE_ACCEPT}
            hidden
            data-testid="image-file-input"
            onChange={(event) => {
              addFiles([...(event.currentTarget.files ?? [])]);
              event.currentTarget.value = '';
            }}
          />
        </div>

        <p role="status" className={cn('text-sm font-medium', items.length === 0 && 'sr-only')}>
          {items.length > 0 ? t.summary(summary) : ''}
        </p>

        {items.length > 0 ? (
          <ul aria-label={t.filesLabel} className="flex flex-col gap-2">
            {items.map((item) => (
              <UploadRow key={item.key} item={item} t={t}>
                {item.status === 'done' && imageIds[item.key] ? (
                  <UploadCaptionField
                    studioId={studioId}
                    imageId={imageIds[item.key]!}
                    fileName={item.file.name}
                    onSaved={() => uploaded.current()}
                  />
                ) : null}
              </UploadRow>
            ))}
          </ul>
        ) : null}

        <div className="flex flex-wrap justify-end gap-2">
          {items.some((item) => item.status === 'queued' || item.status === 'waiting') ? (
            <Button variant="secondary" onClick={() => dispatch({ type: 'cancel-waiting' })}>
              {t.stopWaiting}
            </Button>
          ) : null}
          <Button onClick={onClose} disabled={busy}>
            {t.done}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

function statusText(item: UploadItem, t: StudioImagesMessages): string {
  switch (item.status) {
    case 'queued':
      return t.statusQueued;
    case 'uploading':
      return t.statusUploading({ percent: Math.round(item.progress * 100) });
    case 'processing':
      return t.statusProcessing;
    case 'done':
      return t.statusDone;
    case 'cancelled':
      return t.statusCancelled;
    case 'waiting':
      return t.statusBusyWaiting;
    case 'failed':
      return item.problem ? imageProblemText(item.problem, t) : t.problemNetwork;
  }
}

function UploadRow({
  item,
  t,
  children,
}: {
  item: UploadItem;
  t: StudioImagesMessages;
  children?: ReactNode;
}) {
  const failed = item.status === 'failed';
  return (
    <li
      className={cn('rounded-md border px-3 py-2', failed ? 'border-bad/40 bg-bad-soft' : 'border-line')}
      data-testid="upload-item"
      data-status={item.status}
    >
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="min-w-0 truncate font-medium">{item.file.name}</span>
        <span className="shrink-0 text-muted">{item.kind === 'photo' ? t.photo : t.floorPlan}</span>
      </div>
      {failed ? (
        <p className="mt-1 text-sm text-bad">{statusText(item, t)}</p>
      ) : (
        <div className="mt-1 flex items-center gap-3">
          <progress
            max={100}
            value={Math.round(item.progress * 100)}
            aria-label={t.progressOf({ name: item.file.name })}
            className="h-2 flex-1 accent-[var(--vp-accent)]"
          />
          <span className="w-32 shrink-0 text-right text-xs text-muted tabular-nums">
            {statusText(item, t)}
          </span>
        </div>
      )}
      {children}
    </li>
  );
}
