import type { ImportResultsDto } from '@domain/schemas/import-schemas';
import type { Ref } from 'react';
import { ImportOutcome } from '@/shared/components/import/import-outcome';
import { importOutcomeTexts, importResultCounts } from '@/shared/components/import/import-step-texts';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { type ParameterImportMessages, parameterImportMessages } from '../parameter-import-messages';
import { localizeImportMessage } from '../utils/import-errors';
import type { ImportOutcome as Outcome } from '../utils/import-state';

/** The one-line result: in English the server's own message, built from the counts. */
export function resultLine(results: ImportResultsDto, t: ParameterImportMessages): string {
  return t.resultMessage(results);
}

/** The title of a finished import: 'Import completed', 'Import failed' or 'Import execution failed'. */
export function outcomeTitle(outcome: Outcome, t: ParameterImportMessages): string {
  if (outcome.kind === 'success') return t.completeSuccess;
  if (outcome.kind === 'failed') return t.importFailed;
  return t.importExecutionFailed;
}

/**
 * Step 4: success or failure with the counts and the error details; 'Import Another File' and
 * 'Close'. After a success the dialog closes itself (announced here), unless the admin is using it.
 */
export function CompleteStep({
  headingRef,
  outcome,
  autoClosePaused,
  onImportAnother,
  onClose,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  outcome: Outcome;
  /** The pointer or focus is in the dialog: it waits instead of closing itself. */
  autoClosePaused: boolean;
  onImportAnother(): void;
  onClose(): void;
}) {
  const t = useMessages(parameterImportMessages);
  const good = outcome.kind === 'success';
  const results = outcome.kind === 'error' ? null : outcome.execution.results;
  return (
    <ImportOutcome
      headingRef={headingRef}
      good={good}
      title={outcomeTitle(outcome, t)}
      lines={[
        results ? resultLine(results, t) : null,
        outcome.kind === 'error' && outcome.detail ? localizeImportMessage(outcome.detail, t) : null,
        good ? (autoClosePaused ? t.autoClosePaused : t.autoClose) : null,
      ]}
      counts={results ? importResultCounts(results, t) : null}
      errorDetails={results?.error_details ?? []}
      texts={importOutcomeTexts(t)}
      onImportAnother={onImportAnother}
      onClose={onClose}
    />
  );
}
