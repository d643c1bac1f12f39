import { describe, expect, it } from 'vitest';
import { IMAGE_CHAIN_CATALOG } from './image-chain-catalog';
import {
  catalogEntry,
  categoryOf,
  compareByCatalogOrder,
  displayNameFromKey,
  displayNameOf,
  NUMBER_RANGES,
  numberRangeOf,
  PARAMETER_CATALOG,
  PARAMETER_CATEGORIES,
  withinRange,
} from './parameter-catalog';

describe('number ranges', () => {
  it('every number and integer of the catalog has its limits, and nothing else has', () => {
    const numeric = PARAMETER_CATALOG.filter((e) => e.type === 'number' || e.type === 'integer').map(
      (e) => e.key,
    );
    expect(Object.keys(NUMBER_RANGES).sort()).toEqual([...numeric].sort());
  });

  it('includes the ends it says it does', () => {
    const stages = numberRangeOf('GENERAL_STAGE_COUNT')!;
    expect([0, 1, 1000, 1001].map((n) => withinRange(n, stages))).toEqual([false, true, true, false]);
    const pitch = numberRangeOf('LED_PANEL_PIXEL_PITCH_MM')!;
    expect([0, 0.9, 100, 100.1].map((n) => withinRange(n, pitch))).toEqual([false, true, true, false]);
    expect(numberRangeOf('GENERAL_DESCRIPTION')).toBeUndefined();
  });
});

describe('the catalog table', () => {
  it('has unique keys, each filed under the category its prefix names', () => {
    const keys = PARAMETER_CATALOG.map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const entry of PARAMETER_CATALOG) expect(categoryOf(entry.key).id).not.toBe('other');
  });
  it('has a Russian name for every entry and category', () => {
    for (const entry of PARAMETER_CATALOG) expect(entry.displayNameRu.length).toBeGreaterThan(0);
    for (const category of PARAMETER_CATEGORIES) expect(category.nameRu.length).toBeGreaterThan(0);
  });
  it('gives each comparison field to one key only', () => {
    const fields = PARAMETER_CATALOG.flatMap((e) => (e.comparison ? [e.comparison] : []));
    expect(new Set(fields).size).toBe(fields.length);
  });
  it('knows the product.md §10 examples', () => {
    expect(catalogEntry('LED_PANEL_PIXEL_PITCH_MM')).toMatchObject({
      displayName: 'Pixel Pitch',
      unit: 'mm',
      comparison: 'led_specs.pixel_pitch',
      better: 'lower',
    });
    expect(catalogEntry('NOT_A_KEY')).toBeUndefined();
  });
});

describe('categoryOf', () => {
  it.each([
    ['GENERAL_DESCRIPTION', 'General'],
    ['LED_PANEL_WEIGHT_KG', 'LED Wall'],
    ['TRACKING_OPTICAL_MARKERS_BOOL', 'Camera & Tracking'],
    ['CAMERA_TRACKING_SYSTEM', 'Camera & Tracking'],
    ['ENGINE_VERSION', 'Software & Engines'],
    ['3DGS_LOCATION_SCANNING_STATUS', '3DGS/4DGS Scanning'],
    ['4DGS_ACTOR_SCANNING_STATUS', '3DGS/4DGS Scanning'],
    ['CONTACT_PHONE', 'Contact'],
    ['SOMETHING_ELSE', 'Other'],
    ['led_ceiling', 'LED Wall'],
  ])('%s -> %s', (key, category) => {
    expect(categoryOf(key).name).toBe(category);
  });
});

describe('display names', () => {
  it('builds a name from an unknown key', () => {
    expect(displayNameFromKey('LED_PANEL_WEIGHT_KG')).toBe('Led Panel Weight Kg');
    expect(displayNameOf('LED_PANEL_WEIGHT_KG')).toBe('Led Panel Weight Kg');
  });
  it('uses the catalog names in either language', () => {
    expect(displayNameOf('STAGE_WIDTH_M')).toBe('Stage Width');
    expect(displayNameOf('STAGE_WIDTH_M', 'ru')).toBe('Ширина павильона');
  });
});

describe('compareByCatalogOrder', () => {
  it('puts catalog keys in table order and unknown keys after them by name', () => {
    const sorted = ['ZZZ_B', 'STAGE_WIDTH_M', 'ZZZ_A', 'GENERAL_DESCRIPTION'].sort(compareByCatalogOrder);
    expect(sorted).toEqual(['GENERAL_DESCRIPTION', 'STAGE_WIDTH_M', 'ZZZ_A', 'ZZZ_B']);
  });
});

describe('the image chain and stage logistics (issue 38)', () => {
  it('are in the catalog with both names, each number with its range', () => {
    for (const entry of IMAGE_CHAIN_CATALOG) {
      expect(catalogEntry(entry.key)).toBe(entry);
      expect(entry.displayNameRu).not.toBe('');
      if (entry.type === 'number' || entry.type === 'integer') expect(numberRangeOf(entry.key)).toBeDefined();
    }
    expect(catalogEntry('TRACKING_LATENCY_MS')).toMatchObject({ unit: 'ms', better: 'lower' });
    expect(catalogEntry('LED_CEILING_PIXEL_PITCH_MM')).toMatchObject({ unit: 'mm', better: 'lower' });
    expect(catalogEntry('LED_PROCESSING_HDR_PQ_BOOL')?.type).toBe('boolean');
    expect(categoryOf('TRACKING_LATENCY_MS').id).toBe('camera');
    expect(categoryOf('STAGE_RIGGING_POINTS').id).toBe('stage');
  });

  it('refuse implausible values', () => {
    const bits = numberRangeOf('LED_PROCESSING_BIT_DEPTH')!;
    expect([0, 1, 32, 33].map((n) => withinRange(n, bits))).toEqual([false, true, true, false]);
    const latency = numberRangeOf('TRACKING_LATENCY_MS')!;
    expect([0, 0.5, 1000, 1001].map((n) => withinRange(n, latency))).toEqual([false, true, true, false]);
  });
});
