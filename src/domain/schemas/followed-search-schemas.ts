/** Followed searches (product.md §17): the alert form, its answers and the admins' list. */
import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './auth-schemas';

export const SUBSCRIPTION_FREQUENCIES = ['daily', 'weekly'] as const;

export const subscribeRequestSchema = z
  .object({
    query: z
      .string()
      .max(4000)
      .describe('The list address to follow, as the list API takes it ("country=DE&gs3=yes"; "" for all)'),
    email: z
      .string({ error: 'Must be text.' })
      .trim()
      .max(EMAIL_MAX_LENGTH, { error: `Ensure this field has no more than ${EMAIL_MAX_LENGTH} characters.` })
      .pipe(z.email({ error: 'Enter a valid email address.' })),
    frequency: z.enum(SUBSCRIPTION_FREQUENCIES, { error: 'Choose daily or weekly.' }),
    locale: z.enum(['en', 'ru']).optional().describe("The mail's language (default: the reader's)"),
    form_token: z
      .string()
      .max(200)
      .optional()
      .describe(
        'From GET /api/forms/token/; a form sent sooner than FORM_MIN_FILL_SECONDS after it is refused',
      ),
    website: z.string().max(2000).optional().describe('Leave empty: a field hidden from people (honeypot)'),
  })
  .meta({ id: 'SubscribeRequest' });

export const subscribeAcceptedSchema = z
  .object({ status: z.literal('check_your_mail') })
  .meta({ id: 'SubscribeAccepted' });

export const subscriptionSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    query: z.string(),
    frequency: z.enum(SUBSCRIPTION_FREQUENCIES),
    locale: z.string(),
    confirmed_at: z.string().nullable(),
    last_sent_through: z.number().int(),
    next_digest_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'SearchSubscription' });

export const subscriptionListSchema = z
  .object({ results: z.array(subscriptionSchema) })
  .meta({ id: 'SearchSubscriptionList' });
