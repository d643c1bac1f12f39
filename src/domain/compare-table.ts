/**
 * The comparison table of the compare page, its CSV and its PDF (product.md §2 "Compare page"): the
 * studios' columns and, per row of compare-row-definitions.ts, each studio's formatted value
 * (compare-values.ts), whether the row differs and which studios hold its best value. Pure: the web
 * page and the server's CSV and PDF share it; which rows show is compare-row-filter.ts.
 */

import type { CompareCategoryId, CompareLocale } from './compare-categories';
import { catalogEntryFor, ROW_DEFINITIONS } from './compare-row-definitions';
import {
  bestIndexes,
  type CompareFlag,
  type CompareMoney,
  formatValue,
  NO_COMPARE_MONEY,
  valuesDiffer,
} from './compare-values';
import { studioCountryName } from './countries';
import { decodeHtmlEntities } from './html-entities';
import type { BetterDirection } from './parameter-catalog';
import type { ComparedStudio } from './schemas/compare-schemas';
import { numberFormat, unitName } from './value-format';

export interface CompareCell {
  /**
   * The formatted value, or null when the studio does not say ('Not specified'). A yes/no row's
   * value is 'Yes', 'No' or 'Unknown' in the table's language, what the CSV and the PDF print.
   */
  readonly text: string | null;
  /** The state of a yes/no row (null on other rows), for the page's ✓ ✗ ? marks. */
  readonly flag: CompareFlag | null;
  /** What "best" ranks by: the number, the pixel count or the wall area. */
  readonly metric: number | null;
  readonly best: boolean;
  /**
   * A day rate's parts (product.md §18): the studio's own figure and, converted into the reader's
   * currency, 'about …' with the rates' date (null when not converted); `text` joins them.
   */
  readonly money?: { readonly own: string; readonly converted: string | null };
}

export interface CompareRow {
  /** Stable id, e.g. 'led.pixel_pitch'; pins are written with it. */
  readonly id: string;
  readonly category: CompareCategoryId;
  readonly label: string;
  /** The unit in the table's language, when the row has one. */
  readonly unit: string | null;
  readonly better: BetterDirection | null;
  /** One cell per studio, in the studios' order. */
  readonly cells: readonly CompareCell[];
  /** Two or more studios have a value and the values are not all equal (never on identity rows). */
  readonly differs: boolean;
}

export interface CompareTableStudio {
  readonly id: number;
  /** HTML entities decoded (product.md §3). */
  readonly name: string;
  readonly city: string;
  readonly country: string;
}

export interface CompareTable {
  readonly locale: CompareLocale;
  /** The currency day rates are converted into, and the date of the rates (null: no table). */
  readonly currency: string;
  readonly ratesOf: string | null;
  readonly studios: readonly CompareTableStudio[];
  readonly rows: readonly CompareRow[];
}

function numberFormatter(locale: CompareLocale): Intl.NumberFormat {
  return numberFormat(locale);
}

export function compareStudioName(name: string): string {
  return decodeHtmlEntities(name);
}

/**
 * Builds the whole table for the studios, in their order, in one language; day rates converted into
 * `money.currency` with its table (EUR and no conversion when not given).
 */
export function buildCompareTable(
  studios: readonly ComparedStudio[],
  locale: CompareLocale,
  money: CompareMoney = NO_COMPARE_MONEY,
): CompareTable {
  const format = numberFormatter(locale);
  const rows = ROW_DEFINITIONS.map((definition): CompareRow => {
    const entry = catalogEntryFor(definition);
    const label = entry
      ? locale === 'ru'
        ? entry.displayNameRu
        : entry.displayName
      : (definition.label?.[locale] ?? definition.id);
    const rawUnit = definition.kind === 'resolution' ? null : (entry?.unit ?? definition.unit ?? null);
    const unit = rawUnit ? unitName(rawUnit, locale) : null;
    const better = entry?.better ?? definition.better ?? null;
    const values = studios.map((studio) =>
      formatValue(definition.read(studio, locale), unit, locale, format, money),
    );
    const best = new Set(
      bestIndexes(
        values.map((v) => v.metric),
        better,
      ),
    );
    return {
      id: definition.id,
      category: definition.category,
      label,
      unit,
      better,
      cells: values.map((v, i) => ({
        text: v.text,
        flag: v.flag ?? null,
        metric: v.metric,
        best: best.has(i),
        ...(v.money ? { money: v.money } : {}),
      })),
      differs: !definition.identity && valuesDiffer(values.map((v) => v.key)),
    };
  });
  return {
    locale,
    currency: money.currency,
    ratesOf: money.table.ratesOf,
    studios: studios.map((s) => ({
      id: s.id,
      name: compareStudioName(s.name),
      city: s.city,
      country: studioCountryName(s, locale),
    })),
    rows,
  };
}
