/**
 * Countries by ISO 3166-1 alpha-2 code (product.md §11). A studio's country is its code; the name a
 * reader sees comes from the code in the reader's language (Intl.DisplayNames: no data shipped to the
 * browser), so one country is one filter option whatever it was once typed as.
 *
 * The code list is the one of i18n-iso-countries (the server's reference for names and aliases;
 * countries.test.ts checks that both agree), kept here as a string so the web carries 1 KB, not the
 * library's tables.
 */
import type { ValueLocale } from './value-format';

const CODES =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW ' +
  'BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI ' +
  'FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN ' +
  'IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME ' +
  'MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF ' +
  'PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV ' +
  'SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK ' +
  'YE YT ZA ZM ZW';

/** Every ISO 3166-1 alpha-2 code, with XK (Kosovo) as GeoNames and CLDR use it. */
export const COUNTRY_CODES: readonly string[] = CODES.split(' ');
const codeSet = new Set(COUNTRY_CODES);

export function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && codeSet.has(value);
}

/** "de", " DE " -> "DE"; null when it is no known code. */
export function normalizeCountryCode(value: string): string | null {
  const code = value.trim().toUpperCase();
  return codeSet.has(code) ? code : null;
}

const displayNames = new Map<ValueLocale, Intl.DisplayNames>();
/** Names already asked for, by locale and code: indexing thousands of studios asks for the same few. */
const nameCache = new Map<string, string>();

/** The country's name in the reader's language ("DE" -> "Germany" / "Германия"); the code when unknown. */
export function countryName(code: string, locale: ValueLocale = 'en'): string {
  const key = `${locale}:${code}`;
  const cached = nameCache.get(key);
  if (cached !== undefined) return cached;
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    displayNames.set(locale, names);
  }
  let name: string;
  try {
    name = names.of(code) ?? code;
  } catch {
    name = code;
  }
  if (nameCache.size < 2000) nameCache.set(key, name);
  return name;
}

/** Case, accents, punctuation and spacing do not tell two names apart ("Côte d'Ivoire" = "cote divoire"). */
export function foldName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Common names that Intl does not give (or gives differently across ICU versions). The server's
 * data migration also asks i18n-iso-countries, which knows many more.
 */
const ALIASES: Readonly<Record<string, string>> = {
  usa: 'US',
  'united states of america': 'US',
  uk: 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  turkey: 'TR',
  turkiye: 'TR',
  'czech republic': 'CZ',
  russia: 'RU',
  'russian federation': 'RU',
  'korea south': 'KR',
  'republic of korea': 'KR',
  uae: 'AE',
  holland: 'NL',
  'the netherlands': 'NL',
  deutschland: 'DE',
  россия: 'RU',
  сша: 'US',
  великобритания: 'GB',
};

let nameIndex: Map<string, string> | null = null;

/** English and Russian names of every code, folded, plus the aliases. Built on first use (about 1 ms). */
function names(): Map<string, string> {
  if (nameIndex) return nameIndex;
  const index = new Map<string, string>(Object.entries(ALIASES));
  for (const locale of ['en', 'ru'] as const) {
    for (const code of COUNTRY_CODES) {
      const name = countryName(code, locale);
      if (name !== code) index.set(foldName(name), code);
    }
  }
  nameIndex = index;
  return index;
}

/** The code a country name (English or Russian, any case or accents) or a code stands for; null when unknown. */
export function countryCodeOf(nameOrCode: string): string | null {
  const trimmed = nameOrCode.trim();
  if (trimmed.length === 2) {
    const code = normalizeCountryCode(trimmed);
    if (code) return code;
  }
  return names().get(foldName(trimmed)) ?? null;
}

/** What a studio says of its country: the code when known, and the country as written. */
export interface StudioCountry {
  readonly country: string | null;
  readonly country_code?: string | null;
}

/** The country key of a studio: its code, else the code its country text names, else that text. */
export function countryKeyOf(studio: StudioCountry): string {
  const code = studio.country_code ? normalizeCountryCode(studio.country_code) : null;
  if (code) return code;
  const text = (studio.country ?? '').trim();
  return (text && countryCodeOf(text)) || text;
}

/** How a country option reads: a code as its name in the reader's language, other text as it is. */
export function countryLabel(key: string, locale: ValueLocale = 'en'): string {
  return isCountryCode(key) ? countryName(key, locale) : key;
}

/**
 * A studio's country wherever it is shown (product.md §11): the name of its code in the reader's
 * language, as the country filter reads it; a country text no code is found for, as stored.
 */
export function studioCountryName(studio: StudioCountry, locale: ValueLocale = 'en'): string {
  return countryLabel(countryKeyOf(studio), locale);
}
