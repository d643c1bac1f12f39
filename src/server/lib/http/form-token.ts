/**
 * The public forms' token (product.md §14): GET /api/forms/token/ hands out
 * `<issued-at ms>.<nonce>.<HMAC-SHA256>`. A form sent back sooner than the minimum after it was
 * issued, later than a day after, or with a token this install did not sign, is refused (400
 * form_too_fast). The signature proves the time; the nonce makes each token single use: the form's
 * write records it (repositories/form-token-uses.ts), and a token seen before is refused alike, so one
 * token no longer sends a day of forms (issue 35).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { HttpError } from './http-error';

export const FORM_TOKEN_MAX_AGE_MS = 24 * 3_600_000;
export const FORM_TOO_FAST =
  'The form was sent too soon after it was opened, or without a valid form token: reload it and try again.';

function signature(secret: string, issuedAt: number, nonce: string): string {
  return createHmac('sha256', secret).update(`form:${issuedAt}:${nonce}`).digest('base64url');
}

export function issueFormToken(secret: string, now = Date.now()): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${now}.${nonce}.${signature(secret, now, nonce)}`;
}

export function formTooFast(): HttpError {
  return new HttpError(400, FORM_TOO_FAST, { code: 'form_too_fast' });
}

/** A checked token: its nonce, to spend once, and when it stops being valid anyway. */
export interface FormTokenUse {
  nonce: string;
  expiresAt: Date;
}

export function checkFormToken(
  secret: string,
  token: string | undefined,
  minFillMs: number,
  now = Date.now(),
): FormTokenUse {
  const match = /^(\d{13})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!match) throw formTooFast();
  const issuedAt = Number(match[1]);
  const nonce = match[2]!;
  const expected = Buffer.from(signature(secret, issuedAt, nonce));
  const given = Buffer.from(match[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw formTooFast();
  const age = now - issuedAt;
  if (age < minFillMs || age > FORM_TOKEN_MAX_AGE_MS) throw formTooFast();
  return { nonce, expiresAt: new Date(issuedAt + FORM_TOKEN_MAX_AGE_MS) };
}
