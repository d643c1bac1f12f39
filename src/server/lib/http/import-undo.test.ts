/** The undo answers' messages: what happened, numbers formatted for the reader (English). */
import { describe, expect, it } from 'vitest';
import { studioImportUndoneAnswer, undoneAnswer } from './import-undo';

describe('undo answers', () => {
  it('a studio import that created 10,000 studios says they were archived', () => {
    expect(studioImportUndoneAnswer({ restored: 0, archived: 10_000 }).message).toBe(
      'Import undone: 10,000 studios archived.',
    );
    expect(studioImportUndoneAnswer({ restored: 1, archived: 1 }).message).toBe(
      'Import undone: 1 studio archived, 1 value restored.',
    );
    expect(studioImportUndoneAnswer({ restored: 2_500, archived: 0 }).message).toBe(
      'Import undone: 2,500 values restored.',
    );
  });

  it('the parameter import formats its count too', () => {
    expect(undoneAnswer(1234, { one: 'parameter', many: 'parameters' }).message).toBe(
      'Import undone: 1,234 parameters restored.',
    );
  });
});
