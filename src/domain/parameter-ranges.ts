/**
 * The limits of a catalog number (NUMBER_RANGES) in words, for the messages of every path that
 * writes one, in both languages. The value itself is read by parameter-number.ts.
 */
import type { NumberRange } from './parameter-catalog';

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
