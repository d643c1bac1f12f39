import { describe, expect, it } from 'vitest';
import { aurora, row, studio, volt } from '../test/compared-studios';
import { COMPARE_CATEGORIES } from './compare-categories';
import { compareTableRows } from './compare-export';
import { COMPARE_ROW_IDS } from './compare-row-definitions';
import { rowsForCategory } from './compare-row-filter';
import { buildCompareTable } from './compare-table';
import { bestIndexes, valuesDiffer } from './compare-values';

describe('the five categories', () => {
  it('are General Information, LED Wall, Stage Specifications, Equipment, Business Information', () => {
    expect(COMPARE_CATEGORIES.map((c) => c.name)).toEqual([
      'General Information',
      'LED Wall',
      'Stage Specifications',
      'Equipment',
      'Business Information',
    ]);
  });

  it('each holds rows, labelled through the catalog with units, in both languages', () => {
    const en = buildCompareTable([aurora, volt], 'en');
    const ru = buildCompareTable([aurora, volt], 'ru');
    for (const category of COMPARE_CATEGORIES) {
      expect(en.rows.filter((r) => r.category === category.id).length).toBeGreaterThan(2);
    }
    expect(row(en, 'led.pixel_pitch')).toMatchObject({ label: 'Pixel Pitch', unit: 'mm', better: 'lower' });
    expect(row(ru, 'led.pixel_pitch')).toMatchObject({ label: 'Шаг пикселя', unit: 'мм' });
    expect(row(en, 'general.total_area').cells[0]?.text).toBe('1,850 m²');
    expect(row(ru, 'general.total_area').cells[0]?.text).toBe('1\u00a0850 м²');
    expect(row(ru, 'led.pixel_pitch').cells[0]?.text).toBe('1,9 мм');
    expect(row(en, 'led.resolution').cells[0]?.text).toBe('7680 × 2160 px');
    expect(row(en, 'led.dimensions').cells[0]?.text).toBe('24.5 m × 6 m');
    expect(row(ru, 'led.dimensions').label).toBe('Размеры стены');
    expect(row(en, 'general.location').cells[1]?.text).toBe('London, United Kingdom');
  });

  it("names a studio's country in the table's language, in the location row and the column heads", () => {
    const studios = [studio(1), studio(2, { city: 'Atlantis City', country: 'Atlantis' })];
    const ru = buildCompareTable(studios, 'ru');
    expect(row(ru, 'general.location').cells.map((c) => c.text)).toEqual([
      'Berlin, Германия',
      'Atlantis City, Atlantis',
    ]);
    expect(ru.studios.map((s) => s.country)).toEqual(['Германия', 'Atlantis']);
    expect(buildCompareTable(studios, 'en').studios.map((s) => s.country)).toEqual(['Germany', 'Atlantis']);
  });

  it('decodes HTML entities in studio names', () => {
    expect(buildCompareTable([aurora, volt], 'en').studios.map((s) => s.name)).toEqual([
      'Aurora Volume Works',
      'Volt & Vision Stages',
    ]);
  });

  it('gives every row a unique id', () => {
    expect(new Set(COMPARE_ROW_IDS).size).toBe(COMPARE_ROW_IDS.length);
  });
});

describe('differing rows', () => {
  const table = buildCompareTable([aurora, volt], 'en');

  it('differ when the values are not all equal', () => {
    expect(row(table, 'led.pixel_pitch').differs).toBe(true);
    expect(row(table, 'general.total_area').differs).toBe(true);
  });

  it('do not differ on case, spacing or list order', () => {
    expect(row(table, 'led.manufacturer').differs).toBe(false);
    expect(row(table, 'general.services').differs).toBe(false);
    expect(row(table, 'equipment.cameras').differs).toBe(false);
  });

  it('need two studios with a value: a missing value alone does not mark a row', () => {
    const a = studio(1, { stage_specs: { floor_type: 'Concrete' }, led_specs: { pixel_pitch: 2 } });
    const b = studio(2, { led_specs: { pixel_pitch: 2 } });
    const c = studio(3, { stage_specs: { floor_type: 'concrete ' } });
    const t = buildCompareTable([a, b, c], 'en');
    expect(row(t, 'stage.floor_type').differs).toBe(false);
    expect(row(t, 'stage.floor_type').cells[1]?.text).toBeNull();
    expect(row(t, 'led.pixel_pitch').differs).toBe(false);
    expect(row(t, 'business.pricing').differs).toBe(false);
    const d = studio(4, { stage_specs: { floor_type: 'Wood' } });
    expect(row(buildCompareTable([a, b, d], 'en'), 'stage.floor_type').differs).toBe(true);
  });

  it('valuesDiffer leaves missing values out', () => {
    expect(valuesDiffer(['a', 'a'])).toBe(false);
    expect(valuesDiffer(['a', null])).toBe(false);
    expect(valuesDiffer(['a', null, 'a'])).toBe(false);
    expect(valuesDiffer(['a', null, 'b'])).toBe(true);
    expect(valuesDiffer([null, null])).toBe(false);
  });

  it('never mark the identity rows: location, description, website, email, phone', () => {
    const a = studio(1, {
      description: 'A stage',
      website_url: 'https://a.example',
      contact_info: { email: 'a@a.example', phone: '+1 1' },
    });
    const b = studio(2, {
      city: 'Paris',
      country: 'France',
      description: 'Another stage',
      website_url: 'https://b.example',
      contact_info: { email: 'b@b.example', phone: '+2 2' },
    });
    const t = buildCompareTable([a, b], 'en');
    for (const id of ['general.location', 'general.description', 'general.website', 'general.email']) {
      expect(row(t, id).differs, id).toBe(false);
    }
    expect(row(t, 'general.phone').differs).toBe(false);
    expect(row(t, 'general.location').cells.map((c) => c.text)).toEqual(['Berlin, Germany', 'Paris, France']);
  });
});

describe('the best value', () => {
  it('is the lowest pixel pitch and the highest brightness (catalog directions)', () => {
    const table = buildCompareTable([aurora, volt], 'en');
    expect(row(table, 'led.pixel_pitch').cells.map((c) => c.best)).toEqual([true, false]);
    expect(row(table, 'led.brightness').cells.map((c) => c.best)).toEqual([true, false]);
    expect(row(table, 'led.refresh_rate').cells.map((c) => c.best)).toEqual([true, false]);
    expect(row(table, 'general.stage_count').cells.map((c) => c.best)).toEqual([false, true]);
  });

  it('ranks the resolution by pixel count and the wall by area', () => {
    const table = buildCompareTable([aurora, volt], 'en');
    expect(row(table, 'led.resolution').cells.map((c) => c.best)).toEqual([false, true]);
    expect(row(table, 'led.dimensions').cells.map((c) => c.best)).toEqual([false, true]);
    const wide = studio(3, { led_specs: { width: 40, height: 3 } });
    const tall = studio(4, { led_specs: { width: 20, height: 8 } });
    const t = buildCompareTable([wide, tall], 'en');
    // 120 m² against 160 m²: the larger area wins although the first wall is wider.
    expect(row(t, 'led.dimensions').cells.map((c) => c.best)).toEqual([false, true]);
  });

  it('reads the legacy free-text wall size for the area', () => {
    const legacy = studio(3, { led_specs: { dimensions: '30m x 6m' } });
    const keys = studio(4, { led_specs: { width: 10, height: 5, dimensions: '10 m × 5 m' } });
    const t = buildCompareTable([legacy, keys], 'en');
    expect(row(t, 'led.dimensions').cells.map((c) => [c.text, c.metric, c.best])).toEqual([
      ['30 m × 6 m', 180, true],
      ['10 m × 5 m', 50, false],
    ]);
  });

  it('is shared by ties and never given to a missing value', () => {
    const a = studio(1, { led_specs: { pixel_pitch: 1.5 } });
    const b = studio(2, { led_specs: { pixel_pitch: 1.5 } });
    const c = studio(3, { led_specs: { pixel_pitch: 2.8 } });
    const d = studio(4);
    const t = buildCompareTable([a, b, c, d], 'en');
    expect(row(t, 'led.pixel_pitch').cells.map((cell) => cell.best)).toEqual([true, true, false, false]);
    expect(row(t, 'led.pixel_pitch').cells[3]?.text).toBeNull();
  });

  it('needs two known values that are not all equal', () => {
    expect(bestIndexes([5, null, null], 'higher')).toEqual([]);
    expect(bestIndexes([5, 5, null], 'higher')).toEqual([]);
    expect(bestIndexes([5, 7, null], 'higher')).toEqual([1]);
    expect(bestIndexes([5, 7, null], 'lower')).toEqual([0]);
    expect(bestIndexes([5, 7], null)).toEqual([]);
  });

  it('is never marked on text rows', () => {
    const table = buildCompareTable([aurora, volt], 'en');
    for (const r of table.rows.filter((r) => r.better === null)) {
      expect(
        r.cells.some((c) => c.best),
        r.id,
      ).toBe(false);
    }
  });
});

describe("the product's own rows", () => {
  const full = studio(1, {
    led_specs: { ceiling: true, floor: false, movable_panels: true, shape: 'Curved' },
    scanning: { location_3dgs: 'Available', actor_4dgs: 'Limited' },
  });
  const partial = studio(2, {
    led_specs: { ceiling: null, floor: true, movable_panels: true },
    scanning: { location_3dgs: 'Not Available', actor_4dgs: 'Unknown' },
  });

  it('sit in General Information (3DGS, 4DGS) and LED Wall (shape, ceiling, floor, movable panels)', () => {
    const t = buildCompareTable([full, partial], 'en');
    expect(row(t, 'general.scanning_3dgs')).toMatchObject({
      category: 'general',
      label: '3DGS Location Scanning',
    });
    expect(row(t, 'general.scanning_4dgs').label).toBe('4DGS Actor Scanning');
    expect(row(t, 'led.shape')).toMatchObject({ category: 'led', label: 'Wall Shape' });
    expect(row(t, 'led.ceiling').label).toBe('LED Ceiling');
    expect(row(t, 'led.floor').label).toBe('LED Floor');
    expect(row(t, 'led.movable_panels').label).toBe('Movable Panels');
    const ru = buildCompareTable([full, partial], 'ru');
    expect(row(ru, 'general.scanning_3dgs').label).toBe('Сканирование локаций 3DGS');
    expect(row(ru, 'led.ceiling').label).toBe('LED-потолок');
  });

  it('say yes, no or unknown (unknown is not no), in both languages', () => {
    const t = buildCompareTable([full, partial], 'en');
    const states = (id: string) => row(t, id).cells.map((c) => [c.flag, c.text]);
    expect(states('general.scanning_3dgs')).toEqual([
      ['yes', 'Yes'],
      ['no', 'No'],
    ]);
    expect(states('general.scanning_4dgs')).toEqual([
      ['yes', 'Yes (limited)'],
      ['unknown', 'Unknown'],
    ]);
    expect(states('led.ceiling')).toEqual([
      ['yes', 'Yes'],
      ['unknown', 'Unknown'],
    ]);
    expect(states('led.floor')).toEqual([
      ['no', 'No'],
      ['yes', 'Yes'],
    ]);
    expect(row(t, 'led.shape').cells.map((c) => [c.flag, c.text])).toEqual([
      [null, 'Curved'],
      [null, null],
    ]);
    const ru = buildCompareTable([full, partial], 'ru');
    expect(row(ru, 'general.scanning_4dgs').cells.map((c) => c.text)).toEqual([
      'Да (ограниченно)',
      'Неизвестно',
    ]);
    expect(row(ru, 'led.floor').cells.map((c) => c.text)).toEqual(['Нет', 'Да']);
  });

  it('differ only between known states', () => {
    const t = buildCompareTable([full, partial], 'en');
    expect(row(t, 'general.scanning_3dgs').differs).toBe(true);
    expect(row(t, 'led.floor').differs).toBe(true);
    // Yes against unknown, the same against the same, a shape against nothing: no mark.
    expect(row(t, 'led.ceiling').differs).toBe(false);
    expect(row(t, 'general.scanning_4dgs').differs).toBe(false);
    expect(row(t, 'led.movable_panels').differs).toBe(false);
    expect(row(t, 'led.shape').differs).toBe(false);
  });

  it('narrow under differences only like any other row', () => {
    const t = buildCompareTable([full, partial], 'en');
    const led = rowsForCategory(t, 'led', { differencesOnly: true }).map((r) => r.id);
    expect(led).toContain('led.floor');
    expect(led).not.toContain('led.ceiling');
    expect(led).not.toContain('led.shape');
  });

  it('go into the export rows as Yes / No / Unknown, localised', () => {
    const en = compareTableRows(buildCompareTable([full, partial], 'en'));
    expect(en).toContainEqual(['General Information', '3DGS Location Scanning', 'Yes', 'No', 'Yes', '']);
    expect(en).toContainEqual([
      'General Information',
      '4DGS Actor Scanning',
      'Yes (limited)',
      'Unknown',
      'No',
      '',
    ]);
    expect(en).toContainEqual(['LED Wall', 'LED Ceiling', 'Yes', 'Unknown', 'No', '']);
    expect(en).toContainEqual(['LED Wall', 'Wall Shape', 'Curved', 'Not specified', 'No', '']);
    const ru = compareTableRows(buildCompareTable([full, partial], 'ru'));
    expect(ru).toContainEqual(['LED-стена', 'LED-пол', 'Нет', 'Да', 'Да', '']);
    expect(ru).toContainEqual([
      'Общая информация',
      'Сканирование актёров 4DGS',
      'Да (ограниченно)',
      'Неизвестно',
      'Нет',
      '',
    ]);
  });
});
