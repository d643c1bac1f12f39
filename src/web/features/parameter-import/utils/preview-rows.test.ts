import { describe, expect, it } from 'vitest';
import { clipValue, PREVIEW_VALUE_MAX, rowsToShow } from './preview-rows';

describe('rowsToShow', () => {
  it('renders the loaded chunks, never more than the list holds', () => {
    expect(rowsToShow(5000, 100)).toBe(100);
    expect(rowsToShow(37, 100)).toBe(37);
    expect(rowsToShow(0, 100)).toBe(0);
  });
});

describe('clipValue', () => {
  it('keeps short values and cuts long ones with an ellipsis', () => {
    expect(clipValue('26 [4]')).toBe('26 [4]');
    const long = 'x'.repeat(10_000);
    expect(clipValue(long)).toBe(`${'x'.repeat(PREVIEW_VALUE_MAX)}…`);
    expect(clipValue('x'.repeat(PREVIEW_VALUE_MAX))).toHaveLength(PREVIEW_VALUE_MAX);
  });
});
