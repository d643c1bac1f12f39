import { describe, expect, it } from 'vitest';
import { keepByKey } from './use-stable-by-key';

describe('keepByKey', () => {
  it('keeps the first of equal values and takes a value with another key', () => {
    const first = { search: 'led', tags: ['a'] };
    let kept = keepByKey(null, first, 'led|a');
    expect(kept.value).toBe(first);
    kept = keepByKey(kept, { search: 'led', tags: ['a'] }, 'led|a');
    expect(kept.value).toBe(first);
    const other = { search: 'led', tags: ['a', 'b'] };
    kept = keepByKey(kept, other, 'led|a,b');
    expect(kept.value).toBe(other);
    const again = { search: 'led', tags: ['a'] };
    expect(keepByKey(kept, again, 'led|a').value).toBe(again);
  });
});
