/**
 * What can be wrong with a row of a studio spreadsheet (product.md §13), with the words a reader
 * reads in English and Russian: the server's previews carry the code and its parameters, the dialog
 * says it in the reader's language, and the execute's error details say it in English.
 */
import type { NumberRange } from './parameter-catalog';
import { rangeText } from './parameter-ranges';
import type { CellProblem } from './studio-sheet-values';

export const ROW_PROBLEMS = [
  'name_required',
  'id_unknown',
  'ambiguous',
  'duplicate_row',
  'coordinates_pair',
] as const;
export type RowProblem = (typeof ROW_PROBLEMS)[number];
export type SheetProblemCode = CellProblem | RowProblem;

export interface SheetProblem {
  code: SheetProblemCode;
  /** The header of the cell at fault as the file spells it; null for the row as a whole. */
  header: string | null;
  /** The cell's text, or the row's id, the matching studios' ids, the earlier row. */
  value: string | null;
  /** out_of_range: the limits the number is outside (the catalog's, NUMBER_RANGES). */
  range?: NumberRange;
  /** too_long: the most characters the cell may hold. */
  limit?: number;
}

type Texts = Record<
  SheetProblemCode,
  (value: string, problem: Pick<SheetProblem, 'range' | 'limit'>) => string
>;

const count = (n: number, locale: 'en' | 'ru') => n.toLocaleString(locale === 'ru' ? 'ru-RU' : 'en-US');

const TEXTS: Record<'en' | 'ru', Texts> = {
  en: {
    id_invalid: (v) => `“${v}” is not a studio id (a whole number above 0).`,
    status_invalid: (v) => `“${v}” is not a status (Draft, Published, Archived or Pending Review).`,
    url_invalid: (v) => `“${v}” is not an http(s) address.`,
    number_invalid: (v) => `“${v}” is not a number.`,
    integer_invalid: (v) => `“${v}” is not a whole number.`,
    boolean_invalid: (v) => `“${v}” is not Yes or No.`,
    capability_invalid: (v) => `“${v}” is not Available, Limited, Not Available or Unknown.`,
    too_long: (_, p) =>
      p.limit === undefined
        ? 'The text is too long.'
        : `The text is too long: at most ${count(p.limit, 'en')} characters.`,
    out_of_range: (v, p) => `“${v}” is out of range: the value ${rangeText(p.range, 'en')}.`,
    unstorable: () => 'The text holds a null character or an unpaired surrogate.',
    exported_invalid: (v) =>
      `“${v}” is not the time of an export (as the export writes it: 2026-11-28T09:30:00.000Z).`,
    name_required: () => 'A new studio needs a name.',
    id_unknown: (v) => `No studio has the id ${v}.`,
    ambiguous: (v) => `Matches more than one studio (ids ${v}): add the id column to say which.`,
    duplicate_row: (v) => `Row ${v} already imports this studio.`,
    coordinates_pair: () => 'Latitude and longitude go together: give both, or neither.',
  },
  ru: {
    id_invalid: (v) => `«${v}» — не ID студии (целое число больше 0).`,
    status_invalid: (v) => `«${v}» — не статус (Черновик, Опубликована, В архиве или На проверке).`,
    url_invalid: (v) => `«${v}» — не адрес http(s).`,
    number_invalid: (v) => `«${v}» — не число.`,
    integer_invalid: (v) => `«${v}» — не целое число.`,
    boolean_invalid: (v) => `«${v}» — не «Да» и не «Нет».`,
    capability_invalid: (v) => `«${v}» — не «Доступно», «Ограниченно», «Недоступно» или «Неизвестно».`,
    too_long: (_, p) =>
      p.limit === undefined
        ? 'Слишком длинный текст.'
        : `Слишком длинный текст: не больше ${count(p.limit, 'ru')} символов.`,
    out_of_range: (v, p) => `«${v}» вне пределов: значение ${rangeText(p.range, 'ru')}.`,
    unstorable: () => 'В тексте нулевой символ или непарный суррогат.',
    exported_invalid: (v) => `«${v}» — не время выгрузки (выгрузка пишет его так: 2026-11-28T09:30:00.000Z).`,
    name_required: () => 'Новой студии нужно название.',
    id_unknown: (v) => `Нет студии с ID ${v}.`,
    ambiguous: (v) => `Подходит больше одной студии (ID ${v}): добавьте столбец ID, чтобы указать какую.`,
    duplicate_row: (v) => `Строка ${v} уже импортирует эту студию.`,
    coordinates_pair: () => 'Широта и долгота указываются вместе: обе или ни одной.',
  },
};

export function sheetProblemText(
  problem: Pick<SheetProblem, 'code' | 'value' | 'range' | 'limit'>,
  locale: 'en' | 'ru',
): string {
  return TEXTS[locale][problem.code](problem.value ?? '', problem);
}
