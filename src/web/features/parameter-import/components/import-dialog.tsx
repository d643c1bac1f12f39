import { IMPORT_AUTO_CLOSE_MS } from '@domain/limits';
import { type ReactNode, useCallback, useRef } from 'react';
import { ImportDialogFrame } from '@/shared/components/import/import-dialog-frame';
import { type ImportStep, stepNumber } from '@/shared/components/import/import-steps';
import { useNotify } from '@/shared/components/ui/notifications';
import { usePausingAutoClose } from '@/shared/hooks/use-pausing-auto-close';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { useImportDialog } from '../hooks/use-import-dialog';
import { type ParameterImportMessages, parameterImportMessages } from '../parameter-import-messages';
import { localizeImportMessage } from '../utils/import-errors';
import type { ImportState } from '../utils/import-state';
import { PreviewLoading, PreviewReady } from './preview-step';
import { CompleteStep, ExecuteStep, outcomeTitle, resultLine } from './result-steps';
import { UploadStep } from './upload-step';

function stepLabel(step: ImportStep, t: ParameterImportMessages): string {
  return { upload: t.stepUpload, preview: t.stepPreview, execute: t.stepExecute, complete: t.stepComplete }[
    step
  ];
}

/** What the live region says when the dialog moves on (product.md §4's states, for screen readers). */
function announcement(state: ImportState, t: ParameterImportMessages): string {
  const step = t.stepAnnouncement({ number: stepNumber(state.step), label: stepLabel(state.step, t) });
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

/** A key that changes whenever the dialog's content is replaced, so focus moves to the new heading. */
function phaseOf(state: ImportState): string {
  if (state.step === 'preview') return state.ready ? 'preview-ready' : 'preview-loading';
  return state.step;
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
  const notify = useNotify();
  const { state, actions } = useImportDialog(studioId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const phase = phaseOf(state);
  const notified = useRef(false);

  const success = state.step === 'complete' && state.outcome.kind === 'success' ? state.outcome : null;

  const close = useCallback(() => {
    actions.cancelPreview();
    if (success && !notified.current) {
      notified.current = true;
      notify('success', resultLine(success.execution.results, t));
    }
    onOpenChange(false);
  }, [actions.cancelPreview, success, notify, t, onOpenChange]);

  const autoClosePaused = usePausingAutoClose({
    active: open && success !== null,
    delayMs: IMPORT_AUTO_CLOSE_MS,
    onClose: close,
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
    body = <PreviewLoading headingRef={headingRef} fileName={state.file.name} onBack={actions.back} />;
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
    body = <ExecuteStep headingRef={headingRef} />;
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
      stepLabel={(step) => stepLabel(step, t)}
      phase={phase}
      headingRef={headingRef}
      announcement={announcement(state, t)}
    >
      {body}
    </ImportDialogFrame>
  );
}
