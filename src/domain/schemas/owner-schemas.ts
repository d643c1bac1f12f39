/**
 * Owners, claims, corrections, enquiries and the outbox (product.md §14): the requests and answers of
 * their API, the one source of the types on both sides and of the OpenAPI document. Everything a
 * visitor sends is text, stored as text and shown as text.
 */
import { z } from 'zod';
import { isHttpUrl } from '../http-url';
import { STALE_AFTER_DAYS } from '../limits';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth-schemas';

const NAME_MAX = 200;
const SHORT_MAX = 200;
const PHONE_MAX = 50;
const URL_MAX = 2000;
const MESSAGE_MAX = 5000;
const VALUE_MAX = 10_000;

function text(max: number) {
  return z
    .string({ error: 'Must be text.' })
    .trim()
    .max(max, { error: `Ensure this field has no more than ${max} characters.` });
}

export function requiredText(max: number) {
  return text(max).min(1, { error: 'This field may not be blank.' });
}

export const emailSchema = z
  .string({ error: 'Must be text.' })
  .trim()
  .max(EMAIL_MAX_LENGTH, { error: `Ensure this field has no more than ${EMAIL_MAX_LENGTH} characters.` })
  .pipe(z.email({ error: 'Enter a valid email address.' }));

const httpUrl = text(URL_MAX)
  .min(1, { error: 'This field may not be blank.' })
  .refine(isHttpUrl, { error: 'Enter a valid URL starting with http:// or https://.' });

/** An optional URL: omitted, null or "" for none. */
const optionalHttpUrl = z
  .union([z.null(), z.literal(''), httpUrl])
  .optional()
  .transform((v) => v ?? '');

export const optionalText = (max: number) =>
  z
    .union([z.null(), text(max)])
    .optional()
    .transform((v) => v ?? '');

/**
 * Every public form carries `form_token` (GET /api/forms/token/: a signed time, product.md §14) and
 * `website`, a field people never see (a honeypot: a form that fills it is dropped).
 */
export const formGuardFields = {
  form_token: z
    .string()
    .max(200)
    .optional()
    .describe(
      'From GET /api/forms/token/; a form sent sooner than FORM_MIN_FILL_SECONDS after it is refused',
    ),
  website: z.string().max(2000).optional().describe('Leave empty: a field hidden from people (honeypot)'),
};

export const formTokenSchema = z
  .object({
    form_token: z.string(),
    min_fill_seconds: z.number().int(),
  })
  .meta({ id: 'FormToken', description: 'A signed time to send back with a public form.' });

export const submittedSchema = z
  .object({ id: z.number().int(), status: z.literal('pending') })
  .meta({ id: 'Submitted', description: 'A claim or correction was received and waits for a decision.' });

// Claims -------------------------------------------------------------------------------------------

export const claimRequestSchema = z
  .object({
    name: requiredText(NAME_MAX),
    email: emailSchema,
    role: requiredText(SHORT_MAX).describe('Their role at the studio'),
    phone: optionalText(PHONE_MAX),
    evidence_url: httpUrl.describe('A page proving the association, e.g. on the studio website naming them'),
    message: optionalText(MESSAGE_MAX),
    ...formGuardFields,
  })
  .meta({ id: 'ClaimRequest' });

export const CLAIM_STATUSES = ['pending', 'approved', 'rejected'] as const;
/** The claims list's filter: its message names the statuses it takes. */
export const claimStatusFilterSchema = z.enum(CLAIM_STATUSES, {
  error: `status must be one of: ${CLAIM_STATUSES.join(', ')}.`,
});

export const claimSchema = z
  .object({
    id: z.number().int(),
    studio_id: z.number().int(),
    studio_name: z.string(),
    studio_website_url: z.string().nullable(),
    name: z.string(),
    email: z.string(),
    role: z.string(),
    phone: z.string(),
    evidence_url: z.string(),
    message: z.string(),
    status: z.enum(CLAIM_STATUSES),
    reason: z.string(),
    created_at: z.string(),
    decided_at: z.string().nullable(),
    email_domain_matches_website: z
      .boolean()
      .describe("A hint, not proof: the email's domain is the studio website's (or its parent)"),
  })
  .meta({ id: 'OwnerClaim' });
export type OwnerClaim = z.infer<typeof claimSchema>;

export const claimListSchema = z.object({ results: z.array(claimSchema) }).meta({ id: 'OwnerClaimList' });

export const claimApprovedSchema = z
  .object({
    claim: claimSchema,
    owner: z.object({ id: z.number().int(), email: z.string(), new_account: z.boolean() }),
    invitation_url: z
      .string()
      .nullable()
      .describe(
        'The single-use link to send by hand (also mailed); null when the account already has a password',
      ),
    invitation_expires_at: z.string().nullable(),
  })
  .meta({ id: 'OwnerClaimApproved' });
export type OwnerClaimApproved = z.infer<typeof claimApprovedSchema>;
export type ClaimRequest = z.input<typeof claimRequestSchema>;

export const reasonSchema = z
  .object({ reason: requiredText(MESSAGE_MAX).describe('Why; the claimant or suggester is told') })
  .meta({ id: 'DecisionReason' });

export const ownerAcceptSchema = z
  .object({
    token: z.string().min(1).max(200),
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, { error: `Use at least ${PASSWORD_MIN_LENGTH} characters.` })
      .max(PASSWORD_MAX_LENGTH),
  })
  .meta({ id: 'OwnerAccept' });

// Outbox -------------------------------------------------------------------------------------------

export const outboxMessageSchema = z
  .object({
    id: z.number().int(),
    created_at: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string().describe('The plain-text part'),
    locale: z.string(),
    kind: z.string(),
    studio_id: z.number().int().nullable(),
    sent_at: z.string().nullable().describe('Null: kept in the outbox (no SMTP_URL) or not sent yet'),
    error: z.string().nullable(),
  })
  .meta({ id: 'OutboxMessage' });
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxListSchema = z
  .object({ results: z.array(outboxMessageSchema) })
  .meta({ id: 'OutboxList' });

// Corrections --------------------------------------------------------------------------------------

export const correctionRequestSchema = z
  .object({
    field: requiredText(100).describe('A studio field (name, city, …) or a parameter key (product.md §10)'),
    proposed_value: requiredText(VALUE_MAX),
    source_url: optionalHttpUrl,
    note: optionalText(MESSAGE_MAX),
    email: z
      .union([z.null(), z.literal(''), emailSchema])
      .optional()
      .transform((v) => v ?? ''),
    ...formGuardFields,
  })
  .meta({ id: 'CorrectionRequest' });
export type CorrectionRequest = z.input<typeof correctionRequestSchema>;

export const correctionSchema = z
  .object({
    id: z.number().int(),
    studio_id: z.number().int(),
    field: z.string(),
    current_value: z.unknown().describe('The value as it is now, beside the proposal'),
    proposed_value: z.string(),
    source_url: z.string(),
    note: z.string(),
    email: z.string(),
    status: z.enum(CLAIM_STATUSES),
    reason: z.string(),
    created_at: z.string(),
    decided_at: z.string().nullable(),
  })
  .meta({ id: 'Correction' });
export type Correction = z.infer<typeof correctionSchema>;

export const correctionListSchema = z
  .object({ results: z.array(correctionSchema) })
  .meta({ id: 'CorrectionList' });

// Enquiries ----------------------------------------------------------------------------------------

const isoDate = z
  .union([z.null(), z.literal(''), z.iso.date({ error: 'Use a date as YYYY-MM-DD.' })])
  .optional()
  .transform((v) => v ?? '');

export const enquiryRequestSchema = z
  .object({
    name: requiredText(NAME_MAX),
    email: emailSchema,
    company: optionalText(SHORT_MAX),
    production_type: optionalText(SHORT_MAX),
    date_from: isoDate,
    date_to: isoDate,
    message: requiredText(MESSAGE_MAX),
    consent: z.literal(true, { error: 'Consent to pass the details to the studio is required.' }),
    ...formGuardFields,
  })
  .refine((e) => !e.date_from || !e.date_to || e.date_from <= e.date_to, {
    path: ['date_to'],
    error: 'The end date is before the start date.',
  })
  .meta({ id: 'EnquiryRequest' });
export type EnquiryRequest = z.input<typeof enquiryRequestSchema>;

/**
 * What an inbox shows of the availability and quote request an enquiry came with (quote-request-schemas.ts):
 * its days and crew, never the other studios it went to.
 */
const enquiryQuoteSchema = z
  .object({
    prep_days: z.number().int(),
    shoot_days: z.number().int(),
    strike_days: z.number().int(),
    crew: z.array(z.string()),
  })
  .meta({ id: 'EnquiryQuote' });

export const enquirySchema = z
  .object({
    id: z.number().int(),
    studio_id: z.number().int(),
    name: z.string(),
    email: z.string(),
    company: z.string(),
    production_type: z.string(),
    date_from: z.string(),
    date_to: z.string(),
    message: z.string(),
    created_at: z.string(),
    quote: enquiryQuoteSchema
      .nullable()
      .describe('The request from the comparison; null for a single enquiry'),
  })
  .meta({ id: 'Enquiry' });
export type Enquiry = z.infer<typeof enquirySchema>;

export const enquiryReceivedSchema = z
  .object({ id: z.number().int(), status: z.literal('sent') })
  .meta({ id: 'EnquiryReceived' });

export const enquiryListSchema = z.object({ results: z.array(enquirySchema) }).meta({ id: 'EnquiryList' });

// Freshness ----------------------------------------------------------------------------------------

const staleSchema = z
  .boolean()
  .describe(
    `Not verified by a person for more than ${STALE_AFTER_DAYS} days (or never, and added longer ago)`,
  );

/**
 * Where a value stands (product.md §14): verified by a person with standing (an admin, an owner, an
 * approved correction), or only added (by a spreadsheet or JSON import, the demo data, a data
 * migration, an undo) and verified by nobody.
 */
export const valueStandingSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('verified'),
    verified_at: z.string(),
    verified_by: z.enum(['admin', 'owner', 'correction']),
    stale: staleSchema,
  }),
  z.object({
    status: z.literal('added'),
    added_at: z.string(),
    added_from: z.enum(['spreadsheet', 'json', 'demo', 'migration', 'undo', 'import']),
    stale: staleSchema,
  }),
]);

export const verificationsSchema = z.object({ values: z.record(z.string(), valueStandingSchema) }).meta({
  id: 'Verifications',
  description:
    'Per field and parameter: when a person last verified its value and who, or when it was added and how',
});
export type Verifications = z.infer<typeof verificationsSchema>;

export const verifyRequestSchema = z
  .object({
    keys: z
      .array(
        z
          .string({ error: 'Each key must be the text of a studio field or parameter key.' })
          .trim()
          .min(1, { error: 'A key may not be blank.' })
          .max(100, { error: 'A key has at most 100 characters.' }),
        { error: 'keys must be a list of studio fields or parameter keys.' },
      )
      .min(1, { error: 'Name at least one field or parameter to confirm.' })
      .max(500, { error: 'Confirm at most 500 keys at once.' })
      .describe('Studio fields or parameter keys whose current values are still correct'),
  })
  .meta({ id: 'VerifyRequest' });
