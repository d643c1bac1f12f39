/**
 * Coordinates as an admin types them: a decimal point or comma ("52,52" in Russian), the range of
 * product.md §11 (latitude −90 to 90, longitude −180 to 180). null when the text is not such a number.
 */
export function parseDegrees(text: string, limit: 90 | 180): number | null {
  const trimmed = text.trim().replace(',', '.').replace('−', '-');
  if (!/^-?\d{1,3}(\.\d+)?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Math.abs(value) <= limit ? value : null;
}

/** Degrees as shown: at most 5 decimals (about a metre), the reader's decimal sign. */
export function formatDegrees(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 5, useGrouping: false }).format(value);
}
