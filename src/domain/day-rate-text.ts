/**
 * Reading a shooting-day rate out of the free-text pricing (BUSINESS_PRICING), for the one-time data
 * migration 2026-day-rates (product.md §18). It reads only what cannot be read two ways:
 *
 *   [From | Starting at | Starting from] <amount> <ISO code>|€|£ per|a|/ [shooting] day
 *   (or the code or symbol before the amount), optionally with source marks [n] and a final period.
 *
 * The amount is digits, or groups of three after a comma or a space (13,000 / 13 000); "From X"
 * is read as X, the day rate the studio states. Everything else is refused (null): ranges, two
 * amounts, "13.000" (thousands or decimals?), "$" (which dollar?), hours, weeks, half days, VAT,
 * "on request", discounts, any other word.
 */
import { currencyCodeOf } from './currencies';
import { stripReferences } from './parameter-values';

export interface ParsedDayRate {
  currency: string;
  shooting_day: number;
}

const SYMBOLS: Readonly<Record<string, string>> = { '€': 'EUR', '£': 'GBP' };

const AMOUNT = String.raw`(\d{1,3}(?:,\d{3})+|\d{1,3}(?: \d{3})+|\d+)`;
const CURRENCY = '([A-Za-z]{3}|€|£)';
const LEAD = String.raw`(?:(?:from|starting (?:at|from))\s+)?`;
const UNIT = String.raw`\s*(?:per|a|/)\s*(?:shooting\s+)?day`;

const AFTER = new RegExp(String.raw`^${LEAD}${AMOUNT}\s*${CURRENCY}${UNIT}$`, 'i');
const BEFORE = new RegExp(String.raw`^${LEAD}${CURRENCY}\s*${AMOUNT}${UNIT}$`, 'i');

function currencyOf(text: string): string | null {
  return SYMBOLS[text] ?? currencyCodeOf(text);
}

/** The shooting-day rate the text states beyond doubt, or null. */
export function parseDayRateText(text: string): ParsedDayRate | null {
  const plain = stripReferences(text)
    .replace(/\u00a0|\u202f/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\.$/, '')
    .trim();
  if (plain === '' || plain.length > 80) return null;
  let amountText: string | undefined;
  let currencyText: string | undefined;
  const after = AFTER.exec(plain);
  if (after) [, amountText, currencyText] = after;
  else {
    const before = BEFORE.exec(plain);
    if (before) [, currencyText, amountText] = before;
  }
  if (amountText === undefined || currencyText === undefined) return null;
  const currency = currencyOf(currencyText);
  if (!currency) return null;
  const amount = Number(amountText.replace(/[, ]/g, ''));
  if (!Number.isSafeInteger(amount) || amount <= 0) return null;
  return { currency, shooting_day: amount };
}
