/**
 * The day-rate editor's form as text (product.md §18): the studio's terms as the fields show them,
 * and the fields read back into terms with the server's rules (day-rate-schemas.ts), so a refusal
 * is said beside its field before anything is sent. Amounts take the reader's way of writing
 * numbers: "13000", "13,000" or "13 000.50" in English, "13 000" or "13 000,50" in Russian.
 */
import { isCurrencyCode } from '@domain/currencies';
import {
  type DayRates,
  INCLUDED_SERVICES,
  MAX_DAY_RATE,
  MAX_MINIMUM_DAYS,
  MAX_OVERTIME_LENGTH,
} from '@domain/schemas/day-rate-schemas';
import { decimalInputText, type InputLocale, parseDecimalInput } from '@/shared/lib/decimal-input';

export type IncludedService = (typeof INCLUDED_SERVICES)[number];

export interface DayRatesDraft {
  currency: string;
  shooting_day: string;
  prep_day: string;
  half_day: string;
  minimum_days: string;
  included: IncludedService[];
  overtime: string;
}

export type DraftField = Exclude<keyof DayRatesDraft, 'included'>;

/** Why a field is refused; the editor's messages say each in the reader's language. */
export type DraftProblem =
  | 'currency'
  | 'notNumber'
  | 'notPositive'
  | 'tooLarge'
  | 'noRate'
  | 'minimumTooLarge'
  | 'overtimeTooLong'
  /** The server refused the field (its rules changed, or a check here missed it): the hint says the rule. */
  | 'refused';

export type DraftProblems = Partial<Record<DraftField, DraftProblem>>;

/** The fields in the order the form shows them: the first refused one takes the focus. */
export const DRAFT_FIELDS: readonly DraftField[] = [
  'currency',
  'shooting_day',
  'prep_day',
  'half_day',
  'minimum_days',
  'overtime',
];

export const EMPTY_DRAFT: DayRatesDraft = {
  currency: '',
  shooting_day: '',
  prep_day: '',
  half_day: '',
  minimum_days: '',
  included: [],
  overtime: '',
};

type Locale = InputLocale;

/** The stored terms as the form's fields (nothing stored: every field empty). */
export function draftOf(rates: DayRates | null | undefined, locale: Locale): DayRatesDraft {
  if (!rates) return { ...EMPTY_DRAFT, included: [] };
  return {
    currency: rates.currency,
    shooting_day: decimalInputText(rates.shooting_day, locale),
    prep_day: decimalInputText(rates.prep_day, locale),
    half_day: decimalInputText(rates.half_day, locale),
    minimum_days: decimalInputText(rates.minimum_days, locale),
    included: INCLUDED_SERVICES.filter((s) => rates.included.includes(s)),
    overtime: rates.overtime,
  };
}

type Reading = { ok: true; value: number | null } | { ok: false; problem: DraftProblem };

function readAmount(text: string, locale: Locale, max: number, tooLarge: DraftProblem): Reading {
  const value = parseDecimalInput(text, locale);
  if (value === null) return { ok: true, value: null };
  if (Number.isNaN(value)) return { ok: false, problem: 'notNumber' };
  if (!(value > 0)) return { ok: false, problem: 'notPositive' };
  if (value > max) return { ok: false, problem: tooLarge };
  return { ok: true, value };
}

/**
 * The fields read into terms the server accepts, or the problem of each refused field. The rules are
 * the server's: an ISO 4217 currency, each rate more than 0 and at most MAX_DAY_RATE or empty, at
 * least one rate, the minimum more than 0 and at most MAX_MINIMUM_DAYS days or empty, the overtime
 * terms at most MAX_OVERTIME_LENGTH characters.
 */
export function readDraft(
  draft: DayRatesDraft,
  locale: Locale,
): { ok: true; rates: DayRates } | { ok: false; problems: DraftProblems } {
  const problems: DraftProblems = {};
  const currency = draft.currency.trim().toUpperCase();
  if (!isCurrencyCode(currency)) problems.currency = 'currency';
  const amounts = {} as Record<'shooting_day' | 'prep_day' | 'half_day', number | null>;
  for (const field of ['shooting_day', 'prep_day', 'half_day'] as const) {
    const reading = readAmount(draft[field], locale, MAX_DAY_RATE, 'tooLarge');
    if (reading.ok) amounts[field] = reading.value;
    else problems[field] = reading.problem;
  }
  const minimum = readAmount(draft.minimum_days, locale, MAX_MINIMUM_DAYS, 'minimumTooLarge');
  if (!minimum.ok) problems.minimum_days = minimum.problem;
  const overtime = draft.overtime.trim();
  if (overtime.length > MAX_OVERTIME_LENGTH) problems.overtime = 'overtimeTooLong';
  const rateProblems = problems.shooting_day || problems.prep_day || problems.half_day;
  if (
    !rateProblems &&
    amounts.shooting_day === null &&
    amounts.prep_day === null &&
    amounts.half_day === null
  )
    problems.shooting_day = 'noRate';
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    rates: {
      currency,
      shooting_day: amounts.shooting_day,
      prep_day: amounts.prep_day,
      half_day: amounts.half_day,
      minimum_days: minimum.ok ? minimum.value : null,
      included: INCLUDED_SERVICES.filter((s) => draft.included.includes(s)),
      overtime,
    },
  };
}

/**
 * The fields a refusal of the server names ("day_rates.shooting_day", "day_rates.included.0"), as
 * the form's; a name the form has no field for is left to the general message.
 */
export function serverProblems(fields: unknown): DraftProblems {
  const problems: DraftProblems = {};
  if (!fields || typeof fields !== 'object') return problems;
  for (const name of Object.keys(fields)) {
    const field = name.replace(/^day_rates\./, '').split('.')[0] ?? '';
    if ((DRAFT_FIELDS as readonly string[]).includes(field)) problems[field as DraftField] = 'refused';
  }
  return problems;
}
