import { CONFLICT_RESOLUTIONS, type ConflictResolution } from '@domain/limits';
import { type Ref, useId } from 'react';
import { Button } from '@/shared/components/ui/button';
import { Spinner } from '@/shared/components/ui/spinner';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { cn } from '@/shared/lib/cn';
import type { ImportPreview } from '../api/import-parameters';
import { parameterImportMessages } from '../parameter-import-messages';
import { selectableNames, selectionState } from '../utils/import-state';
import { PreviewTable } from './preview-table';

export function PreviewHeading({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  const t = useMessages(parameterImportMessages);
  return (
    <h3 ref={headingRef} tabIndex={-1} className="text-base font-semibold outline-none">
      {t.previewHeading}
    </h3>
  );
}

/** Step 2 while the server analyses the file. */
export function PreviewLoading({
  headingRef,
  fileName,
  onBack,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  fileName: string;
  onBack(): void;
}) {
  const t = useMessages(parameterImportMessages);
  return (
    <div className="flex flex-col gap-4">
      <PreviewHeading headingRef={headingRef} />
      <FileLine fileName={fileName} />
      <Spinner label={t.analysing} showLabel className="py-6" />
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="secondary" onClick={onBack}>
          {t.back}
        </Button>
      </div>
    </div>
  );
}

function FileLine({ fileName }: { fileName: string }) {
  const t = useMessages(parameterImportMessages);
  return (
    <p className="text-sm break-words text-muted">
      {t.fileName}: <span className="font-medium text-ink">{fileName}</span>
    </p>
  );
}

/**
 * Step 2: the summary counts, the file's sources, the items with their checkboxes (all selectable
 * items selected at first), 'Select all' / 'Select none', the conflict choice, 'Back' and 'Import'
 * (disabled while nothing is selected).
 */
export function PreviewReady({
  headingRef,
  fileName,
  preview,
  selected,
  resolution,
  onToggle,
  onSelectAll,
  onSelectNone,
  onResolution,
  onBack,
  onImport,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  fileName: string;
  preview: ImportPreview;
  selected: ReadonlySet<string>;
  resolution: ConflictResolution;
  onToggle(name: string): void;
  onSelectAll(): void;
  onSelectNone(): void;
  onResolution(resolution: ConflictResolution): void;
  onBack(): void;
  onImport(): void;
}) {
  const t = useMessages(parameterImportMessages);
  const id = useId();
  const { summary } = preview;
  const selectable = selectableNames(preview.items).length;
  const nothing = selectionState(preview.items, selected) === 'none';
  const nothingId = `${id}-nothing`;
  const counts: [label: string, value: number, tone: string][] = [
    [t.summaryTotal, summary.total, ''],
    [t.summaryCreate, summary.create, 'text-good'],
    [t.summaryUpdate, summary.update, 'text-info'],
    [t.summarySkip, summary.skip, ''],
    [t.summaryConflicts, summary.conflicts, summary.conflicts ? 'text-warn' : ''],
  ];
  if (summary.errors) counts.push([t.summaryErrors, summary.errors, 'text-bad']);
  const resolutionText: Record<ConflictResolution, { label: string; hint: string }> = {
    overwrite: { label: t.resolutionOverwrite, hint: t.resolutionOverwriteHint },
    skip: { label: t.resolutionSkip, hint: t.resolutionSkipHint },
    version: { label: t.resolutionVersion, hint: t.resolutionVersionHint },
  };

  return (
    <div className="flex flex-col gap-4">
      <PreviewHeading headingRef={headingRef} />
      <FileLine fileName={fileName} />

      <section aria-label={t.summaryLabel}>
        <dl className="grid grid-cols-3 gap-2 sm:grid-cols-6">
          {counts.map(([label, value, tone]) => (
            <div
              key={label}
              className="flex flex-col rounded-[var(--radius-control)] border border-line bg-surface-2 px-3 py-2"
            >
              <dt className="text-xs text-muted">{label}</dt>
              <dd className={cn('text-lg font-semibold tabular-nums', tone)}>{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      {preview.sources.length > 0 ? (
        <details className="rounded-[var(--radius-control)] border border-line px-3 py-2 text-sm">
          <summary className="cursor-pointer font-medium">
            {t.sourcesInFile({ count: preview.sources.length })}
          </summary>
          <ul className="mt-2 flex flex-col gap-1 text-muted">
            {preview.sources.map((source) => (
              <li key={source.index} className="break-all">
                {t.sourceLine(source)}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {preview.sourceErrors.length > 0 ? (
        <div className="rounded-[var(--radius-control)] border border-line bg-warn-soft px-3 py-2 text-sm text-ink">
          <p className="font-medium">{t.sourceProblems}</p>
          <ul className="mt-1 list-disc pl-5">
            {preview.sourceErrors.map((problem) => (
              <li key={problem} className="break-words">
                {problem}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" onClick={onSelectAll}>
          {t.selectAll}
        </Button>
        <Button variant="secondary" size="sm" onClick={onSelectNone}>
          {t.selectNone}
        </Button>
        <p className="ml-auto text-sm text-muted tabular-nums" aria-live="polite">
          {t.selectedCount({ selected: selected.size, total: selectable })}
        </p>
      </div>

      <PreviewTable items={preview.items} selected={selected} onToggle={onToggle} />

      <fieldset className="flex flex-col gap-2 rounded-[var(--radius-control)] border border-line px-3 pt-1 pb-3">
        <legend className="px-1 text-sm font-semibold">{t.resolutionLegend}</legend>
        {CONFLICT_RESOLUTIONS.map((option) => (
          <div key={option} className="flex items-start gap-2 text-sm">
            <input
              id={`${id}-${option}`}
              type="radio"
              name={`${id}-resolution`}
              value={option}
              checked={resolution === option}
              onChange={() => onResolution(option)}
              aria-describedby={`${id}-${option}-hint`}
              className="mt-0.5 h-4 w-4 shrink-0 cursor-pointer accent-[var(--vp-accent)]"
            />
            <div>
              <label htmlFor={`${id}-${option}`} className="cursor-pointer font-medium">
                {resolutionText[option].label}
              </label>
              <p id={`${id}-${option}-hint`} className="text-muted">
                {resolutionText[option].hint}
              </p>
            </div>
          </div>
        ))}
      </fieldset>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="secondary" onClick={onBack}>
          {t.back}
        </Button>
        <div className="flex flex-wrap items-center justify-end gap-3">
          {nothing ? (
            <p id={nothingId} className="text-sm text-muted">
              {t.nothingSelected}
            </p>
          ) : null}
          <Button onClick={onImport} disabled={nothing} aria-describedby={nothing ? nothingId : undefined}>
            {t.import}
          </Button>
        </div>
      </div>
    </div>
  );
}
