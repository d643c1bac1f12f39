import { describe, expect, it } from 'vitest';
import { decodeChange, encodeChange } from './data-version';

describe('the data-version payload', () => {
  it('carries the version and the studios a write touched', () => {
    const change = { version: 42, studios: [[7, 3] as const, [9, 1] as const] };
    expect(decodeChange(encodeChange(change))).toEqual({
      version: 42,
      studios: [
        [7, 3],
        [9, 1],
      ],
    });
  });

  it('names no studios past 200, which asks every process for a full reload', () => {
    const studios = Array.from({ length: 201 }, (_, i) => [i + 1, 1] as const);
    const payload = encodeChange({ version: 5, studios });
    expect(payload.length).toBeLessThan(8000);
    expect(decodeChange(payload)).toEqual({ version: 5, studios: null });
  });

  it('reads a bare number (db:restore, older servers) as a change of unknown scope, and ignores garbage', () => {
    expect(decodeChange('17')).toEqual({ version: 17, studios: null });
    expect(decodeChange('{"v":3,"s":[["x",1]]}')).toEqual({ version: 3, studios: null });
    expect(decodeChange('not json')).toBeNull();
    expect(decodeChange('{"s":[]}')).toBeNull();
  });
});
