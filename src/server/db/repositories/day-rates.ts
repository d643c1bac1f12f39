/**
 * A studio's structured day rates and the exchange-rate table (product.md §18): all SQL for both.
 * Writes run inside the caller's write transaction and log every change (who, when, before, after).
 */

import type { DayRates, ExchangeRates } from '@domain/schemas/day-rate-schemas';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../database';
import { changeLog, exchangeRates } from '../schema';
import type { WriteContext } from '../write-context';
import { type ChangeRow, changeLogRows } from './studio-edits';
import { type ChangeEntry, commitStudioChange, recordChanges } from './studio-writes';

export const DAY_RATES_FIELD = 'day_rates';
export const EXCHANGE_RATES_FIELD = 'exchange_rates';

/** The terms with their keys in one order (jsonb keeps its own), for comparing. */
function canonical(rates: DayRates | null): string {
  if (rates === null) return 'null';
  return JSON.stringify(Object.fromEntries(Object.entries(rates).sort(([a], [b]) => a.localeCompare(b))));
}

/** Same terms, whatever the order of their keys. */
export function sameDayRates(a: DayRates | null, b: DayRates | null): boolean {
  return canonical(a) === canonical(b);
}

/**
 * Sets (or clears, with null) a locked studio's day rates; false when they are already so. `action`
 * is 'edit' for a person (it verifies) and 'migrate' for the one-time data migration.
 */
export async function setDayRates(
  write: WriteContext,
  change: {
    studioId: number;
    before: DayRates | null;
    after: DayRates | null;
    adminId: number | null;
    action: 'edit' | 'migrate';
  },
): Promise<boolean> {
  if (sameDayRates(change.before, change.after)) return false;
  const entry: ChangeEntry = {
    adminId: change.adminId,
    studioId: change.studioId,
    action: change.action,
    field: DAY_RATES_FIELD,
    before: change.before,
    after: change.after,
  };
  await commitStudioChange(write, [change.studioId], { log: [entry], set: { dayRates: change.after } });
  return true;
}

/** The table as the API shows it: every currency but EUR, by code, and the date of the rates. */
export async function readExchangeRates(db: Executor): Promise<ExchangeRates> {
  const rows = await db.select().from(exchangeRates).orderBy(asc(exchangeRates.currency));
  const ratesOf = rows.reduce<string | null>(
    (oldest, r) => (oldest === null || r.ratesOf < oldest ? r.ratesOf : oldest),
    null,
  );
  return { rates_of: ratesOf, rates: rows.map((r) => ({ currency: r.currency, per_eur: r.perEur })) };
}

/**
 * Replaces the whole table (whole or nothing, in the caller's transaction) and logs the table before
 * and after as one change-log row that concerns no studio. Returns the table as it is now.
 */
export async function replaceExchangeRates(
  write: WriteContext,
  next: { ratesOf: string; rates: { currency: string; per_eur: number }[] },
  adminId: number | null,
  action: 'edit' | 'seed' = 'edit',
): Promise<ExchangeRates> {
  const { tx } = write;
  const before = await readExchangeRates(tx);
  await tx.delete(exchangeRates);
  if (next.rates.length > 0) {
    await tx.insert(exchangeRates).values(
      next.rates.map((r) => ({
        currency: r.currency,
        perEur: r.per_eur,
        ratesOf: next.ratesOf,
        updatedBy: adminId,
      })),
    );
  }
  const after = await readExchangeRates(tx);
  await recordChanges(tx, [{ adminId, studioId: null, action, field: EXCHANGE_RATES_FIELD, before, after }]);
  return after;
}

/** The table's replacements (change-log rows of no studio, field exchange_rates), newest first. */
export async function exchangeRateChangeLog(db: Executor, limit: number): Promise<ChangeRow[]> {
  return changeLogRows(db, and(isNull(changeLog.studioId), eq(changeLog.field, EXCHANGE_RATES_FIELD)), limit);
}
