/**
 * The plausible values of a catalog number, on every path that writes one (product.md §13, §14): a
 * value that is exactly a number (with the catalog's unit or none) must lie within its key's range
 * (NUMBER_RANGES); text that is not exactly a number ('approx. 20 m', '12 ft') is kept as the studio
 * gave it. Also the limits in words, for the messages of each path, in both languages.
 */
import { catalogEntry, type NumberRange, numberRangeOf, withinRange } from './parameter-catalog';
import { stripReferences } from './parameter-values';
import { exactNumberOf } from './value-format';

/** The range a parameter's value lies outside, or null when it is plausible or not a number. */
export function brokenRange(key: string, value: string): NumberRange | null {
  const range = numberRangeOf(key);
  if (!range) return null;
  const n = exactNumberOf(stripReferences(value), catalogEntry(key)?.unit);
  return n === null || withinRange(n, range) ? null : range;
}

const count = (n: number, locale: 'en' | 'ru') => n.toLocaleString(locale === 'ru' ? 'ru-RU' : 'en-US');

/** 'must be more than 0 and at most 1,000' / 'должно быть больше 0 и не больше 1 000'. */
export function rangeText(range: NumberRange | undefined, locale: 'en' | 'ru'): string {
  if (!range) return locale === 'ru' ? 'вне допустимых пределов' : 'outside the allowed limits';
  const [min, max] = [count(range.min, locale), count(range.max, locale)];
  if (locale === 'ru')
    return range.above ? `должно быть больше ${min} и не больше ${max}` : `должно быть от ${min} до ${max}`;
  return range.above ? `must be more than ${min} and at most ${max}` : `must be from ${min} to ${max}`;
}

/** The refusal of a value outside its range, as every path words it (a correction, an import item). */
export function outOfRangeText(range: NumberRange, locale: 'en' | 'ru'): string {
  return locale === 'ru'
    ? `Вне пределов: значение ${rangeText(range, 'ru')}.`
    : `Out of range: the value ${rangeText(range, 'en')}.`;
}
