/**
 * How a parameter of the categorized response is shown: its display name in the visitor's language
 * (unless the studio's data overrides it), its value without [n] markers, and its references
 * resolved against the studio's source list.
 */
import {
  catalogEntry,
  categoryOf,
  compareByCatalogOrder,
  displayNameOf,
  PARAMETER_CATEGORIES,
} from '@domain/parameter-catalog';
import { referencesOf } from '@domain/parameter-values';
import type {
  CategorizedParameters,
  DetailedAttributes,
  Parameter,
  SourceReference,
} from '@domain/schemas/studio-schemas';
import { legacyOnlyValuesOf } from '@domain/studio-attributes';
import { emailHref, formatParameterValue, phoneHref } from '@domain/value-format';
import { safeExternalUrl } from '@/shared/lib/safe-url';

type Locale = 'en' | 'ru';

export interface ParameterLike {
  parameter_key: string;
  parameter_value: string;
  display_name?: string | null;
  source_references?: readonly number[] | null;
}

export interface ReferenceView {
  index: number;
  /** The source's http(s) URL; null when the source is unknown or its URL is not http(s). */
  url: string | null;
  /** The source's description; null when the source is not in the studio's list. */
  description: string | null;
}

/**
 * The catalog's name in the visitor's language; a display name the data sets itself (one that
 * differs from the catalog's English name) is an override and shows as given.
 */
export function parameterDisplayName(parameter: ParameterLike, locale: Locale): string {
  const given = parameter.display_name?.trim();
  const catalogName =
    catalogEntry(parameter.parameter_key)?.displayName ?? displayNameOf(parameter.parameter_key);
  if (given && given !== catalogName) return given;
  return displayNameOf(parameter.parameter_key, locale);
}

/**
 * The value as shown, formatted by its catalog type in the visitor's language:
 * "1850 [1][3]" -> "1,850 m²", "YES" -> "Yes", "Available" -> "Доступно".
 */
export function parameterValueText(
  parameter: Pick<ParameterLike, 'parameter_key' | 'parameter_value'>,
  locale: Locale,
): string {
  return formatParameterValue(parameter.parameter_key, parameter.parameter_value, locale);
}

/** A mailto: or tel: address for the contact parameters' values; null for every other parameter. */
export function parameterValueHref(parameter: Pick<ParameterLike, 'parameter_key' | 'parameter_value'>) {
  if (parameter.parameter_key === 'CONTACT_EMAIL') return emailHref(parameter.parameter_value);
  if (parameter.parameter_key === 'CONTACT_PHONE') return phoneHref(parameter.parameter_value);
  return null;
}

/**
 * The parameter's references: its source_references array, or when that is missing the [n]
 * markers of its value (sorted, de-duplicated), each with its source when the studio lists it.
 */
export function parameterReferences(
  parameter: ParameterLike,
  sources: Readonly<Record<string, SourceReference>>,
): ReferenceView[] {
  return referencesOf(parameter.parameter_value, parameter.source_references ?? null).map((index) => {
    const source = Object.hasOwn(sources, String(index)) ? sources[String(index)] : undefined;
    return {
      index,
      url: source ? safeExternalUrl(source.url) : null,
      description: source ? source.description.trim() || null : null,
    };
  });
}

/** A category name of the response in the visitor's language (unknown names pass through). */
export function categoryDisplayName(name: string, locale: Locale): string {
  const category = PARAMETER_CATEGORIES.find((c) => c.name === name);
  if (!category) return name;
  return locale === 'ru' ? category.nameRu : category.name;
}

/** The keys of the parameters a page shows, in its order (none while loading or after a failure). */
export function parameterKeysOf(data: CategorizedParameters | undefined): string[] {
  if (!data || data.success === false) return [];
  return Object.values(data.categorized_parameters ?? {}).flatMap((list) => list.map((p) => p.parameter_key));
}

/** The studio's sources by number, from its parameters' answer (none while loading or after a failure). */
export function sourcesOf(
  data: CategorizedParameters | undefined,
): Readonly<Record<string, SourceReference>> {
  if (!data || data.success === false) return {};
  return data.source_references ?? {};
}

/** The studio's parameters by key, from the same answer (empty while loading or after a failure). */
export function parametersByKey(data: CategorizedParameters | undefined): ReadonlyMap<string, ParameterLike> {
  if (!data || data.success === false) return new Map();
  return new Map(
    Object.values(data.categorized_parameters ?? {})
      .flat()
      .map((p) => [p.parameter_key, p]),
  );
}

/** A parameter as the page lists it: one of the studio's own, or one read from an older attribute. */
export type ShownParameter = ParameterLike &
  Partial<Pick<Parameter, 'version' | 'history' | 'updated_at'>> & {
    /** Read from an older attribute: not a stored parameter, so there is nothing to confirm 'still correct'. */
    fromLegacy?: boolean;
  };

function categoryRank(name: string): number {
  const index = PARAMETER_CATEGORIES.findIndex((c) => c.name === name);
  return index === -1 ? PARAMETER_CATEGORIES.length : index;
}

/**
 * The categories the page lists: the studio's parameters, plus the catalog parameters it shows only
 * through older attributes (led_wall_size, led_ceiling, camera_tracking…), read by the same rule as
 * the card, compare and the export (shownValueOf), each in its category in catalog order. Empty
 * categories are left out.
 */
export function shownParameterCategories(
  data: CategorizedParameters,
  attributes: DetailedAttributes,
): [string, ShownParameter[]][] {
  const categories = new Map<string, ShownParameter[]>(
    Object.entries(data.categorized_parameters ?? {}).map(([name, list]) => [name, [...list]]),
  );
  const own = new Set([...categories.values()].flat().map((p) => p.parameter_key));
  for (const { key, value } of legacyOnlyValuesOf(attributes, own)) {
    const name = categoryOf(key).name;
    const list = categories.get(name) ?? [];
    list.push({ parameter_key: key, parameter_value: value, display_name: null, fromLegacy: true });
    list.sort((a, b) => compareByCatalogOrder(a.parameter_key, b.parameter_key));
    categories.set(name, list);
  }
  return [...categories.entries()]
    .filter(([, list]) => list.length > 0)
    .sort(([a], [b]) => categoryRank(a) - categoryRank(b));
}
