/**
 * What a studio offers, read once for filtering (studio-filters.ts has the rules): its bands, its
 * yes/no/unknown answers, its scanning options, its countries keyed by ISO code, its place and ranges.
 */
import { countryCodeOf, countryKeyOf, countryName, isCountryCode } from './countries';
import { isLatitude, isLongitude, type LatLng } from './geo';
import { decodeHtmlEntities } from './html-entities';
import { type ChoiceValues, choiceValuesOf } from './image-chain-choices';
import { HEIGHT_BANDS, WIDTH_BANDS } from './limits';
import type { DayRates } from './schemas/day-rate-schemas';
import type { DetailedAttributes } from './schemas/studio-schemas';
import {
  capabilityStatusOf,
  type LedBooleanAttribute,
  ledBooleanOf,
  offersCapability,
  serviceTypesOf,
} from './studio-attributes';
import { type AvailabilitySummary, type CalendarFacts, calendarFactsOf } from './studio-calendar';
import type {
  FilterGroup,
  HeightBandId,
  ScanningOption,
  TristateOption,
  WidthBandId,
} from './studio-filters';
import { type RangeValues, rangeValuesOf } from './studio-ranges';

/** What the filters read of a studio: the list endpoint's shape is enough. */
export interface FilterableStudio {
  /** The name as the API sends it (HTML entities possible)... */
  name: string;
  /** ...unless the loader decoded it already: then `name` is decoded and this is the original. */
  rawName?: string;
  city: string;
  country: string;
  /** ISO 3166-1 alpha-2; the country text is read as a name when it is missing. */
  country_code?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  updated_at?: string;
  /** When a value of the studio was last set or confirmed (product.md §14); null or missing: never. */
  verified_at?: string | null;
  description?: string;
  detailed_attributes: DetailedAttributes;
  /** Structured day rates (product.md §18); null or missing: none. */
  day_rates?: DayRates | null;
  /** The studio's calendar as the list carries it (issue 38); missing or null: none. */
  availability?: AvailabilitySummary | null;
}

/** A studio's values for every filter, computed once per studio. */
export interface StudioFacts {
  /** Lowercased decoded name, city and country (as typed, and its English and Russian names). */
  haystack: readonly string[];
  /** The country's key: its ISO code when known, else the country text. */
  country: string;
  city: string;
  services: readonly string[];
  gs3: ScanningOption;
  gs4: ScanningOption;
  width: WidthBandId | null;
  height: HeightBandId | null;
  ceiling: TristateOption;
  floor: TristateOption;
  movable: TristateOption;
  /** The studio's place, when it has coordinates. */
  point: LatLng | null;
  /** The numbers the range filters and sorts read (null: not stated). */
  numbers: RangeValues;
  /** updated_at in ms (null when unknown). */
  updatedMs: number | null;
  /** verified_at in ms (null: never verified). */
  verifiedMs: number | null;
  /** Structured day rates (product.md §18): converted per query, so kept as given. */
  dayRates: DayRates | null;
  /** The image chain's choice values (image-chain-choices.ts; empty: not stated). */
  choices: ChoiceValues;
  /** The calendar's busy spans and when it was last current (the free-dates filter). */
  calendar: CalendarFacts;
  /** The studio's values per group (services several, every other group one or none). */
  values: Readonly<Record<FilterGroup, readonly string[]>>;
}

interface Band<Id extends string> {
  readonly id: Id;
  readonly min: number;
  readonly max: number;
}

/** The band holding a value: min <= value < max. Unknown (null) or out-of-range values: none. */
export function bandOf<Id extends string>(bands: readonly Band<Id>[], value: number | null): Id | null {
  if (value === null || !Number.isFinite(value)) return null;
  return bands.find((band) => value >= band.min && value < band.max)?.id ?? null;
}

export function widthBandOf(widthM: number | null): WidthBandId | null {
  return bandOf(WIDTH_BANDS, widthM);
}

export function heightBandOf(heightM: number | null): HeightBandId | null {
  return bandOf(HEIGHT_BANDS, heightM);
}

export function tristateOf(attrs: DetailedAttributes, which: LedBooleanAttribute): TristateOption {
  const value = ledBooleanOf(attrs, which);
  return value === null ? 'unknown' : value ? 'yes' : 'no';
}

export function scanningOptionOf(
  attrs: DetailedAttributes,
  key: '3DGS_LOCATION_SCANNING_STATUS' | '4DGS_ACTOR_SCANNING_STATUS',
): ScanningOption {
  if (offersCapability(attrs, key)) return 'yes';
  return capabilityStatusOf(attrs, key) === 'Not Available' ? 'not yet' : 'unknown';
}

/** The name a person reads: HTML entities decoded exactly once (product.md §3). */
export function displayNameOf(studio: Pick<FilterableStudio, 'name' | 'rawName'>): string {
  return studio.rawName !== undefined ? studio.name : decodeHtmlEntities(studio.name);
}

/** The chosen country values as keys ("Germany" and "de" both read DE), without duplicates. */
export function countryKeys(values: readonly string[]): string[] {
  return [...new Set(values.map((value) => countryCodeOf(value) ?? value.trim()).filter(Boolean))];
}
function pointOf(studio: FilterableStudio): LatLng | null {
  const { latitude, longitude } = studio;
  return isLatitude(latitude) && isLongitude(longitude) ? { latitude, longitude } : null;
}

function timeOf(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? ms : null;
}

export function studioFacts(studio: FilterableStudio): StudioFacts {
  const attrs = studio.detailed_attributes ?? {};
  const city = (studio.city ?? '').trim();
  const countryText = (studio.country ?? '').trim();
  const country = countryKeyOf(studio);
  const services = serviceTypesOf(attrs);
  const gs3 = scanningOptionOf(attrs, '3DGS_LOCATION_SCANNING_STATUS');
  const gs4 = scanningOptionOf(attrs, '4DGS_ACTOR_SCANNING_STATUS');
  const numbers = rangeValuesOf(attrs);
  const width = widthBandOf(numbers.wall_width);
  const height = heightBandOf(numbers.wall_height);
  const ceiling = tristateOf(attrs, 'ceiling');
  const floor = tristateOf(attrs, 'floor');
  const movable = tristateOf(attrs, 'movable');
  const one = (value: string | null): readonly string[] => (value ? [value] : []);
  const haystack = [displayNameOf(studio).toLowerCase(), city.toLowerCase(), countryText.toLowerCase()];
  if (isCountryCode(country))
    haystack.push(countryName(country, 'en').toLowerCase(), countryName(country, 'ru').toLowerCase());
  return {
    haystack,
    city,
    country,
    services,
    gs3,
    gs4,
    width,
    height,
    ceiling,
    floor,
    movable,
    point: pointOf(studio),
    numbers,
    updatedMs: timeOf(studio.updated_at),
    verifiedMs: timeOf(studio.verified_at),
    dayRates: studio.day_rates ?? null,
    calendar: calendarFactsOf(studio.availability),
    choices: choiceValuesOf(attrs),
    values: {
      countries: one(country),
      cities: one(city),
      services,
      gs3: [gs3],
      gs4: [gs4],
      widths: one(width),
      heights: one(height),
      ceiling: [ceiling],
      floor: [floor],
      movable: [movable],
    },
  };
}
