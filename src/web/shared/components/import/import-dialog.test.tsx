import { describe, expect, it } from 'vitest';
import { type ImportPlan, type ImportResultView, importAnnouncement } from './import-dialog';
import { importMessages } from './import-messages';

type State =
  | { step: 'upload'; problem: string | null; rejectedFile: string | null }
  | { step: 'preview'; file: { name: string }; ready: { items: number } | null }
  | { step: 'execute' }
  | { step: 'complete'; outcome: string };

const plan: ImportPlan<State> = {
  texts: {
    title: 'Import',
    description: '',
    uploadHeading: '',
    fileLabel: '',
    fileHelp: '',
    importing: '',
    keepOpen: '',
    errorDetails: '',
    resultErrors: '',
  },
  accept: '.json',
  autoClose: false,
  refusal: (problem) => problem,
  previewAnnouncement: ({ ready }) => `Preview ready: ${ready.items} items.`,
  preview: () => null,
  result: () => result,
};

const result: ImportResultView = {
  good: false,
  title: 'Import failed',
  lines: [],
  results: null,
  announcement: ['Import failed.', ''],
  successMessage: null,
};

describe('importAnnouncement', () => {
  const { en, ru } = importMessages;

  it('names the step, in the reader’s language', () => {
    expect(importAnnouncement({ step: 'upload', problem: null, rejectedFile: null }, plan, null, en)).toBe(
      'Step 1 of 4: Upload.',
    );
    expect(importAnnouncement({ step: 'execute' }, plan, null, ru)).toBe('Шаг 3 из 4: Импорт.');
  });

  it('adds the plan’s preview line only once the file is analysed', () => {
    expect(
      importAnnouncement({ step: 'preview', file: { name: 'a.json' }, ready: null }, plan, null, en),
    ).toBe('Step 2 of 4: Preview.');
    expect(
      importAnnouncement({ step: 'preview', file: { name: 'a.json' }, ready: { items: 3 } }, plan, null, en),
    ).toBe('Step 2 of 4: Preview. Preview ready: 3 items.');
  });

  it('says the result’s parts after the step, leaving out empty ones', () => {
    expect(importAnnouncement({ step: 'complete', outcome: 'x' }, plan, result, en)).toBe(
      'Step 4 of 4: Complete. Import failed.',
    );
  });
});
