import { compareTableRows } from '@domain/compare-export';
import { buildCompareTable } from '@domain/compare-table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrf } from '../../../../test/auth-helpers';
import { createStudio } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  ids.alpha = await createStudio(t.app, {
    name: 'Alpha &amp; Omega Stages',
    city: 'Berlin',
    country: 'Germany',
    parameters: {
      LED_PANEL_PIXEL_PITCH_MM: '2.3 [3]',
      LED_PANEL_BRIGHTNESS_NITS: '1500 [1]',
      LED_PROCESSING_REFRESH_RATE_HZ: '7680',
      LED_PHYSICAL_PRIMARY_WALL_WIDTH_M: '24.5 m [1][3]',
      LED_PHYSICAL_PRIMARY_WALL_HEIGHT_M: '6 [1]',
      LED_PRIMARY_RESOLUTION_PX: '10560x2640 [2]',
      GENERAL_STAGE_COUNT: '2',
      STAGE_POWER_CAPACITY_KW: '400 kW',
      EQUIPMENT_CAMERAS: 'ARRI Alexa 35, Sony Venice 2 [1]',
      CONTACT_EMAIL: 'hello@example.com',
      BUSINESS_PRICING: 'From €4,000 per day',
      '3DGS_LOCATION_SCANNING_STATUS': 'Available',
      '4DGS_ACTOR_SCANNING_STATUS': 'Not Available',
      LED_PHYSICAL_PRIMARY_CEILING_BOOL: 'true',
      LED_PHYSICAL_PRIMARY_FLOOR_BOOL: 'false',
      LED_PHYSICAL_PRIMARY_SHAPE: 'Curved [2]',
    },
  });
  ids.beta = await createStudio(t.app, { name: 'Beta Volume', status: 'pending_review' });
  ids.gamma = await createStudio(t.app, { name: 'Gamma Stage' });
  ids.delta = await createStudio(t.app, { name: 'Delta Stage' });
  ids.epsilon = await createStudio(t.app, { name: 'Epsilon Stage' });
  ids.draft = await createStudio(t.app, { name: 'Draft Stage', status: 'draft' });
  ids.archived = await createStudio(t.app, { name: 'Archived Stage', status: 'archived' });
});

afterAll(async () => {
  await t.close();
});

/** POST /api/studios/compare/ with the CSRF cookie and header an anonymous visitor's browser sends. */
async function compare(payload: unknown) {
  const { headers } = await csrf(t.app);
  return t.app.inject({ method: 'POST', url: '/api/studios/compare/', headers, payload: payload as object });
}

describe('POST /api/studios/compare/', () => {
  it('compares 2, 3 and 4 studios in the order asked for', async () => {
    for (const list of [
      [ids.gamma, ids.alpha],
      [ids.beta, ids.gamma, ids.alpha],
      [ids.delta, ids.alpha, ids.epsilon, ids.beta],
    ]) {
      const res = await compare({ ids: list });
      expect(res.statusCode, String(list)).toBe(200);
      expect(res.json().map((s: { id: number }) => s.id)).toEqual(list);
    }
  });

  it('derives the comparison fields through the catalog', async () => {
    const res = await compare({ ids: [ids.alpha, ids.gamma] });
    const [alpha, gamma] = res.json();
    expect(alpha.name).toBe('Alpha &amp; Omega Stages');
    expect(alpha.led_specs).toMatchObject({
      pixel_pitch: 2.3,
      brightness: 1500,
      refresh_rate: 7680,
      width: 24.5,
      height: 6,
      dimensions: '24.5 m × 6 m',
      resolution: '10560x2640',
      resolution_pixels: 10560 * 2640,
    });
    expect(alpha.stage_count).toBe(2);
    expect(alpha.stage_specs.power_capacity).toBe(400);
    expect(alpha.equipment.cameras).toEqual(['ARRI Alexa 35', 'Sony Venice 2']);
    expect(alpha.contact_info.email).toBe('hello@example.com');
    expect(alpha.business_info.pricing).toBe('From €4,000 per day');
    expect(gamma.led_specs.pixel_pitch).toBeNull();
    expect(gamma.equipment.cameras).toEqual([]);
  });

  it('carries the 3DGS/4DGS capabilities and the LED ceiling, floor, movable panels and shape', async () => {
    const res = await compare({ ids: [ids.alpha, ids.gamma] });
    const [alpha, gamma] = res.json();
    expect(alpha.scanning).toEqual({ location_3dgs: 'Available', actor_4dgs: 'Not Available' });
    expect(alpha.led_specs).toMatchObject({
      ceiling: true,
      floor: false,
      movable_panels: null,
      shape: 'Curved',
    });
    // A studio that says nothing is unknown, not "no".
    expect(gamma.scanning).toEqual({ location_3dgs: 'Unknown', actor_4dgs: 'Unknown' });
    expect(gamma.led_specs).toMatchObject({ ceiling: null, floor: null, movable_panels: null, shape: null });
  });

  it('feeds the CSV export its new rows, Yes / No / Unknown in both languages', async () => {
    const studios = (await compare({ ids: [ids.alpha, ids.gamma] })).json();
    const en = compareTableRows(buildCompareTable(studios, 'en')).map((row) => row.join(','));
    expect(en).toContain('General Information,3DGS Location Scanning,Yes,Unknown,No,');
    expect(en).toContain('General Information,4DGS Actor Scanning,No,Unknown,No,');
    expect(en).toContain('LED Wall,Wall Shape,Curved,Not specified,No,');
    expect(en).toContain('LED Wall,LED Ceiling,Yes,Unknown,No,');
    expect(en).toContain('LED Wall,LED Floor,No,Unknown,No,');
    expect(en).toContain('LED Wall,Movable Panels,Unknown,Unknown,No,');
    const ru = compareTableRows(buildCompareTable(studios, 'ru')).map((row) => row.join(','));
    expect(ru).toContain('Общая информация,Сканирование локаций 3DGS,Да,Неизвестно,Нет,');
    expect(ru).toContain('LED-стена,LED-пол,Нет,Неизвестно,Нет,');
  });

  it('answers 400 with a clear message for 1 or 5 studios', async () => {
    const one = await compare({ ids: [ids.alpha] });
    expect(one.statusCode).toBe(400);
    expect(one.json().detail).toContain('Select at least 2 studios to compare.');
    const five = await compare({ ids: [ids.alpha, ids.beta, ids.gamma, ids.delta, ids.epsilon] });
    expect(five.statusCode).toBe(400);
    expect(five.json().detail).toContain('You can compare at most 4 studios.');
  });

  it('answers 400 for duplicates, non-numeric ids and a missing list', async () => {
    const dup = await compare({ ids: [ids.alpha, ids.alpha] });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().detail).toContain('Each studio may be listed only once.');
    for (const bad of [
      ['abc', ids.alpha],
      [1.5, ids.alpha],
      [-1, ids.alpha],
      [0, ids.alpha],
    ]) {
      const res = await compare({ ids: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().detail).toContain('Each id must be a positive integer.');
    }
    const none = await compare({});
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toContain('ids must be a list of studio ids.');
  });

  it('answers 404 with the missing ids for unknown, draft and archived studios', async () => {
    const res = await compare({ ids: [ids.alpha, 999_999, ids.draft, ids.archived] });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 'not_found',
      detail: `Studio not found: 999999, ${ids.draft}, ${ids.archived}.`,
      missing_ids: [999_999, ids.draft, ids.archived],
      // Issue 34 P2.7: the page says which studio left, by name where it was public (archived).
      missing_studios: [
        { id: 999_999, name: null },
        { id: ids.draft, name: null },
        { id: ids.archived, name: 'Archived Stage' },
      ],
    });
  });

  it('answers 400, never 500, for ids beyond the database integer range', async () => {
    const res = await compare({ ids: [ids.alpha, 99_999_999_999] });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain('Each id must be a positive integer.');
  });

  it('needs the CSRF token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/studios/compare/',
      payload: { ids: [ids.alpha, ids.gamma] },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(/^CSRF Failed/);
  });
});
