import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download-file';

describe('fileNameOf', () => {
  it("takes the server's name, the encoded one first", () => {
    expect(fileNameOf('attachment; filename="studios-2026-11-24.csv"', 'x.csv')).toBe(
      'studios-2026-11-24.csv',
    );
    expect(fileNameOf('attachment; filename="a.csv"; filename*=UTF-8\'\'%D1%81%D1%82.csv', 'x.csv')).toBe(
      'ст.csv',
    );
    expect(fileNameOf('attachment; filename=plain.xlsx', 'x.xlsx')).toBe('plain.xlsx');
  });

  it('falls back without a usable name', () => {
    expect(fileNameOf(null, 'x.csv')).toBe('x.csv');
    expect(fileNameOf('attachment', 'x.csv')).toBe('x.csv');
  });
});
