/**
 * The one reader of a numeric catalog parameter's value (product.md §10 "Numbers"), used by every
 * path that writes one: a correction (sent and approved), an owner's or admin's edit, the JSON
 * parameter import and the studio spreadsheet import. A number parameter takes a number, with the
 * catalog's unit or none (in either language), a decimal comma ('2,6 mm'), thousands grouped by
 * commas or spaces ('1,850', '1 850'), or, where the catalog allows one, a range ('1500–5000 nits');
 * an integer parameter takes whole numbers; everything must lie within the key's plausible range.
 * Anything else ('abc', 'approx. 20 m', '12 ft') is refused: a word published as a number drops the
 * studio out of filters and comparisons (issue 34).
 *
 * What is stored: the value as given when the rest of the directory reads it as it is (exactNumberOf:
 * '2.6', '24.5 m', '1,850 m²'); otherwise its plain spelling ('2,6 мм' -> '2.6', '1500 - 5000' ->
 * '1500–5000'), so that the page, the filters and the comparison read the same number.
 * Source references ('[1]') are kept after it.
 */
import type { NumberProblem } from './error-codes';
import { catalogEntry, type NumberRange, numberRangeOf, withinRange } from './parameter-catalog';
import { parseReferenceNumbers, stripReferences } from './parameter-values';
import { exactNumberOf, UNIT_NAMES, UNIT_SPELLINGS } from './value-format';

/** A value read, or why it is not taken: not a number at all, not a whole number, or outside its range. */
export type NumberReading =
  | {
      ok: true;
      /** The number, or a range's lower end. */
      low: number;
      /** A range's upper end; null for one number. */
      high: number | null;
      /** The text to store (references kept). */
      stored: string;
    }
  | { ok: false; problem: NumberProblem; range?: NumberRange };

/** Whether the catalog reads this key's values as numbers. */
export function isNumericParameter(key: string): boolean {
  const type = catalogEntry(key)?.type;
  return type === 'number' || type === 'integer';
}

/** The dash between a range's ends: hyphen, en dash, em dash, minus sign. */
const RANGE_DASH = '[-–—−]';
/** Grouped thousands (by comma, space, no-break or thin space), else digits, then decimals ('.' or ','). */
const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?)`;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function unitPattern(unit: string | undefined): string {
  if (!unit) return '';
  const names = UNIT_NAMES[unit];
  const spellings = [unit, ...(UNIT_SPELLINGS[unit] ?? []), ...(names ? [names.en, names.ru] : [])];
  // Longest first, so 'sq m' is tried before 'm'.
  const unique = [...new Set(spellings)].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return String.raw`(?:\s*(?:${unique.join('|')}))?`;
}

const patterns = new Map<string, { one: RegExp; span: RegExp }>();

function patternsFor(unit: string | undefined) {
  const key = unit ?? '';
  let found = patterns.get(key);
  if (!found) {
    const u = unitPattern(unit);
    found = {
      one: new RegExp(`^(-?)${NUMBER}${u}$`, 'iu'),
      span: new RegExp(`^${NUMBER}${u}\\s*${RANGE_DASH}\\s*${NUMBER}${u}$`, 'iu'),
    };
    patterns.set(key, found);
  }
  return found;
}

/** '1,850' -> 1850, '2,6' -> 2.6, '1 850,5' -> 1850.5 (a comma before exactly three digits groups). */
function numberOf(text: string): number {
  const compact = text.replace(/[ \u00a0\u202f]/g, '');
  const plain = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(compact) ? compact.replace(/,/g, '') : compact;
  return Number(plain.replace(',', '.'));
}

function withReferences(text: string, original: string): string {
  const refs = parseReferenceNumbers(original);
  return refs.length === 0 ? text : `${text} ${refs.map((n) => `[${n}]`).join('')}`;
}

/**
 * Reads a value for a numeric catalog parameter; null when the key is not one (its value is text,
 * checked as text). An empty value is not read here: each path decides what 'nothing' means.
 */
export function readNumericParameter(key: string, value: string): NumberReading | null {
  const entry = catalogEntry(key);
  if (!entry || (entry.type !== 'number' && entry.type !== 'integer')) return null;
  const text = stripReferences(value);
  const { one, span } = patternsFor(entry.unit);
  let low: number;
  let high: number | null = null;
  const single = one.exec(text);
  if (single?.[2]) {
    low = numberOf(single[2]) * (single[1] ? -1 : 1);
  } else {
    const pair = entry.rangeAllowed ? span.exec(text) : null;
    if (!pair?.[1] || !pair[2]) return { ok: false, problem: 'not_a_number' };
    low = numberOf(pair[1]);
    high = numberOf(pair[2]);
    // '5000–1500' or '1500–1500' is no range.
    if (!(high > low)) return { ok: false, problem: 'not_a_number' };
  }
  if (!Number.isFinite(low) || (high !== null && !Number.isFinite(high)))
    return { ok: false, problem: 'not_a_number' };
  if (entry.type === 'integer' && (!Number.isInteger(low) || (high !== null && !Number.isInteger(high))))
    return { ok: false, problem: 'not_whole' };
  const range = numberRangeOf(key);
  if (range && (!withinRange(low, range) || (high !== null && !withinRange(high, range))))
    return { ok: false, problem: 'out_of_range', range };
  const readable = high === null && exactNumberOf(text, entry.unit) === low;
  const stored = readable
    ? value.trim()
    : withReferences(high === null ? String(low) : `${low}–${high}`, value);
  return { ok: true, low, high, stored };
}
