/**
 * The availability and quote request form's fields and their rules: the API's (quote-request-schemas.ts),
 * checked here first so that most mistakes are told before sending, in the reader's language.
 */
import { isPastDate, QUOTE_DAY_BOUNDS, type QuoteDayField } from '@domain/quote-request';
import type { FieldRule } from '@/shared/forms/field-checks';

export const QUOTE_FIELDS = [
  'name',
  'email',
  'company',
  'production_type',
  'date_from',
  'date_to',
  'prep_days',
  'shoot_days',
  'strike_days',
  'message',
] as const;
export type QuoteField = (typeof QUOTE_FIELDS)[number];
export type QuoteValues = Record<QuoteField, string>;

export const QUOTE_RULES: Record<QuoteField, FieldRule> = {
  name: { kind: 'text', required: true, max: 200 },
  email: { kind: 'email', required: true },
  company: { kind: 'text', required: false, max: 200 },
  // Checked below against the choices (a select offers only them).
  production_type: { kind: 'text', required: true, max: 40 },
  date_from: { kind: 'text', required: true, max: 10 },
  date_to: { kind: 'text', required: true, max: 10 },
  prep_days: { kind: 'text', required: true, max: 3 },
  shoot_days: { kind: 'text', required: true, max: 3 },
  strike_days: { kind: 'text', required: true, max: 3 },
  message: { kind: 'text', required: true, max: 5000 },
};

export const EMPTY_QUOTE: QuoteValues = {
  name: '',
  email: '',
  company: '',
  production_type: '',
  date_from: '',
  date_to: '',
  prep_days: '1',
  shoot_days: '1',
  strike_days: '1',
  message: '',
};

export function isQuoteField(name: string): name is QuoteField {
  return (QUOTE_FIELDS as readonly string[]).includes(name);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export type DatesProblem = 'invalidDate' | 'pastDate' | 'endBeforeStart';

/** The dates' problems by field: each a date (YYYY-MM-DD), the start not in the past, the end not before it. */
export function quoteDatesProblems(
  from: string,
  to: string,
  now: Date,
): Partial<Record<'date_from' | 'date_to', DatesProblem>> {
  const a = from.trim();
  const b = to.trim();
  const problems: Partial<Record<'date_from' | 'date_to', DatesProblem>> = {};
  if (a && !ISO_DATE.test(a)) problems.date_from = 'invalidDate';
  else if (a && isPastDate(a, now)) problems.date_from = 'pastDate';
  if (b && !ISO_DATE.test(b)) problems.date_to = 'invalidDate';
  else if (a && b && ISO_DATE.test(a) && b < a) problems.date_to = 'endBeforeStart';
  return problems;
}

/** A day count's problem: not a whole number, or outside its bounds. */
export function dayCountProblem(field: QuoteDayField, value: string): 'notWhole' | 'outOfRange' | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  if (!/^\d+$/.test(trimmed)) return 'notWhole';
  const n = Number(trimmed);
  const { min, max } = QUOTE_DAY_BOUNDS[field];
  return n < min || n > max ? 'outOfRange' : null;
}
