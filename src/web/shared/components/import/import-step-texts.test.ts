import { describe, expect, it } from 'vitest';
import {
  analysingStepTexts,
  importOutcomeTexts,
  importResultCounts,
  runningStepTexts,
} from './import-step-texts';

describe('the import steps’ texts from a catalog', () => {
  it('gives each shared step the catalog’s words, in its language', () => {
    expect(
      analysingStepTexts({
        previewHeading: 'Просмотр',
        fileName: 'Файл',
        analysing: 'Анализ...',
        back: 'Назад',
      }),
    ).toEqual({ heading: 'Просмотр', fileName: 'Файл', analysing: 'Анализ...', back: 'Назад' });
    expect(
      runningStepTexts({ executeHeading: 'Import', importing: 'Importing...', keepOpen: 'Keep open' }),
    ).toEqual({ heading: 'Import', importing: 'Importing...', keepOpen: 'Keep open' });
    expect(
      importOutcomeTexts({
        resultsLabel: 'Results',
        errorDetails: 'Errors',
        importAnother: 'Again',
        close: 'Close',
      }),
    ).toEqual({ resultsLabel: 'Results', errorDetails: 'Errors', importAnother: 'Again', close: 'Close' });
  });

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
