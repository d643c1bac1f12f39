/** The enquiry form's fields and their rules (the API's: owner-schemas.ts enquiryRequestSchema). */
import type { FieldRule } from '@/shared/forms/field-checks';

export const ENQUIRY_FIELDS = [
  'name',
  'email',
  'company',
  'production_type',
  'date_from',
  'date_to',
  'message',
] as const;
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];
export type EnquiryValues = Record<EnquiryField, string>;

export const ENQUIRY_RULES: Record<EnquiryField, FieldRule> = {
  name: { kind: 'text', required: true, max: 200 },
  email: { kind: 'email', required: true },
  company: { kind: 'text', required: false, max: 200 },
  production_type: { kind: 'text', required: false, max: 200 },
  date_from: { kind: 'text', required: false, max: 10 },
  date_to: { kind: 'text', required: false, max: 10 },
  message: { kind: 'text', required: true, max: 5000 },
};

export const EMPTY_ENQUIRY: EnquiryValues = {
  name: '',
  email: '',
  company: '',
  production_type: '',
  date_from: '',
  date_to: '',
  message: '',
};

export function isEnquiryField(name: string): name is EnquiryField {
  return (ENQUIRY_FIELDS as readonly string[]).includes(name);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The shoot dates' problem, if any: each a date (YYYY-MM-DD, what a date input gives), the end not
 * before the start. Either may be left out.
 */
export function shootDatesProblem(from: string, to: string): 'invalidDate' | 'endBeforeStart' | null {
  const a = from.trim();
  const b = to.trim();
  if ((a && !ISO_DATE.test(a)) || (b && !ISO_DATE.test(b))) return 'invalidDate';
  if (a && b && b < a) return 'endBeforeStart';
  return null;
}

/** Milliseconds still to wait before the form may be sent (the API's minimum fill time). */
export function waitBeforeSending(readyAt: number, now: number): number {
  return Math.max(0, readyAt - now);
}
