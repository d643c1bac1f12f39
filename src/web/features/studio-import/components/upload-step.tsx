import { type DragEvent, type Ref, useId, useState } from 'react';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { cn } from '@/shared/lib/cn';
import { studioImportMessages } from '../studio-import-messages';
import type { UploadProblem } from '../utils/import-state';
import { problemText } from '../utils/problem-text';
import { ImportHistoryList } from './import-history-list';

/**
 * Step 1: a labelled file input accepting .csv and .xlsx in a zone that also takes a dropped file; a
 * refused file shows why in an alert tied to the input. Below, the recent imports with 'Undo'.
 */
export function UploadStep({
  headingRef,
  problem,
  rejectedFile,
  onChoose,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  problem: UploadProblem | null;
  rejectedFile: string | null;
  onChoose(file: File): void;
}) {
  const t = useMessages(studioImportMessages);
  const id = useId();
  const inputId = `${id}-file`;
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const [dragging, setDragging] = useState(false);
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
        {t.uploadHeading}
      </h3>
      <div className="flex flex-col gap-2">
        <label htmlFor={inputId} className="text-sm font-medium">
          {t.fileLabel}
        </label>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer extra; the labelled input inside is the keyboard's way. */}
        <div
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
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-describedby={problem ? `${errorId} ${helpId}` : helpId}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
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
      <ImportHistoryList />
    </div>
  );
}
