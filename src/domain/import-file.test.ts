import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkImportFileName,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  parseImportText,
  validateImportJson,
} from './import-file';

const samples = path.resolve(import.meta.dirname, '../test/fixtures/import');

/** Reads a sample the way the import dialog does: name check, parse, validate. */
function checkSample(file: string): string {
  const nameError = checkImportFileName(file);
  if (nameError) return nameError;
  const parsed = parseImportText(readFileSync(path.join(samples, file), 'utf8'));
  if (!parsed.ok) return parsed.error;
  const result = validateImportJson(parsed.value);
  return result.ok ? 'valid' : result.error;
}

describe('the import fixtures of src/test/fixtures/import', () => {
  it('are all covered here', () => {
    expect(
      readdirSync(samples)
        .filter((f) => f !== 'README.md')
        .sort(),
    ).toEqual([
      'full-led-volume.json',
      'invalid-array.json',
      'invalid-blank-keys.json',
      'invalid-broken.json',
      'invalid-empty.json',
      'invalid-not-json.txt',
      'object-values.json',
      'partial-update.json',
    ]);
  });

  it.each([
    ['full-led-volume.json', 'valid'],
    ['partial-update.json', 'valid'],
    ['object-values.json', 'valid'],
    ['invalid-array.json', 'Invalid JSON: Must be an object'],
    ['invalid-empty.json', 'JSON is empty'],
    ['invalid-blank-keys.json', 'No valid parameters found'],
    ['invalid-broken.json', 'Invalid JSON file format'],
    ['invalid-not-json.txt', 'Please select a JSON file'],
  ])('%s gives %s', (file, expected) => {
    expect(checkSample(file)).toBe(expected);
  });

  it('reads every catalog key and three sources from full-led-volume.json', () => {
    const result = validateImportJson(
      JSON.parse(readFileSync(path.join(samples, 'full-led-volume.json'), 'utf8')),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.items).toHaveLength(37);
    expect(result.value.itemErrors).toEqual([]);
    expect(result.value.sources.map((s) => s.index)).toEqual([1, 2, 3]);
    const cameras = result.value.items.find((i) => i.key === 'EQUIPMENT_CAMERAS');
    expect(cameras?.value).toBe('ARRI Alexa 35, RED V-Raptor');
    expect(result.value.items.find((i) => i.key === 'GENERAL_STAGE_COUNT')?.value).toBe('2');
  });

  it('reads object-form values and de-duplicates list values (object-values.json)', () => {
    const result = validateImportJson(
      JSON.parse(readFileSync(path.join(samples, 'object-values.json'), 'utf8')),
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.value.items).toEqual([
      {
        key: 'LED_PHYSICAL_PRIMARY_WALL_WIDTH_M',
        value: '18',
        displayName: 'Main wall width',
        sourceReferences: [1, 2],
      },
      {
        key: '3DGS_LOCATION_SCANNING_STATUS',
        value: 'Not Available',
        displayName: null,
        sourceReferences: null,
      },
      {
        key: 'GENERAL_VP_SERVICE_TYPE_LEVEL1',
        value: 'LED Volume, Motion Capture',
        displayName: null,
        sourceReferences: null,
      },
    ]);
  });
});

describe('validateImportJson item checks', () => {
  it('reports bad keys and values per item, not fatally', () => {
    const result = validateImportJson({
      GOOD_KEY: '1',
      'bad key': 'x',
      __proto__x: 'ok',
      constructor: 'x',
      ['K'.repeat(101)]: 'x',
      NESTED: { deep: true },
      NULLED: null,
      MIXED_LIST: ['a', 2],
      LONG: 'x'.repeat(IMPORT_LIMITS.maxValueLength + 1),
    });
    if (!result.ok) throw new Error(result.error);
    expect(result.value.items.map((i) => i.key)).toEqual(['GOOD_KEY', '__proto__x']);
    expect(result.value.itemErrors.map((e) => e.key)).toEqual([
      'bad key',
      'constructor',
      'K'.repeat(100),
      'NESTED',
      'NULLED',
      'MIXED_LIST',
      'LONG',
    ]);
  });

  it('refuses a catalog number that is no number or outside its limits, and keeps other values', () => {
    const result = validateImportJson({
      LED_PANEL_PIXEL_PITCH_MM: '250 [1]',
      GENERAL_YEAR_OPENED: { value: '1492' },
      STAGE_CEILING_HEIGHT_M: '12',
      STAGE_WIDTH_M: 'about 40 m',
      STAGE_DEPTH_M: '20,5 m [2]',
      CUSTOM_KEY: '1000000000',
    });
    if (!result.ok) throw new Error(result.error);
    expect(result.value.items.map((i) => [i.key, i.value])).toEqual([
      ['STAGE_CEILING_HEIGHT_M', '12'],
      ['STAGE_DEPTH_M', '20.5 [2]'],
      ['CUSTOM_KEY', '1000000000'],
    ]);
    const code = 'parameter_value_invalid';
    expect(result.value.itemErrors).toEqual([
      {
        key: 'LED_PANEL_PIXEL_PITCH_MM',
        error: 'Out of range: the value must be more than 0 and at most 100.',
        code,
      },
      { key: 'GENERAL_YEAR_OPENED', error: 'Out of range: the value must be from 1,850 to 2,100.', code },
      {
        key: 'STAGE_WIDTH_M',
        error: 'Not a number: Stage Width takes a number in m (such as 2.6, 2,6 or 2.6 m), or nothing.',
        code,
      },
    ]);
  });

  it('treats a real __proto__ key as an ordinary refused key', () => {
    const json = JSON.parse('{"__proto__": {"polluted": true}, "OK": "1"}');
    const result = validateImportJson(json);
    if (!result.ok) throw new Error(result.error);
    expect(result.value.itemErrors[0]?.key).toBe('__proto__');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses files with more than 5,000 parameters', () => {
    const json = Object.fromEntries(Array.from({ length: 5001 }, (_, i) => [`K_${i}`, String(i)]));
    const result = validateImportJson(json);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/at most 5,000/);
    const atLimit = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`K_${i}`, String(i)]));
    expect(validateImportJson(atLimit).ok).toBe(true);
  });

  it('reports bad sources without refusing the file', () => {
    const result = validateImportJson({
      A: '1',
      source_references: {
        '1': { url: 'javascript:alert(1)' },
        x: { url: 'https://example.com' },
        '2': { url: 'https://example.com/2' },
      },
    });
    if (!result.ok) throw new Error(result.error);
    expect(result.value.sources).toEqual([{ index: 2, url: 'https://example.com/2', description: '' }]);
    expect(result.value.sourceErrors).toHaveLength(2);
  });
});

describe('properties (fast-check)', () => {
  it('never throws, and refuses anything that is not an object with a usable key', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (value) => {
        const result = validateImportJson(value);
        const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
        if (!isObject) return !result.ok && result.error === IMPORT_MESSAGES.notObject;
        const keys = Object.keys(value).filter((k) => k.trim() !== '' && k.trim() !== 'source_references');
        if (keys.length === 0) return !result.ok;
        return result.ok || keys.length > IMPORT_LIMITS.maxParameters;
      }),
      { numRuns: 3000 },
    );
  });

  it('accepts only well-formed items', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ maxLength: 120 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 30 }),
        (json) => {
          const result = validateImportJson(json);
          if (!result.ok) return true;
          return result.value.items.every(
            (item) =>
              /^[A-Za-z0-9_]{1,100}$/.test(item.key) &&
              !['__proto__', 'constructor', 'prototype'].includes(item.key.toLowerCase()) &&
              typeof item.value === 'string' &&
              item.value.length <= IMPORT_LIMITS.maxValueLength,
          );
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('parses any text without throwing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const parsed = parseImportText(text);
        return parsed.ok || parsed.error === IMPORT_MESSAGES.unparseable;
      }),
      { numRuns: 3000 },
    );
  });
});
