/**
 * A number as a person types it in a form (day rates, exchange rates; product.md §18), in the
 * reader's way of writing numbers. Spaces (and the no-break spaces a copied figure brings) group
 * thousands in either language; in English a comma groups thousands too ("13,000") and the point is
 * the decimal sign; in Russian the comma or the point is the decimal sign ("13 000,50").
 */
export type InputLocale = 'en' | 'ru';

/** The number typed; null when the text is empty, NaN when it is no plain positive decimal. */
export function parseDecimalInput(text: string, locale: InputLocale): number | null {
  const compact = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return null;
  let plain: string;
  if (locale === 'en') {
    plain = /^\d{1,3}(,\d{3})+(\.\d+)?$/.test(compact) ? compact.replace(/,/g, '') : compact;
  } else plain = compact.replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(plain)) return Number.NaN;
  return Number(plain);
}

/** A figure as a field shows it: no grouping, the reader's decimal sign ("13000", "0,5"). */
export function decimalInputText(value: number | null, locale: InputLocale): string {
  if (value === null) return '';
  const text = String(value);
  return locale === 'ru' ? text.replace('.', ',') : text;
}
