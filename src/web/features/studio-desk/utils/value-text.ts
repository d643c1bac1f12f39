/**
 * A correction's current value as text, whatever its shape (product.md §14 shows it beside the
 * proposal): text and numbers as they read (references stripped), lists of links by their names.
 * Always text: what visitors send is never rendered as markup.
 */
import { displayValue } from '@domain/parameter-values';

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
