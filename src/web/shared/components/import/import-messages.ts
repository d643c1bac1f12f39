/**
 * The words every import dialog shares (product.md §2 "Import dialog", §13): the frame, the step list,
 * the upload, analysing and running steps, the preview's common counts and buttons, and the result's
 * counts. Each import's own catalog holds what differs (its title, its file, its refusals, its tables).
 */
import { defineMessages } from '@/shared/i18n/define-messages';

export const importMessages = defineMessages({
  en: {
    close: 'Close',

    stepsLabel: 'Import steps',
    stepUpload: 'Upload',
    stepPreview: 'Preview',
    stepExecute: 'Import',
    stepComplete: 'Complete',
    stepAnnouncement: (p: { number: number; label: string }) => `Step ${p.number} of 4: ${p.label}.`,

    dropHint: 'Or drop the file here.',
    rejectedFile: (p: { name: string }) => `File: ${p.name}`,

    previewHeading: 'Preview',
    analysing: 'Analysing the file...',
    fileName: 'File',
    summaryLabel: 'Summary',
    summaryCreate: 'Create',
    summaryUpdate: 'Update',
    summarySkip: 'Skip',
    summaryConflicts: 'Conflicts',
    back: 'Back',
    import: 'Import',

    executeHeading: 'Importing',

    completeSuccess: 'Import completed',
    resultsLabel: 'Results',
    resultCreated: 'Created',
    resultUpdated: 'Updated',
    resultSkipped: 'Skipped',
    importAnother: 'Import Another File',
  },
  ru: {
    close: 'Закрыть',

    stepsLabel: 'Шаги импорта',
    stepUpload: 'Загрузка',
    stepPreview: 'Просмотр',
    stepExecute: 'Импорт',
    stepComplete: 'Готово',
    stepAnnouncement: (p: { number: number; label: string }) => `Шаг ${p.number} из 4: ${p.label}.`,

    dropHint: 'Или перетащите файл сюда.',
    rejectedFile: (p: { name: string }) => `Файл: ${p.name}`,

    previewHeading: 'Просмотр',
    analysing: 'Анализ файла...',
    fileName: 'Файл',
    summaryLabel: 'Сводка',
    summaryCreate: 'Создать',
    summaryUpdate: 'Обновить',
    summarySkip: 'Пропустить',
    summaryConflicts: 'Конфликты',
    back: 'Назад',
    import: 'Импортировать',

    executeHeading: 'Импорт',

    completeSuccess: 'Импорт завершён',
    resultsLabel: 'Результаты',
    resultCreated: 'Создано',
    resultUpdated: 'Обновлено',
    resultSkipped: 'Пропущено',
    importAnother: 'Импортировать другой файл',
  },
});

export type ImportMessages = (typeof importMessages)['en'];
