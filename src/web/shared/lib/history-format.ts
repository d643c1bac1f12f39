/**
 * The change log as a person reads it: which field (in words), and each before/after value as text
 * (lists of links by their names, statuses by their labels, empty values as 'empty').
 */
import { displayNameOf } from '@domain/parameter-catalog';
import { isStudioField } from '@domain/schemas/studio-edit-schemas';
import { isStudioStatus } from '@domain/studio-status';
import type { Locale } from '@/shared/i18n/locale';
import type { StudioAdminMessages } from '@/shared/i18n/studio-admin-messages';
import { studioStatusLabel } from '@/shared/i18n/studio-labels';
import { fieldTitle } from './admin-messages';

const ACTIONS = [
  'create',
  'edit',
  'status',
  'archive',
  'import',
  'undo',
  'seed',
  'admin',
  'migrate',
  'owner',
  'erase',
] as const;
type KnownAction = (typeof ACTIONS)[number];

/** 'Edited', 'Status changed', ... ; an unknown action as it is. */
export function actionText(action: string, t: StudioAdminMessages): string {
  return (ACTIONS as readonly string[]).includes(action) ? t[`action_${action as KnownAction}`] : action;
}

/** The field in words: the editor's names, 'Status', 'Studio', else the parameter's display name. */
export function historyFieldText(field: string, t: StudioAdminMessages, locale: 'en' | 'ru'): string {
  if (field === 'status') return fieldTitle('status', t);
  if (field === 'studio') return t.fieldStudio;
  // An owner bound to the studio, personal data erased (product.md §14).
  if (field === 'owner') return t.fieldOwner;
  if (field === 'personal_data') return t.fieldPersonalData;
  if (isStudioField(field)) return fieldTitle(field, t);
  return displayNameOf(field, locale);
}

function isLink(value: unknown): value is { name: unknown; url?: unknown } {
  return !!value && typeof value === 'object' && !Array.isArray(value) && 'name' in value;
}

/** A before/after value as text. */
export function historyValueText(
  value: unknown,
  field: string,
  t: StudioAdminMessages,
  locale: Locale,
): string {
  if (value === null || value === undefined || value === '') return t.historyEmptyValue;
  if (field === 'status' && isStudioStatus(value)) return studioStatusLabel(value, locale);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return t.historyEmptyValue;
    if (value.every(isLink)) return value.map((link) => String(link.name)).join(', ');
    return value.map((item) => historyValueText(item, '', t, locale)).join(', ');
  }
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => `${key}: ${historyValueText(inner, key, t, locale)}`)
      .join('; ');
  }
  return String(value);
}
