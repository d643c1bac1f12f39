/**
 * The comparison table of the compare page, its CSV and its PDF (product.md §2 "Compare page"): the five
 * categories, their rows derived from ComparedStudio through the parameter catalog (labels, units and
 * the "better" direction come from the catalog wherever a row maps to a key), the formatted value of
 * each studio, which rows differ, which studios hold the best value of a numeric row, the pinned rows
 * and the differences-only filter. Pure: the web page and the server's PDF share it.
 *
 * Decisions (the spec is silent):
 * - A row differs only when two or more studios have a value and those values are not all equal
 *  : a missing value ('Not specified', or 'Unknown' for a yes/no row) never marks a row
 *   by itself. Identity rows (location, description, website, email, phone) say who a studio is,
 *   not what it offers, and are never marked.
 * - Yes/no facts have three states (unknown is not no): LED ceiling, floor and movable panels, and
 *   the 3DGS/4DGS capabilities, where Available and Limited both read yes (Limited says so) and
 *   'Not Available' reads no, as in the list's filters.
 * - Text compares trimmed and case-insensitively, lists as sets, numbers as numbers.
 * - A best value needs something to beat: at least two studios with a value, not all of them equal.
 *   Missing values never win; ties share the mark.
 * - Wall resolution is ranked by pixel count, wall dimensions by area (width × height).
 * - Pinned rows lead every category, in pin order, and stay visible under "differences only".
 */

import { studioCityName, studioCountryName } from './countries';
import { decodeHtmlEntities } from './html-entities';
import {
  type BetterDirection,
  type CapabilityStatus,
  type CatalogEntry,
  PARAMETER_CATALOG,
} from './parameter-catalog';
import type { ComparedStudio } from './schemas/compare-schemas';
import {
  formatResolution,
  formatWallSize,
  numberFormat,
  parseWallSizeText,
  unitName,
  VALUE_TEXTS,
} from './value-format';

// Units, numbers and wall sizes are formatted in value-format, shared with the detail page and cards.
export { unitName };

export type CompareLocale = 'en' | 'ru';

export const COMPARE_CATEGORIES = [
  { id: 'general', name: 'General Information', nameRu: 'Общая информация' },
  { id: 'led', name: 'LED Wall', nameRu: 'LED-стена' },
  { id: 'stage', name: 'Stage Specifications', nameRu: 'Характеристики павильона' },
  { id: 'equipment', name: 'Equipment', nameRu: 'Оборудование' },
  { id: 'business', name: 'Business Information', nameRu: 'Деловая информация' },
] as const;

export type CompareCategoryId = (typeof COMPARE_CATEGORIES)[number]['id'];

export function compareCategoryName(id: CompareCategoryId, locale: CompareLocale): string {
  const category = COMPARE_CATEGORIES.find((c) => c.id === id)!;
  return locale === 'ru' ? category.nameRu : category.name;
}

/** Words of the table shared by the page, its CSV and its PDF. */
export const COMPARE_TABLE_TEXTS = {
  en: {
    notSpecified: VALUE_TEXTS.en.notSpecified,
    parameter: 'Parameter',
    category: 'Category',
    differs: 'values differ',
    best: 'best value',
    pinned: 'Pinned rows',
    wide: VALUE_TEXTS.en.wide,
    high: VALUE_TEXTS.en.high,
    yes: VALUE_TEXTS.en.yes,
    no: VALUE_TEXTS.en.no,
    unknown: VALUE_TEXTS.en.unknown,
    limited: 'Yes (limited)',
  },
  ru: {
    notSpecified: VALUE_TEXTS.ru.notSpecified,
    parameter: 'Параметр',
    category: 'Категория',
    differs: 'значения различаются',
    best: 'лучшее значение',
    pinned: 'Закреплённые строки',
    wide: VALUE_TEXTS.ru.wide,
    high: VALUE_TEXTS.ru.high,
    yes: VALUE_TEXTS.ru.yes,
    no: VALUE_TEXTS.ru.no,
    unknown: VALUE_TEXTS.ru.unknown,
    limited: 'Да (ограниченно)',
  },
} as const satisfies Record<CompareLocale, Record<string, unknown>>;

type RowKind = 'text' | 'list' | 'number' | 'resolution' | 'dimensions' | 'flag' | 'capability';

type RawValue =
  | { kind: 'text'; value: string | null }
  | { kind: 'list'; value: readonly string[] }
  | { kind: 'number'; value: number | null }
  | { kind: 'resolution'; text: string | null; pixels: number | null }
  | { kind: 'dimensions'; text: string | null; width: number | null; height: number | null }
  | { kind: 'flag'; value: boolean | null }
  | { kind: 'capability'; status: CapabilityStatus };

/** A yes/no fact in three states: unknown is not no. */
export type CompareFlag = 'yes' | 'no' | 'unknown';

interface RowDefinition {
  readonly id: string;
  readonly category: CompareCategoryId;
  readonly kind: RowKind;
  /** The catalog's comparison field that feeds the row: its label, unit and direction. */
  readonly field?: string;
  /** The catalog key whose label the row takes, for rows no comparison field feeds. */
  readonly key?: string;
  /** Says who the studio is (where, how to reach it), not what it offers: never marked as differing. */
  readonly identity?: true;
  /** Label, unit and direction of rows no catalog entry feeds. */
  readonly label?: { readonly en: string; readonly ru: string };
  readonly unit?: string;
  readonly better?: BetterDirection;
  /** The studio's raw value; the reader's language only where the value itself is a name (a country). */
  read(studio: ComparedStudio, locale: CompareLocale): RawValue;
}

const text = (value: string | null | undefined): RawValue => ({ kind: 'text', value: value ?? null });
const list = (value: readonly string[]): RawValue => ({ kind: 'list', value });
const num = (value: number | null | undefined): RawValue => ({ kind: 'number', value: value ?? null });
const flag = (value: boolean | null | undefined): RawValue => ({ kind: 'flag', value: value ?? null });

const ROW_DEFINITIONS: readonly RowDefinition[] = [
  {
    id: 'general.location',
    category: 'general',
    kind: 'text',
    label: { en: 'Location', ru: 'Расположение' },
    identity: true,
    read: (s, locale) =>
      text(
        [studioCityName(s, locale), studioCountryName(s, locale)]
          .filter((part) => part.trim() !== '')
          .join(', ') || null,
      ),
  },
  {
    id: 'general.description',
    category: 'general',
    kind: 'text',
    field: 'description',
    identity: true,
    read: (s) => text(s.description),
  },
  {
    id: 'general.services',
    category: 'general',
    kind: 'list',
    field: 'services',
    read: (s) => list(s.services),
  },
  {
    id: 'general.scanning_3dgs',
    category: 'general',
    kind: 'capability',
    key: '3DGS_LOCATION_SCANNING_STATUS',
    read: (s) => ({ kind: 'capability', status: s.scanning.location_3dgs }),
  },
  {
    id: 'general.scanning_4dgs',
    category: 'general',
    kind: 'capability',
    key: '4DGS_ACTOR_SCANNING_STATUS',
    read: (s) => ({ kind: 'capability', status: s.scanning.actor_4dgs }),
  },
  {
    id: 'general.stage_count',
    category: 'general',
    kind: 'number',
    field: 'studio.stage_count',
    read: (s) => num(s.stage_count),
  },
  {
    id: 'general.total_area',
    category: 'general',
    kind: 'number',
    field: 'studio.total_area',
    read: (s) => num(s.total_area),
  },
  {
    id: 'general.website',
    category: 'general',
    kind: 'text',
    label: { en: 'Website', ru: 'Сайт' },
    identity: true,
    read: (s) => text(s.website_url),
  },
  {
    id: 'general.email',
    category: 'general',
    kind: 'text',
    field: 'contact_info.email',
    identity: true,
    read: (s) => text(s.contact_info.email),
  },
  {
    id: 'general.phone',
    category: 'general',
    kind: 'text',
    field: 'contact_info.phone',
    identity: true,
    read: (s) => text(s.contact_info.phone),
  },

  {
    id: 'led.pixel_pitch',
    category: 'led',
    kind: 'number',
    field: 'led_specs.pixel_pitch',
    read: (s) => num(s.led_specs.pixel_pitch),
  },
  {
    id: 'led.dimensions',
    category: 'led',
    kind: 'dimensions',
    label: { en: 'Wall Dimensions', ru: 'Размеры стены' },
    unit: 'm',
    // Ranked by area: the catalog's width and height are both "higher is better".
    better: 'higher',
    read: (s) => ({
      kind: 'dimensions',
      text: s.led_specs.dimensions,
      width: s.led_specs.width,
      height: s.led_specs.height,
    }),
  },
  {
    id: 'led.shape',
    category: 'led',
    kind: 'text',
    key: 'LED_PHYSICAL_PRIMARY_SHAPE',
    read: (s) => text(s.led_specs.shape),
  },
  {
    id: 'led.ceiling',
    category: 'led',
    kind: 'flag',
    key: 'LED_PHYSICAL_PRIMARY_CEILING_BOOL',
    read: (s) => flag(s.led_specs.ceiling),
  },
  {
    id: 'led.floor',
    category: 'led',
    kind: 'flag',
    key: 'LED_PHYSICAL_PRIMARY_FLOOR_BOOL',
    read: (s) => flag(s.led_specs.floor),
  },
  {
    id: 'led.movable_panels',
    category: 'led',
    kind: 'flag',
    key: 'LED_PHYSICAL_PRIMARY_MOVABLE_PANELS_BOOL',
    read: (s) => flag(s.led_specs.movable_panels),
  },
  {
    id: 'led.resolution',
    category: 'led',
    kind: 'resolution',
    field: 'led_specs.resolution',
    read: (s) => ({
      kind: 'resolution',
      text: s.led_specs.resolution,
      pixels: s.led_specs.resolution_pixels,
    }),
  },
  {
    id: 'led.refresh_rate',
    category: 'led',
    kind: 'number',
    field: 'led_specs.refresh_rate',
    read: (s) => num(s.led_specs.refresh_rate),
  },
  {
    id: 'led.brightness',
    category: 'led',
    kind: 'number',
    field: 'led_specs.brightness',
    read: (s) => num(s.led_specs.brightness),
  },
  {
    id: 'led.manufacturer',
    category: 'led',
    kind: 'text',
    field: 'led_specs.manufacturer',
    read: (s) => text(s.led_specs.manufacturer),
  },
  {
    id: 'led.model',
    category: 'led',
    kind: 'text',
    field: 'led_specs.model',
    read: (s) => text(s.led_specs.model),
  },

  {
    id: 'stage.width',
    category: 'stage',
    kind: 'number',
    field: 'stage_dimensions.width',
    read: (s) => num(s.stage_dimensions.width),
  },
  {
    id: 'stage.depth',
    category: 'stage',
    kind: 'number',
    field: 'stage_dimensions.depth',
    read: (s) => num(s.stage_dimensions.depth),
  },
  {
    id: 'stage.height',
    category: 'stage',
    kind: 'number',
    field: 'stage_dimensions.height',
    read: (s) => num(s.stage_dimensions.height),
  },
  {
    id: 'stage.area',
    category: 'stage',
    kind: 'number',
    field: 'stage_dimensions.area',
    read: (s) => num(s.stage_dimensions.area),
  },
  {
    id: 'stage.ceiling_height',
    category: 'stage',
    kind: 'number',
    field: 'stage_specs.ceiling_height',
    read: (s) => num(s.stage_specs.ceiling_height),
  },
  {
    id: 'stage.power_capacity',
    category: 'stage',
    kind: 'number',
    field: 'stage_specs.power_capacity',
    read: (s) => num(s.stage_specs.power_capacity),
  },
  {
    id: 'stage.floor_type',
    category: 'stage',
    kind: 'text',
    field: 'stage_specs.floor_type',
    read: (s) => text(s.stage_specs.floor_type),
  },

  {
    id: 'equipment.cameras',
    category: 'equipment',
    kind: 'list',
    field: 'equipment.cameras',
    read: (s) => list(s.equipment.cameras),
  },
  {
    id: 'equipment.lighting',
    category: 'equipment',
    kind: 'list',
    field: 'equipment.lighting',
    read: (s) => list(s.equipment.lighting),
  },
  {
    id: 'equipment.tracking_system',
    category: 'equipment',
    kind: 'text',
    field: 'equipment.tracking_system',
    read: (s) => text(s.equipment.tracking_system),
  },
  {
    id: 'equipment.render_engines',
    category: 'equipment',
    kind: 'list',
    field: 'equipment.render_engines',
    read: (s) => list(s.equipment.render_engines),
  },
  {
    id: 'equipment.software',
    category: 'equipment',
    kind: 'list',
    field: 'equipment.software',
    read: (s) => list(s.equipment.software),
  },

  {
    id: 'business.pricing',
    category: 'business',
    kind: 'text',
    field: 'business_info.pricing',
    read: (s) => text(s.business_info.pricing),
  },
  {
    id: 'business.availability',
    category: 'business',
    kind: 'text',
    field: 'business_info.availability',
    read: (s) => text(s.business_info.availability),
  },
  {
    id: 'business.booking_policy',
    category: 'business',
    kind: 'text',
    field: 'business_info.booking_policy',
    read: (s) => text(s.business_info.booking_policy),
  },
  {
    id: 'business.cancellation_policy',
    category: 'business',
    kind: 'text',
    field: 'business_info.cancellation_policy',
    read: (s) => text(s.business_info.cancellation_policy),
  },
];

function catalogEntryFor(definition: RowDefinition): CatalogEntry | undefined {
  const { field, key } = definition;
  if (!field && !key) return undefined;
  const entry = PARAMETER_CATALOG.find((e) => (field ? e.comparison === field : e.key === key));
  if (!entry) throw new Error(`No catalog entry for the comparison row ${definition.id}`);
  return entry;
}

/** Every row id, in table order (the ids pins are written with). */
export const COMPARE_ROW_IDS: readonly string[] = ROW_DEFINITIONS.map((row) => row.id);
const knownRowIds = new Set(COMPARE_ROW_IDS);

export function isCompareRowId(id: string): boolean {
  return knownRowIds.has(id);
}

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
  readonly studios: readonly CompareTableStudio[];
  readonly rows: readonly CompareRow[];
}

function numberFormatter(locale: CompareLocale): Intl.NumberFormat {
  return numberFormat(locale);
}

const RESOLUTION_PATTERN = /^(\d+)\s*[x×*]\s*(\d+)\s*(?:px)?$/i;

interface FormattedValue {
  text: string | null;
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

function formatValue(
  raw: RawValue,
  unit: string | null,
  locale: CompareLocale,
  format: Intl.NumberFormat,
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
  }
}

/** Indexes of the studios holding the best metric (see the decisions at the top). */
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

export function compareStudioName(name: string): string {
  return decodeHtmlEntities(name);
}

/** Builds the whole table for the studios, in their order, in one language. */
export function buildCompareTable(studios: readonly ComparedStudio[], locale: CompareLocale): CompareTable {
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
      formatValue(definition.read(studio, locale), unit, locale, format),
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
      })),
      differs: !definition.identity && valuesDiffer(values.map((v) => v.key)),
    };
  });
  return {
    locale,
    studios: studios.map((s) => ({
      id: s.id,
      name: compareStudioName(s.name),
      city: studioCityName(s, locale),
      country: studioCountryName(s, locale),
    })),
    rows,
  };
}

export interface RowFilter {
  /** Pinned row ids, in pin order. */
  readonly pins?: readonly string[];
  /** Hide rows whose values are all equal (pinned rows stay). */
  readonly differencesOnly?: boolean;
}

/** The pinned rows, in pin order (unknown ids skipped). */
export function pinnedRows(table: CompareTable, pins: readonly string[]): CompareRow[] {
  const byId = new Map(table.rows.map((row) => [row.id, row]));
  return uniquePins(pins).flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

/**
 * The rows a category shows: every pinned row first (whatever its category, in pin order), then the
 * category's own unpinned rows in table order; with differencesOnly, only rows that differ among
 * the latter.
 */
export function rowsForCategory(
  table: CompareTable,
  category: CompareCategoryId,
  { pins = [], differencesOnly = false }: RowFilter = {},
): CompareRow[] {
  const pinned = pinnedRows(table, pins);
  const pinnedIds = new Set(pinned.map((row) => row.id));
  const own = table.rows.filter(
    (row) => row.category === category && !pinnedIds.has(row.id) && (!differencesOnly || row.differs),
  );
  return [...pinned, ...own];
}

/** The category's own rows (no pinned rows from elsewhere), for exports that list pinned rows once. */
export function categoryRows(
  table: CompareTable,
  category: CompareCategoryId,
  { differencesOnly = false }: Pick<RowFilter, 'differencesOnly'> = {},
): CompareRow[] {
  return table.rows.filter((row) => row.category === category && (!differencesOnly || row.differs));
}

function uniquePins(pins: readonly string[]): string[] {
  return [...new Set(pins.filter(isCompareRowId))];
}

/** "led.pixel_pitch,general.total_area" -> known row ids, de-duplicated, in order. */
export function parsePins(value: string | null | undefined): string[] {
  if (!value) return [];
  return uniquePins(value.split(',').map((part) => part.trim()));
}

export function serializePins(pins: readonly string[]): string {
  return uniquePins(pins).join(',');
}

/** Pins a row (appended, so pin order is the order of pinning) or unpins it. */
export function togglePin(pins: readonly string[], id: string): string[] {
  const clean = uniquePins(pins);
  if (clean.includes(id)) return clean.filter((pin) => pin !== id);
  return isCompareRowId(id) ? [...clean, id] : clean;
}
