import type { StudioImportResults } from '@domain/schemas/studio-import-schemas';
import type { Ref } from 'react';
import { ImportOutcome } from '@/shared/components/import/import-outcome';
import { importOutcomeTexts, importResultCounts } from '@/shared/components/import/import-step-texts';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { type StudioImportMessages, studioImportMessages } from '../studio-import-messages';
import type { ImportOutcome as Outcome } from '../utils/import-state';
import { problemText } from '../utils/problem-text';

export function outcomeTitle(outcome: Outcome, t: StudioImportMessages): string {
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
  outcome: Outcome;
  /** A clean success closes the dialog by itself: running, or paused while the admin uses it. */
  autoClose: 'running' | 'paused' | null;
  onImportAnother(): void;
  onClose(): void;
}) {
  const t = useMessages(studioImportMessages);
  const results = outcome.kind === 'done' ? (outcome.execution.results ?? null) : null;
  return (
    <ImportOutcome
      headingRef={headingRef}
      good={outcome.kind === 'done'}
      title={outcomeTitle(outcome, t)}
      lines={[
        results ? resultLine(results, t) : null,
        outcome.kind === 'error' ? problemText(outcome.problem, t) : null,
        autoClose ? (autoClose === 'paused' ? t.autoClosePaused : t.autoClose) : null,
      ]}
      counts={results ? importResultCounts(results, t) : null}
      errorDetails={results?.error_details ?? []}
      texts={importOutcomeTexts(t)}
      onImportAnother={onImportAnother}
      onClose={onClose}
    />
  );
}
