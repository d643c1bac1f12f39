/** GET /api/studios/compare/csv/: the comparison as the page shows it, through the one spreadsheet writer. */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudio } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  ids.aurora = await createStudio(t.app, {
    name: 'Aurora Volume Works',
    parameters: {
      LED_PANEL_PIXEL_PITCH_MM: '1.9',
      LED_PANEL_BRIGHTNESS_NITS: '1800',
      GENERAL_TOTAL_AREA_M2: '1850',
      LED_PANEL_MANUFACTURER: 'ROE Visual',
      BUSINESS_PRICING: '=1+1 on request',
    },
  });
  ids.volt = await createStudio(t.app, {
    name: 'Volt & Vision Stages',
    parameters: {
      LED_PANEL_PIXEL_PITCH_MM: '2.6',
      LED_PANEL_BRIGHTNESS_NITS: '1500',
      GENERAL_TOTAL_AREA_M2: '4200',
      LED_PANEL_MANUFACTURER: 'ROE Visual',
    },
  });
  ids.draft = await createStudio(t.app, { name: 'Draft', status: 'draft' });
});

afterAll(async () => {
  await t.close();
});

const get = (query: string) => t.app.inject({ url: `/api/studios/compare/csv/?${query}` });

describe('GET /api/studios/compare/csv/', () => {
  it('answers the table with a BOM, CRLF, RFC 4180 quoting and the comparison’s file name', async () => {
    const res = await get(`ids=${ids.aurora},${ids.volt}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="studio-comparison-${ids.aurora}-${ids.volt}.csv"`,
    );
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.rawPayload.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Category,Parameter,Aurora Volume Works,Volt & Vision Stages,Values differ,Best value',
    );
    expect(lines).toContain('LED Wall,Pixel Pitch,1.9 mm,2.6 mm,Yes,Aurora Volume Works');
    expect(lines).toContain('LED Wall,Brightness,"1,800 nits","1,500 nits",Yes,Aurora Volume Works');
    expect(lines).toContain('General Information,Total Area,"1,850 m²","4,200 m²",Yes,Volt & Vision Stages');
    expect(lines).toContain('LED Wall,Panel Manufacturer,ROE Visual,ROE Visual,No,');
    // A formula-looking value is defused.
    expect(lines).toContain("Business Information,Pricing,'=1+1 on request,Not specified,No,");
    expect(lines.at(-1)).toBe('');
  });

  it('follows lang, pins and differences only, and reads back with csv-parse', async () => {
    const res = await get(`ids=${ids.aurora},${ids.volt}&lang=ru&pin=led.brightness&diff=1`);
    const rows: string[][] = parse(res.rawPayload.toString('utf8'), { bom: true });
    expect(rows[0]?.slice(0, 2)).toEqual(['Категория', 'Параметр']);
    expect(rows[1]?.slice(0, 2)).toEqual(['Закреплённые строки', 'Яркость']);
    expect(rows.some((row) => row[1] === 'Производитель панелей')).toBe(false);
  });

  it('refuses bad ids with 400 and unknown or hidden studios with 404', async () => {
    expect((await get(`ids=${ids.aurora}`)).statusCode).toBe(400);
    expect((await get('ids=x,y')).statusCode).toBe(400);
    const hidden = await get(`ids=${ids.aurora},${ids.draft}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().missing_ids).toEqual([ids.draft]);
  });
});
