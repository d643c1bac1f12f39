/**
 * The exchange-rate table edited by hand (product.md §18): its rows as text, read back with the
 * server's rules (day-rate-schemas.ts, the exchange-rate route): a real date, each currency an ISO
 * 4217 code other than EUR (the base) and given once, each rate a number above 0. A file's rows are
 * read by the server's own parser (parseRateFile); this compares them with the table for a preview.
 */
import { BASE_CURRENCY, currencyCodeOf } from '@domain/currencies';
import type { ExchangeRates } from '@domain/schemas/day-rate-schemas';
import { decimalInputText, type InputLocale, parseDecimalInput } from '@/shared/lib/decimal-input';

export interface RateRow {
  /** Stable for React and for naming the row's problems; not sent. */
  key: number;
  currency: string;
  rate: string;
}

export type CurrencyProblem = 'currency' | 'base' | 'twice' | 'refused';
export type RateProblem = 'missing' | 'notNumber' | 'notPositive' | 'refused';
export type DateProblem = 'date' | 'refused';

export interface RowProblems {
  currency?: CurrencyProblem;
  rate?: RateProblem;
}

export interface TableProblems {
  date?: DateProblem;
  rows: Map<number, RowProblems>;
}

export function rowsOf(table: ExchangeRates | undefined, locale: InputLocale): RateRow[] {
  return (table?.rates ?? []).map((r, index) => ({
    key: index,
    currency: r.currency,
    rate: decimalInputText(r.per_eur, locale),
  }));
}

/** "2026-11-01" that names a real day. */
export function isRealDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** Today in UTC as YYYY-MM-DD (the date field's first value for a file). */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function readTable(
  ratesOf: string,
  rows: readonly RateRow[],
  locale: InputLocale,
):
  | { ok: true; body: { rates_of: string; rates: { currency: string; per_eur: number }[] } }
  | { ok: false; problems: TableProblems } {
  const problems: TableProblems = { rows: new Map() };
  if (!isRealDate(ratesOf.trim())) problems.date = 'date';
  const seen = new Set<string>();
  const rates: { currency: string; per_eur: number }[] = [];
  for (const row of rows) {
    const found: RowProblems = {};
    const currency = currencyCodeOf(row.currency);
    if (!currency) found.currency = 'currency';
    else if (currency === BASE_CURRENCY) found.currency = 'base';
    else if (seen.has(currency)) found.currency = 'twice';
    if (currency) seen.add(currency);
    const rate = parseDecimalInput(row.rate, locale);
    if (rate === null) found.rate = 'missing';
    else if (Number.isNaN(rate)) found.rate = 'notNumber';
    else if (!(rate > 0)) found.rate = 'notPositive';
    if (found.currency || found.rate) problems.rows.set(row.key, found);
    else if (currency && rate !== null) rates.push({ currency, per_eur: rate });
  }
  if (problems.date || problems.rows.size > 0) return { ok: false, problems };
  return { ok: true, body: { rates_of: ratesOf.trim(), rates } };
}

/**
 * A refusal of the server on the rows: "rates_of", "rates.2.per_eur" (a row by its place), "rates"
 * (EUR or a code twice: the row is not named, so every row with that code is marked).
 */
export function serverTableProblems(
  fields: unknown,
  rows: readonly RateRow[],
  sent: readonly { currency: string }[],
): TableProblems {
  const problems: TableProblems = { rows: new Map() };
  if (!fields || typeof fields !== 'object') return problems;
  for (const [name, messages] of Object.entries(fields)) {
    if (name === 'rates_of') problems.date = 'refused';
    const match = /^rates\.(\d+)\.(currency|per_eur)$/.exec(name);
    const row = match ? rows[Number(match[1])] : undefined;
    if (match && row) {
      const found = problems.rows.get(row.key) ?? {};
      if (match[2] === 'currency') found.currency = 'refused';
      else found.rate = 'refused';
      problems.rows.set(row.key, found);
    }
    if (name === 'rates' && Array.isArray(messages)) {
      const text = messages.join(' ');
      sent.forEach((rate, index) => {
        const named = rows[index];
        if (named && text.includes(rate.currency)) problems.rows.set(named.key, { currency: 'refused' });
      });
    }
  }
  return problems;
}

export type PreviewChange = 'new' | 'changed' | 'same' | 'removed';

/** A file's rates beside the table's: each currency with its rate now and in the file. */
export function previewRows(
  table: ExchangeRates | undefined,
  next: readonly { currency: string; per_eur: number }[],
): { currency: string; now: number | null; next: number | null; change: PreviewChange }[] {
  const current = new Map((table?.rates ?? []).map((r) => [r.currency, r.per_eur]));
  const incoming = new Map(next.map((r) => [r.currency, r.per_eur]));
  const codes = [...new Set([...current.keys(), ...incoming.keys()])].sort();
  return codes.map((currency) => {
    const now = current.get(currency) ?? null;
    const after = incoming.get(currency) ?? null;
    const change: PreviewChange =
      now === null ? 'new' : after === null ? 'removed' : now === after ? 'same' : 'changed';
    return { currency, now, next: after, change };
  });
}
