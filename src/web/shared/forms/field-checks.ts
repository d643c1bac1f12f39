/**
 * The public forms' field checks in the browser, the same rules the API applies (owner-schemas.ts),
 * so that most mistakes are told before sending, in the reader's language.
 */
import { isHttpUrl } from '@domain/http-url';
import { readNumericParameter } from '@domain/parameter-number';
import type { PublicFormMessages } from './public-form-messages';

export type FieldRule =
  | { kind: 'text'; required: boolean; max: number }
  /** A catalog parameter's value: text; a numeric parameter's, a number within its limits (parameter-number.ts). */
  | { kind: 'parameter'; required: boolean; max: number; key: string }
  | { kind: 'email'; required: boolean }
  | { kind: 'url'; required: boolean }
  /** One of a fixed set: `choices` are the API's values with their labels in the reader's language. */
  | { kind: 'choice'; required: boolean; choices: readonly { value: string; label: string }[] };

const EMAIL_MAX = 254;
const URL_MAX = 2000;
// The shape the API's email check accepts in practice: something@host.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The problem with one value, or null when it passes. */
export function checkFieldValue(value: string, rule: FieldRule, t: PublicFormMessages): string | null {
  const trimmed = value.trim();
  if (!trimmed) return rule.required ? t.required : null;
  if (rule.kind === 'choice')
    return rule.choices.some((choice) => choice.value === trimmed)
      ? null
      : t.notAChoice({ choices: rule.choices.map((choice) => choice.label).join(', ') });
  if (rule.kind === 'text') return trimmed.length > rule.max ? t.tooLong({ max: rule.max }) : null;
  if (rule.kind === 'parameter') {
    if (trimmed.length > rule.max) return t.tooLong({ max: rule.max });
    const reading = readNumericParameter(rule.key, trimmed);
    return reading && !reading.ok ? t.numberRefused({ key: rule.key, refusal: reading }) : null;
  }
  if (rule.kind === 'email') {
    if (trimmed.length > EMAIL_MAX) return t.tooLong({ max: EMAIL_MAX });
    return EMAIL.test(trimmed) ? null : t.invalidEmail;
  }
  if (trimmed.length > URL_MAX) return t.tooLong({ max: URL_MAX });
  return isHttpUrl(trimmed) ? null : t.invalidUrl;
}

/** Every field's problem (only the fields that have one), in the rules' order. */
export function checkFields<K extends string>(
  values: Record<K, string>,
  rules: Record<K, FieldRule>,
  t: PublicFormMessages,
): Partial<Record<K, string>> {
  const problems: Partial<Record<K, string>> = {};
  for (const name of Object.keys(rules) as K[]) {
    const problem = checkFieldValue(values[name], rules[name], t);
    if (problem) problems[name] = problem;
  }
  return problems;
}
