import {
  ImportDialog,
  type ImportPlan,
  type ImportResultView,
} from '@/shared/components/import/import-dialog';
import { type ImportMessages, importMessages } from '@/shared/components/import/import-messages';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { useStudioImportDialog } from '../hooks/use-studio-import-dialog';
import { type StudioImportMessages, studioImportMessages } from '../studio-import-messages';
import { currentSummary, type ImportOutcome, type StudioImportState } from '../utils/import-state';
import { problemText } from '../utils/problem-text';
import { ImportHistoryList } from './import-history-list';
import { PreviewReady } from './preview-step';

/**
 * Step 4: the counts and the refused rows. It stays until the admin closes it (issue 34: a studio
 * import changes many studios); the counts of a clean success are then said once more in a notification.
 */
function resultView(outcome: ImportOutcome, t: StudioImportMessages, c: ImportMessages): ImportResultView {
  const results = outcome.kind === 'done' ? (outcome.execution.results ?? null) : null;
  const title =
    outcome.kind === 'error' ? t.importFailed : results?.errors ? t.completeWithRefusals : c.completeSuccess;
  const line = results ? t.resultLine(results) : null;
  return {
    good: outcome.kind === 'done',
    title,
    lines: [line, outcome.kind === 'error' ? problemText(outcome.problem, t) : null],
    results,
    announcement: [`${title}.`, line ?? ''],
    // Refused rows are no clean success.
    successMessage: results && !results.errors ? `${c.completeSuccess}: ${line}` : null,
  };
}

/**
 * The studio import (product.md §13): a .csv or .xlsx file of studios, its columns mapped and its rows
 * previewed with their choices, run in the one import dialog; the recent imports, with 'Undo', under
 * the upload.
 */
export function StudioImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const t = useMessages(studioImportMessages);
  const c = useMessages(importMessages);
  const { state, actions } = useStudioImportDialog();
  const plan: ImportPlan<StudioImportState> = {
    texts: { ...t, title: t.dialogTitle, description: t.dialogDescription },
    accept: '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    // The counts stay until the admin has read them (issue 34).
    autoClose: false,
    belowUpload: <ImportHistoryList />,
    refusal: (problem) => problemText(problem, t),
    previewAnnouncement: ({ ready }) => {
      const summary = currentSummary(ready);
      return t.previewReady({ rows: summary.rows, conflicts: summary.conflicts });
    },
    preview: (preview, headingRef) => (
      <PreviewReady headingRef={headingRef} state={preview} actions={actions} />
    ),
    result: (outcome) => resultView(outcome, t, c),
  };
  return <ImportDialog open={open} onOpenChange={onOpenChange} plan={plan} state={state} actions={actions} />;
}
