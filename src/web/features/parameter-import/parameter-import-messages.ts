/**
 * Texts of the parameter import (product.md §2 "Import dialog", §4, §5, §8): English word for
 * word, Russian complete. The server's known answers have their words here, so Russian readers get
 * them in Russian; in English they are the server's exact texts (src/domain/import-file.ts and the
 * import routes).
 */
import { defineMessages, pluralEn, pluralRu } from '@/shared/i18n/define-messages';

const count = new Intl.NumberFormat('en-US');
const countRu = new Intl.NumberFormat('ru-RU');

export const parameterImportMessages = defineMessages({
  en: {
    // Opening the dialog
    importData: 'Import data',
    dialogTitle: 'Import Parameters',
    dialogDescription: (p: { name: string }) =>
      `Add or update the technical parameters of ${p.name} from a JSON file.`,

    // Upload
    uploadHeading: 'Choose a file',
    fileLabel: 'JSON file',
    fileHelp:
      'A .json file whose keys are parameter keys (see the parameter catalog), with an optional "source_references" object. At most 5,000 parameters.',
    // Validation (product.md §5) and the server's refusals
    notJsonFile: 'Please select a JSON file',
    unparseable: 'Invalid JSON file format',
    notObject: 'Invalid JSON: Must be an object',
    empty: 'JSON is empty',
    noParameters: 'No valid parameters found',
    invalid: 'Invalid JSON format',
    tooManyParameters: (p: { count: number; max: number }) =>
      `Too many parameters: ${p.count}. A file may hold at most ${count.format(p.max)}.`,
    bodyTooLarge: 'Request body is too large.',
    csrfFailed: 'Failed to get CSRF token',
    // Preview failures (product.md §8)
    previewFailed: 'Failed to generate preview',
    previewNetworkError: 'Network error during preview',

    // Preview
    summaryTotal: 'Total',
    summaryErrors: 'Errors',
    previewReady: (p: { total: number; conflicts: number }) =>
      `Preview ready: ${p.total} ${pluralEn(p.total, 'item', 'items')}, ${p.conflicts} ${pluralEn(p.conflicts, 'conflict', 'conflicts')}.`,
    sourcesInFile: (p: { count: number }) =>
      `${p.count} ${pluralEn(p.count, 'source', 'sources')} in this file (merged into the studio's sources)`,
    sourceLine: (p: { index: number; description: string; url: string }) =>
      `[${p.index}] ${p.description ? `${p.description} — ` : ''}${p.url}`,
    sourceProblems: 'Source problems (these sources are left out)',
    itemsLabel: 'Preview items',
    itemsCaption: 'Parameters in the file, with what the import would do to each',
    selectAll: 'Select all',
    selectNone: 'Select none',
    selectedCount: (p: { selected: number; total: number }) =>
      `${count.format(p.selected)} of ${count.format(p.total)} selected`,
    columnParameter: 'Parameter',
    columnAction: 'Action',
    columnCurrent: 'Current value',
    columnIncoming: 'New value',
    actionCreate: 'Create',
    actionUpdate: 'Update',
    actionSkip: 'Skip',
    actionError: 'Error',
    conflict: 'Conflict',
    conflictHint: 'differs from the current value',
    noValue: 'None',
    showingRows: (p: { shown: number; total: number }) =>
      `Showing ${count.format(p.shown)} of ${count.format(p.total)} items; scroll the list for more.`,
    resolutionLegend: 'Conflicts: when a parameter already has a different value',
    resolutionOverwrite: 'Overwrite',
    resolutionOverwriteHint: 'Replace the current value (the old one stays in the change log).',
    resolutionSkip: 'Skip',
    resolutionSkipHint: 'Keep the current value and leave the conflicting items out.',
    resolutionVersion: 'Version',
    resolutionVersionHint: 'Add the new value as a new version; earlier versions stay in its history.',
    nothingSelected: 'Select at least one item to import.',

    // Execute
    importing: 'Importing...',
    keepOpen: 'This takes a moment; the dialog stays open until it is done.',

    // Complete
    importFailed: 'Import failed',
    importExecutionFailed: 'Import execution failed',
    resultMessage: (p: { created: number; updated: number; skipped: number; errors: number }) =>
      `${p.errors === 0 ? 'Import completed' : 'Import completed with errors'}: ${p.created} created, ${p.updated} updated, ${p.skipped} skipped${p.errors ? `, ${p.errors} ${pluralEn(p.errors, 'error', 'errors')}` : ''}.`,
    resultErrors: 'Errors',
    errorDetails: 'Error details',
    autoClose: 'This dialog closes in 2 seconds.',
    autoClosePaused: 'Closing waits while the pointer or focus is in this dialog.',

    // History
    historyHeading: 'Import History',
    historyLoading: 'Loading import history...',
    historyEmpty: 'No imports yet.',
    historyFailed: 'The import history could not be loaded.',
    tryAgain: 'Try Again',
    historyEntryTitle: (p: { file: string; date: string }) => `${p.file}, ${p.date}`,
    noFileName: 'Unnamed file',
    historyBy: (p: { email: string }) => `by ${p.email}`,
    historyByUnknown: 'by a removed admin',
    historyByOther: 'by an admin or another owner',
    historyResolution: (p: { resolution: string }) => `Conflicts: ${p.resolution}`,
    historyResults: (p: { created: number; updated: number; skipped: number; errors: number }) =>
      `${p.created} created, ${p.updated} updated, ${p.skipped} skipped, ${p.errors} ${pluralEn(p.errors, 'error', 'errors')}`,
    undone: (p: { date: string; email: string | null }) =>
      `Undone ${p.date}${p.email ? ` by ${p.email}` : ''}`,
    undo: 'Undo',
    undoLabel: (p: { file: string; date: string }) => `Undo import of ${p.file}, ${p.date}`,
    undoing: 'Undoing...',
    undoAlreadyUndone: 'This import was already undone.',
    undoUnavailable: 'This import cannot be undone.',
    undoBlocked: (p: { fields: string; more: number }) =>
      `Cannot be undone: later changes touched ${p.fields}${p.more ? ` and ${p.more} more` : ''}.`,
    undoConfirmTitle: 'Undo this import?',
    undoConfirmText: (p: { file: string }) =>
      `Every parameter and source that ${p.file} changed goes back to its state before the import. The undo itself is logged.`,
    undoConfirm: 'Undo import',
    cancel: 'Cancel',
    undoSucceeded: (p: { restored: number }) =>
      `Import undone: ${p.restored} ${pluralEn(p.restored, 'parameter', 'parameters')} restored.`,
    undoRefused: (p: { fields: string }) =>
      `This import cannot be undone: later changes touched ${p.fields}. Change those values directly instead.`,
    undoFailed: (p: { message: string }) => `Undo failed: ${p.message}`,
    undoNetworkError: 'Undo failed: the server could not be reached.',
  },
  ru: {
    importData: 'Импорт данных',
    dialogTitle: 'Импорт параметров',
    dialogDescription: (p: { name: string }) =>
      `Добавьте или обновите технические параметры студии ${p.name} из файла JSON.`,

    uploadHeading: 'Выберите файл',
    fileLabel: 'Файл JSON',
    fileHelp:
      'Файл .json, ключи которого — ключи параметров (см. каталог параметров), с необязательным объектом "source_references". Не более 5 000 параметров.',
    notJsonFile: 'Выберите файл JSON',
    unparseable: 'Неверный формат файла JSON',
    notObject: 'Неверный JSON: нужен объект',
    empty: 'JSON пуст',
    noParameters: 'Не найдено ни одного допустимого параметра',
    invalid: 'Неверный формат JSON',
    tooManyParameters: (p: { count: number; max: number }) =>
      `Слишком много параметров: ${p.count}. В файле может быть не более ${countRu.format(p.max)}.`,
    bodyTooLarge: 'Слишком большой запрос.',
    csrfFailed: 'Не удалось получить CSRF-токен',
    previewFailed: 'Не удалось подготовить предпросмотр',
    previewNetworkError: 'Ошибка сети при подготовке предпросмотра',

    summaryTotal: 'Всего',
    summaryErrors: 'Ошибки',
    previewReady: (p: { total: number; conflicts: number }) =>
      `Предпросмотр готов: ${p.total} ${pluralRu(p.total, { one: 'элемент', few: 'элемента', many: 'элементов' })}, ${p.conflicts} ${pluralRu(p.conflicts, { one: 'конфликт', few: 'конфликта', many: 'конфликтов' })}.`,
    sourcesInFile: (p: { count: number }) =>
      `${p.count} ${pluralRu(p.count, { one: 'источник', few: 'источника', many: 'источников' })} в файле (добавляются к источникам студии)`,
    sourceLine: (p: { index: number; description: string; url: string }) =>
      `[${p.index}] ${p.description ? `${p.description} — ` : ''}${p.url}`,
    sourceProblems: 'Ошибки в источниках (эти источники пропускаются)',
    itemsLabel: 'Элементы импорта',
    itemsCaption: 'Параметры из файла и что импорт сделает с каждым',
    selectAll: 'Выбрать все',
    selectNone: 'Снять выбор',
    selectedCount: (p: { selected: number; total: number }) =>
      `Выбрано ${countRu.format(p.selected)} из ${countRu.format(p.total)}`,
    columnParameter: 'Параметр',
    columnAction: 'Действие',
    columnCurrent: 'Текущее значение',
    columnIncoming: 'Новое значение',
    actionCreate: 'Создать',
    actionUpdate: 'Обновить',
    actionSkip: 'Пропустить',
    actionError: 'Ошибка',
    conflict: 'Конфликт',
    conflictHint: 'отличается от текущего значения',
    noValue: 'Нет',
    showingRows: (p: { shown: number; total: number }) =>
      `Показано ${countRu.format(p.shown)} из ${countRu.format(p.total)}; прокрутите список, чтобы увидеть остальные.`,
    resolutionLegend: 'Конфликты: если у параметра уже другое значение',
    resolutionOverwrite: 'Перезаписать',
    resolutionOverwriteHint: 'Заменить текущее значение (старое останется в журнале изменений).',
    resolutionSkip: 'Пропустить',
    resolutionSkipHint: 'Оставить текущее значение, конфликтующие элементы не импортировать.',
    resolutionVersion: 'Новая версия',
    resolutionVersionHint: 'Добавить новое значение как новую версию; прежние останутся в истории.',
    nothingSelected: 'Выберите хотя бы один элемент для импорта.',

    importing: 'Импорт...',
    keepOpen: 'Это займёт немного времени; окно останется открытым до конца.',

    importFailed: 'Импорт не удался',
    importExecutionFailed: 'Не удалось выполнить импорт',
    resultMessage: (p: { created: number; updated: number; skipped: number; errors: number }) =>
      `${p.errors === 0 ? 'Импорт завершён' : 'Импорт завершён с ошибками'}: создано ${p.created}, обновлено ${p.updated}, пропущено ${p.skipped}${p.errors ? `, ошибок ${p.errors}` : ''}.`,
    resultErrors: 'Ошибки',
    errorDetails: 'Подробности ошибок',
    autoClose: 'Это окно закроется через 2 секунды.',
    autoClosePaused: 'Окно не закроется, пока указатель или фокус находятся в нём.',

    historyHeading: 'История импорта',
    historyLoading: 'Загрузка истории импорта...',
    historyEmpty: 'Импортов пока не было.',
    historyFailed: 'Не удалось загрузить историю импорта.',
    tryAgain: 'Повторить',
    historyEntryTitle: (p: { file: string; date: string }) => `${p.file}, ${p.date}`,
    noFileName: 'Файл без имени',
    historyBy: (p: { email: string }) => `выполнил ${p.email}`,
    historyByUnknown: 'выполнил удалённый администратор',
    historyByOther: 'выполнил администратор или другой владелец',
    historyResolution: (p: { resolution: string }) => `Конфликты: ${p.resolution}`,
    historyResults: (p: { created: number; updated: number; skipped: number; errors: number }) =>
      `создано ${p.created}, обновлено ${p.updated}, пропущено ${p.skipped}, ошибок ${p.errors}`,
    undone: (p: { date: string; email: string | null }) =>
      `Отменён ${p.date}${p.email ? `, отменил ${p.email}` : ''}`,
    undo: 'Отменить',
    undoLabel: (p: { file: string; date: string }) => `Отменить импорт ${p.file}, ${p.date}`,
    undoing: 'Отмена...',
    undoAlreadyUndone: 'Этот импорт уже отменён.',
    undoUnavailable: 'Этот импорт нельзя отменить.',
    undoBlocked: (p: { fields: string; more: number }) =>
      `Отменить нельзя: позже изменены ${p.fields}${p.more ? ` и ещё ${p.more}` : ''}.`,
    undoConfirmTitle: 'Отменить этот импорт?',
    undoConfirmText: (p: { file: string }) =>
      `Все параметры и источники, изменённые файлом ${p.file}, вернутся к состоянию до импорта. Сама отмена записывается в журнал.`,
    undoConfirm: 'Отменить импорт',
    cancel: 'Отмена',
    undoSucceeded: (p: { restored: number }) =>
      `Импорт отменён: ${pluralRu(p.restored, { one: 'восстановлен', few: 'восстановлено', many: 'восстановлено' })} ${p.restored} ${pluralRu(p.restored, { one: 'параметр', few: 'параметра', many: 'параметров' })}.`,
    undoRefused: (p: { fields: string }) =>
      `Этот импорт нельзя отменить: позже были изменены ${p.fields}. Измените эти значения напрямую.`,
    undoFailed: (p: { message: string }) => `Не удалось отменить импорт: ${p.message}`,
    undoNetworkError: 'Не удалось отменить импорт: сервер недоступен.',
  },
});

export type ParameterImportMessages = (typeof parameterImportMessages)['en'];
