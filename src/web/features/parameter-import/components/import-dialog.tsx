import type { ImportResultsDto } from '@domain/schemas/import-schemas';
import {
  type ImportDialogView,
  ImportDialog as OneImportDialog,
  type ImportResultView,
} from '@/shared/components/import/import-dialog';
import { type ImportMessages, importMessages } from '@/shared/components/import/import-messages';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { useImportDialog } from '../hooks/use-import-dialog';
import { type ParameterImportMessages, parameterImportMessages } from '../parameter-import-messages';
import { localizeImportMessage, problemText } from '../utils/import-errors';
import type { ImportOutcome, ImportState } from '../utils/import-state';
import { PreviewReady } from './preview-step';

/** The one-line result: in English the server's own message, built from the counts. */
function resultLine(results: ImportResultsDto, t: ParameterImportMessages): string {
  return t.resultMessage(results);
}

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
  const detail = outcome.kind === 'error' && outcome.detail ? localizeImportMessage(outcome.detail, t) : null;
  return {
    good: outcome.kind === 'success',
    title,
    lines: [results ? resultLine(results, t) : null, detail],
    results,
    // The result line itself begins 'Import completed: ...'.
    announcement:
      outcome.kind === 'success'
        ? [resultLine(outcome.execution.results, t), t.autoClose]
        : [`${title}.`, results ? resultLine(results, t) : (detail ?? '')],
    successMessage: outcome.kind === 'success' ? resultLine(outcome.execution.results, t) : null,
  };
}

/** The parameter import's plan: where its state is, in the one dialog's terms. */
function dialogView(
  state: ImportState,
  actions: ReturnType<typeof useImportDialog>['actions'],
  t: ParameterImportMessages,
  c: ImportMessages,
): ImportDialogView {
  switch (state.step) {
    case 'upload':
      return {
        step: 'upload',
        refusal: state.problem ? problemText(state.problem, t) : null,
        rejectedFile: state.rejectedFile,
      };
    case 'preview': {
      const { ready } = state;
      if (!ready) return { step: 'preview', fileName: state.file.name, ready: null };
      const { summary } = ready.preview;
      return {
        step: 'preview',
        fileName: state.file.name,
        ready: {
          announcement: t.previewReady({ total: summary.total, conflicts: summary.conflicts }),
          render: (headingRef) => (
            <PreviewReady
              headingRef={headingRef}
              fileName={state.file.name}
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
        },
      };
    }
    case 'execute':
      return { step: 'execute' };
    case 'complete':
      return { step: 'complete', result: resultView(state.outcome, t, c) };
  }
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
  return (
    <OneImportDialog
      open={open}
      onOpenChange={onOpenChange}
      texts={{ ...t, title: t.dialogTitle, description: t.dialogDescription({ name: studioName }) }}
      accept=".json,application/json"
      view={dialogView(state, actions, t, c)}
      autoClose
      onChoose={(file) => void actions.chooseFile(file)}
      onBack={actions.back}
      onReset={actions.reset}
      cancelPreview={actions.cancelPreview}
    />
  );
}
