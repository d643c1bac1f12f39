/**
 * What a correction may name (product.md §14): the studio's correctable fields, then every catalog
 * parameter by category (one that is also a studio field is listed once, as the field). The form's
 * own rules follow the API's (owner-schemas.ts correctionRequestSchema).
 */
import { CORRECTABLE_STUDIO_FIELDS, type CorrectableStudioField } from '@domain/correctable-fields';
import {
  categoryOf,
  displayNameOf,
  PARAMETER_CATALOG,
  PARAMETER_CATEGORIES,
} from '@domain/parameter-catalog';
import type { FieldRule } from '@/shared/forms/field-checks';
import type { Locale } from '@/shared/i18n/locale';

export const CORRECTION_FIELDS = ['field', 'proposed_value', 'source_url', 'note', 'email'] as const;
export type CorrectionField = (typeof CORRECTION_FIELDS)[number];
export type CorrectionValues = Record<CorrectionField, string>;

export const CORRECTION_RULES: Record<CorrectionField, FieldRule> = {
  field: { kind: 'text', required: true, max: 100 },
  proposed_value: { kind: 'text', required: true, max: 10_000 },
  source_url: { kind: 'url', required: false },
  note: { kind: 'text', required: false, max: 5000 },
  email: { kind: 'email', required: false },
};

export function isCorrectionField(name: string): name is CorrectionField {
  return (CORRECTION_FIELDS as readonly string[]).includes(name);
}

export interface FieldOption {
  value: string;
  label: string;
}

export interface FieldOptionGroup {
  label: string;
  options: FieldOption[];
}

const studioFields: ReadonlySet<string> = new Set(CORRECTABLE_STUDIO_FIELDS);

/**
 * The choices of the form's field select: the studio's fields under `studioLabel`, then the catalog's
 * parameters under their categories, in catalog order.
 */
export function correctionFieldGroups(
  locale: Locale,
  studioLabel: string,
  fieldLabel: (field: CorrectableStudioField) => string,
): FieldOptionGroup[] {
  const groups: FieldOptionGroup[] = [
    {
      label: studioLabel,
      options: CORRECTABLE_STUDIO_FIELDS.map((f) => ({ value: f, label: fieldLabel(f) })),
    },
  ];
  for (const category of PARAMETER_CATEGORIES) {
    const options = PARAMETER_CATALOG.filter(
      (entry) => !studioFields.has(entry.key) && categoryOf(entry.key).id === category.id,
    ).map((entry) => ({ value: entry.key, label: displayNameOf(entry.key, locale) }));
    if (options.length > 0)
      groups.push({ label: locale === 'ru' ? category.nameRu : category.name, options });
  }
  return groups;
}

/** A field the select does not list (a parameter outside the catalog): offered as itself. */
export function fieldIsListed(groups: readonly FieldOptionGroup[], field: string): boolean {
  return groups.some((group) => group.options.some((option) => option.value === field));
}
