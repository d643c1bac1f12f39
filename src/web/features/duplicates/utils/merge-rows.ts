/**
 * The merge screen's pure parts (product.md §20, issue 39): the choices' defaults from the preview,
 * the request built from them, each differing row's label (the editor's field names, the catalog's
 * parameter names) and its values as the rest of the app writes them ('not given' for a value that
 * is missing: unknown is not no), what would move, and an error's words by its code.
 */
import { countryName } from '@domain/countries';
import { formatMoney } from '@domain/day-rate-format';
import { TEAM_TYPES, type TeamType } from '@domain/limits';
import { CAPABILITY_STATUSES, type CapabilityStatus, displayNameOf } from '@domain/parameter-catalog';
import type { MergeDto, MergePreviewDto, MergeRequestDto } from '@domain/schemas/duplicate-merge-schemas';
import { isStudioField } from '@domain/schemas/studio-edit-schemas';
import { isStudioStatus } from '@domain/studio-status';
import { formatCapabilityStatus, formatParameterValue, formatTeamType } from '@domain/value-format';
import type { Locale } from '@/shared/i18n/locale';
import type { StudioAdminMessages } from '@/shared/i18n/studio-admin-messages';
import { studioStatusLabel } from '@/shared/i18n/studio-labels';
import { fieldTitle } from '@/shared/lib/admin-messages';
import { ApiError, NetworkError } from '@/shared/lib/api-client';
import type { MergeMessages } from '../merge-messages';

export type MergeRowKind = 'fields' | 'parameters';
type MergeStudio = MergePreviewDto['studios'][number];

/** Per differing field and parameter, the id of the studio whose value is kept. */
export interface MergeChoices {
  fields: Record<string, number>;
  parameters: Record<string, number>;
}

/** The preview's defaults: each row's `default_from`. */
export function defaultChoices(preview: MergePreviewDto): MergeChoices {
  const pick = (rows: MergePreviewDto['fields']) =>
    Object.fromEntries(rows.map((row) => [row.key, row.default_from]));
  return { fields: pick(preview.fields), parameters: pick(preview.parameters) };
}

/** The other studio of the pair: the one that would be archived. */
export function mergedStudioOf(preview: MergePreviewDto, survivorId: number): MergeStudio {
  const [a, b] = preview.studios;
  return a.id === survivorId ? b : a;
}

export function survivorStudioOf(preview: MergePreviewDto, survivorId: number): MergeStudio {
  const [a, b] = preview.studios;
  return a.id === survivorId ? a : b;
}

/** The studio a row keeps its value from: the choice when it names one of the two, else the default. */
function chosenFor(
  preview: MergePreviewDto,
  choices: MergeChoices,
  kind: MergeRowKind,
  row: MergePreviewDto['fields'][number],
): number {
  const chosen = Object.hasOwn(choices[kind], row.key) ? choices[kind][row.key] : undefined;
  return preview.studios.some((studio) => studio.id === chosen) ? (chosen as number) : row.default_from;
}

/**
 * The request: the survivor, the merged studio, both versions from the preview (a studio changed since
 * is refused, 412), and every differing row's choice, so what the admin saw is what is sent.
 */
export function buildMergeRequest(
  preview: MergePreviewDto,
  survivorId: number,
  choices: MergeChoices,
): MergeRequestDto {
  const survivor = survivorStudioOf(preview, survivorId);
  const merged = mergedStudioOf(preview, survivor.id);
  const pick = (kind: MergeRowKind) =>
    Object.fromEntries(preview[kind].map((row) => [row.key, chosenFor(preview, choices, kind, row)]));
  return {
    survivor_id: survivor.id,
    merged_id: merged.id,
    versions: { survivor: survivor.version, merged: merged.version },
    fields: pick('fields'),
    parameters: pick('parameters'),
  };
}

/** How many differing values would be taken from the merged studio. */
export function valuesFromMerged(request: MergeRequestDto): number {
  return [...Object.values(request.fields), ...Object.values(request.parameters)].filter(
    (id) => id === request.merged_id,
  ).length;
}

/** Studio columns that are a catalog parameter's value too: named and formatted as that parameter. */
const FIELD_PARAMETERS: Readonly<Record<string, string>> = {
  stage_count: 'GENERAL_STAGE_COUNT',
  total_area: 'GENERAL_TOTAL_AREA_M2',
};

/** Studio columns the editor has no words for. */
const OWN_FIELD_LABELS = {
  website_url: 'fieldWebsite',
  short_description: 'fieldShortDescription',
  description: 'fieldDescription',
  day_rates: 'fieldDayRates',
} as const satisfies Record<string, keyof MergeMessages>;

/**
 * A row's name: a studio field by the editor's words (or the catalog's, for the columns that are a
 * parameter's value), a parameter by the catalog's.
 */
export function mergeRowLabel(
  key: string,
  kind: MergeRowKind,
  admin: StudioAdminMessages,
  t: MergeMessages,
  locale: Locale,
): string {
  if (kind === 'fields') {
    if (key === 'status' || isStudioField(key)) return fieldTitle(key, admin);
    if (Object.hasOwn(OWN_FIELD_LABELS, key))
      return t[OWN_FIELD_LABELS[key as keyof typeof OWN_FIELD_LABELS]];
    if (Object.hasOwn(FIELD_PARAMETERS, key)) return displayNameOf(FIELD_PARAMETERS[key]!, locale);
  }
  return displayNameOf(key, locale);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

function isBlank(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** 'Unreal (https://www.unrealengine.com)' for a link, else the item as text. */
function itemText(item: unknown): string {
  if (isRecord(item) && 'name' in item) {
    const name = String(item.name ?? '');
    const url = typeof item.url === 'string' ? item.url.trim() : '';
    return url === '' ? name : `${name} (${url})`;
  }
  return typeof item === 'string' ? item : JSON.stringify(item);
}

/** "€13,000 per shooting day, minimum 2 days" (product.md §18's words); null for another shape. */
function dayRatesText(value: unknown, locale: Locale, t: MergeMessages): string | null {
  if (!isRecord(value) || typeof value.currency !== 'string') return null;
  const currency = value.currency;
  const money = (amount: unknown) =>
    typeof amount === 'number' ? formatMoney(amount, currency, locale) : null;
  const parts: string[] = [];
  const shooting = money(value.shooting_day);
  const prep = money(value.prep_day);
  const half = money(value.half_day);
  if (shooting) parts.push(t.ratePerShootingDay({ money: shooting }));
  if (prep) parts.push(t.ratePerPrepDay({ money: prep }));
  if (half) parts.push(t.ratePerHalfDay({ money: half }));
  if (typeof value.minimum_days === 'number') parts.push(t.rateMinimum({ days: value.minimum_days }));
  return parts.length > 0 ? parts.join(', ') : null;
}

function fieldValueText(key: string, value: unknown, locale: Locale, t: MergeMessages): string {
  if (key === 'status' && isStudioStatus(value)) return studioStatusLabel(value, locale);
  if (Object.hasOwn(FIELD_PARAMETERS, key) && (typeof value === 'number' || typeof value === 'string'))
    return formatParameterValue(FIELD_PARAMETERS[key]!, String(value), locale);
  if (key === 'day_rates') {
    const rates = dayRatesText(value, locale, t);
    if (rates) return rates;
  }
  if (typeof value === 'string') {
    if (key === 'country_code') return countryName(value, locale);
    if (key.endsWith('_team_type') && (TEAM_TYPES as readonly string[]).includes(value))
      return formatTeamType(value as TeamType, locale);
    if (key.endsWith('_STATUS') && (CAPABILITY_STATUSES as readonly string[]).includes(value))
      return formatCapabilityStatus(value as CapabilityStatus, locale);
    return value;
  }
  if (key === 'coordinates' && isRecord(value)) {
    const { latitude, longitude } = value;
    if (typeof latitude === 'number' && typeof longitude === 'number')
      return `${latitude.toFixed(4)}, ${longitude.toFixed(4)}`;
  }
  if (Array.isArray(value)) return value.map(itemText).join(', ');
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
}

/**
 * A value as the app shows it: a studio field as the editor does (statuses and team types in words,
 * links by name and address, day rates in their currency), a parameter as the studio page does
 * (units, yes/no); 'not given' when it is missing.
 */
export function mergeValueText(
  key: string,
  kind: MergeRowKind,
  value: unknown,
  locale: Locale,
  t: MergeMessages,
): string {
  const notGiven = t.notGiven;
  if (isBlank(value)) return notGiven;
  if (kind === 'fields') return fieldValueText(key, value, locale, t);
  const stored =
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : Array.isArray(value)
        ? value.map(itemText).join(', ')
        : JSON.stringify(value);
  const shown = formatParameterValue(key, stored, locale);
  return shown.trim() === '' ? notGiven : shown;
}

const COUNT_TEXTS = [
  ['sources', 'countSources'],
  ['images', 'countImages'],
  ['calendar_ranges', 'countCalendarRanges'],
  ['owners', 'countOwners'],
  ['claims', 'countClaims'],
  ['corrections', 'countCorrections'],
  ['enquiries', 'countEnquiries'],
] as const;

/** What a studio would hand to the other: every kind, with its count ('2 sources', '0 images', …). */
export function movingTexts(studio: MergeStudio, t: MergeMessages, onlyAny = false): string[] {
  return COUNT_TEXTS.filter(([key]) => !onlyAny || studio.counts[key] > 0).map(([key, message]) =>
    t[message]({ count: studio.counts[key] }),
  );
}

/** Both studios of a merge by name and id (the kept one may have taken the other's name). */
export function mergeRefs(merge: MergeDto, t: MergeMessages): { merged: string; survivor: string } {
  return {
    merged: t.studioRef({ name: merge.merged_name, id: merge.merged_id }),
    survivor: t.studioRef({ name: merge.survivor_name, id: merge.survivor_id }),
  };
}

export type MergeOperation = 'load' | 'merge' | 'undo';

/** A failed preview, merge or undo in words, by the error's code (never by the server's English). */
export function mergeErrorText(error: unknown, operation: MergeOperation, t: MergeMessages): string {
  if (error instanceof NetworkError) return t.errorNetwork;
  if (error instanceof ApiError) {
    switch (error.code) {
      case 'stale_write':
        return t.errorStale;
      case 'merge_choice_invalid':
        return t.errorChoice;
      case 'merge_studio_unavailable':
        return t.errorUnavailable;
      case 'merge_undo_blocked':
        return t.errorUndoBlocked;
      case 'merge_already_undone':
        return t.errorAlreadyUndone;
    }
    if (error.status === 412) return t.errorStale;
    if (error.status === 401) return t.errorAuth;
    if (error.status === 403 && error.code !== 'csrf_failed') return t.errorForbidden;
    if (error.status === 404) return t.errorNotFound;
  }
  const message = error instanceof Error ? error.message : String(error);
  if (operation === 'load') return message;
  return operation === 'undo' ? t.errorUndoOther({ message }) : t.errorOther({ message });
}
