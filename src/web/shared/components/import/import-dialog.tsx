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

/** Where an import is, in the plan's words: what the one dialog shows at each step. */
export type ImportDialogView =
  | { step: 'upload'; refusal: string | null; rejectedFile: string | null }
  | { step: 'preview'; fileName: string; ready: null }
  | {
      step: 'preview';
      fileName: string;
      ready: {
        /** Said after 'Step 2 of 4: Preview.' ('Preview ready: 3 items, 1 conflict.'). */
        announcement: string;
        /** The plan's own preview: its counts, tables and choices, 'Back' and 'Import'. */
        render(headingRef: RefObject<HTMLHeadingElement | null>): ReactNode;
      };
    }
  | { step: 'execute' }
  | { step: 'complete'; result: ImportResultView };

function announcement(view: ImportDialogView, c: ImportMessages): string {
  const step = c.stepAnnouncement({ number: stepNumber(view.step), label: importStepLabel(view.step, c) });
  if (view.step === 'preview' && view.ready) return `${step} ${view.ready.announcement}`;
  if (view.step === 'complete') return [step, ...view.result.announcement].filter(Boolean).join(' ');
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
export function ImportDialog({
  open,
  onOpenChange,
  texts,
  accept,
  view,
  autoClose,
  belowUpload,
  onChoose,
  onBack,
  onReset,
  cancelPreview,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  texts: ImportPlanTexts;
  /** The file input's accept attribute: extensions and media types. */
  accept: string;
  view: ImportDialogView;
  autoClose: boolean;
  /** Shown under the file field on the Upload step (the studio import's recent imports). */
  belowUpload?: ReactNode;
  onChoose(file: File): void;
  onBack(): void;
  onReset(): void;
  cancelPreview(): void;
}) {
  const c = useMessages(importMessages);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const result = view.step === 'complete' ? view.result : null;
  const { close, autoClosePaused } = useImportDialogClose({
    open,
    successMessage: result?.successMessage ?? null,
    cancelPreview,
    onOpenChange,
    headingRef,
    autoClose,
  });

  let body: ReactNode;
  if (view.step === 'upload') {
    const field = (
      <ImportFileField
        headingRef={headingRef}
        texts={{
          heading: texts.uploadHeading,
          label: texts.fileLabel,
          dropHint: c.dropHint,
          help: texts.fileHelp,
        }}
        accept={accept}
        refusal={
          view.refusal
            ? {
                reason: view.refusal,
                file: view.rejectedFile ? c.rejectedFile({ name: view.rejectedFile }) : null,
              }
            : null
        }
        onChoose={onChoose}
      />
    );
    body = belowUpload ? (
      <div className="flex flex-col gap-4">
        {field}
        {belowUpload}
      </div>
    ) : (
      field
    );
  } else if (view.step === 'preview' && !view.ready) {
    // Step 2 while the server analyses the file.
    body = (
      <AnalysingStep
        headingRef={headingRef}
        texts={{ heading: c.previewHeading, fileName: c.fileName, analysing: c.analysing, back: c.back }}
        fileName={view.fileName}
        onBack={onBack}
      />
    );
  } else if (view.step === 'preview' && view.ready) {
    body = view.ready.render(headingRef);
  } else if (view.step === 'execute') {
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
        onImportAnother={onReset}
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
      step={view.step}
      stepLabel={(step) => importStepLabel(step, c)}
      phase={importDialogPhase(view)}
      headingRef={headingRef}
      announcement={announcement(view, c)}
    >
      {body}
    </ImportDialogFrame>
  );
}
