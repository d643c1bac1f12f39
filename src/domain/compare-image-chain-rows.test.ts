import { describe, expect, it } from 'vitest';
import { row, studio } from '../test/compared-studios';
import { compareTableRows } from './compare-export';
import { buildCompareTable } from './compare-table';
import { toComparedStudio } from './comparison';
import type { Studio } from './schemas/studio-schemas';

const a = studio(1, {
  image_chain: { TRACKING_LATENCY_MS: '8', LED_PROCESSING_GENLOCK_BOOL: 'Yes', STAGE_RIGGING_POINTS: '40' },
  icvfx_readiness: [
    { id: 'genlock', status: 'met' },
    { id: 'hdr_pq', status: 'unknown' },
  ],
});
const b = studio(2, {
  image_chain: { TRACKING_LATENCY_MS: '20', LED_PROCESSING_GENLOCK_BOOL: 'No', STAGE_RIGGING_POINTS: '24' },
  icvfx_readiness: [
    { id: 'genlock', status: 'not_met' },
    { id: 'hdr_pq', status: 'met' },
  ],
});

describe('the image chain rows (issue 38)', () => {
  it('take label, unit and direction from the catalog: the lowest latency and the most rigging points are best', () => {
    const table = buildCompareTable([a, b], 'en');
    const latency = row(table, 'equipment.tracking_latency_ms');
    expect(latency).toMatchObject({
      label: 'Tracking Latency',
      unit: 'ms',
      better: 'lower',
      category: 'equipment',
    });
    expect(latency.cells.map((c) => [c.text, c.best])).toEqual([
      ['8 ms', true],
      ['20 ms', false],
    ]);
    expect(row(table, 'stage.stage_rigging_points').cells.map((c) => c.best)).toEqual([true, false]);
    expect(row(table, 'led.led_processing_genlock_bool').cells.map((c) => c.flag)).toEqual(['yes', 'no']);
  });

  it('show the readiness item by item, with "Not stated" kept, in both languages and the export', () => {
    const en = row(buildCompareTable([a, b], 'en'), 'led.icvfx_readiness');
    expect(en.label).toBe('In-camera VFX readiness');
    expect(en.cells[0]!.text).toBe('Genlock: Stated, HDR / PQ input: Not stated');
    expect(en.cells[1]!.text).toBe('Genlock: Stated as no, HDR / PQ input: Stated');
    const ru = compareTableRows(buildCompareTable([a, b], 'ru'));
    expect(ru.find((r) => r[1] === 'Готовность к in-camera VFX')?.[2]).toBe(
      'Генлок: Указано, Вход HDR / PQ: Не указано',
    );
  });

  it('are filled from a studio by the comparison shape', () => {
    const compared = toComparedStudio({
      id: 9,
      name: 'X',
      city: 'Berlin',
      country: 'Germany',
      status: 'published',
      website_url: null,
      stage_count: null,
      total_area: null,
      cover_image: null,
      description: '',
      detailed_attributes: { TRACKING_LATENCY_MS: '12 [1]', LED_PROCESSING_BIT_DEPTH: '8' },
    } as unknown as Studio);
    expect(compared.image_chain).toEqual({ TRACKING_LATENCY_MS: '12', LED_PROCESSING_BIT_DEPTH: '8' });
    expect(compared.icvfx_readiness.find((i) => i.id === 'bit_depth')?.status).toBe('not_met');
  });
});
