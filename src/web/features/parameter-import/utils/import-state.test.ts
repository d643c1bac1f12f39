import type { PreviewItemDto } from '@domain/schemas/import-schemas';
import { describe, expect, it } from 'vitest';
import { stepNumber } from '@/shared/components/import/import-steps';
import type { ImportExecution, ImportPreview } from '../api/import-parameters';
import {
  canImport,
  type ImportAction,
  type ImportState,
  importReducer,
  initialImportState,
  isDismissible,
  selectableNames,
  selectedItemNames,
  selectionState,
} from './import-state';

function item(name: string, extra: Partial<PreviewItemDto> = {}): PreviewItemDto {
  return {
    parameter_name: name,
    parameter_value: '1',
    action: 'create',
    conflict: false,
    source_references: [],
    display_name: null,
    current_value: null,
    error: null,
    error_code: null,
    ...extra,
  };
}

const preview: ImportPreview = {
  items: [
    item('A'),
    item('B', { action: 'update', conflict: true, current_value: '0' }),
    item('C', { action: 'skip', current_value: '1' }),
    item('bad key', { action: 'skip', parameter_value: '', error: 'Invalid parameter key' }),
    // A duplicate key is listed again with its error; the valid "A" stays selectable.
    item('A', { action: 'skip', parameter_value: '', error: 'This key appears more than once' }),
  ],
  summary: { total: 5, create: 1, update: 1, skip: 3, conflicts: 1, errors: 2 },
  sources: [],
  sourceErrors: [],
};

const file = { name: 'studio.json', json: { A: '1' } };

function run(...actions: ImportAction[]): ImportState {
  return actions.reduce(importReducer, initialImportState);
}

const toPreview = [
  { type: 'fileAccepted', file, seq: 1 },
  { type: 'previewLoaded', seq: 1, preview },
] as const satisfies ImportAction[];

const execution = (success: boolean): ImportExecution => ({
  success,
  message: success ? 'Import completed: 1 created, 0 updated, 0 skipped.' : 'Import completed with errors',
  results: {
    created: 1,
    updated: 0,
    skipped: 0,
    errors: success ? 0 : 1,
    error_details: success ? [] : ['x'],
  },
  importId: 7,
});

describe('the import steps (product.md §4: upload, preview, execute, complete)', () => {
  it('starts at upload with no problem', () => {
    expect(initialImportState).toEqual({ step: 'upload', problem: null, rejectedFile: null });
    expect(stepNumber('upload')).toBe(1);
    expect(stepNumber('complete')).toBe(4);
  });

  it('a refused file stays at upload with its message and name', () => {
    const state = run({
      type: 'fileRejected',
      fileName: 'notes.txt',
      problem: {
        code: 'refusal',
        refusal: { errorCode: 'import_not_json', text: 'Please select a JSON file' },
      },
    });
    expect(state).toEqual({
      step: 'upload',
      problem: {
        code: 'refusal',
        refusal: { errorCode: 'import_not_json', text: 'Please select a JSON file' },
      },
      rejectedFile: 'notes.txt',
    });
  });

  it('an accepted file analyses (spinner), then lists every selectable item selected', () => {
    const loading = run(toPreview[0]);
    expect(loading).toMatchObject({ step: 'preview', ready: null, file: { name: 'studio.json', seq: 1 } });
    expect(canImport(loading)).toBe(false);
    const ready = run(...toPreview);
    if (ready.step !== 'preview' || !ready.ready) throw new Error('not ready');
    expect([...ready.ready.selected]).toEqual(['A', 'B', 'C']);
    expect(ready.ready.resolution).toBe('overwrite');
    expect(canImport(ready)).toBe(true);
  });

  it('ignores a preview answer for an earlier file (after Back and another choice)', () => {
    const state = run(
      { type: 'fileAccepted', file, seq: 1 },
      { type: 'back' },
      { type: 'fileAccepted', file: { ...file, name: 'second.json' }, seq: 2 },
      { type: 'previewLoaded', seq: 1, preview },
    );
    expect(state).toMatchObject({ step: 'preview', ready: null, file: { name: 'second.json' } });
    const late = importReducer(state, {
      type: 'previewFailed',
      seq: 1,
      problem: { code: 'previewFailed' },
    });
    expect(late).toBe(state);
  });

  it('a failed preview returns to upload with the problem and the file name', () => {
    const state = run(toPreview[0], { type: 'previewFailed', seq: 1, problem: { code: 'previewNetwork' } });
    expect(state).toEqual({
      step: 'upload',
      problem: { code: 'previewNetwork' },
      rejectedFile: 'studio.json',
    });
  });

  it("'Back' returns to upload from the spinner and from the list", () => {
    expect(run(toPreview[0], { type: 'back' })).toEqual(initialImportState);
    expect(run(...toPreview, { type: 'back' })).toEqual(initialImportState);
  });

  it('imports only with something selected, and not twice', () => {
    const none = run(...toPreview, { type: 'selectNone' });
    expect(canImport(none)).toBe(false);
    expect(importReducer(none, { type: 'executeStarted' })).toBe(none);
    const executing = run(...toPreview, { type: 'executeStarted' });
    expect(executing.step).toBe('execute');
    expect(importReducer(executing, { type: 'executeStarted' })).toBe(executing);
    expect(importReducer(executing, { type: 'back' })).toBe(executing);
  });

  it('cannot be dismissed while the import runs', () => {
    expect(isDismissible(run())).toBe(true);
    expect(isDismissible(run(toPreview[0]))).toBe(true);
    expect(isDismissible(run(...toPreview, { type: 'executeStarted' }))).toBe(false);
    expect(
      isDismissible(
        run(
          ...toPreview,
          { type: 'executeStarted' },
          { type: 'executeFinished', execution: execution(true) },
        ),
      ),
    ).toBe(true);
  });

  it('completes with success, failure (success: false) or a failed request', () => {
    const base = [...toPreview, { type: 'executeStarted' } as const];
    expect(run(...base, { type: 'executeFinished', execution: execution(true) })).toMatchObject({
      step: 'complete',
      outcome: { kind: 'success', execution: { importId: 7 } },
    });
    expect(run(...base, { type: 'executeFinished', execution: execution(false) })).toMatchObject({
      step: 'complete',
      outcome: { kind: 'failed', execution: { results: { error_details: ['x'] } } },
    });
    expect(run(...base, { type: 'executeFailed', detail: null })).toMatchObject({
      step: 'complete',
      outcome: { kind: 'error', detail: null },
    });
  });

  it("'Import Another File' resets to upload", () => {
    const done = run(
      ...toPreview,
      { type: 'executeStarted' },
      { type: 'executeFailed', detail: { errorCode: 'not_found', text: 'x' } },
    );
    expect(importReducer(done, { type: 'reset' })).toEqual(initialImportState);
    // Only from the complete step.
    const ready = run(...toPreview);
    expect(importReducer(ready, { type: 'reset' })).toBe(ready);
  });

  it('keeps the conflict choice: overwrite by default, then skip or version', () => {
    const state = run(...toPreview, { type: 'setResolution', resolution: 'version' });
    expect(state.step === 'preview' && state.ready?.resolution).toBe('version');
    const executing = importReducer(state, { type: 'executeStarted' });
    expect(executing.step === 'execute' && executing.ready.resolution).toBe('version');
  });
});

describe('selection', () => {
  it('lists selectable names once, in order, leaving items with errors out', () => {
    expect(selectableNames(preview.items)).toEqual(['A', 'B', 'C']);
  });

  it('toggles one item, selects all and none', () => {
    const state = run(...toPreview, { type: 'toggle', name: 'B' });
    if (state.step !== 'preview' || !state.ready) throw new Error('not ready');
    expect(selectionState(preview.items, state.ready.selected)).toBe('some');
    expect(selectedItemNames(preview.items, state.ready.selected)).toEqual(['A', 'C']);
    const again = importReducer(state, { type: 'toggle', name: 'B' });
    if (again.step !== 'preview' || !again.ready) throw new Error('not ready');
    expect(selectedItemNames(preview.items, again.ready.selected)).toEqual(['A', 'B', 'C']);
    expect(selectionState(preview.items, again.ready.selected)).toBe('all');

    const none = importReducer(again, { type: 'selectNone' });
    if (none.step !== 'preview' || !none.ready) throw new Error('not ready');
    expect(selectionState(preview.items, none.ready.selected)).toBe('none');
    const all = importReducer(none, { type: 'selectAll' });
    if (all.step !== 'preview' || !all.ready) throw new Error('not ready');
    expect(selectionState(preview.items, all.ready.selected)).toBe('all');
  });

  it('ignores toggles of items with errors or unknown names', () => {
    const state = run(...toPreview);
    expect(importReducer(state, { type: 'toggle', name: 'bad key' })).toBe(state);
    expect(importReducer(state, { type: 'toggle', name: 'nope' })).toBe(state);
  });

  it('handles 5,000 items', () => {
    const many: ImportPreview = {
      ...preview,
      items: Array.from({ length: 5000 }, (_, i) => item(`KEY_${i}`)),
    };
    let state = run({ type: 'fileAccepted', file, seq: 1 }, { type: 'previewLoaded', seq: 1, preview: many });
    state = importReducer(state, { type: 'toggle', name: 'KEY_4999' });
    if (state.step !== 'preview' || !state.ready) throw new Error('not ready');
    expect(state.ready.selected.size).toBe(4999);
    expect(selectedItemNames(many.items, state.ready.selected).at(-1)).toBe('KEY_4998');
  });
});
