/**
 * What the directory's search reads of a studio (product.md §12), field by field, and how a term is
 * folded (case and accents do not matter). Light on purpose: the cards name the matched field from
 * here, while the search engine itself (studio-search.ts, MiniSearch) loads only on the first search.
 */
import { countryName, isCountryCode } from './countries';
import type { DetailedAttributes } from './schemas/studio-schemas';
import {
  cameraTrackingOf,
  pipelineToolNamesOf,
  realtimeEngineOf,
  serviceTypesOf,
  textAttributeOf,
} from './studio-attributes';
import { displayNameOf, type FilterableStudio } from './studio-facts';

/** The searched fields, most telling first (the order of their boosts and of the reported match). */
export const SEARCH_FIELDS = [
  'name',
  'city',
  'country',
  'services',
  'led_manufacturer',
  'led_model',
  'camera_tracking',
  'engines',
  'pipeline_tools',
  'description',
] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** How much a match in each field weighs against one in the description. */
export const SEARCH_BOOSTS: Readonly<Record<SearchField, number>> = {
  name: 8,
  city: 3,
  country: 3,
  services: 2,
  led_manufacturer: 2,
  led_model: 2,
  camera_tracking: 2,
  engines: 2,
  pipeline_tools: 1.5,
  description: 1,
};

/** One field's matched value, for the card ("matches: Unreal Engine 5.4"). */
export interface SearchMatch {
  field: SearchField;
  value: string;
}

export type SearchFieldValues = Readonly<Record<SearchField, readonly string[]>>;

function split(text: string | null): string[] {
  return text
    ? text
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : [];
}

/** A studio's searchable values, each field a list (a service, a tool, a country name per item). */
export function searchFieldValues(studio: FilterableStudio): SearchFieldValues {
  const attrs: DetailedAttributes = studio.detailed_attributes ?? {};
  const countries = new Set<string>();
  const code = studio.country_code?.trim().toUpperCase();
  if (studio.country?.trim()) countries.add(studio.country.trim());
  if (code && isCountryCode(code)) {
    countries.add(countryName(code, 'en'));
    countries.add(countryName(code, 'ru'));
  }
  const manufacturer = textAttributeOf(attrs, 'LED_PANEL_MANUFACTURER');
  const model = textAttributeOf(attrs, 'LED_PANEL_MODEL');
  const description = studio.description?.trim();
  return {
    name: [displayNameOf(studio)],
    city: studio.city?.trim() ? [studio.city.trim()] : [],
    country: [...countries],
    services: serviceTypesOf(attrs),
    led_manufacturer: manufacturer ? [manufacturer] : [],
    led_model: model ? [model] : [],
    camera_tracking: split(cameraTrackingOf(attrs)),
    engines: split(realtimeEngineOf(attrs)),
    pipeline_tools: pipelineToolNamesOf(attrs),
    description: description ? [description] : [],
  };
}

/** Words of a text: runs of letters and digits ("Unreal Engine 5.4" -> unreal, engine, 5, 4). */
export function searchTokens(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** A word as it is indexed and searched: lower case, without accents ("Montréal" -> "montreal"). */
export function foldTerm(term: string): string {
  const lower = term.toLowerCase();
  // Most words are plain ASCII: skip the Unicode decomposition for them.
  return /^[ -~]*$/.test(lower) ? lower : lower.normalize('NFKD').replace(/\p{M}/gu, '');
}

/** Is the folded term one of the value's words? (The engine reports the indexed words that matched.) */
export function valueHasTerm(value: string, term: string): boolean {
  return searchTokens(value).some((word) => foldTerm(word) === term);
}
