/**
 * The studio import dialog's steps as a pure state machine (product.md §13, the parameter import's
 * pattern): upload, then preview (analysing; the column mapping, the rows and their choices), then
 * execute, then complete. A change of the mapping analyses the file again. Every request carries a
 * sequence number, so an answer that arrives after 'Back', or after a newer mapping, is ignored.
 *
 * The admin's choices start from the preview (remembered resolutions and exclusions) and are applied
 * to its rows with the domain's own rules (effectiveAction, summarize), so the counts shown are the
 * counts the execute will give.
 */
import type { ConflictResolution } from '@domain/limits';
import type { StudioImportResponse, StudioImportRowDto } from '@domain/schemas/studio-import-schemas';
import {
  decisionKey,
  effectiveAction,
  type PlannedRow,
  type StudioImportSummary,
  summarize,
} from '@domain/studio-import-plan';
import type { ImportChoicesBody, SpreadsheetFile } from '../api/studio-imports';

export type UploadProblem =
  | { kind: 'refusal'; code: string; params?: { count?: number; max: number } }
  | { kind: 'network' }
  | { kind: 'failed'; detail: string | null };

export interface ChosenFile extends SpreadsheetFile {
  seq: number;
}

export interface Choices {
  resolution: ConflictResolution;
  /** Per conflicting cell (decisionKey), when it differs from following the default. */
  cells: ReadonlyMap<string, ConflictResolution>;
  excluded: ReadonlySet<string>;
}

export interface Ready {
  preview: StudioImportResponse;
  choices: Choices;
}

export type ImportOutcome =
  | { kind: 'done'; execution: StudioImportResponse }
  | { kind: 'error'; problem: UploadProblem };

export type StudioImportState =
  | { step: 'upload'; problem: UploadProblem | null; rejectedFile: string | null }
  | { step: 'preview'; file: ChosenFile; mapping: Record<string, string | null>; ready: Ready | null }
  | { step: 'execute'; file: ChosenFile; mapping: Record<string, string | null>; ready: Ready }
  | {
      step: 'complete';
      file: ChosenFile;
      mapping: Record<string, string | null>;
      ready: Ready;
      outcome: ImportOutcome;
    };

export type StudioImportAction =
  | { type: 'fileRejected'; fileName: string; problem: UploadProblem }
  | { type: 'fileAccepted'; file: SpreadsheetFile; seq: number }
  | { type: 'previewLoaded'; seq: number; preview: StudioImportResponse }
  | { type: 'previewFailed'; seq: number; problem: UploadProblem }
  | { type: 'mapColumn'; header: string; column: string | null; seq: number }
  | { type: 'setResolution'; resolution: ConflictResolution }
  | { type: 'setCellResolution'; rowKey: string; column: string; resolution: ConflictResolution }
  | { type: 'toggleRow'; rowKey: string }
  | { type: 'includeAll' }
  | { type: 'excludeAll' }
  | { type: 'executeStarted' }
  | { type: 'executeFinished'; execution: StudioImportResponse }
  | { type: 'executeFailed'; problem: UploadProblem }
  | { type: 'back' }
  | { type: 'reset' };

export const initialStudioImportState: StudioImportState = {
  step: 'upload',
  problem: null,
  rejectedFile: null,
};

function initialChoices(preview: StudioImportResponse, previous: Choices | null): Choices {
  const cells = new Map<string, ConflictResolution>();
  const excluded = new Set<string>();
  for (const row of preview.rows ?? []) {
    if (!row.row_key) continue;
    if (previous ? previous.excluded.has(row.row_key) : row.excluded) excluded.add(row.row_key);
    for (const cell of row.cells) {
      const key = decisionKey(row.row_key, cell.column);
      // A remembered choice, and the keep of a value changed since the file's export, are choices
      // the admin sees made and may change (product.md §13).
      const chosen =
        previous?.cells.get(key) ?? (cell.remembered || cell.changed_since_export ? cell.resolution : null);
      if (cell.conflict && chosen) cells.set(key, chosen);
    }
  }
  return { resolution: previous?.resolution ?? 'overwrite', cells, excluded };
}

/** A preview row with the admin's choices applied, in the domain's shape. */
export function plannedRow(row: StudioImportRowDto, choices: Choices): PlannedRow {
  return {
    row: row.row,
    rowKey: row.row_key,
    action: row.action,
    studioId: row.studio_id,
    name: row.name,
    problems: row.problems,
    cells: row.cells.map(({ changed_since_export, ...cell }) => {
      const resolution = cell.conflict
        ? (choices.cells.get(decisionKey(row.row_key ?? '', cell.column)) ?? choices.resolution)
        : null;
      return {
        ...cell,
        resolution,
        remembered: cell.remembered && resolution === cell.resolution,
        changedSinceExport: changed_since_export,
      };
    }),
    excluded: row.row_key !== null && choices.excluded.has(row.row_key),
    rememberedExclusion: row.remembered_exclusion,
    ...(row.duplicates
      ? {
          duplicates: row.duplicates.map((d) => ({
            studioId: d.studio_id,
            row: d.row,
            name: d.name,
            reasons: d.reasons,
          })),
        }
      : {}),
  };
}

export function plannedRows(ready: Ready): PlannedRow[] {
  return (ready.preview.rows ?? []).map((row) => plannedRow(row, ready.choices));
}

export function currentSummary(ready: Ready): StudioImportSummary {
  return summarize(plannedRows(ready));
}

/** Headers that name no field and have no choice yet: the execute is refused until each has one. */
export function unmappedHeaders(preview: StudioImportResponse): string[] {
  return preview.headers.filter((h) => h.status === 'unknown').map((h) => h.header);
}

export function canImport(state: StudioImportState): boolean {
  if (state.step !== 'preview' || !state.ready) return false;
  if (unmappedHeaders(state.ready.preview).length > 0) return false;
  return plannedRows(state.ready).some((row) => effectiveAction(row) !== 'skip');
}

/** The execute's choices: the mapping, the default, every conflict's resolution and the left-out rows. */
export function executeChoices(ready: Ready, mapping: Record<string, string | null>): ImportChoicesBody {
  const decisions: NonNullable<ImportChoicesBody['decisions']> = [];
  for (const row of plannedRows(ready)) {
    if (!row.rowKey) continue;
    for (const cell of row.cells)
      if (cell.conflict && cell.resolution)
        decisions.push({ row_key: row.rowKey, column: cell.column, resolution: cell.resolution });
  }
  return {
    mapping,
    resolve_conflicts: ready.choices.resolution,
    decisions,
    excluded_rows: [...ready.choices.excluded],
  };
}

function withChoices(
  state: StudioImportState,
  change: (choices: Choices, ready: Ready) => Choices,
): StudioImportState {
  if (state.step !== 'preview' || !state.ready) return state;
  return { ...state, ready: { ...state.ready, choices: change(state.ready.choices, state.ready) } };
}

function selectableKeys(ready: Ready): string[] {
  return (ready.preview.rows ?? []).flatMap((row) =>
    row.row_key && row.action !== 'skip' ? [row.row_key] : [],
  );
}

export function studioImportReducer(state: StudioImportState, action: StudioImportAction): StudioImportState {
  switch (action.type) {
    case 'fileRejected':
      if (state.step !== 'upload') return state;
      return { step: 'upload', problem: action.problem, rejectedFile: action.fileName };
    case 'fileAccepted':
      if (state.step !== 'upload') return state;
      return { step: 'preview', file: { ...action.file, seq: action.seq }, mapping: {}, ready: null };
    case 'previewLoaded': {
      if (state.step !== 'preview' || state.file.seq !== action.seq) return state;
      const previous = state.ready?.choices ?? null;
      return {
        ...state,
        ready: { preview: action.preview, choices: initialChoices(action.preview, previous) },
      };
    }
    case 'previewFailed':
      if (state.step !== 'preview' || state.file.seq !== action.seq) return state;
      return { step: 'upload', problem: action.problem, rejectedFile: state.file.name };
    case 'mapColumn':
      if (state.step !== 'preview' || !state.ready) return state;
      return {
        ...state,
        file: { ...state.file, seq: action.seq },
        mapping: { ...state.mapping, [action.header]: action.column },
        ready: null,
      };
    case 'setResolution':
      return withChoices(state, (choices) => ({ ...choices, resolution: action.resolution }));
    case 'setCellResolution':
      return withChoices(state, (choices) => {
        const cells = new Map(choices.cells);
        cells.set(decisionKey(action.rowKey, action.column), action.resolution);
        return { ...choices, cells };
      });
    case 'toggleRow':
      return withChoices(state, (choices, ready) => {
        if (!selectableKeys(ready).includes(action.rowKey)) return choices;
        const excluded = new Set(choices.excluded);
        if (excluded.has(action.rowKey)) excluded.delete(action.rowKey);
        else excluded.add(action.rowKey);
        return { ...choices, excluded };
      });
    case 'includeAll':
      return withChoices(state, (choices) => ({ ...choices, excluded: new Set() }));
    case 'excludeAll':
      return withChoices(state, (choices, ready) => ({
        ...choices,
        excluded: new Set(selectableKeys(ready)),
      }));
    case 'executeStarted':
      if (!canImport(state) || state.step !== 'preview' || !state.ready) return state;
      return { step: 'execute', file: state.file, mapping: state.mapping, ready: state.ready };
    case 'executeFinished':
      if (state.step !== 'execute') return state;
      return { ...state, step: 'complete', outcome: { kind: 'done', execution: action.execution } };
    case 'executeFailed':
      if (state.step !== 'execute') return state;
      return { ...state, step: 'complete', outcome: { kind: 'error', problem: action.problem } };
    case 'back':
      if (state.step !== 'preview') return state;
      return initialStudioImportState;
    case 'reset':
      if (state.step !== 'complete') return state;
      return initialStudioImportState;
    default:
      return state;
  }
}
