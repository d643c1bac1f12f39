/** A step's name in the import dialogs' step list and announcements, from the caller's catalog. */
import type { ImportStep } from './import-steps';

export interface ImportStepTexts {
  stepUpload: string;
  stepPreview: string;
  stepExecute: string;
  stepComplete: string;
}

export function importStepLabel(step: ImportStep, t: ImportStepTexts): string {
  return { upload: t.stepUpload, preview: t.stepPreview, execute: t.stepExecute, complete: t.stepComplete }[
    step
  ];
}

/**
 * A key that changes whenever an import dialog's content is replaced, so that focus moves to the new
 * heading: the preview step shows first its analysing view, then the ready preview.
 */
export function importDialogPhase(state: { step: ImportStep; ready?: unknown }): string {
  if (state.step === 'preview') return state.ready ? 'preview-ready' : 'preview-loading';
  return state.step;
}
