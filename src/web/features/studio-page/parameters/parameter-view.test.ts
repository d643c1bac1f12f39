import { describe, expect, it } from 'vitest';
import {
  categoryDisplayName,
  parameterDisplayName,
  parameterReferences,
  parameterValueHref,
  parameterValueText,
  shownParameterCategories,
} from './parameter-view';

const SOURCES = {
  '1': { url: 'https://example.com/about', description: 'Studio website, About page' },
  '2': { url: 'javascript:alert(1)', description: 'A hostile source' },
  '3': { url: 'https://example.com/sheet.pdf', description: '  ' },
};

describe('parameterReferences', () => {
  it('uses the source_references array when present', () => {
    const refs = parameterReferences(
      { parameter_key: 'LED_PANEL_PIXEL_PITCH_MM', parameter_value: '1.9 [4]', source_references: [3, 1, 1] },
      SOURCES,
    );
    expect(refs.map((r) => r.index)).toEqual([1, 3]);
    expect(refs[0]).toEqual({
      index: 1,
      url: 'https://example.com/about',
      description: 'Studio website, About page',
    });
  });

  it('parses the value when the array is missing: sorted ascending, de-duplicated', () => {
    for (const missing of [undefined, null]) {
      const refs = parameterReferences(
        { parameter_key: 'STAGE_WIDTH_M', parameter_value: '24.5 m [3][1][3]', source_references: missing },
        SOURCES,
      );
      expect(refs.map((r) => r.index)).toEqual([1, 3]);
    }
  });

  it('an empty array means no references, even when the value has markers', () => {
    expect(
      parameterReferences({ parameter_key: 'X', parameter_value: '5 [1]', source_references: [] }, SOURCES),
    ).toEqual([]);
  });

  it('a reference with no known source has no link and no description', () => {
    const refs = parameterReferences({ parameter_key: 'X', parameter_value: 'Yes [7]' }, SOURCES);
    expect(refs).toEqual([{ index: 7, url: null, description: null }]);
  });

  it('a source whose URL is not http(s) shows without a link', () => {
    const [ref] = parameterReferences({ parameter_key: 'X', parameter_value: 'a [2]' }, SOURCES);
    expect(ref).toEqual({ index: 2, url: null, description: 'A hostile source' });
  });

  it('a blank description counts as none', () => {
    const [ref] = parameterReferences({ parameter_key: 'X', parameter_value: 'a [3]' }, SOURCES);
    expect(ref).toEqual({ index: 3, url: 'https://example.com/sheet.pdf', description: null });
  });

  it('ignores inherited keys of the source map', () => {
    const refs = parameterReferences(
      { parameter_key: 'X', parameter_value: 'a', source_references: [0] },
      {},
    );
    expect(refs).toEqual([{ index: 0, url: null, description: null }]);
  });
});

describe('parameterValueText', () => {
  it('strips [n] markers', () => {
    expect(
      parameterValueText(
        { parameter_key: 'LED_PHYSICAL_PRIMARY_WALL_WIDTH_M', parameter_value: '24.5 m [1][3]' },
        'en',
      ),
    ).toBe('24.5 m');
    expect(
      parameterValueText(
        { parameter_key: 'SOFTWARE_REALTIME_ENGINE', parameter_value: 'Unreal Engine 5.4, disguise [2]' },
        'en',
      ),
    ).toBe('Unreal Engine 5.4, disguise');
    expect(parameterValueText({ parameter_key: 'CUSTOM_NOTE', parameter_value: 'Plain' }, 'en')).toBe(
      'Plain',
    );
  });

  it('formats by the catalog type in the visitor language', () => {
    expect(
      parameterValueText({ parameter_key: 'GENERAL_TOTAL_AREA_M2', parameter_value: '1850' }, 'en'),
    ).toBe('1,850 m²');
    expect(
      parameterValueText({ parameter_key: 'LED_PHYSICAL_PRIMARY_FLOOR_BOOL', parameter_value: 'no' }, 'ru'),
    ).toBe('Нет');
  });
});

describe('parameterValueHref', () => {
  it('links the contact email and phone only', () => {
    expect(
      parameterValueHref({ parameter_key: 'CONTACT_EMAIL', parameter_value: 'hi@example.com [1]' }),
    ).toBe('mailto:hi@example.com');
    expect(parameterValueHref({ parameter_key: 'CONTACT_PHONE', parameter_value: '+49 30 555 1237' })).toBe(
      'tel:+49305551237',
    );
    expect(
      parameterValueHref({ parameter_key: 'LED_PANEL_MODEL', parameter_value: 'hi@example.com' }),
    ).toBeNull();
  });
});

describe('parameterDisplayName', () => {
  it("translates the catalog's name", () => {
    const p = {
      parameter_key: 'LED_PANEL_PIXEL_PITCH_MM',
      parameter_value: '1.9',
      display_name: 'Pixel Pitch',
    };
    expect(parameterDisplayName(p, 'en')).toBe('Pixel Pitch');
    expect(parameterDisplayName(p, 'ru')).not.toBe('Pixel Pitch');
  });

  it('shows an override as given in both languages', () => {
    const p = {
      parameter_key: 'LED_PANEL_PIXEL_PITCH_MM',
      parameter_value: '1.9',
      display_name: 'Pitch (mm)',
    };
    expect(parameterDisplayName(p, 'en')).toBe('Pitch (mm)');
    expect(parameterDisplayName(p, 'ru')).toBe('Pitch (mm)');
  });

  it('names unknown keys from the key, and keeps their overrides', () => {
    const p = {
      parameter_key: 'LED_PANEL_WEIGHT_KG',
      parameter_value: '7',
      display_name: 'Led Panel Weight Kg',
    };
    expect(parameterDisplayName(p, 'en')).toBe('Led Panel Weight Kg');
    expect(parameterDisplayName({ ...p, display_name: 'Tile weight' }, 'ru')).toBe('Tile weight');
    expect(parameterDisplayName({ ...p, display_name: '' }, 'en')).toBe('Led Panel Weight Kg');
  });
});

describe('categoryDisplayName', () => {
  it('translates known categories and passes unknown names through', () => {
    expect(categoryDisplayName('LED Wall', 'en')).toBe('LED Wall');
    expect(categoryDisplayName('LED Wall', 'ru')).toBe('LED-стена');
    expect(categoryDisplayName('Mystery', 'ru')).toBe('Mystery');
  });
});

describe('shownParameterCategories', () => {
  const parameter = (key: string, value: string) => ({
    id: 1,
    parameter_key: key,
    parameter_value: value,
    display_name: key,
    version: 1,
    updated_at: '2024-01-01T00:00:00.000Z',
    source_references: [],
    history: [],
  });
  const data = (categorized: Record<string, ReturnType<typeof parameter>[]>) => ({
    success: true,
    error: null,
    parameters_count: 0,
    categories_count: 0,
    categorized_parameters: categorized,
    source_references: {},
  });

  it('lists what the card shows from older attributes (Wisła Volume Lab), in catalog order', () => {
    const shown = shownParameterCategories(
      data({
        General: [parameter('GENERAL_VP_SERVICE_TYPE_LEVEL1', 'LED Volume [1]')],
        'LED Wall': [parameter('LED_PANEL_PIXEL_PITCH_MM', '2.3')],
      }),
      {
        GENERAL_VP_SERVICE_TYPE_LEVEL1: 'LED Volume [1]',
        LED_PANEL_PIXEL_PITCH_MM: '2.3',
        led_wall_size: '30m x 6m',
        led_ceiling: true,
        led_floor: false,
        camera_tracking: 'Mo-Sys StarTracker',
      },
    );
    expect(shown.map(([name, list]) => [name, list.map((p) => p.parameter_key)])).toEqual([
      ['General', ['GENERAL_VP_SERVICE_TYPE_LEVEL1']],
      [
        'LED Wall',
        [
          'LED_PHYSICAL_PRIMARY_WALL_WIDTH_M',
          'LED_PHYSICAL_PRIMARY_WALL_HEIGHT_M',
          'LED_PHYSICAL_PRIMARY_CEILING_BOOL',
          'LED_PHYSICAL_PRIMARY_FLOOR_BOOL',
          'LED_PANEL_PIXEL_PITCH_MM',
        ],
      ],
      ['Camera & Tracking', ['CAMERA_TRACKING_SYSTEM']],
    ]);
    const led = shown[1]![1];
    expect(led.map((p) => parameterValueText(p, 'en'))).toEqual(['30 m', '6 m', 'Yes', 'No', '2.3 mm']);
    expect(led.map((p) => parameterValueText(p, 'ru'))).toEqual(['30 м', '6 м', 'Да', 'Нет', '2,3 мм']);
    expect(parameterDisplayName(led[2]!, 'ru')).toBe('LED-потолок');
    // Read from older attributes, not stored: marked so, the pitch (a stored parameter) is not.
    expect(led.map((p) => p.fromLegacy ?? false)).toEqual([true, true, true, true, false]);
  });

  it('never lists a legacy value beside the studio’s own one, nor an empty category', () => {
    const shown = shownParameterCategories(
      data({ 'LED Wall': [parameter('LED_PHYSICAL_PRIMARY_CEILING_BOOL', 'No')], Business: [] }),
      { LED_PHYSICAL_PRIMARY_CEILING_BOOL: 'No', led_ceiling: true },
    );
    expect(shown).toEqual([['LED Wall', [parameter('LED_PHYSICAL_PRIMARY_CEILING_BOOL', 'No')]]]);
  });
});
