import type { ConflictResolution } from '@domain/limits';
import type { Ref } from 'react';
import { ImportPreviewStep } from '@/shared/components/import/import-preview-step';
import { ConflictChoice, conflictChoiceTexts } from '@/shared/components/import/import-step-parts';
import { Button } from '@/shared/components/ui/button';
import { useMessages } from '@/shared/i18n/i18n-provider';
import type { ImportPreview } from '../api/import-parameters';
import { parameterImportMessages } from '../parameter-import-messages';
import { selectableNames, selectionState } from '../utils/import-state';
import { PreviewTable } from './preview-table';

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
  const { summary } = preview;
  const selectable = selectableNames(preview.items).length;
  const nothing = selectionState(preview.items, selected) === 'none';
  return (
    <ImportPreviewStep
      headingRef={headingRef}
      fileName={fileName}
      summary={{
        ...summary,
        first: [t.summaryTotal, summary.total],
        errors: summary.errors ? [t.summaryErrors, summary.errors] : null,
      }}
      blockedReason={nothing ? t.nothingSelected : null}
      onBack={onBack}
      onImport={onImport}
    >
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

      <ConflictChoice texts={conflictChoiceTexts(t)} value={resolution} onChange={onResolution} />
    </ImportPreviewStep>
  );
}
