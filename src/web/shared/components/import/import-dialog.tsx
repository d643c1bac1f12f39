import { type ReactNode, type RefObject, useRef } from 'react';
import { useImportDialogClose } from '@/shared/hooks/use-import-dialog-close';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { ImportDialogFrame } from './import-dialog-frame';
import { ImportFileField } from './import-file-field';
import { type ImportMessages, importMessages } from './import-messages';
import { ImportOutcome } from './import-outcome';
import { importDialogPhase, importStepLabel } from './import-step-label';
import { AnalysingStep, RunningStep } from './import-step-parts';
import { importResultCounts } from './import-step-texts';
import { stepNumber } from './import-steps';

/** The words of one import (its catalog's): what it is, the file it takes, how it runs and ends. */
export interface ImportPlanTexts {
  title: string;
  description: string;
  uploadHeading: string;
  fileLabel: string;
  fileHelp: string;
  importing: string;
  keepOpen: string;
  errorDetails: string;
  resultErrors: string;
  /** The closing notice of a clean success, running and paused (only where the dialog closes itself). */
  autoClose?: string;
  autoClosePaused?: string;
}

/** An import's finished state, as the Complete step shows and announces it. */
export interface ImportResultView {
  good: boolean;
  title: string;
  /** Under the title: the result line, the error's text; empty ones are left out. */
  lines: (string | null)[];
  results: {
    created: number;
    updated: number;
    skipped: number;
    errors: number;
    error_details?: readonly string[];
  } | null;
  /** What the live region says after 'Step 4 of 4: Complete.'; empty parts are left out. */
  announcement: string[];
  /** The notification's text after a clean success; null otherwise. */
  successMessage: string | null;
}

/**
 * Where an import is, as every plan's state machine says it: the upload (with the last file's refusal),
 * the preview (analysing while `ready` is null), the running import, the outcome.
 */
export type ImportPlanState =
  | { step: 'upload'; problem: unknown; rejectedFile: string | null }
  | { step: 'preview'; file: { name: string }; ready: unknown }
  | { step: 'execute' }
  | { step: 'complete'; outcome: unknown };

type Upload<S> = Extract<S, { step: 'upload' }>;
type PreviewOf<S> = Extract<S, { step: 'preview' }>;
type ReadyPreview<S> = PreviewOf<S> & {
  ready: NonNullable<PreviewOf<S> extends { ready: infer R } ? R : never>;
};
type Outcome<S> = S extends { step: 'complete'; outcome: infer O } ? O : never;

/**
 * An import: the files it accepts, its words, and what its state means at each step. The one dialog
 * runs the steps; the plan says what is particular to its import.
 */
export interface ImportPlan<S extends ImportPlanState> {
  texts: ImportPlanTexts;
  /** The file input's accept attribute: extensions and media types. */
  accept: string;
  /** A clean success closes the dialog by itself (else the result stays until the admin closes it). */
  autoClose: boolean;
  /** Shown under the file field on the Upload step (the studio import's recent imports). */
  belowUpload?: ReactNode;
  /** Why the last file was refused, in the reader's language. */
  refusal(problem: NonNullable<Upload<S>['problem']>): string;
  /** Said after 'Step 2 of 4: Preview.' once the file is analysed ('Preview ready: 3 items, 1 conflict.'). */
  previewAnnouncement(state: ReadyPreview<S>): string;
  /** The plan's own preview: its counts, tables and choices, 'Back' and 'Import'. */
  preview(state: ReadyPreview<S>, headingRef: RefObject<HTMLHeadingElement | null>): ReactNode;
  result(outcome: Outcome<S>): ImportResultView;
}

/** What the dialog asks of the plan's state machine. */
export interface ImportPlanActions {
  chooseFile(file: File): Promise<void>;
  back(): void;
  reset(): void;
  cancelPreview(): void;
}

function isReady<S extends ImportPlanState>(state: S): state is S & ReadyPreview<S> {
  return state.step === 'preview' && state.ready !== null;
}

/** What the live region says when the dialog moves on (product.md §4), for screen readers. */
export function importAnnouncement<S extends ImportPlanState>(
  state: S,
  plan: ImportPlan<S>,
  result: ImportResultView | null,
  c: ImportMessages,
): string {
  const step = c.stepAnnouncement({ number: stepNumber(state.step), label: importStepLabel(state.step, c) });
  if (isReady(state)) return `${step} ${plan.previewAnnouncement(state)}`;
  if (result) return [step, ...result.announcement].filter(Boolean).join(' ');
  return step;
}

/**
 * The one import dialog (product.md §2 "Import dialog", §4, §13): upload, preview, execute, complete,
 * in a modal that traps focus and closes on Escape except while the import runs. Each step change
 * moves focus to the step's heading and is announced. An import is a plan: the files it accepts, its
 * words, its preview and its result; this dialog runs any plan's steps alike. Where `autoClose` is set,
 * a clean success closes the dialog by itself after IMPORT_AUTO_CLOSE_MS (waiting while the admin is
 * using it); either way the result is said once more in a notification.
 */
export function ImportDialog<S extends ImportPlanState>({
  open,
  onOpenChange,
  plan,
  state,
  actions,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  plan: ImportPlan<S>;
  state: S;
  actions: ImportPlanActions;
}) {
  const c = useMessages(importMessages);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { texts, autoClose } = plan;
  const result = state.step === 'complete' ? plan.result(state.outcome as Outcome<S>) : null;
  const { close, autoClosePaused } = useImportDialogClose({
    open,
    successMessage: result?.successMessage ?? null,
    cancelPreview: actions.cancelPreview,
    onOpenChange,
    headingRef,
    autoClose,
  });

  let body: ReactNode;
  if (state.step === 'upload') {
    const upload = state as Upload<S>;
    const field = (
      <ImportFileField
        headingRef={headingRef}
        texts={{
          heading: texts.uploadHeading,
          label: texts.fileLabel,
          dropHint: c.dropHint,
          help: texts.fileHelp,
        }}
        accept={plan.accept}
        refusal={
          upload.problem
            ? {
                reason: plan.refusal(upload.problem),
                file: upload.rejectedFile ? c.rejectedFile({ name: upload.rejectedFile }) : null,
              }
            : null
        }
        onChoose={(file) => void actions.chooseFile(file)}
      />
    );
    body = plan.belowUpload ? (
      <div className="flex flex-col gap-4">
        {field}
        {plan.belowUpload}
      </div>
    ) : (
      field
    );
  } else if (isReady(state)) {
    body = plan.preview(state, headingRef);
  } else if (state.step === 'preview') {
    // Step 2 while the server analyses the file.
    body = (
      <AnalysingStep
        headingRef={headingRef}
        texts={{ heading: c.previewHeading, fileName: c.fileName, analysing: c.analysing, back: c.back }}
        fileName={state.file.name}
        onBack={actions.back}
      />
    );
  } else if (state.step === 'execute') {
    // The import runs; the dialog cannot be closed meanwhile.
    body = (
      <RunningStep
        headingRef={headingRef}
        texts={{ heading: c.executeHeading, importing: texts.importing, keepOpen: texts.keepOpen }}
      />
    );
  } else if (result) {
    const closing =
      autoClose && result.successMessage !== null
        ? ((autoClosePaused ? texts.autoClosePaused : texts.autoClose) ?? null)
        : null;
    body = (
      <ImportOutcome
        headingRef={headingRef}
        good={result.good}
        title={result.title}
        lines={[...result.lines, closing]}
        counts={
          result.results
            ? importResultCounts(result.results, { ...c, resultErrors: texts.resultErrors })
            : null
        }
        errorDetails={result.results?.error_details ?? []}
        texts={{
          resultsLabel: c.resultsLabel,
          errorDetails: texts.errorDetails,
          importAnother: c.importAnother,
          close: c.close,
        }}
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
      texts={{ title: texts.title, description: texts.description, close: c.close, stepsLabel: c.stepsLabel }}
      step={state.step}
      stepLabel={(step) => importStepLabel(step, c)}
      phase={importDialogPhase(state)}
      headingRef={headingRef}
      announcement={importAnnouncement(state, plan, result, c)}
    >
      {body}
    </ImportDialogFrame>
  );
}
