/**
 * The parameter import file (product.md §10 "Import file"; product.md §5 messages). Pure and total:
 * every function returns a result and never throws, so the web app and the server run the same
 * checks on any input.
 */

import type { ErrorCode } from './error-codes';
import { isHttpUrl } from './http-url';
import { readNumericParameter } from './parameter-number';
import { numberProblemText } from './parameter-number-text';
import { normalizeReferenceNumbers, stripReferences } from './parameter-values';
import type { ImportSourceDto } from './schemas/import-schemas';
import { unstorableTextPath } from './storable-text';

export const IMPORT_MESSAGES = {
  notJsonFile: 'Please select a JSON file',
  unparseable: 'Invalid JSON file format',
  notObject: 'Invalid JSON: Must be an object',
  empty: 'JSON is empty',
  noParameters: 'No valid parameters found',
  invalid: 'Invalid JSON format',
} as const;
export type ImportMessage = (typeof IMPORT_MESSAGES)[keyof typeof IMPORT_MESSAGES];

/** The error code of each refusal (src/domain/error-codes.ts), which the web app localises. */
export const IMPORT_ERROR_CODES = {
  notJsonFile: 'import_not_json',
  unparseable: 'import_unparseable',
  notObject: 'import_not_object',
  empty: 'import_empty',
  noParameters: 'import_no_parameters',
  invalid: 'import_invalid',
  tooManyParameters: 'import_too_many_parameters',
} as const satisfies Record<string, ErrorCode>;
export type ImportErrorCode = (typeof IMPORT_ERROR_CODES)[keyof typeof IMPORT_ERROR_CODES];

/** A refused file: the English text, its code, and the numbers a message needs (too many parameters). */
export interface ImportRefusal {
  ok: false;
  error: string;
  code: ImportErrorCode;
  params?: { count: number; max: number };
}

function refusal(key: keyof typeof IMPORT_MESSAGES): ImportRefusal {
  return { ok: false, error: IMPORT_MESSAGES[key], code: IMPORT_ERROR_CODES[key] };
}

export const IMPORT_LIMITS = {
  maxParameters: 5000,
  maxKeyLength: 100,
  maxValueLength: 10_000,
  maxDisplayNameLength: 200,
  maxSourceDescription: 500,
  maxSources: 1000,
} as const;

/** The key reserved for the studio's sources; it is not a parameter. */
export const SOURCES_KEY = 'source_references';

const KEY_PATTERN = /^[A-Za-z0-9_]+$/;
/** Names that mean something to JavaScript objects: refused as keys so they can never do harm. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export interface ImportItem {
  key: string;
  value: string;
  displayName: string | null;
  /** Explicit reference numbers (object form), or null to parse them from the value. */
  sourceReferences: number[] | null;
}

export interface ImportItemError {
  key: string;
  error: string;
  /** The stable code of a refused value (error-codes.ts), where one names it. */
  code?: 'parameter_value_invalid';
}

export interface ParsedImport {
  items: ImportItem[];
  itemErrors: ImportItemError[];
  sources: ImportSourceDto[];
  sourceErrors: string[];
}

export type ImportResult = { ok: true; value: ParsedImport } | ImportRefusal;

export function checkImportFileName(name: string): ImportMessage | null {
  return /\.json$/i.test(name.trim()) ? null : IMPORT_MESSAGES.notJsonFile;
}

/** Text of a chosen file to JSON: 'Invalid JSON file format' when it does not parse. */
export function parseImportText(text: string): { ok: true; value: unknown } | ImportRefusal {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return refusal('unparseable');
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function scalarText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'boolean') return String(value);
  return null;
}

/** A list value: strings, trimmed, blanks and duplicates dropped, stored comma-separated. */
function listText(value: unknown[]): string | null {
  if (!value.every((v) => typeof v === 'string')) return null;
  const seen = new Set<string>();
  for (const item of value as string[]) {
    const trimmed = item.trim();
    if (trimmed) seen.add(trimmed);
  }
  return [...seen].join(', ');
}

function readValue(
  raw: unknown,
): { value: string; displayName: string | null; refs: number[] | null } | string {
  if (Array.isArray(raw)) {
    const text = listText(raw);
    return text === null
      ? 'A list value must hold only text.'
      : { value: text, displayName: null, refs: null };
  }
  if (isPlainObject(raw)) {
    if (!Object.hasOwn(raw, 'value')) return 'An object value needs a "value".';
    const inner = raw.value;
    const text = Array.isArray(inner) ? listText(inner) : scalarText(inner);
    if (text === null) return 'The "value" must be text, a number, true/false or a list of text.';
    let displayName: string | null = null;
    if (raw.display_name !== undefined && raw.display_name !== null) {
      if (typeof raw.display_name !== 'string') return '"display_name" must be text.';
      displayName = raw.display_name.trim() || null;
      if (displayName && displayName.length > IMPORT_LIMITS.maxDisplayNameLength) {
        return `"display_name" must be at most ${IMPORT_LIMITS.maxDisplayNameLength} characters.`;
      }
    }
    let refs: number[] | null = null;
    if (raw.source_references !== undefined && raw.source_references !== null) {
      const list = raw.source_references;
      const wholeNumber = (r: unknown) =>
        (typeof r === 'number' && Number.isInteger(r) && r >= 0 && r <= 999_999) ||
        (typeof r === 'string' && /^\d{1,6}$/.test(r.trim()));
      if (!Array.isArray(list) || !list.every(wholeNumber)) {
        return '"source_references" must be a list of whole numbers.';
      }
      refs = normalizeReferenceNumbers(list);
    }
    return { value: text, displayName, refs };
  }
  const text = scalarText(raw);
  return text === null
    ? 'A value must be text, a number, true/false, a list of text or an object.'
    : { value: text, displayName: null, refs: null };
}

function readSources(raw: unknown): { sources: ImportSourceDto[]; errors: string[] } {
  const sources: ImportSourceDto[] = [];
  const errors: string[] = [];
  if (!isPlainObject(raw))
    return { sources, errors: ['source_references must be an object of numbered sources.'] };
  const entries = Object.entries(raw);
  if (entries.length > IMPORT_LIMITS.maxSources) {
    return { sources, errors: [`At most ${IMPORT_LIMITS.maxSources} sources a file.`] };
  }
  for (const [indexText, entry] of entries) {
    const index = /^\d{1,6}$/.test(indexText.trim()) ? Number(indexText.trim()) : Number.NaN;
    if (!Number.isInteger(index) || index < 1) {
      errors.push(`Source "${indexText.slice(0, 50)}": the index must be a positive whole number.`);
      continue;
    }
    if (!isPlainObject(entry) || typeof entry.url !== 'string' || !isHttpUrl(entry.url.trim())) {
      errors.push(`Source ${index}: needs a "url" starting with http:// or https://.`);
      continue;
    }
    const description = typeof entry.description === 'string' ? entry.description.trim() : '';
    if (description.length > IMPORT_LIMITS.maxSourceDescription) {
      errors.push(
        `Source ${index}: the description must be at most ${IMPORT_LIMITS.maxSourceDescription} characters.`,
      );
      continue;
    }
    sources.push({ index, url: entry.url.trim(), description });
  }
  return { sources, errors };
}

/** Checks parsed JSON the way product.md §5 lists, then reads every item (bad items are reported, not fatal). */
export function validateImportJson(json: unknown): ImportResult {
  try {
    if (!isPlainObject(json)) return refusal('notObject');
    // Text PostgreSQL cannot store (a NUL character, an unpaired surrogate) anywhere in the file,
    // keys included: refused whole, as it would also reach the error messages an import keeps.
    if (unstorableTextPath(json)) return refusal('invalid');
    const keys = Object.keys(json);
    if (keys.length === 0) return refusal('empty');
    const parameterKeys = keys.filter((k) => k.trim() !== '' && k.trim() !== SOURCES_KEY);
    if (parameterKeys.length === 0) return refusal('noParameters');
    if (parameterKeys.length > IMPORT_LIMITS.maxParameters) {
      return {
        ok: false,
        error: `Too many parameters: ${parameterKeys.length}. A file may hold at most ${IMPORT_LIMITS.maxParameters.toLocaleString('en-US')}.`,
        code: IMPORT_ERROR_CODES.tooManyParameters,
        params: { count: parameterKeys.length, max: IMPORT_LIMITS.maxParameters },
      };
    }
    const items: ImportItem[] = [];
    const itemErrors: ImportItemError[] = [];
    const seen = new Set<string>();
    for (const rawKey of parameterKeys) {
      const key = rawKey.trim();
      const shown = key.slice(0, IMPORT_LIMITS.maxKeyLength);
      if (
        key.length > IMPORT_LIMITS.maxKeyLength ||
        !KEY_PATTERN.test(key) ||
        FORBIDDEN_KEYS.has(key.toLowerCase())
      ) {
        itemErrors.push({
          key: shown,
          error: `Invalid parameter key: use 1 to ${IMPORT_LIMITS.maxKeyLength} letters, digits and underscores.`,
        });
        continue;
      }
      if (seen.has(key)) {
        itemErrors.push({ key, error: 'This key appears more than once (after trimming).' });
        continue;
      }
      seen.add(key);
      const read = readValue(json[rawKey]);
      if (typeof read === 'string') {
        itemErrors.push({ key, error: read });
        continue;
      }
      if (read.value.length > IMPORT_LIMITS.maxValueLength) {
        itemErrors.push({
          key,
          error: `The value must be at most ${IMPORT_LIMITS.maxValueLength.toLocaleString('en-US')} characters.`,
        });
        continue;
      }
      // A catalog number takes a number (or nothing), as a spreadsheet's cell, a correction or an
      // edit does (§9, §10 "Numbers"); it is stored in its plain spelling.
      const number = stripReferences(read.value) === '' ? null : readNumericParameter(key, read.value);
      if (number && !number.ok) {
        itemErrors.push({
          key,
          error: numberProblemText(key, number, 'en'),
          code: 'parameter_value_invalid',
        });
        continue;
      }
      const value = number ? number.stored : read.value;
      items.push({ key, value, displayName: read.displayName, sourceReferences: read.refs });
    }
    const { sources, errors: sourceErrors } = Object.hasOwn(json, SOURCES_KEY)
      ? readSources(json[SOURCES_KEY])
      : { sources: [], errors: [] };
    return { ok: true, value: { items, itemErrors, sources, sourceErrors } };
  } catch {
    return refusal('invalid');
  }
}
