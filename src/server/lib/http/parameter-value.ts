/**
 * A catalog parameter's value as every write route takes it (product.md §10 "Numbers"): a numeric
 * parameter's value read by the one domain reader (parameter-number.ts) and stored in its plain
 * spelling, or refused with 400 parameter_value_invalid naming the input; other values as given.
 */
import { readNumericParameter } from '@domain/parameter-number';
import { numberProblemText } from '@domain/parameter-number-text';
import { HttpError } from './http-error';

/** The text to store for `key`; throws 400 parameter_value_invalid, `fields[input]`, when refused. */
export function acceptParameterValue(key: string, value: string, input: string): string {
  const reading = readNumericParameter(key, value);
  if (!reading) return value;
  if (reading.ok) return reading.stored;
  const detail = numberProblemText(key, reading, 'en');
  throw new HttpError(400, `${input}: ${detail}`, {
    code: 'parameter_value_invalid',
    problem: reading.problem,
    fields: { [input]: [detail] },
  });
}
