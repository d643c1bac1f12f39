import type { StudioImportResponse, StudioImportRowDto } from '@domain/schemas/studio-import-schemas';
import { describe, expect, it } from 'vitest';
import {
  canImport,
  currentSummary,
  executeChoices,
  initialStudioImportState,
  plannedRows,
  type StudioImportAction,
  type StudioImportState,
  studioImportReducer,
} from './import-state';
import { checkSpreadsheetFile } from './read-spreadsheet-file';

function row(n: number, extra: Partial<StudioImportRowDto> = {}): StudioImportRowDto {
  return {
    row: n,
    row_key: `id:${n}`,
    action: 'update',
    studio_id: n,
    name: `Studio ${n}`,
    problems: [],
    cells: [
      {
        column: 'LED_PANEL_MODEL',
        current: 'Old',
        incoming: 'New',
        conflict: true,
        resolution: 'overwrite',
        remembered: false,
        changed_since_export: false,
      },
    ],
    excluded: false,
    remembered_exclusion: false,
    ...extra,
  };
}

function preview(
  rows: StudioImportRowDto[],
  headers: StudioImportResponse['headers'] = [],
): StudioImportResponse {
  return {
    success: true,
    file_name: 'studios.csv',
    headers: [{ header: 'Name', column: 'name', status: 'matched' }, ...headers],
    rows,
    summary: {
      rows: rows.length,
      create: 0,
      update: rows.length,
      skip: 0,
      conflicts: rows.length,
      errors: 0,
    },
  };
}

const file = { name: 'studios.csv', base64: 'TmFtZQ==' };

function run(...actions: StudioImportAction[]): StudioImportState {
  return actions.reduce(studioImportReducer, initialStudioImportState);
}

const loaded = (p: StudioImportResponse): StudioImportAction[] => [
  { type: 'fileAccepted', file, seq: 1 },
  { type: 'previewLoaded', seq: 1, preview: p },
];

describe('the studio import dialog', () => {
  it('goes upload → preview → execute → complete, and back to upload from the preview', () => {
    const p = preview([row(1)]);
    expect(run({ type: 'fileAccepted', file, seq: 1 })).toMatchObject({ step: 'preview', ready: null });
    const ready = run(...loaded(p));
    expect(ready.step).toBe('preview');
    expect(canImport(ready)).toBe(true);
    const executing = studioImportReducer(ready, { type: 'executeStarted' });
    expect(executing.step).toBe('execute');
    const done = studioImportReducer(executing, { type: 'executeFinished', execution: p });
    expect(done).toMatchObject({ step: 'complete', outcome: { kind: 'done' } });
    expect(studioImportReducer(done, { type: 'reset' })).toEqual(initialStudioImportState);
    expect(studioImportReducer(ready, { type: 'back' })).toEqual(initialStudioImportState);
  });

  it('ignores an answer to an older request (after Back, or after a newer mapping)', () => {
    const p = preview([row(1)], [{ header: 'Notes', column: null, status: 'unknown' }]);
    const ready = run(...loaded(p));
    const remapped = studioImportReducer(ready, { type: 'mapColumn', header: 'Notes', column: null, seq: 2 });
    expect(remapped).toMatchObject({ step: 'preview', ready: null, mapping: { Notes: null } });
    expect(studioImportReducer(remapped, { type: 'previewLoaded', seq: 1, preview: p })).toBe(remapped);
    const failed = studioImportReducer(remapped, {
      type: 'previewFailed',
      seq: 2,
      problem: { kind: 'network' },
    });
    expect(failed).toMatchObject({
      step: 'upload',
      problem: { kind: 'network' },
      rejectedFile: 'studios.csv',
    });
  });

  it('waits for a choice for every unknown header before importing', () => {
    const state = run(...loaded(preview([row(1)], [{ header: 'Notes', column: null, status: 'unknown' }])));
    expect(canImport(state)).toBe(false);
    expect(studioImportReducer(state, { type: 'executeStarted' })).toBe(state);
  });

  it('starts from the remembered choices and counts with the admin’s own', () => {
    const remembered = row(2, {
      cells: [
        {
          column: 'LED_PANEL_MODEL',
          current: 'Old',
          incoming: 'New',
          conflict: true,
          resolution: 'skip',
          remembered: true,
          changed_since_export: false,
        },
      ],
    });
    const left = row(3, { excluded: true, remembered_exclusion: true });
    const refused = row(4, {
      row_key: null,
      action: 'skip',
      cells: [],
      problems: [{ code: 'ambiguous', header: null, value: '4, 5', message: '' }],
    });
    let state = run(...loaded(preview([row(1), remembered, left, refused])));
    if (state.step !== 'preview' || !state.ready) throw new Error('not ready');
    // Row 2's only change is skipped as last time; row 3 was left out last time.
    expect(currentSummary(state.ready)).toEqual({
      rows: 4,
      create: 0,
      update: 1,
      skip: 2,
      conflicts: 1,
      errors: 1,
    });
    state = studioImportReducer(state, { type: 'setResolution', resolution: 'version' });
    state = studioImportReducer(state, { type: 'toggleRow', rowKey: 'id:3' });
    state = studioImportReducer(state, { type: 'toggleRow', rowKey: 'no-such-row' });
    state = studioImportReducer(state, {
      type: 'setCellResolution',
      rowKey: 'id:2',
      column: 'LED_PANEL_MODEL',
      resolution: 'overwrite',
    });
    if (state.step !== 'preview' || !state.ready) throw new Error('not ready');
    expect(currentSummary(state.ready)).toMatchObject({ update: 3, skip: 0, errors: 1 });
    expect(executeChoices(state.ready, { Notes: null })).toEqual({
      mapping: { Notes: null },
      resolve_conflicts: 'version',
      decisions: [
        { row_key: 'id:1', column: 'LED_PANEL_MODEL', resolution: 'version' },
        { row_key: 'id:2', column: 'LED_PANEL_MODEL', resolution: 'overwrite' },
        { row_key: 'id:3', column: 'LED_PANEL_MODEL', resolution: 'version' },
      ],
      excluded_rows: [],
    });
    state = studioImportReducer(state, { type: 'excludeAll' });
    expect(canImport(state)).toBe(false);
    state = studioImportReducer(state, { type: 'includeAll' });
    expect(canImport(state)).toBe(true);
  });

  it('keeps a value changed since the export unless the admin chooses the file’s, whatever the default', () => {
    const stale = row(2, {
      cells: [
        {
          column: 'LED_PANEL_MODEL',
          current: 'Newer',
          incoming: 'Older',
          conflict: true,
          resolution: 'skip',
          remembered: false,
          changed_since_export: true,
        },
      ],
    });
    let state = run(...loaded(preview([stale])));
    state = studioImportReducer(state, { type: 'setResolution', resolution: 'overwrite' });
    if (state.step !== 'preview' || !state.ready) throw new Error('not ready');
    expect(currentSummary(state.ready)).toMatchObject({ update: 0, skip: 1 });
    expect(plannedRows(state.ready)[0]?.cells[0]).toMatchObject({
      resolution: 'skip',
      changedSinceExport: true,
    });
    state = studioImportReducer(state, {
      type: 'setCellResolution',
      rowKey: 'id:2',
      column: 'LED_PANEL_MODEL',
      resolution: 'overwrite',
    });
    if (state.step !== 'preview' || !state.ready) throw new Error('not ready');
    expect(executeChoices(state.ready, {}).decisions).toEqual([
      { row_key: 'id:2', column: 'LED_PANEL_MODEL', resolution: 'overwrite' },
    ]);
  });

  it('refuses other files and files over 20 MB before sending them', () => {
    expect(checkSpreadsheetFile({ name: 'studios.json', size: 10 })).toBe('badFileName');
    expect(checkSpreadsheetFile({ name: 'Studios.XLSX', size: 10 })).toBeNull();
    expect(checkSpreadsheetFile({ name: 'studios.csv', size: 20 * 1024 * 1024 + 1 })).toBe('tooLarge');
  });
});
