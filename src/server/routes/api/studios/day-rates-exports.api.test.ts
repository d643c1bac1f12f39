/**
 * Day rates as a visitor's files show them (product.md §18): the list's export (CSV, XLSX) with the
 * rate columns in the studio's currency and converted into `currency`, headed as approximate with
 * the rates' date; the comparison (POST, CSV, PDF) with its day-rate rows converted the same way.
 */
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser, csrf, type SignedIn, signIn } from '../../../../test/auth-helpers';
import { createStudio } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
let admin: SignedIn;
const ids: Record<string, number> = {};

const RATES = {
  currency: 'EUR',
  shooting_day: 13000,
  prep_day: 6500,
  half_day: null,
  minimum_days: 2,
  included: ['led_technicians', 'tracking'],
  overtime: 'Time and a half after 12 hours',
};

beforeAll(async () => {
  t = await createTestApp({ exportRatePerMinute: 10_000 });
  const user = await createAdminUser(t.app, { email: 'rates-exports-admin@example.com' });
  admin = await signIn(t.app, user.email, user.password);
  const rated = async (name: string, rates: object | null) => {
    const id = await createStudio(t.app, {
      name,
      city: 'Rateville',
      country: 'Germany',
      status: 'published',
    });
    if (rates) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/studios/studios-enhanced/${id}/day-rates/`,
        headers: admin.headers,
        payload: { day_rates: rates },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    return id;
  };
  ids.euro = await rated('Rate Euro', RATES);
  ids.pound = await rated('Rate Pound', { ...RATES, currency: 'GBP', shooting_day: 10000, prep_day: null });
  ids.none = await rated('Rate None', null);
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/exchange-rates/',
    headers: admin.headers,
    payload: {
      rates_of: '2026-11-01',
      rates: [
        { currency: 'USD', per_eur: 1.16 },
        { currency: 'GBP', per_eur: 0.87 },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
});

afterAll(async () => {
  await t.close();
});

async function exportCsv(search: string): Promise<Record<string, string>[]> {
  const res = await t.app.inject({ url: `/api/studios/studios-enhanced/export/${search}` });
  expect(res.statusCode, res.body).toBe(200);
  return parse(res.rawPayload.toString('utf8'), { bom: true, columns: true });
}

describe('the list export’s day-rate columns', () => {
  it('give the studio’s own terms, then the rates converted into the currency asked for, headed as approximate with the date', async () => {
    const rows = await exportCsv('?format=csv&lang=en&currency=USD&sort=day_rate&q=rate');
    expect(rows.map((row) => row.Name)).toEqual(['Rate Pound', 'Rate Euro', 'Rate None']);
    const euro = rows[1]!;
    expect(euro['Day rate currency']).toBe('EUR');
    expect(euro['Shooting day rate']).toBe('13000');
    expect(euro['Prep/strike day rate']).toBe('6500');
    expect(euro['Half-day rate']).toBe('');
    expect(euro['Minimum booking (days)']).toBe('2');
    expect(euro['Included in the day rate']).toBe('LED technicians, Camera tracking');
    expect(euro.Overtime).toBe('Time and a half after 12 hours');
    expect(euro['Shooting day rate, about USD (rates of Nov 1, 2026)']).toBe('15100');
    expect(euro['Prep/strike day rate, about USD (rates of Nov 1, 2026)']).toBe('7540');
    expect(rows[0]!['Shooting day rate, about USD (rates of Nov 1, 2026)']).toBe('13300');
    // A studio without rates has empty cells, never 0.
    expect(rows[2]!['Shooting day rate']).toBe('');
    expect(rows[2]!['Shooting day rate, about USD (rates of Nov 1, 2026)']).toBe('');
  });

  it('converts into EUR when no currency is asked for; the studio’s own currency is exact', async () => {
    const rows = await exportCsv('?q=rate');
    expect(
      rows.find((row) => row.Name === 'Rate Euro')!['Shooting day rate, about EUR (rates of Nov 1, 2026)'],
    ).toBe('13000');
  });

  it('speaks Russian, and the XLSX keeps the figures as numbers', async () => {
    const rows = await exportCsv('?lang=ru&currency=GBP&q=rate');
    const euro = rows.find((row) => row.Название === 'Rate Euro')!;
    expect(euro['Ставка за съёмочный день']).toBe('13000');
    expect(euro['Ставка за съёмочный день, около GBP (курс на 1 нояб. 2026 г.)']).toBe('11300');
    const res = await t.app.inject({
      url: '/api/studios/studios-enhanced/export/?format=xlsx&lang=en&currency=USD&q=rate%20euro',
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const column = header.indexOf('Shooting day rate, about USD (rates of Nov 1, 2026)') + 1;
    expect(column).toBeGreaterThan(0);
    expect(sheet.getRow(2).getCell(column).value).toBe(15100);
  });

  it('refuses a currency that is no ISO code, and an exported file goes back into the import with those columns left alone', async () => {
    const bad = await t.app.inject({ url: '/api/studios/studios-enhanced/export/?currency=DOLLARS' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBeDefined();
    const file = await t.app.inject({
      url: '/api/studios/studios-enhanced/export/?currency=USD&q=rate%20euro',
    });
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/studios/studio-imports/',
      headers: admin.headers,
      payload: {
        file_name: 'studios.csv',
        file_base64: file.rawPayload.toString('base64'),
        preview_only: true,
      },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const headers = preview.json().headers as { header: string; status: string }[];
    const ignored = headers.filter((h) => h.status === 'ignored').map((h) => h.header);
    expect(ignored).toEqual([
      'Day rate currency',
      'Shooting day rate',
      'Prep/strike day rate',
      'Half-day rate',
      'Minimum booking (days)',
      'Included in the day rate',
      'Overtime',
      'Shooting day rate, about USD (rates of Nov 1, 2026)',
      'Prep/strike day rate, about USD (rates of Nov 1, 2026)',
      'Half-day rate, about USD (rates of Nov 1, 2026)',
    ]);
    expect(headers.some((h) => h.status === 'unknown')).toBe(false);
  });
});

describe('the comparison’s day-rate rows', () => {
  it('POST carries each studio’s day rates (null without)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/studios/compare/',
      headers: (await csrf(t.app)).headers,
      payload: { ids: [ids.euro, ids.none] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0].day_rates).toMatchObject({ currency: 'EUR', shooting_day: 13000 });
    expect(res.json()[1].day_rates).toBeNull();
  });

  it('the CSV shows the rate in the studio’s currency and about … in the one asked for; the lowest comparable is best', async () => {
    const res = await t.app.inject({
      url: `/api/studios/compare/csv/?ids=${ids.euro},${ids.pound},${ids.none}&lang=en&currency=USD`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows: string[][] = parse(res.rawPayload.toString('utf8'), { bom: true });
    const day = rows.find((row) => row[1] === 'Day rate (shooting day)')!;
    expect(day[0]).toBe('Business Information');
    expect(day.slice(2, 5)).toEqual([
      '€13,000 · about $15,100 (rates of Nov 1, 2026)',
      '£10,000 · about $13,300 (rates of Nov 1, 2026)',
      'Not specified',
    ]);
    expect(day[6]).toBe('Rate Pound');
    expect(rows.find((row) => row[1] === 'Minimum booking (days)')?.slice(2, 5)).toEqual([
      '2',
      '2',
      'Not specified',
    ]);
    expect(rows.find((row) => row[1] === 'Included in the day rate')?.[2]).toBe(
      'LED technicians, Camera tracking',
    );
    const ru = await t.app.inject({
      url: `/api/studios/compare/csv/?ids=${ids.euro},${ids.pound}&lang=ru&currency=GBP`,
    });
    const ruRows: string[][] = parse(ru.rawPayload.toString('utf8'), { bom: true });
    const ruDay = ruRows.find((row) => row[1] === 'Дневная ставка (съёмочный день)')!;
    expect(ruDay[2]).toMatch(/^13\s000\s€ · около 11\s300\s£ \(курс на 1 нояб\. 2026 г\.\)$/);
  });

  it('the CSV and the PDF refuse a currency that is no ISO code; the PDF renders with one', async () => {
    for (const kind of ['csv', 'pdf']) {
      const res = await t.app.inject({
        url: `/api/studios/compare/${kind}/?ids=${ids.euro},${ids.pound}&currency=XX1`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.currency).toBeDefined();
    }
    const pdf = await t.app.inject({
      url: `/api/studios/compare/pdf/?ids=${ids.euro},${ids.pound}&lang=en&currency=USD`,
    });
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
