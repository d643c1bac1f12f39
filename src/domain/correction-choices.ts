/**
 * The correctable studio fields whose value is one of a fixed set (product.md §14): the values the
 * API's rules (STUDIO_FIELD_SCHEMAS) allow, read from the same constants the schemas are built from,
 * so the correction form offers them as a choice list without loading zod.
 * correction-choices.test.ts checks the table against the schemas, field by field.
 */
import type { CorrectableStudioField } from './correctable-fields';
import { COUNTRY_CODES } from './countries';
import { TEAM_TYPES } from './limits';
import { CAPABILITY_STATUSES } from './parameter-catalog';

export const CORRECTION_CHOICES: Partial<Record<CorrectableStudioField, readonly string[]>> = {
  country_code: COUNTRY_CODES,
  '3DGS_LOCATION_SCANNING_STATUS': CAPABILITY_STATUSES,
  '4DGS_ACTOR_SCANNING_STATUS': CAPABILITY_STATUSES,
  scanning_team_type: TEAM_TYPES,
  environment_team_type: TEAM_TYPES,
};

/** The values a field takes, or null when its value is free text. */
export function correctionChoices(field: string): readonly string[] | null {
  return Object.hasOwn(CORRECTION_CHOICES, field)
    ? (CORRECTION_CHOICES[field as CorrectableStudioField] ?? null)
    : null;
}
