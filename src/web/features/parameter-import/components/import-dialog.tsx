import { type ReactNode, useRef } from 'react';
import { ImportDialogFrame } from '@/shared/components/import/import-dialog-frame';
import { importDialogPhase, importStepLabel } from '@/shared/components/import/import-step-label';
import { AnalysingStep, RunningStep } from '@/shared/components/import/import-step-parts';
import { analysingStepTexts, runningStepTexts } from '@/shared/components/import/import-step-texts';
import { stepNumber } from '@/shared/components/import/import-steps';
import { useImportDialogClose } from '@/shared/hooks/use-import-dialog-close';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { useImportDialog } from '../hooks/use-import-dialog';
import { type ParameterImportMessages, parameterImportMessages } from '../parameter-import-messages';
import { localizeImportMessage } from '../utils/import-errors';
import type { ImportState } from '../utils/import-state';
import { PreviewReady } from './preview-step';
import { CompleteStep, outcomeTitle, resultLine } from './result-steps';
import { UploadStep } from './upload-step';

/** What the live region says when the dialog moves on (product.md §4's states, for screen readers). */
function announcement(state: ImportState, t: ParameterImportMessages): string {
  const step = t.stepAnnouncement({ number: stepNumber(state.step), label: importStepLabel(state.step, t) });
  if (state.step === 'preview' && state.ready) {
    const { summary } = state.ready.preview;
    return `${step} ${t.previewReady({ total: summary.total, conflicts: summary.conflicts })}`;
  }
  if (state.step === 'complete') {
    const { outcome } = state;
    if (outcome.kind === 'success') {
      // The result line itself begins 'Import completed: ...'.
      return [step, resultLine(outcome.execution.results, t), t.autoClose].join(' ');
    }
    const parts = [step, `${outcomeTitle(outcome, t)}.`];
    if (outcome.kind === 'failed') parts.push(resultLine(outcome.execution.results, t));
    else if (outcome.detail) parts.push(localizeImportMessage(outcome.detail, t));
    return parts.join(' ');
  }
  return step;
}

/**
 * The import dialog (product.md §2 "Import dialog", §4): upload, preview, execute, complete, in a
 * modal that traps focus and closes on Escape except while the import runs. Each step change moves
 * focus to the step's heading and is announced. After a successful import the page's sections are
 * refreshed and the dialog closes itself after IMPORT_AUTO_CLOSE_MS (waiting while the admin is
 * using it), leaving the result in a notification.
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
  const { state, actions } = useImportDialog(studioId);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const success = state.step === 'complete' && state.outcome.kind === 'success' ? state.outcome : null;
  const { close, autoClosePaused } = useImportDialogClose({
    open,
    successMessage: success ? resultLine(success.execution.results, t) : null,
    cancelPreview: actions.cancelPreview,
    onOpenChange,
    headingRef,
  });

  let body: ReactNode;
  if (state.step === 'upload') {
    body = (
      <UploadStep
        headingRef={headingRef}
        problem={state.problem}
        rejectedFile={state.rejectedFile}
        onChoose={(file) => void actions.chooseFile(file)}
      />
    );
  } else if (state.step === 'preview' && !state.ready) {
    // Step 2 while the server analyses the file.
    body = (
      <AnalysingStep
        headingRef={headingRef}
        texts={analysingStepTexts(t)}
        fileName={state.file.name}
        onBack={actions.back}
      />
    );
  } else if (state.step === 'preview' && state.ready) {
    body = (
      <PreviewReady
        headingRef={headingRef}
        fileName={state.file.name}
        preview={state.ready.preview}
        selected={state.ready.selected}
        resolution={state.ready.resolution}
        onToggle={actions.toggle}
        onSelectAll={actions.selectAll}
        onSelectNone={actions.selectNone}
        onResolution={actions.setResolution}
        onBack={actions.back}
        onImport={() => void actions.runImport()}
      />
    );
  } else if (state.step === 'execute') {
    // The import runs; the dialog cannot be closed meanwhile.
    body = <RunningStep headingRef={headingRef} texts={runningStepTexts(t)} />;
  } else if (state.step === 'complete') {
    body = (
      <CompleteStep
        headingRef={headingRef}
        outcome={state.outcome}
        autoClosePaused={autoClosePaused}
        onImportAnother={actions.reset}
        onClose={close}
      />
    );
  }

  return (
    <ImportDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      onClose={close}
      texts={{
        title: t.dialogTitle,
        description: t.dialogDescription({ name: studioName }),
        close: t.close,
        stepsLabel: t.stepsLabel,
      }}
      step={state.step}
      stepLabel={(step) => importStepLabel(step, t)}
      phase={importDialogPhase(state)}
      headingRef={headingRef}
      announcement={announcement(state, t)}
    >
      {body}
    </ImportDialogFrame>
  );
}
