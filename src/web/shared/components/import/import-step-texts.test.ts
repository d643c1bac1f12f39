import { describe, expect, it } from 'vitest';
import { importResultCounts } from './import-step-texts';

describe('an executed import’s counts', () => {
  it('counts an executed import as created, updated, skipped and refused, in that order', () => {
    const labels = {
      resultCreated: 'Создано',
      resultUpdated: 'Обновлено',
      resultSkipped: 'Пропущено',
      resultErrors: 'Ошибки',
    };
    expect(importResultCounts({ created: 3, updated: 2, skipped: 1, errors: 4 }, labels)).toEqual([
      ['Создано', 3],
      ['Обновлено', 2],
      ['Пропущено', 1],
      ['Ошибки', 4],
    ]);
  });
});
