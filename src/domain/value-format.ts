/**
 * How a value reads to a visitor, in English or Russian: numbers with the language's separators and
 * the catalog's unit ('1,850 m²' / '1 850 м²'), booleans as Yes / No / Unknown, capability statuses
 * translated, resolutions as '7680 × 2160 px', wall sizes. The detail page, the list cards, the
 * compare table and its CSV and PDF all format through here, so a quantity reads the same everywhere.
 *
 * Decisions:
 * - A stored value is formatted only when it is exactly a number (and optionally the catalog's own
 *   unit); anything else ('approx. 20 m', '12 ft') is shown as the studio gave it: rewriting it could
 *   make it say something it did not.
 * - A boolean that is not yes/no/true/false but has text keeps its text; only a missing value or
 *   'unknown' reads Unknown.
 * - Years are numbers without grouping ('2019', never '2,019').
 */
import type { TeamType } from './limits';
import { CAPABILITY_STATUSES, type CapabilityStatus, catalogEntry } from './parameter-catalog';
import { parseBoolean, parseList, stripReferences } from './parameter-values';
import { formatServiceType } from './service-types';

export type ValueLocale = 'en' | 'ru';

const INTL_TAGS: Record<ValueLocale, string> = { en: 'en-US', ru: 'ru-RU' };

/** Words every formatted value may use. */
export const VALUE_TEXTS = {
  en: {
    yes: 'Yes',
    no: 'No',
    unknown: 'Unknown',
    notSpecified: 'Not specified',
    wide: (width: string) => `${width} wide`,
    high: (height: string) => `${height} high`,
  },
  ru: {
    yes: 'Да',
    no: 'Нет',
    unknown: 'Неизвестно',
    notSpecified: 'Не указано',
    wide: (width: string) => `ширина ${width}`,
    high: (height: string) => `высота ${height}`,
  },
} as const satisfies Record<ValueLocale, Record<string, unknown>>;

/** The catalog's units in each language. */
export const UNIT_NAMES: Readonly<Record<string, { en: string; ru: string }>> = {
  mm: { en: 'mm', ru: 'мм' },
  m: { en: 'm', ru: 'м' },
  'm²': { en: 'm²', ru: 'м²' },
  Hz: { en: 'Hz', ru: 'Гц' },
  nits: { en: 'nits', ru: 'нит' },
  kW: { en: 'kW', ru: 'кВт' },
  px: { en: 'px', ru: 'пикс.' },
  bit: { en: 'bit', ru: 'бит' },
  ms: { en: 'ms', ru: 'мс' },
  kg: { en: 'kg', ru: 'кг' },
  A: { en: 'A', ru: 'А' },
  '°': { en: '°', ru: '°' },
};

/** How a stored value may spell a catalog unit after its number ('24.5 m', '1850 m2', '1.9mm'). */
export const UNIT_SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  'm²': ['m²', 'm2', 'sqm', 'sq m'],
};

export function unitName(unit: string, locale: ValueLocale): string {
  return UNIT_NAMES[unit]?.[locale] ?? unit;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** The language's number format: up to two decimals, grouped unless told otherwise (years). */
export function numberFormat(locale: ValueLocale, grouping = true): Intl.NumberFormat {
  const cacheKey = `${locale}|${grouping}`;
  let format = formatters.get(cacheKey);
  if (!format) {
    format = new Intl.NumberFormat(INTL_TAGS[locale], { maximumFractionDigits: 2, useGrouping: grouping });
    formatters.set(cacheKey, format);
  }
  return format;
}

export function formatNumber(value: number, locale: ValueLocale): string {
  return numberFormat(locale).format(value);
}

/** 1850, 'm²' -> '1,850 m²' (en) / '1 850 м²' (ru); without a unit, the number alone. */
export function formatQuantity(value: number, unit: string | null | undefined, locale: ValueLocale): string {
  const number = formatNumber(value, locale);
  return unit ? `${number} ${unitName(unit, locale)}` : number;
}

/** The marks of a three-state value (a capability, an LED feature); the words go beside them. */
export const TRISTATE_SYMBOLS = { yes: '✓', no: '✗', unknown: '?' } as const;

/** true / false / null -> Yes / No / Unknown. */
export function formatBoolean(value: boolean | null, locale: ValueLocale): string {
  const T = VALUE_TEXTS[locale];
  return value === null ? T.unknown : value ? T.yes : T.no;
}

const CAPABILITY_NAMES_RU: Record<CapabilityStatus, string> = {
  Available: 'Доступно',
  Limited: 'Ограниченно',
  'Not Available': 'Недоступно',
  Unknown: 'Неизвестно',
};

export function formatCapabilityStatus(status: CapabilityStatus, locale: ValueLocale): string {
  return locale === 'ru' ? CAPABILITY_NAMES_RU[status] : status;
}

/** In English a team type reads as it is stored. */
const TEAM_WORDS_RU: Record<TeamType, string> = {
  'In-Hours+Outsource': 'Штат + аутсорс',
  'In-House': 'Собственная команда',
  Outsource: 'Аутсорс',
  'Not Available': 'Нет',
};

export function formatTeamType(type: TeamType, locale: ValueLocale): string {
  return locale === 'ru' ? TEAM_WORDS_RU[type] : type;
}

const RESOLUTION_PATTERN = /^(\d+)\s*[x×*]\s*(\d+)\s*(?:px)?$/i;

/** '7680x2160' -> '7680 × 2160 px' (pixel counts are not grouped); other text as given; blank -> null. */
export function formatResolution(text: string | null | undefined, locale: ValueLocale): string | null {
  const value = text?.trim() ?? '';
  if (!value) return null;
  const match = RESOLUTION_PATTERN.exec(value);
  return match ? `${match[1]} × ${match[2]} ${unitName('px', locale)}` : value;
}

/** A width × height in metres, with optional units: '30m x 6m', '12 m × 4 m', '24,5 x 6'. */
const WALL_SIZE_PATTERN = /^(\d+(?:[.,]\d+)?)\s*(?:m|м)?\s*[x×х*]\s*(\d+(?:[.,]\d+)?)\s*(?:m|м)?$/i;

/**
 * A free-text wall size (the legacy led_wall_size) as width and height, when the text is just a
 * size; null for anything else ('approx. 30m x 6m', 'curved 30 m'): reading numbers out of a longer
 * text could make it say something it did not.
 */
export function parseWallSizeText(text: string | null | undefined): { width: number; height: number } | null {
  const match = WALL_SIZE_PATTERN.exec(text?.trim() ?? '');
  if (!match?.[1] || !match[2]) return null;
  const width = Number(match[1].replace(',', '.'));
  const height = Number(match[2].replace(',', '.'));
  return Number.isFinite(width) && Number.isFinite(height) ? { width, height } : null;
}

/**
 * An LED wall's size: '24.5 m × 6 m', '30 m wide', else the legacy free text (formatted the same way
 * when it is just a size, else as written), else '6 m high'; null when nothing is known.
 */
export function formatWallSize(
  width: number | null,
  height: number | null,
  legacy: string | null,
  locale: ValueLocale,
): string | null {
  const T = VALUE_TEXTS[locale];
  if (width !== null && height !== null)
    return `${formatQuantity(width, 'm', locale)} × ${formatQuantity(height, 'm', locale)}`;
  if (width !== null) return T.wide(formatQuantity(width, 'm', locale));
  const text = legacy?.trim() ?? '';
  const parsed = parseWallSizeText(text);
  if (parsed) return formatWallSize(parsed.width, parsed.height, null, locale);
  if (text) return text;
  if (height !== null) return T.high(formatQuantity(height, 'm', locale));
  return null;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The pattern of a number with an optional unit, made once per unit (exports read it 100,000s of times). */
const numberPatterns = new Map<string, RegExp>();

function numberPattern(unit: string | undefined): RegExp {
  const key = unit ?? '';
  let pattern = numberPatterns.get(key);
  if (!pattern) {
    const spellings = unit ? [unit, ...(UNIT_SPELLINGS[unit] ?? [])].map(escapeRegExp).join('|') : null;
    pattern = new RegExp(
      `^(-?(?:\\d{1,3}(?:,\\d{3})+|\\d+)(?:\\.\\d+)?)${spellings ? `\\s*(?:${spellings})?` : ''}$`,
      'i',
    );
    numberPatterns.set(key, pattern);
  }
  return pattern;
}

/** '1850', '24.5 m', '1,850 m²' -> the number, when the text is just a number and the unit; else null. */
export function exactNumberOf(text: string, unit?: string): number | null {
  const match = numberPattern(unit).exec(text.trim());
  if (!match?.[1]) return null;
  const n = Number(match[1].replace(/,/g, ''));
  return Number.isFinite(n) ? n : null;
}

/** A range as parameter-number.ts stores it: '1500–5000'. */
const SPAN_PATTERN = /^(\d+(?:\.\d+)?)–(\d+(?:\.\d+)?)$/;

/** '1500–5000', 'nits' -> '1,500–5,000 nits'; null when the text is not a stored range. */
function formatSpan(text: string, unit: string | undefined, locale: ValueLocale): string | null {
  const match = SPAN_PATTERN.exec(text);
  if (!match?.[1] || !match[2]) return null;
  return `${formatNumber(Number(match[1]), locale)}–${formatQuantity(Number(match[2]), unit, locale)}`;
}

/** Catalog integers that are years: shown without grouping. */
const YEAR_KEYS: ReadonlySet<string> = new Set(['GENERAL_YEAR_OPENED']);

/**
 * A stored parameter value as a visitor reads it, by the catalog's type of its key: references
 * stripped, numbers localised with their unit, booleans and capability statuses in the language,
 * lists joined. Keys outside the catalog, and values that are not what their type expects, show
 * as given (without references).
 */
export function formatParameterValue(key: string, value: string, locale: ValueLocale): string {
  const text = stripReferences(value);
  const entry = catalogEntry(key);
  if (!entry) return text;
  switch (entry.type) {
    case 'number':
    case 'integer': {
      const n = exactNumberOf(text, entry.unit);
      if (n === null) return (entry.rangeAllowed && formatSpan(text, entry.unit, locale)) || text;
      return YEAR_KEYS.has(key)
        ? numberFormat(locale, false).format(n)
        : formatQuantity(n, entry.unit, locale);
    }
    case 'boolean': {
      const parsed = parseBoolean(text);
      if (parsed !== null) return formatBoolean(parsed, locale);
      return text === '' || text.toLowerCase() === 'unknown' ? formatBoolean(null, locale) : text;
    }
    case 'enum': {
      const status = CAPABILITY_STATUSES.find((s) => s.toLowerCase() === text.toLowerCase());
      return status ? formatCapabilityStatus(status, locale) : text;
    }
    case 'resolution':
      return formatResolution(text, locale) ?? '';
    case 'list': {
      const items = parseList(text);
      // Service types in the reader's language (service-types.ts); other lists as written.
      return (
        entry.comparison === 'services' ? items.map((item) => formatServiceType(item, locale)) : items
      ).join(', ');
    }
    default:
      return text;
  }
}

const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

/** 'hello@aurora.example' -> 'mailto:hello@aurora.example'; null when it is not one address. */
export function emailHref(value: string | null | undefined): string | null {
  const text = stripReferences(value ?? '');
  return EMAIL_PATTERN.test(text) ? `mailto:${text}` : null;
}

/** '+49 30 1234-567' -> 'tel:+49301234567'; null without enough digits to dial. */
export function phoneHref(value: string | null | undefined): string | null {
  const text = stripReferences(value ?? '');
  if (!/^\+?[\d\s().\-/]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length < 5 || digits.length > 15) return null;
  return `tel:${text.trim().startsWith('+') ? '+' : ''}${digits}`;
}
