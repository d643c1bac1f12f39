import type { ReactNode, Ref } from 'react';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { importMessages } from './import-messages';
import { type Count, CountGrid, FileNameLine, PreviewFooter, StepHeading } from './import-step-parts';

/** A preview's counts: the plan's first (items or rows), what it would do, and the refused ones. */
export interface PreviewSummary {
  first: [label: string, value: number];
  create: number;
  update: number;
  skip: number;
  conflicts: number;
  /** Left out where the plan shows no refusals. */
  errors: [label: string, value: number] | null;
}

/**
 * Step 2 once the file is analysed, as every import shows it: the heading, the file, the counts, the
 * plan's own parts (its columns before the counts; its choices and table after), 'Back' and 'Import'
 * (disabled while the import cannot run, saying why beside it).
 */
export function ImportPreviewStep({
  headingRef,
  fileName,
  beforeSummary,
  summary,
  children,
  blockedReason,
  onBack,
  onImport,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  fileName: string;
  beforeSummary?: ReactNode;
  summary: PreviewSummary;
  children: ReactNode;
  blockedReason: string | null;
  onBack(): void;
  onImport(): void;
}) {
  const c = useMessages(importMessages);
  const counts: Count[] = [
    [...summary.first, ''],
    [c.summaryCreate, summary.create, 'text-good'],
    [c.summaryUpdate, summary.update, 'text-info'],
    [c.summarySkip, summary.skip, ''],
    [c.summaryConflicts, summary.conflicts, summary.conflicts ? 'text-warn' : ''],
  ];
  if (summary.errors) counts.push([...summary.errors, summary.errors[1] ? 'text-bad' : '']);
  return (
    <div className="flex flex-col gap-4">
      <StepHeading headingRef={headingRef}>{c.previewHeading}</StepHeading>
      <FileNameLine label={c.fileName} fileName={fileName} />
      {beforeSummary}
      <CountGrid label={c.summaryLabel} counts={counts} columns={6} />
      {children}
      <PreviewFooter
        texts={{ back: c.back, import: c.import }}
        blockedReason={blockedReason}
        onBack={onBack}
        onImport={onImport}
      />
    </div>
  );
}
