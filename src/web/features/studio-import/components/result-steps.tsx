import type { StudioImportResults } from '@domain/schemas/studio-import-schemas';
import { type Ref, useId } from 'react';
import { Button } from '@/shared/components/ui/button';
import { Spinner } from '@/shared/components/ui/spinner';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { cn } from '@/shared/lib/cn';
import { type StudioImportMessages, studioImportMessages } from '../studio-import-messages';
import type { ImportOutcome } from '../utils/import-state';
import { problemText } from '../utils/problem-text';

/** Step 3: the import runs (the dialog cannot be closed meanwhile). */
export function ExecuteStep({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  const t = useMessages(studioImportMessages);
  return (
    <div className="flex flex-col gap-4">
      <h3 ref={headingRef} tabIndex={-1} className="text-base font-semibold outline-none">
        {t.executeHeading}
      </h3>
      <Spinner label={t.importing} showLabel className="py-6" />
      <p className="text-sm text-muted">{t.keepOpen}</p>
    </div>
  );
}

export function outcomeTitle(outcome: ImportOutcome, t: StudioImportMessages): string {
  if (outcome.kind === 'error') return t.importFailed;
  return outcome.execution.results?.errors ? t.completeWithRefusals : t.completeSuccess;
}

export function resultLine(results: StudioImportResults, t: StudioImportMessages): string {
  return t.resultLine(results);
}

/** Step 4: the counts and the refused rows; 'Import Another File' and 'Close'. */
export function CompleteStep({
  headingRef,
  outcome,
  autoClose,
  onImportAnother,
  onClose,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  outcome: ImportOutcome;
  /** A clean success closes the dialog by itself: running, or paused while the admin uses it. */
  autoClose: 'running' | 'paused' | null;
  onImportAnother(): void;
  onClose(): void;
}) {
  const t = useMessages(studioImportMessages);
  const detailsId = useId();
  const results = outcome.kind === 'done' ? (outcome.execution.results ?? null) : null;
  const good = outcome.kind === 'done';
  return (
    <div className="flex flex-col gap-4">
      <div
        className={cn(
          'flex flex-col gap-1 rounded-[var(--radius-control)] border px-4 py-3',
          good ? 'border-good/40 bg-good-soft' : 'border-bad/40 bg-bad-soft',
        )}
      >
        <h3
          ref={headingRef}
          tabIndex={-1}
          className={cn(
            'flex items-center gap-2 text-base font-semibold outline-none',
            good ? 'text-good' : 'text-bad',
          )}
        >
          <span aria-hidden="true">{good ? '✓' : '✗'}</span>
          {outcomeTitle(outcome, t)}
        </h3>
        {results ? <p className="text-sm text-ink">{resultLine(results, t)}</p> : null}
        {outcome.kind === 'error' ? (
          <p className="text-sm break-words text-ink">{problemText(outcome.problem, t)}</p>
        ) : null}
        {autoClose ? (
          <p className="text-sm text-ink">{autoClose === 'paused' ? t.autoClosePaused : t.autoClose}</p>
        ) : null}
      </div>

      {results ? (
        <section aria-label={t.resultsLabel}>
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {(
              [
                [t.resultCreated, results.created],
                [t.resultUpdated, results.updated],
                [t.resultSkipped, results.skipped],
                [t.resultErrors, results.errors],
              ] as const
            ).map(([label, value]) => (
              <div
                key={label}
                className="flex flex-col rounded-[var(--radius-control)] border border-line bg-surface-2 px-3 py-2"
              >
                <dt className="text-xs text-muted">{label}</dt>
                <dd className="text-lg font-semibold tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      {results && results.error_details.length > 0 ? (
        <section aria-labelledby={detailsId} className="flex flex-col gap-1.5">
          <h4 id={detailsId} className="text-sm font-semibold">
            {t.errorDetails}
          </h4>
          <ul
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must be reachable by keyboard to scroll it.
            tabIndex={0}
            aria-labelledby={detailsId}
            className="max-h-48 list-disc overflow-auto rounded-[var(--radius-control)] border border-line py-2 pr-3 pl-8 text-sm"
          >
            {results.error_details.map((detail, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: details may repeat; the list never changes.
              <li key={index} className="break-words">
                {detail}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onImportAnother}>
          {t.importAnother}
        </Button>
        <Button onClick={onClose}>{t.close}</Button>
      </div>
    </div>
  );
}
