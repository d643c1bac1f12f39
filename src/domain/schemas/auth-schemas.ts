/**
 * Admin sign-in (product.md §3 "Admin user" and "Auth response", §7 the /api/admin/ calls): the one source
 * of the request and response types on both sides and of the OpenAPI document.
 */
import { z } from 'zod';
import { errorCodeSchema } from './studio-schemas';

export const EMAIL_MAX_LENGTH = 254;
/** New passwords: at least this long (the admin command and ADMIN_PASSWORD enforce it). */
export const PASSWORD_MIN_LENGTH = 12;
/** Longer inputs are refused before hashing: nobody types more, and it bounds the work per request. */
export const PASSWORD_MAX_LENGTH = 1024;

export const adminUserSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    username: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    is_staff: z.boolean(),
    is_superuser: z.boolean(),
    last_login: z.string().nullable().meta({ description: 'ISO 8601 time of the latest sign-in' }),
    role: z
      .enum(['admin', 'owner'])
      .optional()
      .describe("admin, or owner: a studio's owner, who edits only their own studios (product.md §14)"),
    owned_studio_ids: z
      .array(z.number().int())
      .optional()
      .describe("An owner's studios (empty for an admin)"),
  })
  .meta({ id: 'AdminUser', description: 'A signed-in admin (never carries the password hash).' });
export type AdminUser = z.infer<typeof adminUserSchema>;

export const csrfTokenResponseSchema = z
  .object({
    csrf_token: z.string().meta({
      description:
        'A 64-character masked token for the secret in the csrftoken cookie; send it in X-CSRFToken. ' +
        'Different on every call, all valid while the cookie is.',
    }),
  })
  .meta({ id: 'CsrfTokenResponse' });

/** Both fields are checked by the handler, so that a missing one gets the sign-in form's message. */
export const loginRequestSchema = z
  .object({
    email: z.string().max(EMAIL_MAX_LENGTH, { error: 'The email address is too long.' }).optional(),
    password: z.string().max(PASSWORD_MAX_LENGTH, { error: 'The password is too long.' }).optional(),
  })
  .meta({ id: 'LoginRequest' });

export const loginSuccessSchema = z
  .object({
    success: z.literal(true),
    message: z.string(),
    user: adminUserSchema,
    csrf_token: z.string().meta({
      description: 'The CSRF secret is rotated at sign-in: a token for the new csrftoken cookie.',
    }),
  })
  .meta({ id: 'LoginSuccess' });
export type LoginSuccess = z.infer<typeof loginSuccessSchema>;

export const loginFailureSchema = z
  .object({ success: z.literal(false), message: z.string(), code: errorCodeSchema, detail: z.string() })
  .meta({ id: 'LoginFailure' });

export const authStatusSchema = z
  .object({ authenticated: z.boolean(), user: adminUserSchema.nullable() })
  .meta({ id: 'AuthStatus' });
export type AuthStatus = z.infer<typeof authStatusSchema>;

export const logoutResponseSchema = z
  .object({ success: z.literal(true), message: z.string() })
  .meta({ id: 'LogoutResponse' });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;
