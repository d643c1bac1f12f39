/**
 * The shared import steps' texts, taken from an import's catalog (both imports name these keys alike,
 * as conflictChoiceTexts does for the conflict choice), and an executed import's counts.
 */
import type { Count } from './import-step-parts';

/** Step 2 while the file is analysed (AnalysingStep). */
export function analysingStepTexts(t: {
  previewHeading: string;
  fileName: string;
  analysing: string;
  back: string;
}) {
  return { heading: t.previewHeading, fileName: t.fileName, analysing: t.analysing, back: t.back };
}

/** Step 3 while the import runs (RunningStep). */
export function runningStepTexts(t: { executeHeading: string; importing: string; keepOpen: string }) {
  return { heading: t.executeHeading, importing: t.importing, keepOpen: t.keepOpen };
}

/** Step 4's labels and buttons (ImportOutcome). */
export function importOutcomeTexts(t: {
  resultsLabel: string;
  errorDetails: string;
  importAnother: string;
  close: string;
}) {
  return {
    resultsLabel: t.resultsLabel,
    errorDetails: t.errorDetails,
    importAnother: t.importAnother,
    close: t.close,
  };
}

/** What an executed import did: created, updated, skipped and refused, in that order. */
export function importResultCounts(
  results: { created: number; updated: number; skipped: number; errors: number },
  t: { resultCreated: string; resultUpdated: string; resultSkipped: string; resultErrors: string },
): Count[] {
  return [
    [t.resultCreated, results.created],
    [t.resultUpdated, results.updated],
    [t.resultSkipped, results.skipped],
    [t.resultErrors, results.errors],
  ];
}
