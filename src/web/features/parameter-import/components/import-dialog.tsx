import {
  type ImportPlan,
  type ImportResultView,
  ImportDialog as OneImportDialog,
} from '@/shared/components/import/import-dialog';
import { type ImportMessages, importMessages } from '@/shared/components/import/import-messages';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { useImportDialog } from '../hooks/use-import-dialog';
import { type ParameterImportMessages, parameterImportMessages } from '../parameter-import-messages';
import { localizeImportMessage, problemText } from '../utils/import-errors';
import type { ImportOutcome, ImportState } from '../utils/import-state';
import { PreviewReady } from './preview-step';

/**
 * Step 4: success ('Import completed', closing by itself), 'Import failed' with the counts and error
 * details, or 'Import execution failed' with the server's reason.
 */
function resultView(outcome: ImportOutcome, t: ParameterImportMessages, c: ImportMessages): ImportResultView {
  const results = outcome.kind === 'error' ? null : outcome.execution.results;
  const title =
    outcome.kind === 'success'
      ? c.completeSuccess
      : outcome.kind === 'failed'
        ? t.importFailed
        : t.importExecutionFailed;
  // The one-line result: in English the server's own message, built from the counts.
  const line = results ? t.resultMessage(results) : null;
  const detail = outcome.kind === 'error' && outcome.detail ? localizeImportMessage(outcome.detail, t) : null;
  const success = outcome.kind === 'success';
  return {
    good: success,
    title,
    lines: [line, detail],
    results,
    // The result line itself begins 'Import completed: ...'.
    announcement: success ? [line ?? '', t.autoClose] : [`${title}.`, line ?? detail ?? ''],
    successMessage: success ? line : null,
  };
}

/**
 * The parameter import (product.md §2 "Import dialog", §4): a .json file of one studio's parameters,
 * previewed item by item, run in the one import dialog. After a successful import the page's sections
 * are refreshed and the dialog closes itself, leaving the result in a notification.
 */
export function ImportDialog({
  open,
  onOpenChange,
  studioId,
  studioName,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  studioId: number;
  studioName: string;
}) {
  const t = useMessages(parameterImportMessages);
  const c = useMessages(importMessages);
  const { state, actions } = useImportDialog(studioId);
  const plan: ImportPlan<ImportState> = {
    texts: { ...t, title: t.dialogTitle, description: t.dialogDescription({ name: studioName }) },
    accept: '.json,application/json',
    autoClose: true,
    refusal: (problem) => problemText(problem, t),
    previewAnnouncement: ({ ready: { preview } }) =>
      t.previewReady({ total: preview.summary.total, conflicts: preview.summary.conflicts }),
    preview: ({ file, ready }, headingRef) => (
      <PreviewReady
        headingRef={headingRef}
        fileName={file.name}
        preview={ready.preview}
        selected={ready.selected}
        resolution={ready.resolution}
        onToggle={actions.toggle}
        onSelectAll={actions.selectAll}
        onSelectNone={actions.selectNone}
        onResolution={actions.setResolution}
        onBack={actions.back}
        onImport={() => void actions.runImport()}
      />
    ),
    result: (outcome) => resultView(outcome, t, c),
  };
  return (
    <OneImportDialog open={open} onOpenChange={onOpenChange} plan={plan} state={state} actions={actions} />
  );
}
