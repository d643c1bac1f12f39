import { describe, expect, it } from 'vitest';
import {
  isRealDate,
  previewRows,
  type RateRow,
  readTable,
  rowsOf,
  serverTableProblems,
  todayIso,
} from './rate-table-form';

const row = (key: number, currency: string, rate: string): RateRow => ({ key, currency, rate });
const TABLE = {
  rates_of: '2026-11-01',
  rates: [
    { currency: 'GBP', per_eur: 0.86 },
    { currency: 'USD', per_eur: 1.08 },
  ],
};

describe('the table edited by hand', () => {
  it('shows the rates with the reader’s decimal sign and reads them back', () => {
    const rows = rowsOf(TABLE, 'ru');
    expect(rows.map((r) => r.rate)).toEqual(['0,86', '1,08']);
    expect(readTable('2026-11-01', rows, 'ru')).toEqual({ ok: true, body: TABLE });
    expect(rowsOf(undefined, 'en')).toEqual([]);
  });

  it('takes lower-case codes and grouped figures', () => {
    expect(readTable('2026-12-01', [row(0, 'jpy', '1,234.5')], 'en')).toEqual({
      ok: true,
      body: { rates_of: '2026-12-01', rates: [{ currency: 'JPY', per_eur: 1234.5 }] },
    });
  });

  it('names each bad row: no code, EUR, a code twice, no rate, a word, zero; and a bad date', () => {
    const reading = readTable(
      '2026-02-30',
      [
        row(1, '', '1.1'),
        row(2, 'EUR', '1'),
        row(3, 'USD', '1.08'),
        row(4, 'USD', '1.09'),
        row(5, 'GBP', ''),
        row(6, 'SEK', 'eleven'),
        row(7, 'NOK', '0'),
      ],
      'en',
    );
    expect(reading.ok).toBe(false);
    if (reading.ok) return;
    expect(reading.problems.date).toBe('date');
    expect(Object.fromEntries(reading.problems.rows)).toEqual({
      1: { currency: 'currency' },
      2: { currency: 'base' },
      4: { currency: 'twice' },
      5: { rate: 'missing' },
      6: { rate: 'notNumber' },
      7: { rate: 'notPositive' },
    });
  });

  it('allows an empty table', () => {
    expect(readTable('2026-11-01', [], 'en')).toEqual({
      ok: true,
      body: { rates_of: '2026-11-01', rates: [] },
    });
  });
});

describe('dates', () => {
  it('knows a real day', () => {
    expect(isRealDate('2026-11-01')).toBe(true);
    expect(isRealDate('2026-02-29')).toBe(false);
    expect(isRealDate('01.11.2026')).toBe(false);
    expect(isRealDate('')).toBe(false);
    expect(todayIso(new Date('2026-12-07T23:30:00Z'))).toBe('2026-12-07');
  });
});

describe('the server’s refusals', () => {
  it('marks the date, a row by its place, and a code the message names', () => {
    const rows = [row(10, 'USD', '1.1'), row(11, 'GBP', '0.8')];
    const sent = [
      { currency: 'USD', per_eur: 1.1 },
      { currency: 'GBP', per_eur: 0.8 },
    ];
    const found = serverTableProblems(
      { rates_of: ['Must be a real date.'], 'rates.1.per_eur': ['Too small'] },
      rows,
      sent,
    );
    expect(found.date).toBe('refused');
    expect(Object.fromEntries(found.rows)).toEqual({ 11: { rate: 'refused' } });
    expect(
      Object.fromEntries(
        serverTableProblems({ rates: ['GBP is the base or given twice.'] }, rows, sent).rows,
      ),
    ).toEqual({
      11: { currency: 'refused' },
    });
    expect(serverTableProblems(null, rows, sent).rows.size).toBe(0);
  });
});

describe('a file’s preview', () => {
  it('says of each currency whether it is new, changed, unchanged or leaves the table', () => {
    expect(
      previewRows(TABLE, [
        { currency: 'USD', per_eur: 1.1 },
        { currency: 'GBP', per_eur: 0.86 },
        { currency: 'JPY', per_eur: 160 },
      ]),
    ).toEqual([
      { currency: 'GBP', now: 0.86, next: 0.86, change: 'same' },
      { currency: 'JPY', now: null, next: 160, change: 'new' },
      { currency: 'USD', now: 1.08, next: 1.1, change: 'changed' },
    ]);
    expect(previewRows(TABLE, [{ currency: 'USD', per_eur: 1.08 }])).toContainEqual({
      currency: 'GBP',
      now: 0.86,
      next: null,
      change: 'removed',
    });
  });
});
