/**
 * The import dialog's steps as a pure state machine (product.md §2 "Import dialog", §4): upload, then
 * preview (analysing, then the list), then execute, then complete. 'Back' returns to upload,
 * 'Import Another File' resets to upload. Every chosen file carries the sequence number of its
 * preview request, so an answer that arrives after 'Back' or after another file was chosen is ignored.
 */
import type { ConflictResolution } from '@domain/limits';
import type { PreviewItemDto } from '@domain/schemas/import-schemas';
import { isStepDismissible } from '@/shared/components/import/import-steps';
import type { ImportExecution, ImportFileData, ImportPreview } from '../api/import-parameters';
import type { ImportProblem, ImportRefusal } from './import-errors';

export interface ChosenFile extends ImportFileData {
  /** The preview request this file started. */
  seq: number;
}

export type ImportOutcome =
  /** success: true — every selected item landed. */
  | { kind: 'success'; execution: ImportExecution }
  /** success: false — 'Import failed' with the error details. */
  | { kind: 'failed'; execution: ImportExecution }
  /** The request itself failed — 'Import execution failed'. */
  | { kind: 'error'; detail: ImportRefusal | null };

interface Ready {
  file: ChosenFile;
  preview: ImportPreview;
  selected: ReadonlySet<string>;
  resolution: ConflictResolution;
}

export type ImportState =
  | { step: 'upload'; problem: ImportProblem | null; rejectedFile: string | null }
  | { step: 'preview'; file: ChosenFile; ready: null }
  | { step: 'preview'; file: ChosenFile; ready: Ready }
  | { step: 'execute'; file: ChosenFile; ready: Ready }
  | { step: 'complete'; file: ChosenFile; ready: Ready; outcome: ImportOutcome };

export type ImportAction =
  | { type: 'fileRejected'; fileName: string; problem: ImportProblem }
  | { type: 'fileAccepted'; file: ImportFileData; seq: number }
  | { type: 'previewLoaded'; seq: number; preview: ImportPreview }
  | { type: 'previewFailed'; seq: number; problem: ImportProblem }
  | { type: 'toggle'; name: string }
  | { type: 'selectAll' }
  | { type: 'selectNone' }
  | { type: 'setResolution'; resolution: ConflictResolution }
  | { type: 'executeStarted' }
  | { type: 'executeFinished'; execution: ImportExecution }
  | { type: 'executeFailed'; detail: ImportRefusal | null }
  | { type: 'back' }
  | { type: 'reset' };

export const initialImportState: ImportState = {
  step: 'upload',
  problem: null,
  rejectedFile: null,
};

/** Items that can be applied: those without a validation error (the others are always reported). */
export function isSelectable(item: PreviewItemDto): boolean {
  return item.error === null;
}

/** Names of the selectable items, in the preview's order, without repeats. */
export function selectableNames(items: readonly PreviewItemDto[]): string[] {
  const names = new Set<string>();
  for (const item of items) if (isSelectable(item)) names.add(item.parameter_name);
  return [...names];
}

/** 'all' / 'none' / 'some' of the selectable items are selected. */
export function selectionState(
  items: readonly PreviewItemDto[],
  selected: ReadonlySet<string>,
): 'all' | 'none' | 'some' {
  const names = selectableNames(items);
  const chosen = names.filter((n) => selected.has(n)).length;
  if (chosen === 0) return 'none';
  return chosen === names.length ? 'all' : 'some';
}

/** The selected names in the preview's order: the execute call's selected_items. */
export function selectedItemNames(items: readonly PreviewItemDto[], selected: ReadonlySet<string>): string[] {
  return selectableNames(items).filter((n) => selected.has(n));
}

export function canImport(state: ImportState): boolean {
  return state.step === 'preview' && state.ready !== null && state.ready.selected.size > 0;
}

/** Escape and outside clicks may close the dialog except while the import runs. */
export function isDismissible(state: ImportState): boolean {
  return isStepDismissible(state.step);
}

function toUpload(problem: ImportProblem | null, rejectedFile: string | null): ImportState {
  return { step: 'upload', problem, rejectedFile };
}

export function importReducer(state: ImportState, action: ImportAction): ImportState {
  switch (action.type) {
    case 'fileRejected':
      if (state.step !== 'upload') return state;
      return toUpload(action.problem, action.fileName);
    case 'fileAccepted': {
      if (state.step !== 'upload') return state;
      return { step: 'preview', file: { ...action.file, seq: action.seq }, ready: null };
    }
    case 'previewLoaded':
      if (state.step !== 'preview' || state.ready !== null || state.file.seq !== action.seq) return state;
      return {
        ...state,
        ready: {
          file: state.file,
          preview: action.preview,
          selected: new Set(selectableNames(action.preview.items)),
          resolution: 'overwrite',
        },
      };
    case 'previewFailed':
      if (state.step !== 'preview' || state.ready !== null || state.file.seq !== action.seq) return state;
      return toUpload(action.problem, state.file.name);
    case 'toggle': {
      if (state.step !== 'preview' || !state.ready) return state;
      const selectable = selectableNames(state.ready.preview.items);
      if (!selectable.includes(action.name)) return state;
      const selected = new Set(state.ready.selected);
      if (selected.has(action.name)) selected.delete(action.name);
      else selected.add(action.name);
      return { ...state, ready: { ...state.ready, selected } };
    }
    case 'selectAll':
      if (state.step !== 'preview' || !state.ready) return state;
      return {
        ...state,
        ready: { ...state.ready, selected: new Set(selectableNames(state.ready.preview.items)) },
      };
    case 'selectNone':
      if (state.step !== 'preview' || !state.ready) return state;
      return { ...state, ready: { ...state.ready, selected: new Set() } };
    case 'setResolution':
      if (state.step !== 'preview' || !state.ready) return state;
      return { ...state, ready: { ...state.ready, resolution: action.resolution } };
    case 'executeStarted':
      if (state.step !== 'preview' || !state.ready || state.ready.selected.size === 0) return state;
      return { step: 'execute', file: state.file, ready: state.ready };
    case 'executeFinished':
      if (state.step !== 'execute') return state;
      return {
        ...state,
        step: 'complete',
        outcome: {
          kind: action.execution.success ? 'success' : 'failed',
          execution: action.execution,
        },
      };
    case 'executeFailed':
      if (state.step !== 'execute') return state;
      return { ...state, step: 'complete', outcome: { kind: 'error', detail: action.detail } };
    case 'back':
      if (state.step !== 'preview') return state;
      return toUpload(null, null);
    case 'reset':
      if (state.step !== 'complete') return state;
      return toUpload(null, null);
    default:
      return state;
  }
}
