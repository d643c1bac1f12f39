/**
 * Reading stored parameter values (product.md §10, "Values and source references").
 * A value is stored as the text that was imported; bracketed numbers in it are source references.
 */

const REFERENCE_PATTERN = /\[(\d{1,6})\]/g;

/** Whitespace the slow path would change: anything but a plain space, or two spaces in a row. */
const ODD_SPACING = /[^\S ]| {2}/;

/** "24.5 m [1][3]" -> "24.5 m". */
export function stripReferences(value: string): string {
  // Most values hold no reference and no odd spacing: trimming is all they need.
  if (!value.includes('[') && !ODD_SPACING.test(value)) return value.trim();
  return value.replace(REFERENCE_PATTERN, ' ').replace(/\s+/g, ' ').trim();
}

/** "24.5 [3][1][3]" -> [1, 3]: sorted ascending, de-duplicated. */
export function parseReferenceNumbers(value: string): number[] {
  const found = new Set<number>();
  for (const match of value.matchAll(REFERENCE_PATTERN)) found.add(Number(match[1]));
  return [...found].sort((a, b) => a - b);
}

/** Normalises an explicit reference array the same way: integers only, sorted, de-duplicated. */
export function normalizeReferenceNumbers(values: readonly unknown[]): number[] {
  const found = new Set<number>();
  for (const value of values) {
    const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
    if (typeof n === 'number' && Number.isInteger(n) && n >= 0) found.add(n);
  }
  return [...found].sort((a, b) => a - b);
}

/** The references of a parameter: its explicit array when present, else parsed from the value. */
export function referencesOf(value: string, explicit: readonly number[] | null | undefined): number[] {
  return explicit ? normalizeReferenceNumbers(explicit) : parseReferenceNumbers(value);
}

/** Anything a stored attribute may hold, rendered to the text form values are kept in. */
export function valueToText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(valueToText).join(', ');
  return '';
}

/** The first decimal number left after stripping references: "24.5 m [1]" -> 24.5. */
export function parseNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = stripReferences(valueToText(value));
  const match = /-?\d+(?:\.\d+)?/.exec(text);
  if (!match) return null;
  const n = Number(match[0]);
  return Number.isFinite(n) ? n : null;
}

/** true/false/yes/no, case-insensitive, references removed; anything else is unknown (null). */
export function parseBoolean(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  const text = stripReferences(valueToText(value)).toLowerCase();
  if (text === 'true' || text === 'yes') return true;
  if (text === 'false' || text === 'no') return false;
  return null;
}

/** A list value: comma-separated text or an array; items trimmed, blanks dropped, duplicates removed. */
export function parseList(value: unknown): string[] {
  const parts = Array.isArray(value)
    ? value.flatMap((item) => valueToText(item).split(','))
    : valueToText(value).split(',');
  const seen = new Set<string>();
  for (const part of parts) {
    const item = stripReferences(part);
    if (item) seen.add(item);
  }
  return [...seen];
}

/** "10560x2640" -> 27878400 pixels; null when the text holds no WxH pair. */
export function parseResolutionPixels(value: unknown): number | null {
  const match = /(\d+)\s*[x×*]\s*(\d+)/i.exec(stripReferences(valueToText(value)));
  if (!match) return null;
  return Number(match[1]) * Number(match[2]);
}

/** The display text of a value: references stripped. */
export function displayValue(value: unknown): string {
  return stripReferences(valueToText(value));
}
