/**
 * A correction's values as text, whatever their shape (product.md §14 shows the current value beside
 * the proposal): text and numbers as they read (references stripped), lists of links by their names,
 * a catalog parameter as the public page formats it ('2.3 mm', '1 850 м²'). Always text: what
 * visitors send is never rendered as markup.
 */
import { catalogEntry } from '@domain/parameter-catalog';
import { readNumericParameter } from '@domain/parameter-number';
import { numberProblemText } from '@domain/parameter-number-text';
import { displayValue } from '@domain/parameter-values';
import { formatParameterValue, type ValueLocale } from '@domain/value-format';

export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) {
    return value
      .map((item) =>
        item && typeof item === 'object' && 'name' in item
          ? String((item as { name: unknown }).name)
          : valueText(item),
      )
      .filter(Boolean)
      .join(', ');
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return displayValue(value);
}

/** The value of `field` as the studio page shows it: a catalog parameter formatted with its unit. */
export function shownValueText(field: string, value: unknown, locale: ValueLocale): string {
  const text = valueText(value);
  return text && catalogEntry(field) ? formatParameterValue(field, text, locale) : text;
}

/**
 * A proposal as it will read once approved, read as the server will store it; or why it cannot be
 * published (a word sent as a number before numbers were checked).
 */
export function proposalPreview(
  field: string,
  proposed: string,
  locale: ValueLocale,
): { ok: true; text: string } | { ok: false; problem: string } {
  const reading = readNumericParameter(field, proposed);
  if (reading && !reading.ok) return { ok: false, problem: numberProblemText(field, reading, locale) };
  return { ok: true, text: shownValueText(field, reading ? reading.stored : proposed, locale) };
}
