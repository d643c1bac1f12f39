/**
 * The refusal of a numeric parameter's value (parameter-number.ts), worded once for every path that
 * writes one (a correction, an edit, both imports) and for the forms, in both languages.
 */
import { catalogEntry, displayNameOf } from './parameter-catalog';
import type { NumberReading } from './parameter-number';
import { outOfRangeText } from './parameter-ranges';
import { unitName } from './value-format';

type Locale = 'en' | 'ru';

/** 'in mm' / 'в мм'; nothing for a unitless number. */
function unitWords(unit: string | undefined, locale: Locale): string {
  if (!unit) return '';
  return locale === 'ru' ? ` в ${unitName(unit, 'ru')}` : ` in ${unitName(unit, 'en')}`;
}

/**
 * 'Not a number: Pixel Pitch takes a number in mm (such as 2.6, 2,6 or 2.6 mm), or nothing.'
 * A range, where the catalog allows one, and whole numbers are named when they apply.
 */
export function numberProblemText(
  key: string,
  refusal: Extract<NumberReading, { ok: false }>,
  locale: Locale,
): string {
  if (refusal.problem === 'out_of_range' && refusal.range) return outOfRangeText(refusal.range, locale);
  const entry = catalogEntry(key);
  const name = displayNameOf(key, locale);
  const unit = unitWords(entry?.unit, locale);
  const shown = entry?.unit ? unitName(entry.unit, locale) : '';
  const whole = entry?.type === 'integer';
  const notWhole = refusal.problem === 'not_whole';
  if (locale === 'ru') {
    const example = whole ? '' : ` (например, 2.6, 2,6 или 2,6${shown ? ` ${shown}` : ''})`;
    const span = entry?.rangeAllowed ? ', диапазон (например, 1500–5000)' : '';
    return `${notWhole ? 'Не целое число' : 'Не число'}: «${name}» — ${whole ? 'целое число' : 'число'}${unit}${example}${span} или ничего.`;
  }
  const example = whole ? '' : ` (such as 2.6, 2,6 or 2.6${shown ? ` ${shown}` : ''})`;
  const span = entry?.rangeAllowed ? ', a range (such as 1500–5000)' : '';
  return `${notWhole ? 'Not a whole number' : 'Not a number'}: ${name} takes a ${whole ? 'whole number' : 'number'}${unit}${example}${span}, or nothing.`;
}
