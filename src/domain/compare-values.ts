/**
 * A comparison cell's value (product.md §2 "Compare page"): formatted in the table's language, with
 * what equality and "best" are decided on. Decisions (the spec is silent):
 * - A row differs only when two or more studios have a value and those values are not all equal: a
 *   missing value ('Not specified', or 'Unknown' for a yes/no row) never marks a row by itself.
 * - Yes/no facts have three states (unknown is not no); for the 3DGS/4DGS capabilities Available and
 *   Limited both read yes (Limited says so) and 'Not Available' reads no, as in the list's filters.
 * - Text compares trimmed and case-insensitively, lists as sets, numbers as numbers.
 * - A best value needs something to beat: at least two studios with a value, not all of them equal.
 *   Missing values never win; ties share the mark.
 * - Wall resolution is ranked by pixel count, wall dimensions by area (width × height).
 */
import { COMPARE_TABLE_TEXTS, type CompareLocale } from './compare-categories';
import type { RawValue } from './compare-row-definitions';
import { formatConverted, formatMoney } from './day-rate-format';
import { convertAmount, EMPTY_RATE_TABLE, type RateTable } from './exchange-rates';
import type { BetterDirection, CapabilityStatus } from './parameter-catalog';
import { formatResolution, formatWallSize, parseWallSizeText } from './value-format';

/** A yes/no fact in three states: unknown is not no. */
export type CompareFlag = 'yes' | 'no' | 'unknown';

const RESOLUTION_PATTERN = /^(\d+)\s*[x×*]\s*(\d+)\s*(?:px)?$/i;

/** The reader's currency and the rate table a money row is converted with (product.md §18). */
export interface CompareMoney {
  readonly currency: string;
  readonly table: RateTable;
}

export const NO_COMPARE_MONEY: CompareMoney = { currency: 'EUR', table: EMPTY_RATE_TABLE };

export interface FormattedValue {
  text: string | null;
  /** A money row's parts: the studio's own figure, and 'about …' in the reader's currency when converted. */
  money?: { own: string; converted: string | null };
  metric: number | null;
  /** What equality is decided on; null when the studio does not say. */
  key: string | null;
  flag?: CompareFlag;
}

const CAPABILITY_FLAGS: Readonly<Record<CapabilityStatus, CompareFlag>> = {
  Available: 'yes',
  Limited: 'yes',
  'Not Available': 'no',
  Unknown: 'unknown',
};

function flagValue(state: CompareFlag, locale: CompareLocale, limited = false): FormattedValue {
  const T = COMPARE_TABLE_TEXTS[locale];
  if (state === 'unknown') return { text: T.unknown, metric: null, key: null, flag: state };
  const text = state === 'no' ? T.no : limited ? T.limited : T.yes;
  return { text, metric: null, key: limited ? 'limited' : state, flag: state };
}

function normalizeText(value: string): string {
  return value.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** The value of one cell: its text, its metric, and the key equality is decided on. */
export function formatValue(
  raw: RawValue,
  unit: string | null,
  locale: CompareLocale,
  format: Intl.NumberFormat,
  money: CompareMoney = NO_COMPARE_MONEY,
): FormattedValue {
  const withUnit = (n: number) => (unit ? `${format.format(n)} ${unit}` : format.format(n));
  switch (raw.kind) {
    case 'text': {
      const value = raw.value?.trim() ?? '';
      return value
        ? { text: value, metric: null, key: normalizeText(value) }
        : { text: null, metric: null, key: null };
    }
    case 'list': {
      const items = raw.value.map((item) => item.trim()).filter((item) => item !== '');
      if (items.length === 0) return { text: null, metric: null, key: null };
      const key = [...new Set(items.map(normalizeText))].sort().join('\u0000');
      return { text: items.join(', '), metric: null, key };
    }
    case 'number':
      return raw.value === null || !Number.isFinite(raw.value)
        ? { text: null, metric: null, key: null }
        : { text: withUnit(raw.value), metric: raw.value, key: String(raw.value) };
    case 'resolution': {
      const value = raw.text?.trim() ?? '';
      if (!value) return { text: null, metric: null, key: null };
      const match = RESOLUTION_PATTERN.exec(value);
      return {
        text: formatResolution(value, locale),
        metric: raw.pixels,
        key: match ? `${match[1]}x${match[2]}` : normalizeText(value),
      };
    }
    case 'dimensions': {
      const { width, height } = raw;
      if (width !== null && height !== null) {
        return {
          text: formatWallSize(width, height, null, locale),
          metric: width * height,
          key: `${width}x${height}`,
        };
      }
      if (width !== null)
        return { text: formatWallSize(width, null, null, locale), metric: null, key: `${width}x` };
      const legacy = raw.text?.trim() ?? '';
      // The comparison call's own "6 m high" for a height alone; anything else is legacy free text.
      if (height !== null && (!legacy || / high$/.test(legacy))) {
        return { text: formatWallSize(null, height, null, locale), metric: null, key: `x${height}` };
      }
      if (!legacy) return { text: null, metric: null, key: null };
      // A legacy text that is just a size reads like the others; any other text as written.
      const size = parseWallSizeText(legacy);
      return size
        ? {
            text: formatWallSize(size.width, size.height, null, locale),
            metric: size.width * size.height,
            key: `${size.width}x${size.height}`,
          }
        : { text: legacy, metric: null, key: normalizeText(legacy) };
    }
    case 'flag':
      return flagValue(raw.value === null ? 'unknown' : raw.value ? 'yes' : 'no', locale);
    case 'capability':
      return flagValue(CAPABILITY_FLAGS[raw.status] ?? 'unknown', locale, raw.status === 'Limited');
    case 'money': {
      if (raw.amount === null || raw.currency === null || !Number.isFinite(raw.amount))
        return { text: null, metric: null, key: null };
      const own = formatMoney(raw.amount, raw.currency, locale);
      const converted = formatConverted(raw.amount, raw.currency, money.currency, money.table, locale);
      return {
        text: converted ? `${own} · ${converted}` : own,
        money: { own, converted },
        // Compared in the reader's currency; one the table cannot convert is never best.
        metric: convertAmount(raw.amount, raw.currency, money.currency, money.table),
        key: `${raw.amount} ${raw.currency}`,
      };
    }
  }
}

/** Indexes of the studios holding the best metric (see the decisions above). */
export function bestIndexes(metrics: readonly (number | null)[], better: BetterDirection | null): number[] {
  if (!better) return [];
  const known = metrics.filter((m): m is number => m !== null && Number.isFinite(m));
  if (known.length < 2) return [];
  const target = better === 'higher' ? Math.max(...known) : Math.min(...known);
  if (known.every((m) => m === target)) return [];
  return metrics.flatMap((m, i) => (m === target ? [i] : []));
}

/**
 * True when two or more values are known and they are not all the same; a missing value (null) is
 * left out, so it never marks a row by itself.
 */
export function valuesDiffer(keys: readonly (string | null)[]): boolean {
  return new Set(keys.filter((key) => key !== null)).size > 1;
}
