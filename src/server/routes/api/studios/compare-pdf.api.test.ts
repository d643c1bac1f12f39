import { COMPARE_CATEGORIES } from '@domain/compare-categories';
import { buildCompareTable } from '@domain/compare-table';
import type { ComparedStudio } from '@domain/schemas/compare-schemas';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrf } from '../../../../test/auth-helpers';
import { createStudio } from '../../../../test/factories';
import { createTestApp, type TestApp, testConfig } from '../../../../test/test-app';

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  // The per-client rate limit has tests of its own (compare-pdf-pool.api.test.ts); renders run at the
  // test runner's priority, so a busy test machine cannot starve them.
  t = await createTestApp({ comparePdf: { ...testConfig().comparePdf, ratePerMinute: 10_000, nice: 0 } });
  ids.alpha = await createStudio(t.app, {
    name: 'Alpha &amp; Omega Stages',
    city: 'Berlin',
    country: 'Germany',
    parameters: {
      LED_PANEL_PIXEL_PITCH_MM: '1.9 [1]',
      LED_PANEL_BRIGHTNESS_NITS: '1800',
      LED_PHYSICAL_PRIMARY_WALL_WIDTH_M: '24.5',
      LED_PHYSICAL_PRIMARY_WALL_HEIGHT_M: '6',
      STAGE_FLOOR_TYPE: 'Polished concrete',
      EQUIPMENT_CAMERAS: 'ARRI Alexa 35',
      BUSINESS_PRICING: 'From €4,000 per day',
      '3DGS_LOCATION_SCANNING_STATUS': 'Limited',
      '4DGS_ACTOR_SCANNING_STATUS': 'Not Available',
      LED_PHYSICAL_PRIMARY_CEILING_BOOL: 'yes',
      LED_PHYSICAL_PRIMARY_SHAPE: 'Curved',
    },
  });
  ids.cyrillic = await createStudio(t.app, {
    name: 'Студия «Северное сияние»',
    city: 'Москва',
    country: 'Россия',
    parameters: { LED_PANEL_PIXEL_PITCH_MM: '2.6', LED_PANEL_BRIGHTNESS_NITS: '1500' },
  });
  ids.accented = await createStudio(t.app, {
    name: 'Estúdio Ñandú Café',
    city: 'São Paulo',
    country: 'Brasil',
  });
  ids.draft = await createStudio(t.app, { name: 'Draft Stage', status: 'draft' });
});

afterAll(async () => {
  await t.close();
});

async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

/** Whitespace-insensitive: pdf text extraction may split or join words at line ends. */
function squash(text: string): string {
  return text.replace(/\s+/g, '');
}

async function comparedStudios(list: number[]): Promise<ComparedStudio[]> {
  const { headers } = await csrf(t.app);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/studios/compare/',
    headers,
    payload: { ids: list },
  });
  return res.json();
}

describe('GET /api/studios/compare/pdf/', () => {
  it('downloads an A4 landscape PDF holding every studio, category and row', async () => {
    const list = [ids.alpha!, ids.cyrillic!, ids.accented!];
    const res = await t.app.inject({
      url: `/api/studios/compare/pdf/?ids=${list.join(',')}&lang=en`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="studio-comparison-${list.join('-')}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
    const page = await pdf.getPage(1);
    const [, , width, height] = page.view;
    expect(Math.round(width!)).toBe(842);
    expect(Math.round(height!)).toBe(595);

    const text = squash(await pdfText(res.rawPayload));
    for (const name of [
      'Alpha & Omega Stages',
      'Студия «Северное сияние»',
      'Estúdio Ñandú Café',
      'São Paulo',
    ]) {
      expect(text, name).toContain(squash(name));
    }
    expect(text).not.toContain('&amp;');
    expect(text).toContain('StudioComparison');
    const table = buildCompareTable(await comparedStudios(list), 'en');
    for (const category of COMPARE_CATEGORIES) expect(text).toContain(squash(category.name));
    for (const row of table.rows) expect(text, row.id).toContain(squash(row.label));
    expect(text).toContain('Notspecified');
    expect(text).toContain(squash('1.9 mm ★'));
    expect(text).toContain('≠PixelPitch');
    expect(text).toContain(squash('From €4,000 per day'));
    expect(text).toContain(squash(`http://localhost/frontend/compare?studios=${list.join(',')}`));
  });

  it('prints the 3DGS/4DGS and LED ceiling, floor, movable panels and shape rows as Yes / No / Unknown', async () => {
    const list = [ids.alpha!, ids.accented!];
    const en = squash(
      await pdfText(
        (await t.app.inject({ url: `/api/studios/compare/pdf/?ids=${list.join(',')}` })).rawPayload,
      ),
    );
    // Label, then the two studios' values, in reading order.
    for (const line of [
      '3DGS Location Scanning Yes (limited) Unknown',
      '4DGS Actor Scanning No Unknown',
      'Wall Shape Curved Not specified',
      'LED Ceiling Yes Unknown',
      'LED Floor Unknown Unknown',
      'Movable Panels Unknown Unknown',
    ]) {
      expect(en, line).toContain(squash(line));
    }
    const ru = squash(
      await pdfText(
        (await t.app.inject({ url: `/api/studios/compare/pdf/?ids=${list.join(',')}&lang=ru` })).rawPayload,
      ),
    );
    for (const line of [
      'Сканирование локаций 3DGS Да (ограниченно) Неизвестно',
      'Сканирование актёров 4DGS Нет Неизвестно',
      'LED-потолок Да Неизвестно',
      'Форма стены Curved Не указано',
    ]) {
      expect(ru, line).toContain(squash(line));
    }
  });

  it('speaks Russian with lang=ru and lists pinned rows first', async () => {
    const list = [ids.cyrillic!, ids.alpha!];
    const res = await t.app.inject({
      url: `/api/studios/compare/pdf/?ids=${list.join(',')}&lang=ru&pin=stage.floor_type,led.brightness`,
    });
    expect(res.statusCode).toBe(200);
    const text = squash(await pdfText(res.rawPayload));
    expect(text).toContain('Сравнениестудий');
    expect(text).toContain('Неуказано');
    for (const category of COMPARE_CATEGORIES) expect(text).toContain(squash(category.nameRu));
    const pinned = text.indexOf('Закреплённыестроки');
    expect(pinned).toBeGreaterThan(-1);
    const floor = text.indexOf('Типпола');
    const brightness = text.indexOf('Яркость');
    const general = text.indexOf('Общаяинформация');
    expect(pinned).toBeLessThan(floor);
    expect(floor).toBeLessThan(brightness);
    expect(brightness).toBeLessThan(general);
    expect(text).toContain('Страница1из');
  });

  // Issue 34 P2.13: the PDF listed every row while its footer printed the diff=1 address.
  it("with diff=1 ('Show differences only') lists only the rows that differ, pinned rows kept, in both languages", async () => {
    const list = `${ids.alpha},${ids.cyrillic}`;
    const url = (lang: string, extra: string) => `/api/studios/compare/pdf/?ids=${list}&lang=${lang}${extra}`;
    const all = squash(await pdfText((await t.app.inject({ url: url('en', '') })).rawPayload));
    // Only Alpha states the floor and the cameras: those rows do not differ; pitch and brightness do.
    expect(all).toContain('Polishedconcrete');
    expect(all).toContain('ARRIAlexa35');

    const diffRes = await t.app.inject({ url: url('en', '&diff=1') });
    expect(diffRes.statusCode).toBe(200);
    const diff = squash(await pdfText(diffRes.rawPayload));
    expect(diff).not.toContain('Polishedconcrete');
    expect(diff).not.toContain('ARRIAlexa35');
    expect(diff).toContain('≠PixelPitch');
    expect(diff).toContain('≠Brightness');

    const ru = squash(await pdfText((await t.app.inject({ url: url('ru', '&diff=1') })).rawPayload));
    expect(ru).toContain('Сравнениестудий');
    expect(ru).not.toContain('Polishedconcrete');
    expect(ru).toContain('≠Яркость');

    // A pinned row stays, as on the page.
    const pinned = squash(
      await pdfText((await t.app.inject({ url: url('en', '&diff=1&pin=stage.floor_type') })).rawPayload),
    );
    expect(pinned).toContain('Polishedconcrete');
  });

  it('prints the page URL only when it is on its own origin', async () => {
    const list = `${ids.alpha},${ids.accented}`;
    const own = `http://localhost/frontend/compare?studios=${list}&pin=led.brightness`;
    const ok = await t.app.inject({
      url: `/api/studios/compare/pdf/?ids=${list}&url=${encodeURIComponent(own)}`,
    });
    expect(squash(await pdfText(ok.rawPayload))).toContain(squash(own));
    for (const foreign of ['https://evil.example/frontend/compare', 'javascript:alert(1)', 'not a url']) {
      const res = await t.app.inject({
        url: `/api/studios/compare/pdf/?ids=${list}&url=${encodeURIComponent(foreign)}`,
      });
      expect(res.statusCode).toBe(200);
      const text = squash(await pdfText(res.rawPayload));
      expect(text).not.toContain(squash(foreign));
      expect(text).toContain(squash(`http://localhost/frontend/compare?studios=${list}`));
    }
  });

  it('handles long tables with page breaks and a footer on every page', async () => {
    const long = 'A very long description that goes on and on. '.repeat(40);
    const a = await createStudio(t.app, { name: 'Long One', parameters: { GENERAL_DESCRIPTION: long } });
    const b = await createStudio(t.app, { name: 'Long Two', parameters: { GENERAL_DESCRIPTION: long } });
    const res = await t.app.inject({
      url: `/api/studios/compare/pdf/?ids=${a},${b},${ids.alpha},${ids.cyrillic}`,
    });
    expect(res.statusCode).toBe(200);
    const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
    expect(pdf.numPages).toBeGreaterThan(1);
    const { text } = await extractText(pdf, { mergePages: false });
    for (const [i, pageText] of (text as string[]).entries()) {
      expect(squash(pageText)).toContain(squash(`Page ${i + 1} of ${pdf.numPages}`));
      expect(squash(pageText)).toContain('/frontend/compare?studios=');
      expect(squash(pageText)).toContain('LongOne');
    }
  });

  it('answers 400 for missing or bad ids, with the POST rules', async () => {
    const cases: [string, string][] = [
      ['', 'ids: Give 2 to 4'],
      ['?ids=', 'ids: Give 2 to 4'],
      [`?ids=${ids.alpha}`, 'Select at least 2 studios to compare.'],
      ['?ids=1,2,3,4,5', 'You can compare at most 4 studios.'],
      [`?ids=${ids.alpha},${ids.alpha}`, 'Each studio may be listed only once.'],
      [`?ids=${ids.alpha},abc`, 'Each id must be a positive integer.'],
      [`?ids=${ids.alpha},0`, 'Each id must be a positive integer.'],
      [`?ids=${ids.alpha},1.5`, 'Each id must be a positive integer.'],
      [`?ids=${ids.alpha},-2`, 'Each id must be a positive integer.'],
      [`?ids=${ids.alpha},99999999999`, 'Each id must be a positive integer.'],
      [`?ids=${ids.alpha},${ids.accented}&lang=de`, 'lang must be en or ru.'],
    ];
    for (const [query, message] of cases) {
      const res = await t.app.inject({ url: `/api/studios/compare/pdf/${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().detail, query).toContain(message);
    }
  });

  it('answers 404 with the missing ids for unknown and hidden studios', async () => {
    const res = await t.app.inject({ url: `/api/studios/compare/pdf/?ids=${ids.alpha},999999,${ids.draft}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 'not_found',
      detail: `Studio not found: 999999, ${ids.draft}.`,
      missing_ids: [999999, ids.draft],
    });
  });
});
