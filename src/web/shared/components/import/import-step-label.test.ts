import { describe, expect, it } from 'vitest';
import { importDialogPhase, importStepLabel } from './import-step-label';
import { IMPORT_STEPS } from './import-steps';

const english = { stepUpload: 'Upload', stepPreview: 'Preview', stepExecute: 'Import', stepComplete: 'Done' };
const russian = {
  stepUpload: 'Файл',
  stepPreview: 'Просмотр',
  stepExecute: 'Импорт',
  stepComplete: 'Готово',
};

describe('importStepLabel', () => {
  it("names each step from the caller's catalog, in its language", () => {
    expect(IMPORT_STEPS.map((step) => importStepLabel(step, english))).toEqual([
      'Upload',
      'Preview',
      'Import',
      'Done',
    ]);
    expect(IMPORT_STEPS.map((step) => importStepLabel(step, russian))).toEqual([
      'Файл',
      'Просмотр',
      'Импорт',
      'Готово',
    ]);
  });
});

describe('importDialogPhase', () => {
  it('tells the analysing preview from the ready one, so focus moves when the preview arrives', () => {
    expect(importDialogPhase({ step: 'preview', ready: null })).toBe('preview-loading');
    expect(importDialogPhase({ step: 'preview', ready: { rows: [] } })).toBe('preview-ready');
  });

  it('is the step itself otherwise', () => {
    expect(importDialogPhase({ step: 'upload' })).toBe('upload');
    expect(importDialogPhase({ step: 'execute', ready: {} })).toBe('execute');
    expect(importDialogPhase({ step: 'complete', ready: {} })).toBe('complete');
  });
});
