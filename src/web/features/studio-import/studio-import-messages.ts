/**
 * Texts of the studio import (product.md §13): the dialog's four steps, the column mapping, the
 * per-row and per-cell choices, the results and the recent imports with undo. The problems of a row
 * are worded in the domain (studio-import-problems.ts), in both languages.
 */
import { defineMessages, pluralEn, pluralRu } from '@/shared/i18n/define-messages';

const count = new Intl.NumberFormat('en-US');
const countRu = new Intl.NumberFormat('ru-RU');

export const studioImportMessages = defineMessages({
  en: {
    importStudios: 'Import studios',
    dialogTitle: 'Import Studios',
    dialogDescription: 'Add or update studios from a spreadsheet: one row a studio.',

    uploadHeading: 'Choose a spreadsheet',
    fileLabel: 'CSV or XLSX file',
    fileHelp:
      'The first row holds the headers: the column names of the studio export (English or Russian), or the parameter keys. Rows match studios by ID, else by name, city and country. At most 10,000 rows and 20 MB.',
    badFileName: 'Please select a .csv or .xlsx file.',
    tooLarge: 'The file is larger than 20 MB.',
    unreadable:
      'The file cannot be read. Save it as CSV UTF-8 or as an Excel workbook (.xlsx) and try again.',
    emptyFile: 'The file has no header row, or no studio rows under it.',
    // Without a count: the server stopped reading at the limit (a file far larger than it).
    tooManyRows: (p: { count?: number; max: number }) =>
      `The file has ${p.count === undefined ? `more than ${count.format(p.max)}` : count.format(p.count)} studio rows; at most ${count.format(p.max)} can be imported at once.`,
    tooManyColumns: (p: { max: number }) =>
      `The file has a value right of column ${count.format(p.max)}; a studio spreadsheet uses at most ${count.format(p.max)} columns.`,
    noKeyColumn: 'The file needs a Name column (or an ID column) to know its studios.',
    previewFailed: 'Failed to generate preview',
    networkError: 'Network error: the server could not be reached.',

    summaryRows: 'Rows',
    summaryErrors: 'Refused',
    previewReady: (p: { rows: number; conflicts: number }) =>
      `Preview ready: ${p.rows} ${pluralEn(p.rows, 'row', 'rows')}, ${p.conflicts} ${pluralEn(p.conflicts, 'conflict', 'conflicts')}.`,

    columnsHeading: 'Columns',
    columnsHelp: 'Headers the directory does not know: choose the field each one fills, or ignore it.',
    unknownHeader: (p: { header: string }) => `Column “${p.header}”`,
    chooseColumn: 'Choose…',
    ignoreColumn: 'Ignore this column',
    mappingNeeded: 'Choose a field or “Ignore this column” for every unknown header first.',
    duplicateHeader: (p: { header: string }) =>
      `“${p.header}” names a field another column already fills: it is ignored.`,

    rowsCaption: 'The rows of the file, with what the import would do to each',
    columnImport: 'Import',
    columnRow: 'Row',
    columnStudio: 'Studio',
    columnAction: 'Action',
    columnChanges: 'Changes',
    includeRow: (p: { row: number; name: string }) => `Import row ${p.row} (${p.name})`,
    actionCreate: 'Create',
    actionUpdate: 'Update',
    actionSkip: 'Skip',
    actionRefused: 'Refused',
    newStudio: 'new studio',
    studioId: (p: { id: number }) => `ID ${p.id}`,
    unnamed: '(no name)',
    noChanges: 'No changes',
    changesCount: (p: { count: number; conflicts: number }) =>
      `${p.count} ${pluralEn(p.count, 'change', 'changes')}${p.conflicts ? `, ${p.conflicts} ${pluralEn(p.conflicts, 'conflict', 'conflicts')}` : ''}`,
    ofRow: (p: { row: number }) => ` (row ${p.row})`,
    cellsCaption: (p: { row: number }) => `Row ${p.row}: current and new values`,
    columnField: 'Field',
    columnCurrent: 'Current value',
    columnNew: 'New value',
    columnChoice: 'On conflict',
    noValue: '—',
    remembered: 'as last time',
    changedSinceExport: 'changed since your export',
    likelyDuplicate: 'Likely duplicate',
    duplicateOfStudio: (p: { name: string; id: number }) => `of ${p.name} (ID ${p.id})`,
    duplicateOfRow: (p: { name: string; row: number }) => `of row ${p.row} (${p.name})`,
    changedSinceExportHint:
      'This value was changed here after your file was exported; the newer value is kept unless you choose the file’s.',
    rememberedExclusion: 'left out last time',
    choiceFor: (p: { field: string; row: number }) => `On conflict: ${p.field}, row ${p.row}`,
    problemAt: (p: { header: string }) => `${p.header}: `,
    showMore: (p: { shown: number; total: number }) =>
      `Show more rows (${count.format(p.shown)} of ${count.format(p.total)} shown)`,

    resolutionLegend: 'Conflicts (a different value where the studio has one)',
    resolutionOverwrite: 'Overwrite',
    resolutionOverwriteHint: 'Replace the current value; the old one stays in the change log.',
    resolutionSkip: 'Skip',
    resolutionSkipHint: 'Keep the current value.',
    resolutionVersion: 'New version',
    resolutionVersionHint:
      'Keep the current value as an earlier version; a studio’s name, city, country, status and website are overwritten.',
    includeAll: 'Import all rows',
    excludeAll: 'Import no rows',
    nothingToImport: 'No row would change anything.',

    importing: 'Importing studios...',
    keepOpen: 'Keep this window open until the import has finished.',

    completeWithRefusals: 'Import completed, some rows refused',
    importFailed: 'Import execution failed',
    resultLine: (p: { created: number; updated: number; skipped: number; errors: number }) =>
      `${p.created} created, ${p.updated} updated, ${p.skipped} skipped${p.errors ? `, ${p.errors} refused` : ''}.`,
    resultErrors: 'Refused',
    errorDetails: 'Refused rows',
    autoClose: 'This window closes in 2 seconds.',
    autoClosePaused: 'This window stays open while you use it.',

    historyHeading: 'Recent imports',
    historyEmpty: 'No studio imports yet.',
    historyLoading: 'Loading recent imports...',
    historyFailed: 'The recent imports could not be loaded.',
    historyLine: (p: { file: string; date: string; created: number; updated: number }) =>
      `${p.file || '(unnamed file)'}, ${p.date}: ${p.created} created, ${p.updated} updated`,
    undo: 'Undo',
    undoLabel: (p: { file: string }) => `Undo the import of ${p.file || 'this file'}`,
    undone: 'Undone',
    undoBlocked: (p: { fields: string }) => `Later changes touched ${p.fields}.`,
    // The studios it created are archived, the values it changed elsewhere restored (product.md §13).
    undoDone: (p: { restored: number; archived: number }) =>
      `Import undone: ${[
        ...(p.archived
          ? [`${p.archived.toLocaleString('en-US')} ${pluralEn(p.archived, 'studio', 'studios')} archived`]
          : []),
        ...(p.restored || !p.archived
          ? [`${p.restored.toLocaleString('en-US')} ${pluralEn(p.restored, 'value', 'values')} restored`]
          : []),
      ].join(', ')}.`,
    undoFailed: 'The import could not be undone.',
  },
  ru: {
    importStudios: 'Импорт студий',
    dialogTitle: 'Импорт студий',
    dialogDescription: 'Добавьте или обновите студии из таблицы: одна строка — одна студия.',

    uploadHeading: 'Выберите таблицу',
    fileLabel: 'Файл CSV или XLSX',
    fileHelp:
      'В первой строке — заголовки: названия столбцов экспорта студий (на русском или английском) или ключи параметров. Строки находят студии по ID, иначе по названию, городу и стране. Не больше 10 000 строк и 20 МБ.',
    badFileName: 'Выберите файл .csv или .xlsx.',
    tooLarge: 'Файл больше 20 МБ.',
    unreadable:
      'Файл не читается. Сохраните его как CSV UTF-8 или как книгу Excel (.xlsx) и попробуйте снова.',
    emptyFile: 'В файле нет строки заголовков или нет строк со студиями.',
    tooManyRows: (p: { count?: number; max: number }) =>
      `В файле ${p.count === undefined ? `больше ${countRu.format(p.max)}` : countRu.format(p.count)} строк со студиями; за один раз можно импортировать не больше ${countRu.format(p.max)}.`,
    tooManyColumns: (p: { max: number }) =>
      `В файле есть значение правее столбца ${countRu.format(p.max)}; в таблице студий не больше ${countRu.format(p.max)} столбцов.`,
    noKeyColumn: 'Файлу нужен столбец «Название» (или «ID»), чтобы найти студии.',
    previewFailed: 'Не удалось подготовить просмотр',
    networkError: 'Ошибка сети: сервер недоступен.',

    summaryRows: 'Строки',
    summaryErrors: 'Отклонено',
    previewReady: (p: { rows: number; conflicts: number }) =>
      `Просмотр готов: ${p.rows} ${pluralRu(p.rows, { one: 'строка', few: 'строки', many: 'строк' })}, ${p.conflicts} ${pluralRu(p.conflicts, { one: 'конфликт', few: 'конфликта', many: 'конфликтов' })}.`,

    columnsHeading: 'Столбцы',
    columnsHelp: 'Заголовки, которых каталог не знает: выберите поле для каждого или пропустите его.',
    unknownHeader: (p: { header: string }) => `Столбец «${p.header}»`,
    chooseColumn: 'Выберите…',
    ignoreColumn: 'Пропустить столбец',
    mappingNeeded: 'Сначала выберите поле или «Пропустить столбец» для каждого неизвестного заголовка.',
    duplicateHeader: (p: { header: string }) =>
      `«${p.header}» называет поле, которое уже заполняет другой столбец: он пропущен.`,

    rowsCaption: 'Строки файла и что импорт сделает с каждой',
    columnImport: 'Импорт',
    columnRow: 'Строка',
    columnStudio: 'Студия',
    columnAction: 'Действие',
    columnChanges: 'Изменения',
    includeRow: (p: { row: number; name: string }) => `Импортировать строку ${p.row} (${p.name})`,
    actionCreate: 'Создать',
    actionUpdate: 'Обновить',
    actionSkip: 'Пропустить',
    actionRefused: 'Отклонено',
    newStudio: 'новая студия',
    studioId: (p: { id: number }) => `ID ${p.id}`,
    unnamed: '(без названия)',
    noChanges: 'Без изменений',
    changesCount: (p: { count: number; conflicts: number }) =>
      `${p.count} ${pluralRu(p.count, { one: 'изменение', few: 'изменения', many: 'изменений' })}${p.conflicts ? `, ${p.conflicts} ${pluralRu(p.conflicts, { one: 'конфликт', few: 'конфликта', many: 'конфликтов' })}` : ''}`,
    ofRow: (p: { row: number }) => ` (строка ${p.row})`,
    cellsCaption: (p: { row: number }) => `Строка ${p.row}: текущие и новые значения`,
    columnField: 'Поле',
    columnCurrent: 'Текущее значение',
    columnNew: 'Новое значение',
    columnChoice: 'При конфликте',
    noValue: '—',
    remembered: 'как в прошлый раз',
    changedSinceExport: 'изменено после вашей выгрузки',
    likelyDuplicate: 'Вероятный дубликат',
    duplicateOfStudio: (p: { name: string; id: number }) => `студии ${p.name} (ID ${p.id})`,
    duplicateOfRow: (p: { name: string; row: number }) => `строки ${p.row} (${p.name})`,
    changedSinceExportHint:
      'Это значение изменили здесь после выгрузки вашего файла; сохраняется более новое, если вы не выберете значение из файла.',
    rememberedExclusion: 'пропущена в прошлый раз',
    choiceFor: (p: { field: string; row: number }) => `При конфликте: ${p.field}, строка ${p.row}`,
    problemAt: (p: { header: string }) => `${p.header}: `,
    showMore: (p: { shown: number; total: number }) =>
      `Показать ещё строки (показано ${countRu.format(p.shown)} из ${countRu.format(p.total)})`,

    resolutionLegend: 'Конфликты (другое значение там, где у студии оно уже есть)',
    resolutionOverwrite: 'Перезаписать',
    resolutionOverwriteHint: 'Заменить текущее значение; старое останется в журнале изменений.',
    resolutionSkip: 'Пропустить',
    resolutionSkipHint: 'Оставить текущее значение.',
    resolutionVersion: 'Новая версия',
    resolutionVersionHint:
      'Сохранить текущее значение как прежнюю версию; название, город, страна, статус и сайт студии перезаписываются.',
    includeAll: 'Импортировать все строки',
    excludeAll: 'Не импортировать ни одной',
    nothingToImport: 'Ни одна строка ничего не изменит.',

    importing: 'Импорт студий...',
    keepOpen: 'Не закрывайте окно, пока импорт не завершится.',

    completeWithRefusals: 'Импорт завершён, часть строк отклонена',
    importFailed: 'Не удалось выполнить импорт',
    resultLine: (p: { created: number; updated: number; skipped: number; errors: number }) =>
      `Создано: ${p.created}, обновлено: ${p.updated}, пропущено: ${p.skipped}${p.errors ? `, отклонено: ${p.errors}` : ''}.`,
    resultErrors: 'Отклонено',
    errorDetails: 'Отклонённые строки',
    autoClose: 'Окно закроется через 2 секунды.',
    autoClosePaused: 'Окно не закроется, пока вы с ним работаете.',

    historyHeading: 'Последние импорты',
    historyEmpty: 'Импортов студий ещё не было.',
    historyLoading: 'Загрузка последних импортов...',
    historyFailed: 'Не удалось загрузить последние импорты.',
    historyLine: (p: { file: string; date: string; created: number; updated: number }) =>
      `${p.file || '(файл без имени)'}, ${p.date}: создано ${p.created}, обновлено ${p.updated}`,
    undo: 'Отменить',
    undoLabel: (p: { file: string }) => `Отменить импорт ${p.file || 'этого файла'}`,
    undone: 'Отменён',
    undoBlocked: (p: { fields: string }) => `Позже изменены: ${p.fields}.`,
    undoDone: (p: { restored: number; archived: number }) =>
      `Импорт отменён: ${[
        ...(p.archived ? [`в архив перенесено студий: ${p.archived.toLocaleString('ru-RU')}`] : []),
        ...(p.restored || !p.archived
          ? [
              `восстановлено ${p.restored.toLocaleString('ru-RU')} ${pluralRu(p.restored, { one: 'значение', few: 'значения', many: 'значений' })}`,
            ]
          : []),
      ].join(', ')}.`,
    undoFailed: 'Не удалось отменить импорт.',
  },
});

export type StudioImportMessages = (typeof studioImportMessages)['en'];
