/**
 * One request to several studios (product.md §14 "A request to several studios"): the availability and
 * quote request of the comparison, sent as one enquiry to each of its studios. The sender's fields,
 * the consent and the form's defences are the single enquiry's (owner-schemas.ts).
 */
import { z } from 'zod';
import {
  CREW_ROLES,
  isPastDate,
  PRODUCTION_TYPES,
  QUOTE_DAY_BOUNDS,
  QUOTE_REQUEST_MAX_STUDIOS,
  QUOTE_REQUEST_MIN_STUDIOS,
  type QuoteDayField,
} from '../quote-request';
import { emailSchema, formGuardFields, optionalText, requiredText } from './owner-schemas';

const dateSchema = z
  .string({ error: 'Use a date as YYYY-MM-DD.' })
  .trim()
  .pipe(z.iso.date({ error: 'Use a date as YYYY-MM-DD.' }));

function days(field: QuoteDayField) {
  const { min, max } = QUOTE_DAY_BOUNDS[field];
  return z
    .number({ error: 'Enter a whole number of days.' })
    .int({ error: 'Enter a whole number of days.' })
    .min(min, { error: `Enter at least ${min}.` })
    .max(max, { error: `Enter at most ${max}.` });
}

export const quoteRequestSchema = z
  .object({
    studio_ids: z
      .array(z.number().int().positive(), { error: 'Name the studios of the comparison.' })
      .min(QUOTE_REQUEST_MIN_STUDIOS, { error: `Choose at least ${QUOTE_REQUEST_MIN_STUDIOS} studios.` })
      .max(QUOTE_REQUEST_MAX_STUDIOS, { error: `Choose at most ${QUOTE_REQUEST_MAX_STUDIOS} studios.` })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'A studio is named twice.' }),
    date_from: dateSchema,
    date_to: dateSchema,
    production_type: z.enum(PRODUCTION_TYPES, { error: 'Choose a production type.' }),
    prep_days: days('prep_days'),
    shoot_days: days('shoot_days'),
    strike_days: days('strike_days'),
    crew: z
      .array(z.enum(CREW_ROLES, { error: 'Unknown crew role.' }))
      .max(CREW_ROLES.length)
      .refine((roles) => new Set(roles).size === roles.length, { error: 'A crew role is named twice.' }),
    name: requiredText(200),
    email: emailSchema,
    company: optionalText(200),
    message: requiredText(5000),
    consent: z.literal(true, { error: 'Consent to pass the details to the studios is required.' }),
    ...formGuardFields,
  })
  .refine((r) => !isPastDate(r.date_from, new Date()), {
    path: ['date_from'],
    error: 'The start date is in the past.',
  })
  .refine((r) => r.date_from <= r.date_to, {
    path: ['date_to'],
    error: 'The end date is before the start date.',
  })
  .meta({ id: 'QuoteRequest' });
export type QuoteRequest = z.input<typeof quoteRequestSchema>;

export const quoteRequestSentSchema = z
  .object({
    status: z.literal('sent'),
    /** How many studios it went to (each its own enquiry). */
    studios: z.number().int(),
  })
  .meta({ id: 'QuoteRequestSent' });
