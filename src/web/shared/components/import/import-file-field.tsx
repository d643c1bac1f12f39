import { type DragEvent, type Ref, useId, useState } from 'react';
import { cn } from '@/shared/lib/cn';

/** Why a chosen file was refused, in the reader's language: the reason, and which file it was. */
export interface FileRefusal {
  reason: string;
  file: string | null;
}

/**
 * An import's first step (product.md §2 "Import dialog"): a labelled file input in a dashed zone that
 * also takes a dropped file (without preventDefault the browser would open the dropped file itself).
 * A refused file shows why in an alert tied to the input. The parameter import and the studio import
 * share it; each says which files it accepts and what the texts are.
 */
export function ImportFileField({
  headingRef,
  texts,
  accept,
  refusal,
  onChoose,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  texts: { heading: string; label: string; dropHint: string; help: string };
  /** The input's accept attribute: extensions and media types. */
  accept: string;
  refusal: FileRefusal | null;
  onChoose(file: File): void;
}) {
  const id = useId();
  const inputId = `${id}-file`;
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const [dragging, setDragging] = useState(false);

  // Files only (a dragged text selection is not a file); the usual checks then apply to a dropped file.
  const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');
  const onDragOver = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onChoose(file);
  };
  return (
    <div className="flex flex-col gap-4">
      <h3 ref={headingRef} tabIndex={-1} className="text-base font-semibold outline-none">
        {texts.heading}
      </h3>
      <div className="flex flex-col gap-2">
        <label htmlFor={inputId} className="text-sm font-medium">
          {texts.label}
        </label>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer extra; the labelled input inside is the keyboard's way. */}
        <div
          data-testid="import-drop-zone"
          onDragOver={onDragOver}
          onDragEnter={onDragOver}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'flex flex-col gap-2 rounded-[var(--radius-control)] border-2 border-dashed p-3',
            dragging ? 'border-accent bg-accent-soft' : 'border-line-strong bg-surface-2',
          )}
        >
          <input
            id={inputId}
            type="file"
            accept={accept}
            aria-describedby={refusal ? `${errorId} ${helpId}` : helpId}
            aria-invalid={refusal ? true : undefined}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              // Cleared, so choosing the same file again (after fixing it) is a change too.
              event.currentTarget.value = '';
              if (file) onChoose(file);
            }}
            className="w-full text-sm text-ink file:mr-3 file:cursor-pointer file:rounded-[var(--radius-control)] file:border file:border-line file:bg-surface file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-ink hover:file:bg-canvas"
          />
          <p className="text-sm text-muted">{texts.dropHint}</p>
        </div>
        <p id={helpId} className="text-sm text-muted">
          {texts.help}
        </p>
      </div>
      {refusal ? (
        <div
          id={errorId}
          role="alert"
          className="rounded-[var(--radius-control)] border border-bad/40 bg-bad-soft px-3 py-2 text-sm text-bad"
        >
          <p className="font-semibold">{refusal.reason}</p>
          {refusal.file ? <p className="mt-0.5 break-words">{refusal.file}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
