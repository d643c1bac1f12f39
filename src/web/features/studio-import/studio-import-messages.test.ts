/** The undo's notice says what happened (studios archived, values restored), numbers as each language writes them. */
import { describe, expect, it } from 'vitest';
import { studioImportMessages } from './studio-import-messages';

describe('undoDone', () => {
  it('English', () => {
    const { undoDone } = studioImportMessages.en;
    expect(undoDone({ restored: 0, archived: 10_000 })).toBe('Import undone: 10,000 studios archived.');
    expect(undoDone({ restored: 4, archived: 1 })).toBe(
      'Import undone: 1 studio archived, 4 values restored.',
    );
    expect(undoDone({ restored: 1, archived: 0 })).toBe('Import undone: 1 value restored.');
  });

  it('Russian', () => {
    const { undoDone } = studioImportMessages.ru;
    expect(undoDone({ restored: 0, archived: 10_000 })).toBe(
      'Импорт отменён: в архив перенесено студий: 10\u00a0000.',
    );
    expect(undoDone({ restored: 2, archived: 1 })).toBe(
      'Импорт отменён: в архив перенесено студий: 1, восстановлено 2 значения.',
    );
  });
});

describe('a file over the limits (issue 35)', () => {
  it('says how many rows when the server counted them, and "more than" when it stopped reading', () => {
    const { en, ru } = studioImportMessages;
    expect(en.tooManyRows({ count: 10_001, max: 10_000 })).toBe(
      'The file has 10,001 studio rows; at most 10,000 can be imported at once.',
    );
    expect(en.tooManyRows({ max: 10_000 })).toBe(
      'The file has more than 10,000 studio rows; at most 10,000 can be imported at once.',
    );
    expect(ru.tooManyRows({ max: 10_000 })).toContain('больше 10\u00a0000 строк');
    expect(en.tooManyColumns({ max: 500 })).toBe(
      'The file has a value right of column 500; a studio spreadsheet uses at most 500 columns.',
    );
    expect(ru.tooManyColumns({ max: 500 })).toContain('правее столбца 500');
  });
});
