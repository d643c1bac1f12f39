import { type DragEvent, type Ref, useId, useState } from 'react';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { cn } from '@/shared/lib/cn';
import { parameterImportMessages } from '../parameter-import-messages';
import { type ImportProblem, problemText } from '../utils/import-errors';

/**
 * Step 1: a labelled file input accepting .json, in a dashed zone that also takes a dropped file
 * (it looked like a drop zone but the browser opened the file instead). A refused file
 * (the checks of product.md §5, or the server's answer to the preview) shows its message in an alert tied
 * to the input.
 */
export function UploadStep({
  headingRef,
  problem,
  rejectedFile,
  onChoose,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  problem: ImportProblem | null;
  rejectedFile: string | null;
  onChoose(file: File): void;
}) {
  const t = useMessages(parameterImportMessages);
  const id = useId();
  const inputId = `${id}-file`;
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const [dragging, setDragging] = useState(false);

  // Files only (a dragged text selection is not a file); the checks of product.md §5 then apply as usual.
  const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');
  const onDragOver = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    event.preventDefault(); // without it the browser opens the dropped file itself
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
        {t.uploadHeading}
      </h3>
      <div className="flex flex-col gap-2">
        <label htmlFor={inputId} className="text-sm font-medium">
          {t.fileLabel}
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
            accept=".json,application/json"
            aria-describedby={problem ? `${errorId} ${helpId}` : helpId}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              // Cleared, so choosing the same file again (after fixing it) is a change too.
              event.currentTarget.value = '';
              if (file) onChoose(file);
            }}
            className="w-full text-sm text-ink file:mr-3 file:cursor-pointer file:rounded-[var(--radius-control)] file:border file:border-line file:bg-surface file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-ink hover:file:bg-canvas"
          />
          <p className="text-sm text-muted">{t.dropHint}</p>
        </div>
        <p id={helpId} className="text-sm text-muted">
          {t.fileHelp}
        </p>
      </div>
      {problem ? (
        <div
          id={errorId}
          role="alert"
          className="rounded-[var(--radius-control)] border border-bad/40 bg-bad-soft px-3 py-2 text-sm text-bad"
        >
          <p className="font-semibold">{problemText(problem, t)}</p>
          {rejectedFile ? (
            <p className="mt-0.5 break-words">{t.rejectedFile({ name: rejectedFile })}</p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
