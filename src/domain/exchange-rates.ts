/**
 * Converting day rates between currencies with the directory's dated exchange-rate table (product.md
 * §18). Every rate is units of a currency per 1 EUR; EUR itself is 1. A converted figure is an
 * estimate: it carries the date of the rates it used and is shown rounded, as "about …".
 */
import { BASE_CURRENCY, currencyCodeOf } from './currencies';
import type { ExchangeRates } from './schemas/day-rate-schemas';

/** The table as conversions read it: units per EUR by code, and the date of the rates. */
export interface RateTable {
  readonly perEur: ReadonlyMap<string, number>;
  readonly ratesOf: string | null;
}

export const EMPTY_RATE_TABLE: RateTable = { perEur: new Map(), ratesOf: null };

export function rateTableOf(rates: ExchangeRates | null | undefined): RateTable {
  if (!rates) return EMPTY_RATE_TABLE;
  return { perEur: new Map(rates.rates.map((r) => [r.currency, r.per_eur])), ratesOf: rates.rates_of };
}

function perEur(table: RateTable, currency: string): number | null {
  if (currency === BASE_CURRENCY) return 1;
  return table.perEur.get(currency) ?? null;
}

/** The currencies a reader may choose: EUR and every one of the table. */
export function convertibleCurrencies(table: RateTable): string[] {
  return [BASE_CURRENCY, ...[...table.perEur.keys()].filter((c) => c !== BASE_CURRENCY).sort()];
}

/** amount in `from` as `to`; null when either currency is missing from the table. Exact when from = to. */
export function convertAmount(amount: number, from: string, to: string, table: RateTable): number | null {
  if (from === to) return amount;
  const a = perEur(table, from);
  const b = perEur(table, to);
  if (a === null || b === null) return null;
  return (amount / a) * b;
}

/** An estimate rounded to three significant figures: 12,437.6 -> 12,400; 987.4 -> 987. */
export function roundEstimate(value: number): number {
  if (value === 0 || !Number.isFinite(value)) return value;
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(Math.abs(value))) - 2);
  return Math.round(value / magnitude) * magnitude;
}

/** What is wrong with a line, for a message in the reader's language (`message` is the API's English). */
export type RateFileProblemKind = 'columns' | 'currency' | 'rate' | 'twice' | 'base' | 'empty';

export interface RateFileProblem {
  line: number;
  kind: RateFileProblemKind;
  /** The cell the problem is about (the code or the rate as written), when it is about one. */
  value?: string;
  message: string;
}

/**
 * A rate file: one "currency,per_eur" per line (a header line "currency,…" and blank lines allowed;
 * ';' or a tab also separate). Whole or nothing: any bad line, a repeated currency, EUR with a rate
 * other than 1 or an empty file gives problems and no rates.
 */
export function parseRateFile(
  text: string,
):
  | { rates: { currency: string; per_eur: number }[]; problems: [] }
  | { rates: null; problems: RateFileProblem[] } {
  const problems: RateFileProblem[] = [];
  const rates: { currency: string; per_eur: number }[] = [];
  const seen = new Set<string>();
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  lines.forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === '') return;
    const cells = trimmed.split(/[,;\t]/).map((c) => c.trim().replace(/^"(.*)"$/, '$1'));
    if (index === 0 && /^currency$/i.test(cells[0] ?? '')) return;
    if (cells.length !== 2) {
      problems.push({ line, kind: 'columns', message: 'Expected two values: currency,rate per EUR.' });
      return;
    }
    const currency = currencyCodeOf(cells[0] ?? '');
    if (!currency) {
      problems.push({
        line,
        kind: 'currency',
        value: cells[0] ?? '',
        message: `'${cells[0]}' is not an ISO 4217 currency code.`,
      });
      return;
    }
    const rateText = cells[1] ?? '';
    const rate = /^\d+(\.\d+)?$/.test(rateText) ? Number(rateText) : Number.NaN;
    if (!(rate > 0) || !Number.isFinite(rate)) {
      problems.push({
        line,
        kind: 'rate',
        value: rateText,
        message: `'${rateText}' is not a rate: a number above 0 with a decimal point.`,
      });
      return;
    }
    if (seen.has(currency)) {
      problems.push({ line, kind: 'twice', value: currency, message: `${currency} is given twice.` });
      return;
    }
    seen.add(currency);
    if (currency === BASE_CURRENCY) {
      if (rate !== 1) problems.push({ line, kind: 'base', message: 'EUR is the base: its rate is 1.' });
      return;
    }
    rates.push({ currency, per_eur: rate });
  });
  if (problems.length === 0 && rates.length === 0)
    problems.push({ line: 1, kind: 'empty', message: 'The file has no rates.' });
  return problems.length > 0 ? { rates: null, problems } : { rates, problems: [] };
}
