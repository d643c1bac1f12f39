import { type ReactNode, useRef } from 'react';
import { ImportDialogFrame } from '@/shared/components/import/import-dialog-frame';
import { importDialogPhase, importStepLabel } from '@/shared/components/import/import-step-label';
import { AnalysingStep, RunningStep } from '@/shared/components/import/import-step-parts';
import { analysingStepTexts, runningStepTexts } from '@/shared/components/import/import-step-texts';
import { stepNumber } from '@/shared/components/import/import-steps';
import { useImportDialogClose } from '@/shared/hooks/use-import-dialog-close';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { useStudioImportDialog } from '../hooks/use-studio-import-dialog';
import { type StudioImportMessages, studioImportMessages } from '../studio-import-messages';
import { currentSummary, type StudioImportState } from '../utils/import-state';
import { PreviewReady } from './preview-step';
import { CompleteStep, outcomeTitle, resultLine } from './result-steps';
import { UploadStep } from './upload-step';

/** What the live region says when the dialog moves on, for screen readers. */
function announcement(state: StudioImportState, t: StudioImportMessages): string {
  const step = t.stepAnnouncement({ number: stepNumber(state.step), label: importStepLabel(state.step, t) });
  if (state.step === 'preview' && state.ready) {
    const summary = currentSummary(state.ready);
    return `${step} ${t.previewReady({ rows: summary.rows, conflicts: summary.conflicts })}`;
  }
  if (state.step === 'complete') {
    const results = state.outcome.kind === 'done' ? state.outcome.execution.results : null;
    return [step, `${outcomeTitle(state.outcome, t)}.`, results ? resultLine(results, t) : '']
      .join(' ')
      .trim();
  }
  return step;
}

/**
 * The studio import dialog (product.md §13): upload, preview, execute, complete, in a modal that
 * traps focus and closes on Escape except while the import runs. Each step change moves focus to the
 * step's heading and is announced. It ends on its Complete step with the counts, which stays until the
 * admin closes it (then the counts of a clean success are said once more in a notification).
 */
export function StudioImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const t = useMessages(studioImportMessages);
  const { state, actions } = useStudioImportDialog();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Refused rows are no clean success: the dialog stays open on them.
  const success =
    state.step === 'complete' && state.outcome.kind === 'done' && !state.outcome.execution.results?.errors
      ? (state.outcome.execution.results ?? null)
      : null;
  const { close } = useImportDialogClose({
    open,
    successMessage: success ? `${t.completeSuccess}: ${resultLine(success, t)}` : null,
    cancelPreview: actions.cancelPreview,
    onOpenChange,
    headingRef,
    // The counts stay until the admin has read them (issue 34): a studio import changes many studios.
    autoClose: false,
  });

  let body: ReactNode = null;
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
    // Step 2 while the server analyses the file, or analyses it again after a change of the mapping.
    body = (
      <AnalysingStep
        headingRef={headingRef}
        texts={analysingStepTexts(t)}
        fileName={state.file.name}
        onBack={actions.back}
      />
    );
  } else if (state.step === 'preview') {
    body = <PreviewReady headingRef={headingRef} state={state} actions={actions} />;
  } else if (state.step === 'execute') {
    // The import runs; the dialog cannot be closed meanwhile.
    body = <RunningStep headingRef={headingRef} texts={runningStepTexts(t)} />;
  } else {
    body = (
      <CompleteStep
        headingRef={headingRef}
        outcome={state.outcome}
        autoClose={null}
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
        description: t.dialogDescription,
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
