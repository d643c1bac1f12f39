import { describe, expect, it } from 'vitest';
import { checkImportFile, readImportFile } from './read-import-file';

// The texts of src/test/fixtures/import (the web project has no file system; the browser tests
// upload the files themselves).
const SAMPLES: Record<string, string> = {
  'invalid-array.json': '[{"LED_PHYSICAL_PRIMARY_WALL_WIDTH_M": "20"}]\n',
  'invalid-empty.json': '{}\n',
  'invalid-blank-keys.json': '{"": "x", "   ": 3}\n',
  'invalid-broken.json': '{"LED_PHYSICAL_PRIMARY_WALL_WIDTH_M": "20",\n',
  'invalid-not-json.txt': '{"LED_PHYSICAL_PRIMARY_WALL_WIDTH_M": "20"}\n',
  'partial-update.json': JSON.stringify({
    LED_PHYSICAL_PRIMARY_WALL_WIDTH_M: '26 [4]',
    LED_PANEL_PIXEL_PITCH_MM: '2.3 [3]',
    LED_PANEL_BRIGHTNESS_NITS: '1800 [4]',
    TRACKING_OPTICAL_MARKERS_BOOL: 'yes',
    source_references: {
      '4': { url: 'https://example.com/news/2025-upgrade', description: '2025 wall upgrade announcement' },
    },
  }),
  'object-values.json': JSON.stringify({
    LED_PHYSICAL_PRIMARY_WALL_WIDTH_M: {
      value: '18',
      display_name: 'Main wall width',
      source_references: [2, 1, 2],
    },
    '3DGS_LOCATION_SCANNING_STATUS': { value: 'Not Available' },
    GENERAL_VP_SERVICE_TYPE_LEVEL1: ['LED Volume', 'Motion Capture', ' LED Volume '],
  }),
};
const sample = (name: string) => SAMPLES[name]!;

describe('the file checks of product.md §5, before anything is sent', () => {
  it.each([
    ['invalid-array.json', 'Invalid JSON: Must be an object', 'import_not_object'],
    ['invalid-empty.json', 'JSON is empty', 'import_empty'],
    ['invalid-blank-keys.json', 'No valid parameters found', 'import_no_parameters'],
    ['invalid-broken.json', 'Invalid JSON file format', 'import_unparseable'],
    ['invalid-not-json.txt', 'Please select a JSON file', 'import_not_json'],
  ])('%s: %s', (name, message, errorCode) => {
    expect(checkImportFile(name, sample(name))).toEqual({ ok: false, refusal: { errorCode, text: message } });
  });

  it.each(['partial-update.json', 'object-values.json'])('accepts %s', (name) => {
    const result = checkImportFile(name, sample(name));
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.file).toEqual({ name, json: JSON.parse(sample(name)) });
  });

  it('checks the name before reading the text (a .JSON ending counts)', async () => {
    let read = false;
    const file = {
      name: 'notes.txt',
      text: async () => {
        read = true;
        return '{}';
      },
    };
    expect(await readImportFile(file)).toEqual({
      ok: false,
      refusal: { errorCode: 'import_not_json', text: 'Please select a JSON file' },
    });
    expect(read).toBe(false);
    expect(await readImportFile({ name: 'STUDIO.JSON', text: async () => '{"A": 1}' })).toMatchObject({
      ok: true,
    });
  });

  it('reads a File from the input and treats an unreadable one as unparseable', async () => {
    const file = new File([sample('partial-update.json')], 'partial-update.json', {
      type: 'application/json',
    });
    expect(await readImportFile(file)).toMatchObject({ ok: true, file: { name: 'partial-update.json' } });
    const broken = {
      name: 'x.json',
      text: () => Promise.reject(new Error('gone')),
    };
    expect(await readImportFile(broken)).toEqual({
      ok: false,
      refusal: { errorCode: 'import_unparseable', text: 'Invalid JSON file format' },
    });
  });

  it('refuses more than 5,000 parameters with the server message', () => {
    const many = JSON.stringify(Object.fromEntries(Array.from({ length: 5001 }, (_, i) => [`K_${i}`, '1'])));
    const result = checkImportFile('many.json', many);
    expect(result).toEqual({
      ok: false,
      refusal: {
        errorCode: 'import_too_many_parameters',
        text: 'Too many parameters: 5001. A file may hold at most 5,000.',
        params: { count: 5001, max: 5000 },
      },
    });
  });
});
