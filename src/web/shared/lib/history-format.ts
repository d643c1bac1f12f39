/**
 * The change log as a person reads it: which field (in words), and each before/after value as text.
 * Lists of links show each entry's name with its address (as text, never a link: the addresses are
 * whatever was typed or imported), statuses their labels, empty values 'empty'. What the server logs
 * beyond the editor's fields has words too (history-messages.ts): a photo or floor plan by its kind
 * and caption with only what changed about it, the images' order by position, the cover by the image
 * it names, an imported source by its description and address, an owner by email and claim, erased
 * personal data by its kind, day rates as money per day with their terms, the exchange-rate table by
 * its date and rates, and never a hash or an image's id.
 */
import { isCurrencyCode } from '@domain/currencies';
import { formatMoney } from '@domain/day-rate-format';
import { formatShortDate } from '@domain/format-date';
import { displayNameOf } from '@domain/parameter-catalog';
import { INCLUDED_SERVICES } from '@domain/schemas/day-rate-schemas';
import { isStudioField } from '@domain/schemas/studio-edit-schemas';
import { isStudioStatus } from '@domain/studio-status';
import { type HistoryMessages, historyMessages } from '@/shared/i18n/history-messages';
import { messagesIn } from '@/shared/i18n/lazy-messages';
import { INTL_LOCALE, type Locale } from '@/shared/i18n/locale';
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

/** A merge of duplicates (`merge:<merged id>`) and its undo (`merge_undo:<merged id>`), product.md §20. */
const MERGE_PREFIX = 'merge:';
const MERGE_UNDO_PREFIX = 'merge_undo:';

/** The other actions the server logs (studio-writes.ts), in history-messages.ts. */
const MORE_ACTIONS = {
  image: 'actionImage',
  correction: 'actionCorrection',
  verify: 'actionVerify',
  references: 'actionReferences',
  calendar: 'actionCalendar',
  duplicate: 'actionDuplicate',
  merge: 'actionMerge',
  merge_undo: 'actionMergeUndo',
} as const;

/**
 * 'Edited', 'Status changed', ... ; an unknown action as it is. `field` tells a merge's undo, which the
 * server may log as action 'merge' with field `merge_undo:<id>`, from the merge itself.
 */
export function actionText(
  action: string,
  t: StudioAdminMessages,
  locale: Locale = 'en',
  field?: string,
): string {
  if (action === 'merge' && field?.startsWith(MERGE_UNDO_PREFIX)) return actionText('merge_undo', t, locale);
  if ((ACTIONS as readonly string[]).includes(action)) return t[`action_${action as KnownAction}`];
  if (Object.hasOwn(MORE_ACTIONS, action))
    return messagesIn(historyMessages, locale)[MORE_ACTIONS[action as keyof typeof MORE_ACTIONS]];
  return action;
}

/** One change as the server logs it (field, before, after). */
export interface HistoryChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** What the history's other entries tell of each image (its kind and caption), by id. */
export interface HistoryContext {
  images: ReadonlyMap<string, { kind: unknown; caption: unknown }>;
}

const NO_CONTEXT: HistoryContext = { images: new Map() };
const IMAGE_PREFIX = 'image:';
const SOURCE_PREFIX = 'source:';

function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** The images named by `image:<id>` entries, each by its newest kind and caption (history is newest first). */
export function historyContext(history: readonly HistoryChange[]): HistoryContext {
  const images = new Map<string, { kind: unknown; caption: unknown }>();
  for (const entry of history) {
    if (!entry.field.startsWith(IMAGE_PREFIX)) continue;
    const id = entry.field.slice(IMAGE_PREFIX.length);
    const image = isRecord(entry.after) ? entry.after : isRecord(entry.before) ? entry.before : null;
    if (image && !images.has(id)) images.set(id, { kind: image.kind, caption: image.caption });
  }
  return { images };
}

function kindText(kind: unknown, h: HistoryMessages): string {
  return kind === 'floor_plan' ? h.kindFloorPlan : kind === 'photo' ? h.kindPhoto : h.anImage;
}

/** 'Photo “Stage A”', 'Floor plan', or 'An image' when nothing is known of it. */
function imageName(
  image: { kind: unknown; caption: unknown } | null | undefined,
  h: HistoryMessages,
): string {
  if (!image) return h.anImage;
  const kind = kindText(image.kind, h);
  return typeof image.caption === 'string' && image.caption.trim() !== ''
    ? h.imageNamed({ kind, caption: image.caption })
    : kind;
}

/** The field in words: the editor's names, 'Status', 'Studio', else the parameter's display name. */
export function historyFieldText(
  field: string,
  t: StudioAdminMessages,
  locale: Locale,
  change?: HistoryChange,
  context: HistoryContext = NO_CONTEXT,
): string {
  const h = messagesIn(historyMessages, locale);
  if (field === 'status') return fieldTitle('status', t);
  if (field === 'studio') return t.fieldStudio;
  // An owner bound to the studio, personal data erased (product.md §14).
  if (field === 'owner') return t.fieldOwner;
  if (field === 'personal_data') return t.fieldPersonalData;
  if (field === 'images') return h.imagesField;
  if (field === 'day_rates') return h.dayRatesField;
  if (field === 'exchange_rates') return h.exchangeRatesField;
  if (field === 'images:order') return h.imageOrderField;
  if (field === 'images:cover') return h.imageCoverField;
  if (field.startsWith(SOURCE_PREFIX)) return h.sourceField({ index: field.slice(SOURCE_PREFIX.length) });
  if (field.startsWith(MERGE_PREFIX)) return h.mergeField({ id: field.slice(MERGE_PREFIX.length) });
  if (field.startsWith(MERGE_UNDO_PREFIX))
    return h.mergeUndoField({ id: field.slice(MERGE_UNDO_PREFIX.length) });
  if (field.startsWith(IMAGE_PREFIX)) {
    const id = field.slice(IMAGE_PREFIX.length);
    const own = change
      ? isRecord(change.after)
        ? change.after
        : isRecord(change.before)
          ? change.before
          : null
      : null;
    return imageName(own ? { kind: own.kind, caption: own.caption } : context.images.get(id), h);
  }
  if (isStudioField(field)) return fieldTitle(field, t);
  return displayNameOf(field, locale);
}

function isLink(value: unknown): value is { name: unknown; url?: unknown } {
  return isRecord(value) && 'name' in value;
}

/** 'Unreal (https://www.unrealengine.com)': the address as text, so a changed address shows. */
function linkText(link: { name: unknown; url?: unknown }): string {
  const name = String(link.name ?? '');
  const url = typeof link.url === 'string' ? link.url.trim() : '';
  return url === '' ? name : `${name} (${url})`;
}

function dateText(value: unknown, locale: Locale): string {
  if (typeof value !== 'string') return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'medium' }).format(date);
}

function positiveNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

/** "€13,000 per shooting day; minimum 2 days; included: LED technicians; overtime: …" (product.md §18). */
function dayRatesText(value: Record<string, unknown>, locale: Locale): string | null {
  const currency = value.currency;
  if (typeof currency !== 'string' || !isCurrencyCode(currency)) return null;
  const h = messagesIn(historyMessages, locale);
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const parts: string[] = [];
  const shooting = positiveNumber(value.shooting_day);
  const prep = positiveNumber(value.prep_day);
  const half = positiveNumber(value.half_day);
  const minimum = positiveNumber(value.minimum_days);
  if (shooting !== null) parts.push(h.dayRateShooting({ money: money(shooting) }));
  if (prep !== null) parts.push(h.dayRatePrep({ money: money(prep) }));
  if (half !== null) parts.push(h.dayRateHalf({ money: money(half) }));
  if (minimum !== null)
    parts.push(
      h.dayRateMinimum({
        days: new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 2 }).format(minimum),
        count: minimum,
      }),
    );
  const included = Array.isArray(value.included)
    ? INCLUDED_SERVICES.filter((s) => (value.included as unknown[]).includes(s))
    : [];
  if (included.length > 0)
    parts.push(h.dayRateIncluded({ list: included.map((s) => h[`service_${s}`]).join(', ') }));
  if (typeof value.overtime === 'string' && value.overtime.trim())
    parts.push(h.dayRateOvertime({ text: value.overtime.trim() }));
  return parts.length > 0 ? parts.join('; ') : currency;
}

/** "rates of Nov 1, 2026: GBP 0.86, USD 1.08"; "no rates" for an empty table. */
function exchangeRatesText(value: Record<string, unknown>, locale: Locale): string | null {
  if (!Array.isArray(value.rates)) return null;
  const h = messagesIn(historyMessages, locale);
  const number = new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 6 });
  const list = value.rates
    .filter((r): r is { currency: string; per_eur: number } => isRecord(r) && typeof r.currency === 'string')
    .map((r) => (typeof r.per_eur === 'number' ? `${r.currency} ${number.format(r.per_eur)}` : r.currency))
    .join(', ');
  if (list === '') return h.exchangeRatesNone;
  const ratesOf = typeof value.rates_of === 'string' ? value.rates_of : null;
  const date = ratesOf ? (formatShortDate(`${ratesOf}T00:00:00Z`, locale) ?? ratesOf) : '?';
  return h.exchangeRatesValue({ date, list });
}

/**
 * Both studios of a merge as the change log holds them (each one's columns): which went into which,
 * or the two apart; never the whole of both studios.
 */
function mergeStateText(value: unknown, h: HistoryMessages): string | null {
  if (!isRecord(value) || !isRecord(value.survivor) || !isRecord(value.merged)) return null;
  const survivor = String(value.survivor.name ?? '');
  const merged = String(value.merged.name ?? '');
  if (!survivor || !merged) return null;
  const into = value.merged.mergedInto ?? value.merged.merged_into;
  return into === null || into === undefined
    ? h.mergeApart({ survivor, merged })
    : h.mergedInto({ merged, survivor });
}

/** A value the server logs in a known shape, in words; null when it has no such shape. */
function knownValueText(value: unknown, field: string, locale: Locale): string | null {
  const h = messagesIn(historyMessages, locale);
  if (field.startsWith(SOURCE_PREFIX)) {
    // Undoing an import logs 'imported' for the source it takes back.
    if (value === 'imported') return h.sourceImported;
    if (isRecord(value)) {
      const url = typeof value.url === 'string' ? value.url : '';
      const description = typeof value.description === 'string' ? value.description.trim() : '';
      return description && url ? `${description} (${url})` : description || url || null;
    }
  }
  if (field === 'studio' && value === 'created') return h.studioCreated;
  if (field === 'day_rates' && isRecord(value)) return dayRatesText(value, locale);
  if (field === 'exchange_rates' && isRecord(value)) return exchangeRatesText(value, locale);
  if (field.startsWith(MERGE_PREFIX) || field.startsWith(MERGE_UNDO_PREFIX)) {
    const merge = mergeStateText(value, h);
    if (merge) return merge;
  }
  if (field === 'owner' && isRecord(value) && typeof value.email === 'string') {
    const claim = value.claim_id;
    return h.ownerValue({
      email: value.email,
      claim: typeof claim === 'number' || typeof claim === 'string' ? String(claim) : null,
    });
  }
  if (field === 'personal_data' && isRecord(value)) {
    if (value.erased === true)
      return value.cause === 'request'
        ? h.erasedOnRequest
        : value.cause === 'retention'
          ? h.erasedRetention
          : h.erased;
    const kind =
      value.kind === 'claim'
        ? h.personalClaim
        : value.kind === 'enquiry'
          ? h.personalEnquiry
          : value.kind === 'correction_email'
            ? h.personalCorrectionEmail
            : null;
    if (kind)
      return h.personalRecord({ kind, id: String(value.id ?? ''), date: dateText(value.created_at, locale) });
  }
  if (field === 'coordinates' && isRecord(value)) {
    const { latitude, longitude } = value;
    if (typeof latitude === 'number' && typeof longitude === 'number')
      return `${latitude.toFixed(4)}, ${longitude.toFixed(4)}`;
  }
  // The images the seed gave a studio: how many, not their ids.
  if (field === 'images' && Array.isArray(value)) return h.imageCount({ count: value.length });
  return null;
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
  const known = knownValueText(value, field, locale);
  if (known !== null) return known;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return t.historyEmptyValue;
    if (value.every(isLink)) return value.map(linkText).join(', ');
    return value.map((item) => historyValueText(item, '', t, locale)).join(', ');
  }
  if (isRecord(value)) {
    // Keys in words where they are the editor's fields or parameters (a created studio's name, city...).
    return Object.entries(value)
      .map(([key, inner]) => `${keyText(key, t, locale)}: ${historyValueText(inner, key, t, locale)}`)
      .join('; ');
  }
  return String(value);
}

function keyText(key: string, t: StudioAdminMessages, locale: Locale): string {
  return key === 'status' || isStudioField(key) ? historyFieldText(key, t, locale) : key;
}

/** An image's properties that differ between two logged versions (all of them when one is missing). */
function imageParts(
  image: Record<string, unknown>,
  other: Record<string, unknown> | null,
  h: HistoryMessages,
): string[] {
  const parts: string[] = [];
  const differs = (key: string) => !other || image[key] !== other[key];
  if (other && differs('kind')) parts.push(kindText(image.kind, h));
  if (differs('caption') && other)
    parts.push(
      typeof image.caption === 'string' && image.caption
        ? h.imageCaption({ text: image.caption })
        : h.imageNoCaption,
    );
  if (differs('credit') && (other || (typeof image.credit === 'string' && image.credit)))
    parts.push(
      typeof image.credit === 'string' && image.credit
        ? h.imageCredit({ text: image.credit })
        : h.imageNoCredit,
    );
  if (differs('cover') && (other || image.cover === true))
    parts.push(image.cover === true ? h.imageIsCover : h.imageNotCover);
  return parts;
}

function idList(value: unknown): string[] | null {
  return Array.isArray(value) && value.every((id) => typeof id === 'string') ? value : null;
}

/**
 * One change in words: its field and both values, worked out together so that an image's edit shows
 * only what changed about it. `context` (historyContext of the whole history) names images by id.
 */
export function historyChangeText(
  change: HistoryChange,
  t: StudioAdminMessages,
  locale: Locale,
  context: HistoryContext = NO_CONTEXT,
): { field: string; before: string; after: string } {
  const h = messagesIn(historyMessages, locale);
  const field = historyFieldText(change.field, t, locale, change, context);
  const { before, after } = change;
  if (change.field.startsWith(IMAGE_PREFIX)) {
    const was = isRecord(before) ? before : null;
    const now = isRecord(after) ? after : null;
    const describe = (
      image: Record<string, unknown> | null,
      other: Record<string, unknown> | null,
      verb: string,
    ) => {
      if (!image) return t.historyEmptyValue;
      const parts = imageParts(image, other, h);
      return other ? parts.join('; ') || t.historyEmptyValue : [verb, ...parts].join('; ');
    };
    return {
      field,
      before: now ? describe(was, now, '') : describe(was, null, kindText(was?.kind, h)),
      after: now ? describe(now, was, h.imageAdded) : h.imageRemoved,
    };
  }
  if (change.field === 'images:order') {
    const old = idList(before);
    const next = idList(after);
    if (old && next) {
      const position = (id: string) => {
        const index = old.indexOf(id);
        return index < 0 ? h.imageNewPosition : String(index + 1);
      };
      // The new order by the images' earlier positions: '2, 1, 3' put the second image first.
      return {
        field,
        before: old.map((_, i) => String(i + 1)).join(', '),
        after: next.map(position).join(', '),
      };
    }
  }
  if (change.field === 'images:cover') {
    const named = (id: unknown) =>
      typeof id === 'string' ? imageName(context.images.get(id), h) : t.historyEmptyValue;
    return { field, before: named(before), after: named(after) };
  }
  return {
    field,
    before: historyValueText(before, change.field, t, locale),
    after: historyValueText(after, change.field, t, locale),
  };
}
