import { describe, expect, it } from 'vitest';
import { truncateText } from './studio-page-head';

describe('truncateText', () => {
  it('keeps short text and cuts long text at a word boundary', () => {
    expect(truncateText('  short   text ', 160)).toBe('short text');
    const cut = truncateText('alpha beta gamma delta epsilon', 20);
    expect(cut).toBe('alpha beta gamma…');
    expect(cut.length).toBeLessThanOrEqual(20);
    expect(truncateText('x'.repeat(50), 20)).toBe(`${'x'.repeat(19)}…`);
  });
});
