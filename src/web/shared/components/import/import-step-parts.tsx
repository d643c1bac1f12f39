/**
 * The parts the import dialogs' steps are made of (product.md §2 "Import dialog"): each step's focusable
 * heading, the chosen file's name, the analysing and running states, the grid of counts, the conflict
 * choice and the footer with 'Back' and 'Import'. The parameter import and the studio import share them,
 * so both read and behave alike; the texts come from each import's own catalog.
 */
import { CONFLICT_RESOLUTIONS, type ConflictResolution } from '@domain/limits';
import { type Ref, useId } from 'react';
import { Button } from '@/shared/components/ui/button';
import { Spinner } from '@/shared/components/ui/spinner';
import { cn } from '@/shared/lib/cn';

/** A step's heading: focused when the step appears, so the dialog's reader starts there. */
export function StepHeading({
  headingRef,
  children,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  children: string;
}) {
  return (
    <h3 ref={headingRef} tabIndex={-1} className="text-base font-semibold outline-none">
      {children}
    </h3>
  );
}

export function FileNameLine({ label, fileName }: { label: string; fileName: string }) {
  return (
    <p className="text-sm break-words text-muted">
      {label}: <span className="font-medium text-ink">{fileName}</span>
    </p>
  );
}

/** Step 2 while the server analyses the file: the heading, the file, a spinner and 'Back'. */
export function AnalysingStep({
  headingRef,
  texts,
  fileName,
  onBack,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  texts: { heading: string; fileName: string; analysing: string; back: string };
  fileName: string;
  onBack(): void;
}) {
  return (
    <div className="flex flex-col gap-4">
      <StepHeading headingRef={headingRef}>{texts.heading}</StepHeading>
      <FileNameLine label={texts.fileName} fileName={fileName} />
      <Spinner label={texts.analysing} showLabel className="py-6" />
      <div>
        <Button variant="secondary" onClick={onBack}>
          {texts.back}
        </Button>
      </div>
    </div>
  );
}

/** Step 3: the import runs (the dialog cannot be closed meanwhile). */
export function RunningStep({
  headingRef,
  texts,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  texts: { heading: string; importing: string; keepOpen: string };
}) {
  return (
    <div className="flex flex-col gap-4">
      <StepHeading headingRef={headingRef}>{texts.heading}</StepHeading>
      <Spinner label={texts.importing} showLabel className="py-6" />
      <p className="text-sm text-muted">{texts.keepOpen}</p>
    </div>
  );
}

/** One count of a preview or a result: its label, the number and an optional colour class. */
export type Count = [label: string, value: number, tone?: string];

/** Counts as a labelled grid of term and number. */
export function CountGrid({ label, counts, columns }: { label: string; counts: Count[]; columns: 4 | 6 }) {
  return (
    <section aria-label={label}>
      <dl
        className={cn(
          'grid gap-2',
          columns === 6 ? 'grid-cols-3 sm:grid-cols-6' : 'grid-cols-2 sm:grid-cols-4',
        )}
      >
        {counts.map(([term, value, tone]) => (
          <div
            key={term}
            className="flex flex-col rounded-[var(--radius-control)] border border-line bg-surface-2 px-3 py-2"
          >
            <dt className="text-xs text-muted">{term}</dt>
            <dd className={cn('text-lg font-semibold tabular-nums', tone)}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The texts of the conflict choice: its legend, and each option's label and hint. */
export interface ConflictChoiceTexts {
  legend: string;
  options: Record<ConflictResolution, { label: string; hint: string }>;
}

/** The conflict choice's texts from an import catalog (both imports name them alike). */
export function conflictChoiceTexts(t: {
  resolutionLegend: string;
  resolutionOverwrite: string;
  resolutionOverwriteHint: string;
  resolutionSkip: string;
  resolutionSkipHint: string;
  resolutionVersion: string;
  resolutionVersionHint: string;
}): ConflictChoiceTexts {
  return {
    legend: t.resolutionLegend,
    options: {
      overwrite: { label: t.resolutionOverwrite, hint: t.resolutionOverwriteHint },
      skip: { label: t.resolutionSkip, hint: t.resolutionSkipHint },
      version: { label: t.resolutionVersion, hint: t.resolutionVersionHint },
    },
  };
}

/** What to do where the file and the directory disagree (product.md §4): overwrite, skip or version. */
export function ConflictChoice({
  texts,
  value,
  onChange,
}: {
  texts: ConflictChoiceTexts;
  value: ConflictResolution;
  onChange(resolution: ConflictResolution): void;
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2 rounded-[var(--radius-control)] border border-line px-3 pt-1 pb-3">
      <legend className="px-1 text-sm font-semibold">{texts.legend}</legend>
      {CONFLICT_RESOLUTIONS.map((option) => (
        <div key={option} className="flex items-start gap-2 text-sm">
          <input
            id={`${id}-${option}`}
            type="radio"
            name={`${id}-resolution`}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
            aria-describedby={`${id}-${option}-hint`}
            className="mt-0.5 h-4 w-4 shrink-0 cursor-pointer accent-[var(--vp-accent)]"
          />
          <div>
            <label htmlFor={`${id}-${option}`} className="cursor-pointer font-medium">
              {texts.options[option].label}
            </label>
            <p id={`${id}-${option}-hint`} className="text-muted">
              {texts.options[option].hint}
            </p>
          </div>
        </div>
      ))}
    </fieldset>
  );
}

/** 'Back' and 'Import'; while the import cannot run, the button is disabled and says why beside it. */
export function PreviewFooter({
  texts,
  blockedReason,
  onBack,
  onImport,
}: {
  texts: { back: string; import: string };
  blockedReason: string | null;
  onBack(): void;
  onImport(): void;
}) {
  const reasonId = useId();
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <Button variant="secondary" onClick={onBack}>
        {texts.back}
      </Button>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {blockedReason ? (
          <p id={reasonId} className="text-sm text-muted">
            {blockedReason}
          </p>
        ) : null}
        <Button
          onClick={onImport}
          disabled={blockedReason !== null}
          aria-describedby={blockedReason ? reasonId : undefined}
        >
          {texts.import}
        </Button>
      </div>
    </div>
  );
}
