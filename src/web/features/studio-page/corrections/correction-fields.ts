/**
 * What a correction may name (product.md §14): the studio's correctable fields, then every catalog
 * parameter by category (one that is also a studio field is listed once, as the field). The form's
 * own rules follow the API's (owner-schemas.ts correctionRequestSchema, and for a studio field that
 * field's rule in STUDIO_FIELD_SCHEMAS): a field with a fixed set of values is a choice of them.
 */
import { CORRECTABLE_STUDIO_FIELDS, type CorrectableStudioField } from '@domain/correctable-fields';
import { correctionChoices } from '@domain/correction-choices';
import { countryName } from '@domain/countries';
import { TEXT_FIELD_MAX, type TeamType } from '@domain/limits';
import {
  type CapabilityStatus,
  categoryOf,
  displayNameOf,
  PARAMETER_CATALOG,
  PARAMETER_CATEGORIES,
} from '@domain/parameter-catalog';
import { formatCapabilityStatus, formatTeamType } from '@domain/value-format';
import type { FieldRule } from '@/shared/forms/field-checks';
import type { Locale } from '@/shared/i18n/locale';

export const CORRECTION_FIELDS = ['field', 'proposed_value', 'source_url', 'note', 'email'] as const;
export type CorrectionField = (typeof CORRECTION_FIELDS)[number];
export type CorrectionValues = Record<CorrectionField, string>;

export interface Choice {
  value: string;
  label: string;
}

/** A value's label, by its field ('Not Available' is both a capability status and a team type). */
function choiceLabel(field: string, value: string, locale: Locale): string {
  if (field === 'country_code') return countryName(value, locale);
  if (field.endsWith('_team_type')) return formatTeamType(value as TeamType, locale);
  return formatCapabilityStatus(value as CapabilityStatus, locale);
}

/**
 * The values a field may be corrected to, labelled in the reader's language (the words the page
 * shows), or null when it is free text. Countries are sorted by their names in that language.
 */
export function proposedChoices(field: string, locale: Locale): Choice[] | null {
  const values = correctionChoices(field);
  if (!values) return null;
  const choices = values.map((value) => ({ value, label: choiceLabel(field, value, locale) }));
  if (field === 'country_code') {
    const collator = new Intl.Collator(locale);
    choices.sort((a, b) => collator.compare(a.label, b.label));
  }
  return choices;
}

const TEXT_STUDIO_FIELDS: ReadonlySet<string> = new Set(['name', 'city', 'country']);
const URL_STUDIO_FIELDS: ReadonlySet<string> = new Set(['showreel_video_url', 'interactive_tour_url']);

/** The proposed value's rule: the chosen field's, so that the form checks what the API checks. */
function proposedRule(field: string, choices: readonly Choice[] | null): FieldRule {
  if (choices) return { kind: 'choice', required: true, choices };
  if (URL_STUDIO_FIELDS.has(field)) return { kind: 'url', required: true };
  if (TEXT_STUDIO_FIELDS.has(field)) return { kind: 'text', required: true, max: TEXT_FIELD_MAX };
  return { kind: 'parameter', required: true, max: 10_000, key: field };
}

/** The form's rules while `field` is chosen (`choices`: its proposedChoices). */
export function correctionRules(
  field: string,
  choices: readonly Choice[] | null,
): Record<CorrectionField, FieldRule> {
  return {
    field: { kind: 'text', required: true, max: 100 },
    proposed_value: proposedRule(field, choices),
    source_url: { kind: 'url', required: false },
    note: { kind: 'text', required: false, max: 5000 },
    email: { kind: 'email', required: false },
  };
}

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
