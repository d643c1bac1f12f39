import { describe, expect, it } from 'vitest';
import { BLOCKED_FIELDS_SHOWN, historyCounts, undoBlock } from './history-view';

describe('historyCounts', () => {
  it('reads the results, counting anything odd as 0', () => {
    expect(historyCounts({ created: 37, updated: 2, skipped: 1, errors: 0, error_details: [] })).toEqual({
      created: 37,
      updated: 2,
      skipped: 1,
      errors: 0,
    });
    expect(historyCounts({ created: '3', updated: null, skipped: Number.NaN })).toEqual({
      created: 0,
      updated: 0,
      skipped: 0,
      errors: 0,
    });
  });
});

describe('undoBlock', () => {
  it('is null when the import can be undone', () => {
    expect(undoBlock({ can_undo: true, undone_at: null, undo_blocked_by: [] })).toBeNull();
  });

  it('says when it was already undone', () => {
    expect(undoBlock({ can_undo: false, undone_at: '2025-01-01T00:00:00Z', undo_blocked_by: [] })).toEqual({
      kind: 'undone',
    });
  });

  it('names the parameters later changes touched, the rest as a count', () => {
    const fields = Array.from({ length: BLOCKED_FIELDS_SHOWN + 3 }, (_, i) => `KEY_${i}`);
    expect(undoBlock({ can_undo: false, undone_at: null, undo_blocked_by: fields })).toEqual({
      kind: 'blocked',
      fields: fields.slice(0, BLOCKED_FIELDS_SHOWN),
      more: 3,
    });
    expect(undoBlock({ can_undo: false, undone_at: null, undo_blocked_by: ['A'] })).toEqual({
      kind: 'blocked',
      fields: ['A'],
      more: 0,
    });
  });

  it('falls back to a plain refusal without a known reason', () => {
    expect(undoBlock({ can_undo: false, undone_at: null, undo_blocked_by: [] })).toEqual({
      kind: 'unavailable',
    });
  });
});
