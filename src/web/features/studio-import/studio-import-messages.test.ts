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
